// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MarketFees} from "./MarketFees.sol";

/// @title Gasless listings: a fixed price the seller signs (EIP-712) instead of sending a transaction.
/// @notice Nothing is stored when a seller lists: the buyer brings the signed listing and its
/// signature, and the fill checks them with the seller's ownership and approval as they are now.
/// A listing names the token's transfer count when signed, so it ends for good once the token
/// changes hands (a fill cannot be replayed). The seller ends one listing or, by raising the
/// nonce, every listing signed so far.
/// @dev docs/decisions/177-gasless-listings.md
abstract contract MarketSignedListings is MarketFees, EIP712 {
    bytes32 public constant SIGNED_LISTING_TYPEHASH = keccak256(
        "SignedListing(address seller,uint256 tokenId,uint256 price,uint256 transferCount,uint256 nonce,uint256 deadline)"
    );

    /// @notice A fixed-price listing signed by the token's owner.
    struct SignedListing {
        address seller;
        uint256 tokenId;
        uint256 price;
        /// @dev The collectible's `transferCount` of the token when the seller signed.
        uint256 transferCount;
        /// @dev The seller's `signedListingNonce` when signed; raising it ends the listing.
        uint256 nonce;
        uint256 deadline;
    }

    mapping(address seller => uint256) public signedListingNonce;
    mapping(bytes32 digest => bool) public signedListingCancelled;

    event SignedListingSold(
        bytes32 indexed digest,
        uint256 indexed tokenId,
        address indexed buyer,
        address seller,
        uint256 price,
        uint256 fee,
        address royaltyReceiver,
        uint256 royalty
    );
    event SignedListingCancelled(bytes32 indexed digest, address indexed seller);
    event SignedListingNonceRaised(address indexed seller, uint256 nonce);

    error InvalidListingSignature();
    error SignedListingExpired(uint256 deadline);
    error SignedListingNotActive(bytes32 digest);
    error NotSignedListingSeller(address caller);

    /// @notice Buys a signed listing for its price plus the resale buyer fee. Refused when the
    /// signature is not the seller's (another price, token, chain or market), the deadline has
    /// passed, the seller cancelled it or raised the nonce, the token changed hands since it was
    /// signed, or the market is no longer approved.
    function buySignedListing(SignedListing calldata listing, bytes calldata signature) external payable nonReentrant {
        if (block.timestamp > listing.deadline) revert SignedListingExpired(listing.deadline);
        bytes32 digest = signedListingDigest(listing);
        (address signer, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(digest, signature);
        if (recoverError != ECDSA.RecoverError.NoError || signer != listing.seller) revert InvalidListingSignature();
        if (signedListingCancelled[digest] || listing.nonce != signedListingNonce[signer]) revert SignedListingNotActive(digest);
        uint256 tokenId = listing.tokenId;
        (address owner, uint256 transfers) = collectible.ownerAndTransferCount(tokenId);
        if (owner != signer) revert NotTokenOwner(tokenId, signer);
        if (transfers != listing.transferCount || msg.sender == signer) revert SignedListingNotActive(digest);
        if (!_isMarketApproved(signer, tokenId)) revert MarketNotApproved(tokenId);
        uint256 price = listing.price;
        uint256 fee = price * resaleFeeBps / BPS;
        if (msg.value != price + fee) revert IncorrectPayment(price + fee, msg.value);

        collectible.transferFrom(signer, msg.sender, tokenId);
        (address royaltyReceiver, uint256 royalty) = _payResaleProceeds(tokenId, signer, price, fee);
        emit SignedListingSold(digest, tokenId, msg.sender, signer, price, fee, royaltyReceiver, royalty);
    }

    /// @notice Ends one of the caller's signed listings.
    function cancelSignedListing(SignedListing calldata listing) external {
        if (listing.seller != msg.sender) revert NotSignedListingSeller(msg.sender);
        bytes32 digest = signedListingDigest(listing);
        signedListingCancelled[digest] = true;
        emit SignedListingCancelled(digest, msg.sender);
    }

    /// @notice Ends every listing the caller has signed so far.
    function cancelAllSignedListings() external {
        uint256 nonce = ++signedListingNonce[msg.sender];
        emit SignedListingNonceRaised(msg.sender, nonce);
    }

    /// @notice The EIP-712 digest a seller signs for `listing`; it also names the listing in events.
    function signedListingDigest(SignedListing calldata listing) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(SIGNED_LISTING_TYPEHASH, listing)));
    }
}
