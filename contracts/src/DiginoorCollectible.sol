// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";

/// @title Diginoor collectible: the film-themed tokens ("Metaverse Tokens").
/// @notice Every token pays a 10% ERC-2981 royalty to the production house it was minted for.
/// Order-keyed mints count each catalogue NFT's edition and refuse a second mint for one order.
/// @dev docs/decisions/004-royalty-ten-percent.md, docs/decisions/006-unique-token-ids.md and
/// docs/decisions/018-fulfilment.md
contract DiginoorCollectible is ERC721URIStorage, ERC2981, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    /// @notice Royalty on every sale, in basis points of the sale price.
    uint96 public constant ROYALTY_BPS = 1000;

    /// @notice A catalogue NFT's edition: its size, fixed by its first order-keyed mint, and the
    /// tokens minted for it so far.
    struct Edition {
        uint128 size;
        uint128 minted;
    }

    /// @dev Last token id handed out; ids start at 1 so 0 never names a token.
    uint256 private _lastTokenId;

    mapping(uint256 nftId => Edition) public editions;
    /// @notice The token minted for an order, 0 while none was.
    mapping(bytes32 orderId => uint256 tokenId) public tokenOfOrder;
    /// @notice How many times a token changed hands since it was minted. The market records it
    /// with a listing, so a listing ends when the token leaves its seller, even if it comes back.
    mapping(uint256 tokenId => uint256) public transferCount;

    event DefaultRoyaltyReceiverChanged(address indexed receiver);
    event OrderMinted(bytes32 indexed orderId, uint256 indexed nftId, uint256 indexed tokenId, address to);

    error OrderAlreadyMinted(bytes32 orderId, uint256 tokenId);
    error InvalidEditionSize(uint256 nftId, uint256 editionSize);
    error EditionSizeMismatch(uint256 nftId, uint256 editionSize, uint256 givenSize);
    error EditionSoldOut(uint256 nftId, uint256 editionSize);

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

    /// @notice Mints one token of catalogue NFT `nftId` to `to` for the paid order `orderId`; its
    /// royalty goes to `productionHouse`. Each order mints once, and an NFT never gets more tokens
    /// than its edition size: the first mint for `nftId` fixes the size, later ones must name it.
    function mintForOrder(
        bytes32 orderId,
        address to,
        uint256 nftId,
        uint256 editionSize,
        string calldata uri,
        address productionHouse
    ) external onlyRole(MINTER_ROLE) returns (uint256 tokenId) {
        uint256 orderToken = tokenOfOrder[orderId];
        if (orderToken != 0) revert OrderAlreadyMinted(orderId, orderToken);
        Edition memory edition = editions[nftId];
        if (edition.size == 0) {
            if (editionSize == 0 || editionSize > type(uint128).max) revert InvalidEditionSize(nftId, editionSize);
            edition.size = uint128(editionSize);
        } else if (editionSize != edition.size) {
            revert EditionSizeMismatch(nftId, edition.size, editionSize);
        }
        if (edition.minted == edition.size) revert EditionSoldOut(nftId, edition.size);
        editions[nftId] = Edition(edition.size, edition.minted + 1);
        tokenId = _mintWithUri(to, uri);
        tokenOfOrder[orderId] = tokenId;
        _setTokenRoyalty(tokenId, productionHouse, ROYALTY_BPS);
        emit OrderMinted(orderId, nftId, tokenId, to);
    }

    /// @notice The owner of a token and its `transferCount`, in one call for the market.
    function ownerAndTransferCount(uint256 tokenId) external view returns (address owner, uint256 transfers) {
        return (_requireOwned(tokenId), transferCount[tokenId]);
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

    /// @dev Counts every change of owner; minting is not one.
    function _update(address to, uint256 tokenId, address auth) internal override returns (address from) {
        from = super._update(to, tokenId, auth);
        if (from != address(0)) {
            unchecked {
                ++transferCount[tokenId];
            }
        }
    }

    function _mintWithUri(address to, string calldata uri) private returns (uint256 tokenId) {
        tokenId = ++_lastTokenId;
        _mint(to, tokenId);
        _setTokenURI(tokenId, uri);
    }
}
