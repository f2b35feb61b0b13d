// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {MarketFees} from "./MarketFees.sol";

/// @title Fixed-price listings: the token stays with the seller until a buyer pays.
/// @notice A stored listing is only buyable while the seller still owns the token and the market
/// is still approved for it.
abstract contract MarketListings is MarketFees {
    /// @dev One storage slot, so listing costs a single new slot.
    struct Listing {
        address seller;
        uint96 price;
    }

    uint256 public listingCount;
    mapping(uint256 listingId => mapping(uint256 tokenId => Listing)) private _listings;

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
    error SellerNoLongerOwnsToken(uint256 listingId, uint256 tokenId);
    error MarketApprovalRevoked(uint256 listingId, uint256 tokenId);

    /// @notice Lists a token the caller owns and has approved to the market; it stays with the seller.
    function list(uint256 tokenId, uint256 price) external returns (uint256 listingId) {
        _requirePrice(price);
        _requireOwnedAndApproved(tokenId);
        listingId = ++listingCount;
        _listings[listingId][tokenId] = Listing(msg.sender, uint96(price));
        emit Listed(listingId, tokenId, msg.sender, price);
    }

    function updateListingPrice(uint256 listingId, uint256 tokenId, uint256 newPrice) external {
        _requirePrice(newPrice);
        Listing storage listing = _sellersListing(listingId, tokenId);
        uint256 oldPrice = listing.price;
        listing.price = uint96(newPrice);
        emit ListingPriceUpdated(listingId, tokenId, oldPrice, newPrice);
    }

    function cancelListing(uint256 listingId, uint256 tokenId) external {
        _sellersListing(listingId, tokenId);
        delete _listings[listingId][tokenId];
        emit ListingCancelled(listingId, tokenId, msg.sender);
    }

    /// @notice Buys a listed token for `expectedPrice` plus the resale buyer fee; reverts if the
    /// listing's price is no longer `expectedPrice`.
    function buyListing(uint256 listingId, uint256 tokenId, uint256 expectedPrice) external payable nonReentrant {
        Listing memory listing = _listings[listingId][tokenId];
        if (listing.seller == address(0)) revert ListingNotActive(listingId, tokenId);
        if (listing.price != expectedPrice) revert PriceMismatch(expectedPrice, listing.price);
        if (msg.sender == listing.seller) revert SellerCannotBuy();
        if (collectible.ownerOf(tokenId) != listing.seller) revert SellerNoLongerOwnsToken(listingId, tokenId);
        if (!_isMarketApproved(listing.seller, tokenId)) revert MarketApprovalRevoked(listingId, tokenId);
        uint256 fee = expectedPrice * resaleFeeBps / BPS;
        if (msg.value != expectedPrice + fee) revert IncorrectPayment(expectedPrice + fee, msg.value);

        delete _listings[listingId][tokenId];
        collectible.transferFrom(listing.seller, msg.sender, tokenId);
        (address royaltyReceiver, uint256 royalty) = _payResaleProceeds(tokenId, listing.seller, expectedPrice, fee);
        emit ListingSold(listingId, tokenId, msg.sender, listing.seller, expectedPrice, fee, royaltyReceiver, royalty);
    }

    /// @notice The listing as stored; a zero seller means there is no active listing. A stored
    /// listing is only buyable while the seller still owns the token and the market is approved.
    function getListing(uint256 listingId, uint256 tokenId) external view returns (Listing memory) {
        return _listings[listingId][tokenId];
    }

    function _sellersListing(uint256 listingId, uint256 tokenId) private view returns (Listing storage listing) {
        listing = _listings[listingId][tokenId];
        if (listing.seller == address(0)) revert ListingNotActive(listingId, tokenId);
        if (listing.seller != msg.sender) revert NotListingSeller(listingId, msg.sender);
    }
}
