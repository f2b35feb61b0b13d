// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {DiginoorCollectible} from "../DiginoorCollectible.sol";

/// @title The collectible the market trades, its owner, and the checks every kind of sale shares.
abstract contract MarketCore is Ownable {
    DiginoorCollectible public immutable collectible;

    error ZeroAddress();
    error InvalidPrice(uint256 price);
    error IncorrectPayment(uint256 expected, uint256 received);
    error NotTokenOwner(uint256 tokenId, address caller);
    error MarketNotApproved(uint256 tokenId);

    constructor(DiginoorCollectible collectible_) {
        if (address(collectible_) == address(0)) revert ZeroAddress();
        collectible = collectible_;
    }

    /// @dev Prices are stored as uint96 beside an address, so anything wider is refused up front.
    function _requirePrice(uint256 price) internal pure {
        if (price == 0 || price > type(uint96).max) revert InvalidPrice(price);
    }

    function _requireOwnedAndApproved(uint256 tokenId) internal view {
        if (collectible.ownerOf(tokenId) != msg.sender) revert NotTokenOwner(tokenId, msg.sender);
        if (!_isMarketApproved(msg.sender, tokenId)) revert MarketNotApproved(tokenId);
    }

    function _isMarketApproved(address owner, uint256 tokenId) internal view returns (bool) {
        return collectible.getApproved(tokenId) == address(this) || collectible.isApprovedForAll(owner, address(this));
    }
}
