// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";

/// @title Diginoor collectible: the film-themed tokens ("Metaverse Tokens").
/// @notice Every token pays a 10% ERC-2981 royalty to the production house it was minted for.
/// @dev docs/decisions/004-royalty-ten-percent.md and docs/decisions/006-unique-token-ids.md
contract DiginoorCollectible is ERC721URIStorage, ERC2981, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    /// @notice Royalty on every sale, in basis points of the sale price.
    uint96 public constant ROYALTY_BPS = 1000;

    /// @dev Last token id handed out; ids start at 1 so 0 never names a token.
    uint256 private _lastTokenId;

    event DefaultRoyaltyReceiverChanged(address indexed receiver);

    constructor(address admin, address defaultRoyaltyReceiver) ERC721("Metaverse Tokens", "MVT") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _setDefaultRoyalty(defaultRoyaltyReceiver, ROYALTY_BPS);
    }

    /// @notice Mints a token to the caller; its royalty goes to the default receiver.
    function createToken(string calldata uri) external onlyRole(MINTER_ROLE) returns (uint256 tokenId) {
        tokenId = _mintWithUri(msg.sender, uri);
    }

    /// @notice Mints a token to `to` whose royalty goes to `productionHouse`.
    function mintTo(address to, string calldata uri, address productionHouse)
        external
        onlyRole(MINTER_ROLE)
        returns (uint256 tokenId)
    {
        tokenId = _mintWithUri(to, uri);
        _setTokenRoyalty(tokenId, productionHouse, ROYALTY_BPS);
    }

    /// @notice Changes who receives the royalty of tokens minted without a production house.
    function setDefaultRoyaltyReceiver(address receiver) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setDefaultRoyalty(receiver, ROYALTY_BPS);
        emit DefaultRoyaltyReceiverChanged(receiver);
    }

    /// @notice Number of tokens minted so far, which is also the newest token id.
    function totalMinted() external view returns (uint256) {
        return _lastTokenId;
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC721URIStorage, ERC2981, AccessControl)
        returns (bool)
    {
        return super.supportsInterface(interfaceId);
    }

    function _mintWithUri(address to, string calldata uri) private returns (uint256 tokenId) {
        tokenId = ++_lastTokenId;
        _mint(to, tokenId);
        _setTokenURI(tokenId, uri);
    }
}
