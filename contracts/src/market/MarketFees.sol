// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {MarketPullPayments} from "./MarketPullPayments.sol";

/// @title Buyer fees, the treasury that receives them, and the split of a resale's proceeds.
/// @notice Buyers pay the price plus a buyer fee (primary or resale rate, owner-set, at most
/// `MAX_FEE_BPS`). Every sale pays the token's ERC-2981 royalty out of the price.
/// @dev docs/decisions/005-fees-as-line-items.md
abstract contract MarketFees is MarketPullPayments {
    /// @notice Hard upper bound of either buyer fee, in basis points.
    uint16 public constant MAX_FEE_BPS = 3000;
    uint256 internal constant BPS = 10_000;

    // Read together on every resale, so they share one slot.
    address public treasury;
    uint16 public primaryFeeBps;
    uint16 public resaleFeeBps;

    event FeesUpdated(uint256 primaryFeeBps, uint256 resaleFeeBps);
    event TreasuryUpdated(address indexed treasury);

    error FeeAboveLimit(uint256 feeBps, uint256 maxFeeBps);

    function setFees(uint16 primaryFeeBps_, uint16 resaleFeeBps_) external onlyOwner {
        _setFees(primaryFeeBps_, resaleFeeBps_);
    }

    function setTreasury(address treasury_) external onlyOwner {
        _setTreasury(treasury_);
    }

    /// @notice What a primary sale at `price` costs the buyer at the current fee.
    function primaryTotal(uint256 price) external view returns (uint256) {
        return price + price * primaryFeeBps / BPS;
    }

    /// @notice What buying a listing at `price` costs the buyer at the current fee.
    function resaleTotal(uint256 price) external view returns (uint256) {
        return price + price * resaleFeeBps / BPS;
    }

    function _setFees(uint16 primaryFeeBps_, uint16 resaleFeeBps_) internal {
        if (primaryFeeBps_ > MAX_FEE_BPS) revert FeeAboveLimit(primaryFeeBps_, MAX_FEE_BPS);
        if (resaleFeeBps_ > MAX_FEE_BPS) revert FeeAboveLimit(resaleFeeBps_, MAX_FEE_BPS);
        primaryFeeBps = primaryFeeBps_;
        resaleFeeBps = resaleFeeBps_;
        emit FeesUpdated(primaryFeeBps_, resaleFeeBps_);
    }

    function _setTreasury(address treasury_) internal {
        if (treasury_ == address(0)) revert ZeroAddress();
        treasury = treasury_;
        emit TreasuryUpdated(treasury_);
    }

    /// @dev Fee to the treasury, royalty to the token's ERC-2981 receiver, the rest to the seller.
    function _payResaleProceeds(uint256 tokenId, address seller, uint256 price, uint256 fee)
        internal
        returns (address royaltyReceiver, uint256 royalty)
    {
        (royaltyReceiver, royalty) = collectible.royaltyInfo(tokenId, price);
        _pay(treasury, fee);
        _pay(royaltyReceiver, royalty);
        _pay(seller, price - royalty);
    }
}
