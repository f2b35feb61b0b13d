// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {MarketFees} from "./MarketFees.sol";

/// @title Fixed-price listings: the token stays with the seller until a buyer pays.
/// @notice A token has at most one listing: listing it again replaces the previous one. A listing
/// is only buyable while the token has not changed hands since it was listed (so a token that
/// leaves its seller and comes back is no longer for sale) and the market is still approved.
/// @dev docs/decisions/022-auction-rules.md
abstract contract MarketListings is MarketFees {
    /// @notice A listing as the views show it; a zero seller means not active.
    struct Listing {
        address seller;
        uint96 price;
    }

    /// @dev One storage slot per token, so listing costs a single new slot. The seller is not
    /// stored: while the token's transfer count is the one recorded here, its owner listed it.
    struct StoredListing {
        uint96 listingId;
        uint64 transferCount;
        uint96 price;
    }

    uint256 public listingCount;
    mapping(uint256 tokenId => StoredListing) private _listings;

    event Listed(uint256 indexed listingId, uint256 indexed tokenId, address indexed seller, uint256 price);
    event ListingPriceUpdated(uint256 indexed listingId, uint256 indexed tokenId, uint256 oldPrice, uint256 newPrice);
    event ListingCancelled(uint256 indexed listingId, uint256 indexed tokenId, address indexed seller);
    event ListingSold(
        uint256 indexed listingId,
        uint256 indexed tokenId,
        address indexed buyer,
        address seller,
        uint256 price,
        uint256 fee,
        address royaltyReceiver,
        uint256 royalty
    );

    error ListingNotActive(uint256 listingId, uint256 tokenId);
    error NotListingSeller(uint256 listingId, address caller);
    error PriceMismatch(uint256 expectedPrice, uint256 listedPrice);
    error SellerCannotBuy();
    error TokenMovedSinceListing(uint256 listingId, uint256 tokenId);
    error MarketApprovalRevoked(uint256 listingId, uint256 tokenId);

    /// @notice Lists a token the caller owns and has approved to the market; it stays with the
    /// seller. A live listing of the same token is cancelled (`ListingCancelled`) and replaced.
    function list(uint256 tokenId, uint256 price) external returns (uint256 listingId) {
        _requirePrice(price);
        (address owner, uint256 transfers) = collectible.ownerAndTransferCount(tokenId);
        if (owner != msg.sender) revert NotTokenOwner(tokenId, msg.sender);
        if (!_isMarketApproved(msg.sender, tokenId)) revert MarketNotApproved(tokenId);
        StoredListing memory previous = _listings[tokenId];
        if (previous.listingId != 0 && previous.transferCount == transfers) {
            emit ListingCancelled(previous.listingId, tokenId, msg.sender);
        }
        listingId = ++listingCount;
        _listings[tokenId] = StoredListing(uint96(listingId), uint64(transfers), uint96(price));
        emit Listed(listingId, tokenId, msg.sender, price);
    }

    function updateListingPrice(uint256 listingId, uint256 tokenId, uint256 newPrice) external {
        _requirePrice(newPrice);
        StoredListing storage listing = _sellersListing(listingId, tokenId);
        uint256 oldPrice = listing.price;
        listing.price = uint96(newPrice);
        emit ListingPriceUpdated(listingId, tokenId, oldPrice, newPrice);
    }

    function cancelListing(uint256 listingId, uint256 tokenId) external {
        _sellersListing(listingId, tokenId);
        delete _listings[tokenId];
        emit ListingCancelled(listingId, tokenId, msg.sender);
    }

    /// @notice Buys a listed token for `expectedPrice` plus the resale buyer fee; reverts if the
    /// listing's price is no longer `expectedPrice`.
    function buyListing(uint256 listingId, uint256 tokenId, uint256 expectedPrice) external payable nonReentrant {
        StoredListing memory listing = _listings[tokenId];
        if (listingId == 0 || listing.listingId != listingId) revert ListingNotActive(listingId, tokenId);
        if (listing.price != expectedPrice) revert PriceMismatch(expectedPrice, listing.price);
        (address seller, uint256 transfers) = collectible.ownerAndTransferCount(tokenId);
        if (transfers != listing.transferCount) revert TokenMovedSinceListing(listingId, tokenId);
        if (msg.sender == seller) revert SellerCannotBuy();
        if (!_isMarketApproved(seller, tokenId)) revert MarketApprovalRevoked(listingId, tokenId);
        uint256 fee = expectedPrice * resaleFeeBps / BPS;
        if (msg.value != expectedPrice + fee) revert IncorrectPayment(expectedPrice + fee, msg.value);

        delete _listings[tokenId];
        collectible.transferFrom(seller, msg.sender, tokenId);
        (address royaltyReceiver, uint256 royalty) = _payResaleProceeds(tokenId, seller, expectedPrice, fee);
        emit ListingSold(listingId, tokenId, msg.sender, seller, expectedPrice, fee, royaltyReceiver, royalty);
    }

    /// @notice The listing with its seller (the token's owner) while it is active: not sold,
    /// cancelled or replaced, and the token has not changed hands since. Otherwise a zero seller.
    /// Buying also needs the market to be approved for the token.
    function getListing(uint256 listingId, uint256 tokenId) external view returns (Listing memory) {
        StoredListing memory listing = _listings[tokenId];
        if (listingId == 0 || listing.listingId != listingId) return Listing(address(0), 0);
        (address seller, uint256 transfers) = collectible.ownerAndTransferCount(tokenId);
        if (transfers != listing.transferCount) return Listing(address(0), 0);
        return Listing(seller, listing.price);
    }

    function _sellersListing(uint256 listingId, uint256 tokenId) private view returns (StoredListing storage listing) {
        listing = _listings[tokenId];
        if (listingId == 0 || listing.listingId != listingId) revert ListingNotActive(listingId, tokenId);
        (address owner, uint256 transfers) = collectible.ownerAndTransferCount(tokenId);
        if (transfers != listing.transferCount) revert ListingNotActive(listingId, tokenId);
        if (owner != msg.sender) revert NotListingSeller(listingId, msg.sender);
    }
}
