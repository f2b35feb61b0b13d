// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MarketFees} from "./MarketFees.sol";

/// @title Primary sale: a catalogue item paid for at a server-signed price and minted to the buyer
/// in the same transaction.
/// @notice Each quote names its order and the item's edition size; the collectible mints once per
/// order and never beyond the edition.
/// @dev docs/decisions/018-fulfilment.md
abstract contract MarketPrimarySale is MarketFees, EIP712 {
    bytes32 public constant PRIMARY_QUOTE_TYPEHASH = keccak256(
        "PrimaryQuote(bytes32 orderId,address buyer,uint256 nftId,uint256 editionSize,uint256 price,address productionHouse,string tokenURI,uint256 deadline)"
    );

    /// @notice A primary-sale price quote signed by the server's quote signer.
    struct PrimaryQuote {
        bytes32 orderId;
        address buyer;
        uint256 nftId;
        uint256 editionSize;
        uint256 price;
        address productionHouse;
        string tokenURI;
        uint256 deadline;
    }

    address public quoteSigner;

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
    event QuoteSignerUpdated(address indexed quoteSigner);

    error SenderNotQuoteBuyer(address buyer, address sender);
    error QuoteExpired(uint256 deadline);
    error InvalidQuoteSignature();

    /// @notice Pays for a catalogue item at the signed quote's price (plus the primary buyer fee)
    /// and mints its token to the buyer. A used order id or a sold-out edition is refused by the
    /// collectible (`OrderAlreadyMinted`, `EditionSoldOut`).
    function buyPrimary(PrimaryQuote calldata quote, bytes calldata signature)
        external
        payable
        nonReentrant
        returns (uint256 tokenId)
    {
        if (msg.sender != quote.buyer) revert SenderNotQuoteBuyer(quote.buyer, msg.sender);
        if (block.timestamp > quote.deadline) revert QuoteExpired(quote.deadline);
        (address signer, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(quoteDigest(quote), signature);
        if (recoverError != ECDSA.RecoverError.NoError || signer != quoteSigner) revert InvalidQuoteSignature();
        uint256 price = quote.price;
        if (price == 0) revert InvalidPrice(price);
        uint256 fee = price * primaryFeeBps / BPS;
        if (msg.value != price + fee) revert IncorrectPayment(price + fee, msg.value);

        tokenId = collectible.mintForOrder(
            quote.orderId, quote.buyer, quote.nftId, quote.editionSize, quote.tokenURI, quote.productionHouse
        );
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
                    quote.editionSize,
                    quote.price,
                    quote.productionHouse,
                    keccak256(bytes(quote.tokenURI)),
                    quote.deadline
                )
            )
        );
    }

    function setQuoteSigner(address quoteSigner_) external onlyOwner {
        _setQuoteSigner(quoteSigner_);
    }

    function _setQuoteSigner(address quoteSigner_) internal {
        if (quoteSigner_ == address(0)) revert ZeroAddress();
        quoteSigner = quoteSigner_;
        emit QuoteSignerUpdated(quoteSigner_);
    }
}
