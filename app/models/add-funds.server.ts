/**
 * "Add funds" (docs/decisions/142-on-ramps.md): an on-ramp sells coin for dollars and delivers it to
 * the account's active wallet; the buyer then pays by wallet. We hold no order for it and fulfil
 * nothing: the coin arrives on the chain, where the wallet's balance shows it.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { config, ON_RAMP_IDS, type OnRampId } from "~/config.server";
import { ADD_FUNDS_MAX_CENTS, ADD_FUNDS_MIN_CENTS } from "~/lib/validation/add-funds.server";
import { applyBps } from "~/lib/format";
import { marketFeeRates } from "~/models/fees.server";
import { activeWallet } from "~/models/wallets.server";
import { appChain } from "~/services/chain.server";
import { onRamp, type OnRampOpening } from "~/services/payments/on-ramps.server";
import { usdToWei, weiToUsd } from "~/services/rates.server";
import { db } from "~db/client.server";
import { users } from "~db/schema";

/** What the buyer reads on coming back from an on-ramp. */
export const FUNDS_ON_THEIR_WAY = "Funds are on their way to your wallet: its balance shows them once the transfer is on the chain.";
export const FUNDS_NOT_ADDED = "No funds were added: the purchase was cancelled or failed, and nothing was charged.";

/** What the pages offer: each on-ramp with how it opens, or why it is not available. */
export type AddFundsOption = { id: OnRampId; name: string; about: string; opens: OnRampOpening } | { id: OnRampId; name: string; unavailable: string };

export function addFundsOptions(ids: readonly OnRampId[] = ON_RAMP_IDS): AddFundsOption[] {
  return ids.map((id) => {
    const ramp = onRamp(id);
    return "unavailable" in ramp ? ramp : { id, name: ramp.name, about: ramp.about, opens: ramp.opens };
  });
}

export type AddFundsStart = { ok: true; url: string } | { ok: false; status: 409 | 502; error: string };

/** Where the provider sends the buyer back: our page says how it went, then returns to `returnTo`. */
function returnUrl(returnTo: string, outcome: "done" | "failed"): string {
  return `${config.appUrl}/wallet/funds-added?${new URLSearchParams({ to: returnTo, outcome })}`;
}

/**
 * Opens a purchase of `usdCents` of coin (already within bounds) at `provider`, for the account's
 * active wallet: the provider's page to send the buyer to.
 */
export async function startAddFunds(userId: number, provider: OnRampId, usdCents: number, returnTo: string): Promise<AddFundsStart> {
  const wallet = activeWallet(userId);
  if (!wallet) return { ok: false, status: 409, error: "Please Connect Wallet to Proceed" };
  const ramp = onRamp(provider);
  if ("unavailable" in ramp) return { ok: false, status: 409, error: `${ramp.name}: ${ramp.unavailable}` };
  const reference = randomBytes(10).toString("hex");
  const email = db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get()?.email ?? null;
  try {
    const url = await ramp.start({
      reference,
      walletAddress: wallet.address,
      usdCents,
      coinSymbol: config.chain.coinSymbol,
      successUrl: returnUrl(returnTo, "done"),
      failureUrl: returnUrl(returnTo, "failed"),
      email,
    });
    console.log(`[payments] add funds ${reference}: ${provider}, ${usdCents} cents to ${wallet.address}`);
    return { ok: true, url };
  } catch (error) {
    console.error(`[payments] add funds ${reference} at ${provider} failed:`, error);
    return { ok: false, status: 502, error: `${ramp.name} is not answering right now. Please try again in a moment.` };
  }
}

/**
 * The dollars a wallet lacks to pay `neededWei`, with a dollar to spare for gas and rounded up to
 * whole dollars, kept within what one purchase may add; null when the balance covers it or the
 * node cannot say.
 */
export async function shortfallCents(address: string, neededWei: bigint): Promise<number | null> {
  let balance: bigint;
  try {
    balance = await appChain().provider.getBalance(address);
  } catch {
    return null;
  }
  if (balance >= neededWei) return null;
  const cents = Math.ceil((weiToUsd(neededWei - balance) + 100) / 100) * 100;
  return Math.min(ADD_FUNDS_MAX_CENTS, Math.max(ADD_FUNDS_MIN_CENTS, cents));
}

/**
 * What the purchase modal suggests adding, in dollars ("25"): the shortfall of the wallet for the
 * price, the buyer fee and the gas when it is known; null when the wallet can pay.
 */
export async function purchaseShortfall(address: string, priceCents: number, gasWei: bigint): Promise<string | null> {
  const priceWei = usdToWei(priceCents);
  const cents = await shortfallCents(address, priceWei + applyBps(priceWei, marketFeeRates().primaryBps) + gasWei);
  return cents === null ? null : String(cents / 100);
}
