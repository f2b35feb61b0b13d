// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {DiginoorCollectible} from "./DiginoorCollectible.sol";

/// @title Diginoor market: primary sales, fixed-price listings and English auctions.
/// @notice Buyers pay the price plus a buyer fee in the native coin. Every sale pays the token's
/// ERC-2981 royalty; the fee goes to the treasury. A payee that cannot receive coin is credited
/// for a later `withdraw` instead of blocking the sale.
contract DiginoorMarket is Ownable, ReentrancyGuardTransient, EIP712 {
    /// @notice Hard upper bound of either buyer fee, in basis points.
    uint16 public constant MAX_FEE_BPS = 3000;
    uint256 public constant MAX_AUCTION_DAYS = 30;
    /// @notice Gas given to a payout, enough for a smart-contract wallet, too little to grief a sale.
    uint256 public constant PAYOUT_GAS = 50_000;
    uint256 private constant BPS = 10_000;

    bytes32 public constant PRIMARY_QUOTE_TYPEHASH = keccak256(
        "PrimaryQuote(bytes32 orderId,address buyer,uint256 nftId,uint256 price,address productionHouse,string tokenURI,uint256 deadline)"
    );

    /// @notice A primary-sale price quote signed by the server's quote signer.
    struct PrimaryQuote {
        bytes32 orderId;
        address buyer;
        uint256 nftId;
        uint256 price;
        address productionHouse;
        string tokenURI;
        uint256 deadline;
    }

    /// @dev One storage slot, so listing costs a single new slot.
    struct Listing {
        address seller;
        uint96 price;
    }

    struct Auction {
        address seller;
        uint40 endTime;
        uint16 feeBps;
        bool settled;
        address highestBidder;
        /// @dev The reserve price until the first bid arrives, then the highest bid.
        uint96 highestBid;
        uint256 tokenId;
    }

    DiginoorCollectible public immutable collectible;

    // Read together on every resale, so they share one slot.
    address public treasury;
    uint16 public primaryFeeBps;
    uint16 public resaleFeeBps;

    address public quoteSigner;
    uint256 public listingCount;
    uint256 public auctionCount;

    mapping(uint256 listingId => mapping(uint256 tokenId => Listing)) private _listings;
    mapping(uint256 auctionId => Auction) private _auctions;
    mapping(bytes32 orderId => bool) public isOrderPaid;
    mapping(address payee => uint256) public pendingWithdrawals;

    event PrimarySale(
        bytes32 indexed orderId,
        address indexed buyer,
        uint256 indexed tokenId,
        uint256 nftId,
        uint256 price,
        uint256 fee,
        address productionHouse,
        uint256 royalty
    );
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
    event AuctionCreated(
        uint256 indexed auctionId,
        uint256 indexed tokenId,
        address indexed seller,
        uint256 reservePrice,
        uint256 endTime,
        uint256 feeBps
    );
    event BidPlaced(uint256 indexed auctionId, address indexed bidder, uint256 amount, uint256 fee);
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
    event PayoutCredited(address indexed payee, uint256 amount);
    event Withdrawn(address indexed payee, address indexed to, uint256 amount);
    event FeesUpdated(uint256 primaryFeeBps, uint256 resaleFeeBps);
    event TreasuryUpdated(address indexed treasury);
    event QuoteSignerUpdated(address indexed quoteSigner);

    error ZeroAddress();
    error FeeAboveLimit(uint256 feeBps, uint256 maxFeeBps);
    error InvalidPrice(uint256 price);
    error IncorrectPayment(uint256 expected, uint256 received);
    error SenderNotQuoteBuyer(address buyer, address sender);
    error QuoteExpired(uint256 deadline);
    error InvalidQuoteSignature();
    error OrderAlreadyPaid(bytes32 orderId);
    error NotTokenOwner(uint256 tokenId, address caller);
    error MarketNotApproved(uint256 tokenId);
    error ListingNotActive(uint256 listingId, uint256 tokenId);
    error NotListingSeller(uint256 listingId, address caller);
    error PriceMismatch(uint256 expectedPrice, uint256 listedPrice);
    error SellerCannotBuy();
    error SellerNoLongerOwnsToken(uint256 listingId, uint256 tokenId);
    error MarketApprovalRevoked(uint256 listingId, uint256 tokenId);
    error InvalidAuctionDuration(uint256 durationDays);
    error AuctionNotFound(uint256 auctionId);
    error AuctionAlreadyEnded(uint256 auctionId, uint256 endTime);
    error AuctionStillRunning(uint256 auctionId, uint256 endTime);
    error AuctionAlreadySettled(uint256 auctionId);
    error SellerCannotBid();
    error BidBelowReserve(uint256 amount, uint256 reservePrice);
    error BidNotHigher(uint256 amount, uint256 highestBid);
    error NothingToWithdraw();
    error WithdrawalFailed(address to, uint256 amount);

    constructor(
        DiginoorCollectible collectible_,
        address initialOwner,
        address treasury_,
        address quoteSigner_,
        uint16 primaryFeeBps_,
        uint16 resaleFeeBps_
    ) Ownable(initialOwner) EIP712("Diginoor Market", "1") {
        if (address(collectible_) == address(0)) revert ZeroAddress();
        collectible = collectible_;
        _setTreasury(treasury_);
        _setQuoteSigner(quoteSigner_);
        _setFees(primaryFeeBps_, resaleFeeBps_);
    }

    // ---------------------------------------------------------------- primary sale

    /// @notice Pays for a catalogue item at the signed quote's price (plus the primary buyer fee)
    /// and mints its token to the buyer.
    function buyPrimary(PrimaryQuote calldata quote, bytes calldata signature)
        external
        payable
        nonReentrant
        returns (uint256 tokenId)
    {
        if (msg.sender != quote.buyer) revert SenderNotQuoteBuyer(quote.buyer, msg.sender);
        if (block.timestamp > quote.deadline) revert QuoteExpired(quote.deadline);
        if (isOrderPaid[quote.orderId]) revert OrderAlreadyPaid(quote.orderId);
        (address signer, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(quoteDigest(quote), signature);
        if (recoverError != ECDSA.RecoverError.NoError || signer != quoteSigner) revert InvalidQuoteSignature();
        uint256 price = quote.price;
        if (price == 0) revert InvalidPrice(price);
        uint256 fee = price * primaryFeeBps / BPS;
        if (msg.value != price + fee) revert IncorrectPayment(price + fee, msg.value);

        isOrderPaid[quote.orderId] = true;
        tokenId = collectible.mintTo(quote.buyer, quote.tokenURI, quote.productionHouse);
        (address royaltyReceiver, uint256 royalty) = collectible.royaltyInfo(tokenId, price);
        emit PrimarySale(quote.orderId, quote.buyer, tokenId, quote.nftId, price, fee, royaltyReceiver, royalty);
        _pay(royaltyReceiver, royalty);
        _pay(treasury, price - royalty + fee);
    }

    /// @notice The EIP-712 digest the quote signer signs for `quote`.
    function quoteDigest(PrimaryQuote calldata quote) public view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(
                abi.encode(
                    PRIMARY_QUOTE_TYPEHASH,
                    quote.orderId,
                    quote.buyer,
                    quote.nftId,
                    quote.price,
                    quote.productionHouse,
                    keccak256(bytes(quote.tokenURI)),
                    quote.deadline
                )
            )
        );
    }

    // ---------------------------------------------------------------- fixed-price listings

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

    // ---------------------------------------------------------------- English auctions

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
        if (block.timestamp >= auction.endTime) revert AuctionAlreadyEnded(auctionId, auction.endTime);
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

    // ---------------------------------------------------------------- pull payments

    /// @notice Sends the caller's refunds and credited payouts to the caller.
    function withdraw() external nonReentrant {
        _withdraw(payable(msg.sender));
    }

    /// @notice Sends the caller's refunds and credited payouts to `to`, for payees that cannot
    /// receive coin themselves.
    function withdrawTo(address payable to) external nonReentrant {
        if (to == address(0)) revert ZeroAddress();
        _withdraw(to);
    }

    // ---------------------------------------------------------------- totals shown before paying

    function primaryTotal(uint256 price) external view returns (uint256) {
        return price + price * primaryFeeBps / BPS;
    }

    function resaleTotal(uint256 price) external view returns (uint256) {
        return price + price * resaleFeeBps / BPS;
    }

    // ---------------------------------------------------------------- owner settings

    function setFees(uint16 primaryFeeBps_, uint16 resaleFeeBps_) external onlyOwner {
        _setFees(primaryFeeBps_, resaleFeeBps_);
    }

    function setTreasury(address treasury_) external onlyOwner {
        _setTreasury(treasury_);
    }

    function setQuoteSigner(address quoteSigner_) external onlyOwner {
        _setQuoteSigner(quoteSigner_);
    }

    // ---------------------------------------------------------------- internals

    function _setFees(uint16 primaryFeeBps_, uint16 resaleFeeBps_) private {
        if (primaryFeeBps_ > MAX_FEE_BPS) revert FeeAboveLimit(primaryFeeBps_, MAX_FEE_BPS);
        if (resaleFeeBps_ > MAX_FEE_BPS) revert FeeAboveLimit(resaleFeeBps_, MAX_FEE_BPS);
        primaryFeeBps = primaryFeeBps_;
        resaleFeeBps = resaleFeeBps_;
        emit FeesUpdated(primaryFeeBps_, resaleFeeBps_);
    }

    function _setTreasury(address treasury_) private {
        if (treasury_ == address(0)) revert ZeroAddress();
        treasury = treasury_;
        emit TreasuryUpdated(treasury_);
    }

    function _setQuoteSigner(address quoteSigner_) private {
        if (quoteSigner_ == address(0)) revert ZeroAddress();
        quoteSigner = quoteSigner_;
        emit QuoteSignerUpdated(quoteSigner_);
    }

    function _requirePrice(uint256 price) private pure {
        if (price == 0 || price > type(uint96).max) revert InvalidPrice(price);
    }

    function _requireOwnedAndApproved(uint256 tokenId) private view {
        if (collectible.ownerOf(tokenId) != msg.sender) revert NotTokenOwner(tokenId, msg.sender);
        if (!_isMarketApproved(msg.sender, tokenId)) revert MarketNotApproved(tokenId);
    }

    function _isMarketApproved(address owner, uint256 tokenId) private view returns (bool) {
        return collectible.getApproved(tokenId) == address(this) || collectible.isApprovedForAll(owner, address(this));
    }

    function _sellersListing(uint256 listingId, uint256 tokenId) private view returns (Listing storage listing) {
        listing = _listings[listingId][tokenId];
        if (listing.seller == address(0)) revert ListingNotActive(listingId, tokenId);
        if (listing.seller != msg.sender) revert NotListingSeller(listingId, msg.sender);
    }

    /// @dev Fee to the treasury, royalty to the token's ERC-2981 receiver, the rest to the seller.
    function _payResaleProceeds(uint256 tokenId, address seller, uint256 price, uint256 fee)
        private
        returns (address royaltyReceiver, uint256 royalty)
    {
        (royaltyReceiver, royalty) = collectible.royaltyInfo(tokenId, price);
        _pay(treasury, fee);
        _pay(royaltyReceiver, royalty);
        _pay(seller, price - royalty);
    }

    /// @dev Pushes a payout with bounded gas; a payee that reverts or runs out of gas is credited.
    function _pay(address payee, uint256 amount) private {
        if (amount == 0) return;
        bool sent;
        // Plain call without copying return data, so a payee cannot make the payer pay for it.
        assembly ("memory-safe") {
            sent := call(PAYOUT_GAS, payee, amount, 0, 0, 0, 0)
        }
        if (!sent) {
            pendingWithdrawals[payee] += amount;
            emit PayoutCredited(payee, amount);
        }
    }

    function _withdraw(address payable to) private {
        uint256 amount = pendingWithdrawals[msg.sender];
        if (amount == 0) revert NothingToWithdraw();
        pendingWithdrawals[msg.sender] = 0;
        (bool sent,) = to.call{value: amount}("");
        if (!sent) revert WithdrawalFailed(to, amount);
        emit Withdrawn(msg.sender, to, amount);
    }
}
