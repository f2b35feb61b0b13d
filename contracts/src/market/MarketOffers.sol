// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {MarketFees} from "./MarketFees.sol";

/// @title Offers: a collector escrows an amount for any token, listed or not, until its owner
/// accepts it, the offerer cancels it, the owner declines it, it expires, or a higher offer
/// replaces it.
/// @notice A token has at most one offer, the highest. The offerer pays the amount plus the resale
/// buyer fee in force, and the market holds both. An offer that ends without a sale is credited
/// for `withdraw` (never pushed), so an offerer cannot block the next offer. Accepting moves the
/// token from its owner (who must have approved the market) and pays the royalty, the fee and the
/// seller exactly as buying a listing does; that transfer also ends the token's listing.
/// @dev docs/decisions/173-offers.md
abstract contract MarketOffers is MarketFees {
    uint256 public constant MAX_OFFER_DAYS = 30;

    /// @notice Why an offer ended without a sale.
    enum OfferEnd {
        Cancelled,
        Declined,
        Expired,
        Outbid
    }

    /// @dev Two slots: the offerer beside the amount, then the id, the expiry and the fee rate.
    struct Offer {
        address buyer;
        uint96 amount;
        uint64 offerId;
        uint40 expiresAt;
        uint16 feeBps;
    }

    uint256 public offerCount;
    mapping(uint256 tokenId => Offer) private _offers;

    event OfferMade(
        uint256 indexed offerId, uint256 indexed tokenId, address indexed buyer, uint256 amount, uint256 fee, uint256 expiresAt
    );
    event OfferEnded(uint256 indexed offerId, uint256 indexed tokenId, address indexed buyer, uint256 refund, OfferEnd reason);
    event OfferAccepted(
        uint256 indexed offerId,
        uint256 indexed tokenId,
        address indexed buyer,
        address seller,
        uint256 amount,
        uint256 fee,
        address royaltyReceiver,
        uint256 royalty
    );

    error InvalidOfferDuration(uint256 durationDays);
    error OwnerCannotOffer();
    error OfferNotHigher(uint256 amount, uint256 currentOffer);
    error OfferNotActive(uint256 offerId, uint256 tokenId);
    error OfferExpired(uint256 offerId, uint256 expiresAt);
    error NotOfferParty(uint256 offerId, address caller);

    /// @notice Offers `amount` for `tokenId` for `durationDays` days, paying `amount` plus the
    /// resale buyer fee. It must beat the token's live offer, whose whole payment is credited to
    /// its offerer; an expired offer is replaced by any amount.
    function makeOffer(uint256 tokenId, uint256 amount, uint256 durationDays) external payable nonReentrant returns (uint256 offerId) {
        if (durationDays == 0 || durationDays > MAX_OFFER_DAYS) revert InvalidOfferDuration(durationDays);
        _requirePrice(amount);
        if (collectible.ownerOf(tokenId) == msg.sender) revert OwnerCannotOffer();
        Offer memory previous = _offers[tokenId];
        if (previous.buyer != address(0)) {
            bool expired = block.timestamp >= previous.expiresAt;
            if (!expired && amount <= previous.amount) revert OfferNotHigher(amount, previous.amount);
            _creditOfferer(previous, tokenId, expired ? OfferEnd.Expired : OfferEnd.Outbid);
        }
        uint16 feeBps = resaleFeeBps;
        uint256 fee = amount * feeBps / BPS;
        if (msg.value != amount + fee) revert IncorrectPayment(amount + fee, msg.value);
        offerId = ++offerCount;
        uint256 expiresAt = block.timestamp + durationDays * 1 days;
        _offers[tokenId] = Offer(msg.sender, uint96(amount), uint64(offerId), uint40(expiresAt), feeBps);
        emit OfferMade(offerId, tokenId, msg.sender, amount, fee, expiresAt);
    }

    /// @notice The token's owner sells it for offer `offerId` before it expires: the token moves to
    /// the offerer and the escrow pays the fee, the royalty and the owner as a sale does.
    function acceptOffer(uint256 offerId, uint256 tokenId) external nonReentrant {
        Offer memory offer = _liveOffer(offerId, tokenId);
        if (block.timestamp >= offer.expiresAt) revert OfferExpired(offerId, offer.expiresAt);
        _requireOwnedAndApproved(tokenId);
        delete _offers[tokenId];
        uint256 fee = uint256(offer.amount) * offer.feeBps / BPS;
        collectible.transferFrom(msg.sender, offer.buyer, tokenId);
        (address royaltyReceiver, uint256 royalty) = _payResaleProceeds(tokenId, msg.sender, offer.amount, fee);
        emit OfferAccepted(offerId, tokenId, offer.buyer, msg.sender, offer.amount, fee, royaltyReceiver, royalty);
    }

    /// @notice Ends offer `offerId` without a sale and credits its offerer: the offerer cancels it
    /// at any time, the token's owner declines it, and anyone may end it once it has expired.
    function cancelOffer(uint256 offerId, uint256 tokenId) external nonReentrant {
        Offer memory offer = _liveOffer(offerId, tokenId);
        OfferEnd reason;
        if (msg.sender == offer.buyer) reason = OfferEnd.Cancelled;
        else if (collectible.ownerOf(tokenId) == msg.sender) reason = OfferEnd.Declined;
        else if (block.timestamp >= offer.expiresAt) reason = OfferEnd.Expired;
        else revert NotOfferParty(offerId, msg.sender);
        delete _offers[tokenId];
        _creditOfferer(offer, tokenId, reason);
    }

    /// @notice The token's offer (a zero buyer when it has none); it may have expired.
    function getOffer(uint256 tokenId) external view returns (Offer memory) {
        return _offers[tokenId];
    }

    function _liveOffer(uint256 offerId, uint256 tokenId) private view returns (Offer memory offer) {
        offer = _offers[tokenId];
        if (offerId == 0 || offer.offerId != offerId) revert OfferNotActive(offerId, tokenId);
    }

    function _creditOfferer(Offer memory offer, uint256 tokenId, OfferEnd reason) private {
        uint256 refund = offer.amount + uint256(offer.amount) * offer.feeBps / BPS;
        pendingWithdrawals[offer.buyer] += refund;
        emit OfferEnded(offer.offerId, tokenId, offer.buyer, refund, reason);
    }
}
