// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MarketPrimarySale} from "./MarketPrimarySale.sol";

/// @title Lottery tickets paid by wallet against a server-signed quote, held by the market until
/// the lottery ends: released to the treasury after a draw, or credited back to the payer.
/// @notice The quote's deadline is never later than the lottery's draw time, so no ticket can be
/// paid on chain after sales close. Each order is paid once, and each payment ends once.
/// @dev docs/decisions/162-lottery-tickets-on-chain.md
abstract contract MarketLottery is MarketPrimarySale {
    bytes32 public constant TICKET_QUOTE_TYPEHASH = keccak256(
        "TicketQuote(bytes32 orderId,uint256 lotteryId,uint256 tickets,uint256 price,address buyer,uint256 deadline)"
    );
    bytes32 public constant TICKET_REFUND_TYPEHASH = keccak256("TicketRefund(bytes32 orderId)");
    bytes32 public constant TICKET_RELEASE_TYPEHASH = keccak256("TicketRelease(bytes32 orderId)");

    /// @notice A ticket order's price quote signed by the server's quote signer.
    struct TicketQuote {
        bytes32 orderId;
        uint256 lotteryId;
        uint256 tickets;
        uint256 price;
        address buyer;
        uint256 deadline;
    }

    /// @notice Who paid an order and what the market holds for it; amount 0 once refunded or released.
    struct TicketPayment {
        address payer;
        uint96 amount;
    }

    mapping(bytes32 orderId => TicketPayment) public ticketPayments;

    event TicketsBought(
        bytes32 indexed orderId, uint256 indexed lotteryId, address indexed buyer, uint256 tickets, uint256 amount
    );
    event TicketsRefunded(bytes32 indexed orderId, address indexed payer, uint256 amount);
    event TicketsReleased(bytes32 indexed orderId, uint256 amount);

    error InvalidTicketCount(uint256 tickets);
    error TicketsAlreadyPaid(bytes32 orderId);
    error TicketsNotPaid(bytes32 orderId);
    error TicketPaymentEnded(bytes32 orderId);

    /// @notice Pays a ticket order at the signed quote's price plus the primary buyer fee. The market
    /// holds the whole amount until the order is refunded or released.
    function buyTickets(TicketQuote calldata quote, bytes calldata signature) external payable nonReentrant {
        if (msg.sender != quote.buyer) revert SenderNotQuoteBuyer(quote.buyer, msg.sender);
        if (block.timestamp > quote.deadline) revert QuoteExpired(quote.deadline);
        _requireQuoteSigner(ticketQuoteDigest(quote), signature);
        if (quote.tickets == 0) revert InvalidTicketCount(quote.tickets);
        uint256 price = quote.price;
        if (price == 0) revert InvalidPrice(price);
        uint256 total = price + price * primaryFeeBps / BPS;
        if (msg.value != total) revert IncorrectPayment(total, msg.value);
        if (total > type(uint96).max) revert InvalidPrice(price);
        if (ticketPayments[quote.orderId].payer != address(0)) revert TicketsAlreadyPaid(quote.orderId);
        ticketPayments[quote.orderId] = TicketPayment(msg.sender, uint96(total));
        emit TicketsBought(quote.orderId, quote.lotteryId, msg.sender, quote.tickets, total);
    }

    /// @notice Credits a paid order's whole amount to its payer for `withdraw`, once. The owner may
    /// call it; anyone else needs the quote signer's `TicketRefund` signature for the order.
    function refundTickets(bytes32 orderId, bytes calldata signature) external nonReentrant {
        if (msg.sender != owner()) _requireQuoteSigner(_settlementDigest(TICKET_REFUND_TYPEHASH, orderId), signature);
        TicketPayment memory payment = _endTicketPayment(orderId);
        pendingWithdrawals[payment.payer] += payment.amount;
        emit TicketsRefunded(orderId, payment.payer, payment.amount);
    }

    /// @notice Pays a paid order's whole amount to the treasury once its lottery was drawn, once. The
    /// owner may call it; anyone else needs the quote signer's `TicketRelease` signature for the order.
    function releaseTickets(bytes32 orderId, bytes calldata signature) external nonReentrant {
        if (msg.sender != owner()) _requireQuoteSigner(_settlementDigest(TICKET_RELEASE_TYPEHASH, orderId), signature);
        TicketPayment memory payment = _endTicketPayment(orderId);
        emit TicketsReleased(orderId, payment.amount);
        _pay(treasury, payment.amount);
    }

    /// @notice The EIP-712 digest the quote signer signs for `quote`.
    function ticketQuoteDigest(TicketQuote calldata quote) public view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(
                abi.encode(
                    TICKET_QUOTE_TYPEHASH,
                    quote.orderId,
                    quote.lotteryId,
                    quote.tickets,
                    quote.price,
                    quote.buyer,
                    quote.deadline
                )
            )
        );
    }

    function _settlementDigest(bytes32 typeHash, bytes32 orderId) private view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(typeHash, orderId)));
    }

    function _endTicketPayment(bytes32 orderId) private returns (TicketPayment memory payment) {
        payment = ticketPayments[orderId];
        if (payment.payer == address(0)) revert TicketsNotPaid(orderId);
        if (payment.amount == 0) revert TicketPaymentEnded(orderId);
        ticketPayments[orderId].amount = 0;
    }

    function _requireQuoteSigner(bytes32 digest, bytes calldata signature) private view {
        (address signer, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(digest, signature);
        if (recoverError != ECDSA.RecoverError.NoError || signer != quoteSigner) revert InvalidQuoteSignature();
    }
}
