/**
 * The interface every on-ramp adapter takes (docs/decisions/142-on-ramps.md): one purchase of coin
 * for dollars, delivered to a wallet; the adapter answers the provider's page for it.
 */

/** One purchase of coin: how much in dollars, delivered where, and where the buyer comes back to. */
export type AddFundsRequest = {
  /** Ours, echoed by the provider: log lines and the provider's dashboard name the purchase by it. */
  reference: string;
  walletAddress: string;
  usdCents: number;
  /** The coin the provider delivers: the configured chain's. */
  coinSymbol: string;
  successUrl: string;
  failureUrl: string;
  email: string | null;
};

/** A provider refused or answered nothing usable; the message is for the log, never the buyer. */
export class OnRampError extends Error {}

/** Dollars as the providers take them: a decimal string with two places. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);
