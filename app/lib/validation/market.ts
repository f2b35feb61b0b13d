import { z } from "zod";
import { formatCoinAmount, parseCoin, WEI_PER_COIN } from "~/lib/format";

/**
 * The trading forms' schemas, shared by the pages (checking as the user types) and the actions
 * (the authority). Amounts are typed in coins and come out in wei
 * (docs/decisions/081-trading-input-limits.md).
 */

/** The highest price, reserve or bid anyone may type: far above any real sale, far below the contract's 2^96−1 wei. */
export const MAX_COINS = 1_000_000n;
export const MAX_AUCTION_DAYS = 30;

const DECIMAL = /^\d+(\.\d+)?$/;

/** A positive coin amount typed by a person, as wei. `what` names it in the messages ("price", "bid"). */
export function coinAmount(what: string) {
  const missing = `Please enter a ${what}.`;
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .superRefine((text, ctx) => {
      const issue = (message: string) => ctx.addIssue({ code: "custom", message });
      if (text.startsWith("-")) return issue(`The ${what} must be more than 0.`);
      if (!DECIMAL.test(text)) return issue(`Please enter the ${what} as a number, like 0.05.`);
      const [whole, fraction = ""] = text.split(".");
      if (fraction.length > 18) return issue(`Please use at most 18 decimals.`);
      if (whole.replace(/^0+/, "").length > 7) return issue(`Please enter a ${what} up to ${MAX_COINS.toLocaleString("en-US")}.`);
      const wei = parseCoin(text);
      if (wei === null || wei === 0n) return issue(`The ${what} must be more than 0.`);
      if (wei > MAX_COINS * WEI_PER_COIN) return issue(`Please enter a ${what} up to ${MAX_COINS.toLocaleString("en-US")}.`);
    })
    .transform((text) => parseCoin(text) as bigint);
}

const daysMessage = `Please choose from 1 to ${MAX_AUCTION_DAYS} days.`;

/** The number of days an auction runs: a whole number from 1 to 30, as the contract allows. */
export const auctionDays = z
  .string({ error: daysMessage })
  .trim()
  .regex(/^\d{1,3}$/, daysMessage)
  .transform(Number)
  .pipe(z.number().int().min(1, daysMessage).max(MAX_AUCTION_DAYS, daysMessage));

/**
 * The sell page's forms, told apart by their submit button's `intent`: Sell Instantly (a price),
 * Create Auction (a reserve and days), a new price for the live listing, cancelling it, and
 * listing without gas by a signature (a price), and cancelling every listing the wallet signed
 * (docs/decisions/177-gasless-listings.md).
 */
export const saleSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("sell"), price: coinAmount("price") }),
  z.object({ intent: z.literal("sign-listing"), price: coinAmount("price") }),
  z.object({ intent: z.literal("auction"), price: coinAmount("reserve price"), days: auctionDays }),
  z.object({ intent: z.literal("reprice"), price: coinAmount("price") }),
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("cancel-signed") }),
]);
export type SaleInput = z.output<typeof saleSchema>;

const offerIdMessage = "The offer is missing: reload the page.";
/** The market's id of the offer the owner or offerer saw. */
const offerId = z.string({ error: offerIdMessage }).regex(/^[1-9]\d{0,15}$/, offerIdMessage).transform(Number);

/**
 * The token's offer forms (docs/decisions/173-offers.md), told apart by `intent`: make an offer
 * (an amount and 1 to 30 days, as auctions), and answer the one seen: accept, decline or cancel.
 */
export const offerSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("offer"), amount: coinAmount("offer"), days: auctionDays }),
  z.object({ intent: z.literal("accept"), offerId }),
  z.object({ intent: z.literal("decline"), offerId }),
  z.object({ intent: z.literal("cancel"), offerId }),
]);
export type OfferInput = z.output<typeof offerSchema>;

export type BidFloor = { previousWei: bigint; hasBids: boolean; coinSymbol: string };

/**
 * The Place a bid modal: the amount of the bid. Given the auction as the page knows it, a bid that
 * does not beat it is refused at the field; the action checks the chain's own figures afterwards.
 */
export function bidSchema(floor?: BidFloor) {
  const amount = coinAmount("bid");
  return z.object({
    bidValue: floor
      ? amount.superRefine((wei, ctx) => {
          const message = typeof wei === "bigint" ? bidTooLowMessage(wei, floor) : null;
          if (message) ctx.addIssue({ code: "custom", message });
        })
      : amount,
  });
}

/** Buy NFT: the price the buyer saw (wei, decimal text), so a changed price is never paid unseen. */
export const buySchema = z.object({
  expectedPriceWei: z
    .string({ error: "The price is missing: reload the page." })
    .regex(/^[1-9]\d{0,35}$/, "The price is missing: reload the page.")
    .transform(BigInt),
});

/**
 * Why a bid cannot be placed, or null: the first bid must reach the reserve, every later one must
 * beat the last (docs/decisions/008-auctions-settle.md). The page checks before asking the wallet,
 * the server again against the chain.
 */
export function bidTooLowMessage(amountWei: bigint, auction: BidFloor): string | null {
  const previous = formatCoinAmount(auction.previousWei, auction.coinSymbol);
  if (auction.hasBids ? amountWei > auction.previousWei : amountWei >= auction.previousWei) return null;
  return auction.hasBids
    ? `Please Enter Value Greater than Previous Bid Value ${previous}`
    : `Please Enter a Bid of at least the Reserve Price ${previous}`;
}
