import { useCallback, useState } from "react";
import type { Prepared, TradeStep, TradeStepKind, WalletTx } from "~/models/trading.server";

/**
 * The spec's progress texts for each transaction (docs/decisions/014-verbatim-spec-texts.md):
 * `signing` while the wallet asks the user, `pending` until it is mined, `done` after.
 */
const STEP_TEXTS: Record<TradeStepKind, { signing: string; pending: string; done: string }> = {
  approve: { signing: "Approval processing.. Please wait", pending: "Approval processing.. Please wait", done: "NFT Approved ! Signing Transaction..." },
  sell: { signing: "NFT Approved ! Signing Transaction...", pending: "Instant sale processing.. Please wait", done: "NFT Listed on Sale" },
  auction: { signing: "NFT Approved ! Signing Transaction...", pending: "Processing Auction.. Please wait", done: "NFT Listed on Sale" },
  reprice: { signing: "Confirm the new price in your wallet", pending: "Updating the price.. Please wait", done: "Price updated" },
  cancel: { signing: "Confirm the cancellation in your wallet", pending: "Cancelling the sale.. Please wait", done: "Sale cancelled" },
  bid: { signing: "Processing Bid, Please wait", pending: "Processing Bid, Please wait", done: "Bid Placed Successfully" },
  buy: { signing: "Buy processing.. Please wait", pending: "Buy processing.. Please wait", done: "NFT purchase completed" },
  withdraw: { signing: "Withdrawal processing.. Please wait", pending: "Transaction submitted to the blockchain, Please wait", done: "Refunds withdrawn" },
  offer: { signing: "Confirm the offer in your wallet", pending: "Placing the offer.. Please wait", done: "Offer placed" },
  "accept-offer": { signing: "Confirm the sale in your wallet", pending: "Accepting the offer.. Please wait", done: "Offer accepted" },
  "end-offer": { signing: "Confirm in your wallet", pending: "Ending the offer.. Please wait", done: "Offer ended: its amount is refunded" },
  purchase: { signing: "Confirm the payment in your wallet", pending: "Transaction submitted to the blockchain, Please wait", done: "Transaction submitted to the blockchain, Please wait" },
};

export type TradeStatus = { kind: "progress" | "success" | "error"; text: string };

const toWallet = (tx: WalletTx) => ({ to: tx.to, data: tx.data, value: BigInt(tx.value) });

/** The wallet module, loaded only when a trade starts, so pages ship no wallet code until then. */
const walletClient = () => import("~/lib/wallet/client");

/** The real gas cost of a prepared transaction from the user's wallet, in wei; null when the wallet cannot say. */
export async function estimateGasCost(step: TradeStep, gasPriceWei: string): Promise<bigint | null> {
  try {
    const { estimateWalletGas } = await walletClient();
    return (await estimateWalletGas(toWallet(step.tx))) * BigInt(gasPriceWei);
  } catch {
    return null;
  }
}

/**
 * Sends prepared transactions one after the other through the user's wallet, saying what happens
 * in the spec's words. Resolves with the last transaction's hash, or null after a failure (the
 * status then says why in plain words).
 */
export function useTradeSteps() {
  const [status, setStatus] = useState<TradeStatus | null>(null);
  const [busy, setBusy] = useState(false);

  /** `onSent` hears each transaction's hash as soon as the wallet sent it, before it is mined. */
  const run = useCallback(async (prepared: Extract<Prepared, { ok: true }>, onSent?: (hash: string) => void): Promise<string | null> => {
    setBusy(true);
    try {
      const { sendWalletTransaction, waitForWalletReceipt, walletErrorMessage } = await walletClient();
      let lastHash: string | null = null;
      for (const [index, step] of prepared.steps.entries()) {
        const texts = STEP_TEXTS[step.kind];
        // Without an approval first, the sale is signed straight away: no "Approved" to announce.
        const signing = index === 0 && (step.kind === "sell" || step.kind === "auction") ? texts.pending : texts.signing;
        setStatus({ kind: "progress", text: signing });
        try {
          const hash = await sendWalletTransaction(toWallet(step.tx));
          setStatus({ kind: "progress", text: texts.pending });
          onSent?.(hash);
          const receipt = await waitForWalletReceipt(hash);
          if (receipt.status !== "success") {
            setStatus({ kind: "error", text: "Payment Failed" });
            return null;
          }
          lastHash = hash;
          setStatus({ kind: "success", text: texts.done });
        } catch (error) {
          setStatus({ kind: "error", text: walletErrorMessage(error) });
          return null;
        }
      }
      return lastHash;
    } catch {
      setStatus({ kind: "error", text: "Please enable Metamask" });
      return null;
    } finally {
      setBusy(false);
    }
  }, []);

  return { status, setStatus, busy, run };
}

/** The running trade's status line, read out by screen readers as it changes. */
export function TradeStatusLine({ status, id }: { status: TradeStatus | null; id?: string }) {
  return (
    <p id={id} className={status ? `trade-status trade-status--${status.kind}` : "trade-status"} role="status" aria-live="polite">
      {status?.text ?? ""}
    </p>
  );
}
