// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {DiginoorCollectible} from "./DiginoorCollectible.sol";
import {MarketCore} from "./market/MarketCore.sol";
import {MarketLottery} from "./market/MarketLottery.sol";
import {MarketListings} from "./market/MarketListings.sol";
import {MarketAuctions} from "./market/MarketAuctions.sol";
import {MarketOffers} from "./market/MarketOffers.sol";
import {MarketSignedListings} from "./market/MarketSignedListings.sol";

/// @title Diginoor market: primary sales, lottery tickets, fixed-price listings (on chain or signed),
/// English auctions and offers.
/// @notice Buyers pay the price plus a buyer fee in the native coin. Every sale pays the token's
/// ERC-2981 royalty; the fee goes to the treasury. A payee that cannot receive coin is credited
/// for a later `withdraw` instead of blocking the sale. Each part lives in `market/`; this
/// contract only combines them and sets the initial owner settings.
/// @dev docs/decisions/031-market-contract-parts.md
contract DiginoorMarket is MarketLottery, MarketListings, MarketAuctions, MarketOffers, MarketSignedListings {
    constructor(
        DiginoorCollectible collectible_,
        address initialOwner,
        address treasury_,
        address quoteSigner_,
        uint16 primaryFeeBps_,
        uint16 resaleFeeBps_
    ) Ownable(initialOwner) EIP712("Diginoor Market", "1") MarketCore(collectible_) {
        _setTreasury(treasury_);
        _setQuoteSigner(quoteSigner_);
        _setFees(primaryFeeBps_, resaleFeeBps_);
    }
}
