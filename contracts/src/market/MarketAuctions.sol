// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {MarketFees} from "./MarketFees.sol";

/// @title English auctions: the token is escrowed in the market, each bid must beat the last, and
/// anyone may settle once the auction has ended.
/// @notice Outbid bidders are always credited for `withdraw`, never pushed, so a bidder cannot
/// block the next bid. A bid in the last `EXTENSION_WINDOW` moves the end to `EXTENSION_WINDOW`
/// after it; the seller may cancel until the first bid. Escrowing the token ends its listing.
/// @dev docs/decisions/008-auctions-settle.md and docs/decisions/022-auction-rules.md
abstract contract MarketAuctions is MarketFees {
    uint256 public constant MAX_AUCTION_DAYS = 30;
    /// @notice A bid this close to the end extends the auction to this long after the bid.
    uint256 public constant EXTENSION_WINDOW = 10 minutes;

    struct Auction {
        address seller;
        uint40 endTime;
        uint16 feeBps;
        bool settled;
        bool cancelled;
        address highestBidder;
        /// @dev The reserve price until the first bid arrives, then the highest bid.
        uint96 highestBid;
        uint256 tokenId;
    }

    uint256 public auctionCount;
    mapping(uint256 auctionId => Auction) private _auctions;

    event AuctionCreated(
        uint256 indexed auctionId,
        uint256 indexed tokenId,
        address indexed seller,
        uint256 reservePrice,
        uint256 endTime,
        uint256 feeBps
    );
    event BidPlaced(uint256 indexed auctionId, address indexed bidder, uint256 amount, uint256 fee);
    event AuctionExtended(uint256 indexed auctionId, uint256 endTime);
    event AuctionCancelled(uint256 indexed auctionId, uint256 indexed tokenId, address indexed seller);
    event BidRefundCredited(uint256 indexed auctionId, address indexed bidder, uint256 amount);
    event AuctionSettled(
        uint256 indexed auctionId,
        uint256 indexed tokenId,
        address indexed winner,
        address seller,
        uint256 amount,
        uint256 fee,
        address royaltyReceiver,
        uint256 royalty
    );

    error InvalidAuctionDuration(uint256 durationDays);
    error AuctionNotFound(uint256 auctionId);
    error AuctionAlreadyEnded(uint256 auctionId, uint256 endTime);
    error AuctionStillRunning(uint256 auctionId, uint256 endTime);
    error AuctionAlreadySettled(uint256 auctionId);
    error AuctionAlreadyCancelled(uint256 auctionId);
    error NotAuctionSeller(uint256 auctionId, address caller);
    error AuctionHasBids(uint256 auctionId);
    error SellerCannotBid();
    error BidBelowReserve(uint256 amount, uint256 reservePrice);
    error BidNotHigher(uint256 amount, uint256 highestBid);

    /// @notice Escrows the caller's token in the market and opens an auction of `durationDays` days.
    /// The resale buyer fee in force now applies to every bid of this auction.
    function createAuction(uint256 tokenId, uint256 reservePrice, uint256 durationDays)
        external
        nonReentrant
        returns (uint256 auctionId)
    {
        if (durationDays == 0 || durationDays > MAX_AUCTION_DAYS) revert InvalidAuctionDuration(durationDays);
        _requirePrice(reservePrice);
        _requireOwnedAndApproved(tokenId);
        auctionId = ++auctionCount;
        uint256 endTime = block.timestamp + durationDays * 1 days;
        uint16 feeBps = resaleFeeBps;
        _auctions[auctionId] = Auction({
            seller: msg.sender,
            endTime: uint40(endTime),
            feeBps: feeBps,
            settled: false,
            cancelled: false,
            highestBidder: address(0),
            highestBid: uint96(reservePrice),
            tokenId: tokenId
        });
        collectible.transferFrom(msg.sender, address(this), tokenId);
        emit AuctionCreated(auctionId, tokenId, msg.sender, reservePrice, endTime, feeBps);
    }

    /// @notice Bids `amount`, paying `amount` plus the auction's buyer fee; the previous highest
    /// bidder's whole payment is credited for `withdraw`.
    function bid(uint256 auctionId, uint256 amount) external payable nonReentrant {
        Auction storage auction = _auctions[auctionId];
        address seller = auction.seller;
        if (seller == address(0)) revert AuctionNotFound(auctionId);
        if (auction.cancelled) revert AuctionAlreadyCancelled(auctionId);
        uint256 endTime = auction.endTime;
        if (block.timestamp >= endTime) revert AuctionAlreadyEnded(auctionId, endTime);
        if (msg.sender == seller) revert SellerCannotBid();
        address previousBidder = auction.highestBidder;
        uint256 previousBid = auction.highestBid;
        if (previousBidder == address(0)) {
            if (amount < previousBid) revert BidBelowReserve(amount, previousBid);
        } else if (amount <= previousBid) {
            revert BidNotHigher(amount, previousBid);
        }
        _requirePrice(amount);
        uint256 feeBps = auction.feeBps;
        uint256 fee = amount * feeBps / BPS;
        if (msg.value != amount + fee) revert IncorrectPayment(amount + fee, msg.value);

        auction.highestBidder = msg.sender;
        auction.highestBid = uint96(amount);
        emit BidPlaced(auctionId, msg.sender, amount, fee);
        if (endTime - block.timestamp < EXTENSION_WINDOW) {
            endTime = block.timestamp + EXTENSION_WINDOW;
            auction.endTime = uint40(endTime);
            emit AuctionExtended(auctionId, endTime);
        }
        if (previousBidder != address(0)) {
            uint256 refund = previousBid + previousBid * feeBps / BPS;
            pendingWithdrawals[previousBidder] += refund;
            emit BidRefundCredited(auctionId, previousBidder, refund);
        }
    }

    /// @notice After the end, anyone may settle once: the token goes to the winner and the proceeds
    /// are split, or the token returns to the seller when nobody bid.
    function settleAuction(uint256 auctionId) external nonReentrant {
        Auction storage auction = _auctions[auctionId];
        address seller = auction.seller;
        if (seller == address(0)) revert AuctionNotFound(auctionId);
        if (auction.settled) revert AuctionAlreadySettled(auctionId);
        if (auction.cancelled) revert AuctionAlreadyCancelled(auctionId);
        if (block.timestamp < auction.endTime) revert AuctionStillRunning(auctionId, auction.endTime);

        auction.settled = true;
        uint256 tokenId = auction.tokenId;
        address winner = auction.highestBidder;
        if (winner == address(0)) {
            collectible.transferFrom(address(this), seller, tokenId);
            emit AuctionSettled(auctionId, tokenId, address(0), seller, 0, 0, address(0), 0);
            return;
        }
        uint256 amount = auction.highestBid;
        uint256 fee = amount * auction.feeBps / BPS;
        collectible.transferFrom(address(this), winner, tokenId);
        (address royaltyReceiver, uint256 royalty) = _payResaleProceeds(tokenId, seller, amount, fee);
        emit AuctionSettled(auctionId, tokenId, winner, seller, amount, fee, royaltyReceiver, royalty);
    }

    /// @notice The seller takes the token back before anyone has bid, even after the end.
    function cancelAuction(uint256 auctionId) external nonReentrant {
        Auction storage auction = _auctions[auctionId];
        address seller = auction.seller;
        if (seller == address(0)) revert AuctionNotFound(auctionId);
        if (msg.sender != seller) revert NotAuctionSeller(auctionId, msg.sender);
        if (auction.settled) revert AuctionAlreadySettled(auctionId);
        if (auction.cancelled) revert AuctionAlreadyCancelled(auctionId);
        if (auction.highestBidder != address(0)) revert AuctionHasBids(auctionId);

        auction.cancelled = true;
        uint256 tokenId = auction.tokenId;
        collectible.transferFrom(address(this), seller, tokenId);
        emit AuctionCancelled(auctionId, tokenId, seller);
    }

    function getAuction(uint256 auctionId) external view returns (Auction memory) {
        return _auctions[auctionId];
    }

    /// @notice The smallest amount the next bid may be (before the fee).
    function minimumBid(uint256 auctionId) external view returns (uint256) {
        Auction storage auction = _auctions[auctionId];
        if (auction.seller == address(0)) revert AuctionNotFound(auctionId);
        return auction.highestBidder == address(0) ? auction.highestBid : uint256(auction.highestBid) + 1;
    }

    /// @notice What a bid of `amount` costs the bidder in total (amount plus this auction's fee).
    function bidTotal(uint256 auctionId, uint256 amount) external view returns (uint256) {
        Auction storage auction = _auctions[auctionId];
        if (auction.seller == address(0)) revert AuctionNotFound(auctionId);
        return amount + amount * auction.feeBps / BPS;
    }
}
