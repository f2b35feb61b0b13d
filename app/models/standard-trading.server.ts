/**
 * Trading from the standard wallet (docs/decisions/144-standard-wallet-trading.md): the account's
 * password stands in for the wallet pop-up. The server prepares the very transactions it hands a
 * browser wallet, checks the password, then signs and sends them from custody, one after another.
 */
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { config } from "~/config.server";
import { amountInCoin } from "~/lib/coin.server";
import { clientAddress } from "~/models/auth.server";
import { requireSession } from "~/models/session.server";
import { confirmByPassword, type SessionProof } from "~/models/standard-wallet.server";
import type { Prepared } from "~/models/trading.server";
import { activeWallet } from "~/models/wallets.server";
import { appChain } from "~/services/chain.server";
import { ChainTransactionError } from "~/services/chain-sender.server";
import { faucetAvailable, sendFromStandardWallet, standardWalletAddress } from "~/services/custody.server";

/** The gas each prepared step may need at most; the market's calls stay well below it. */
export const STEP_GAS_ALLOWANCE = 400_000n;

/** A trade the account confirms with its password: who asks, the password typed, and the session. */
export type PasswordTrade = { userId: number; address: string; password: string | undefined; session: SessionProof };

export type TradeSent<P extends Prepared> = { ok: true; txHash: string; prepared: Extract<P, { ok: true }> } | { ok: false; status: number; message: string };

const passwordField = z.string().max(1024).optional();

/**
 * The trade's password confirmation when the account's active wallet is its standard wallet; null
 * for a browser wallet, whose pop-up confirms instead. Reads the form's `password` from a copy of
 * the request, so the action's own schema still reads the body.
 */
export async function passwordTrade(request: Request, context: AppLoadContext): Promise<PasswordTrade | null> {
  const session = await requireSession(request);
  const wallet = activeWallet(session.user.id);
  if (wallet?.kind !== "standard") return null;
  const form = await request.clone().formData();
  const typed = passwordField.safeParse(form.get("password") ?? undefined);
  return {
    userId: session.user.id,
    address: wallet.address,
    password: typed.success ? typed.data || undefined : undefined,
    session: { signedInAt: session.signedInAt, signInMethod: session.signInMethod, clientAddress: clientAddress(request, context) },
  };
}

/** What the steps cost at most: their value plus each step's gas allowance at the current price. */
async function shortfallMessage(address: string, prepared: Extract<Prepared, { ok: true }>): Promise<string | null> {
  const value = prepared.steps.reduce((sum, step) => sum + BigInt(step.tx.value), 0n);
  const needed = value + BigInt(prepared.gasPriceWei) * STEP_GAS_ALLOWANCE * BigInt(prepared.steps.length);
  const balance = await appChain().provider.getBalance(address);
  if (balance >= needed) return null;
  const hint = faucetAvailable() ? " Top it up from the dev faucet on your wallet page." : " Add funds to it, then try again.";
  return `Not enough ${config.chain.coinSymbol} in your standard wallet: this needs up to ${amountInCoin(needed)} with the network fee, and it holds ${amountInCoin(balance)}.${hint}`;
}

/**
 * Checks the password first (a wrong one counts as a failed sign-in and nothing is prepared or
 * sent), then prepares the trade, checks the balance covers it, and sends each step from custody,
 * waiting for each to be mined. Answers the last step's hash.
 */
export async function sendWithPassword<P extends Prepared>(trade: PasswordTrade, prepare: () => Promise<P>): Promise<TradeSent<P>> {
  if (standardWalletAddress(trade.userId)?.toLowerCase() !== trade.address.toLowerCase()) {
    return { ok: false, status: 409, message: "Your standard wallet is not your active wallet." };
  }
  const proof = await confirmByPassword(trade.userId, trade.password, trade.session);
  if (!proof.ok) return { ok: false, status: proof.status, message: proof.message };
  const prepared = await prepare();
  if (!prepared.ok) return { ok: false, status: 409, message: prepared.error };
  const ready = prepared as Extract<P, { ok: true }>;
  try {
    const shortfall = await shortfallMessage(trade.address, ready);
    if (shortfall) return { ok: false, status: 400, message: shortfall };
    let txHash = "";
    for (const step of ready.steps) {
      txHash = await sendFromStandardWallet(trade.userId, { to: step.tx.to, data: step.tx.data, value: BigInt(step.tx.value) });
    }
    return { ok: true, txHash, prepared: ready };
  } catch (error) {
    if (!(error instanceof ChainTransactionError)) throw error;
    return { ok: false, status: 503, message: error.message };
  }
}
