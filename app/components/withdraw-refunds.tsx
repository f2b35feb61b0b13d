import { useEffect, useState } from "react";
import { Form, useRevalidator } from "@remix-run/react";
import { PasswordConfirmation } from "~/components/password-confirmation";
import { useHydrated } from "~/lib/use-hydrated";

/** What the profile's loader says the market holds for the active wallet, and the call that collects it. */
export type RefundsToWithdraw = { amount: string; market: string; withdrawData: string };

type Progress = { kind: "idle" | "busy" | "done" | "error"; text: string };

/**
 * The server answers with the refunds it read at the indexer's last block
 * (docs/decisions/101-chain-reads-kept-until-the-next-block.md): after a withdrawal the page is read
 * again this often, for at most this long, until the amount has gone.
 */
const REREAD_EVERY_MS = 1000;
const REREAD_FOR_MS = 30_000;

/**
 * "Withdraw refunds": the active wallet sends `withdraw()` to the market (docs/decisions/087-profile-from-the-chain.md).
 * The wallet code loads only when the button is pressed; after the receipt the page is read again
 * until the amount has gone.
 */
export function WithdrawRefunds({ refunds, byPassword }: { refunds: RefundsToWithdraw; byPassword: boolean }) {
  return byPassword ? <WithdrawByPassword /> : <WithdrawByWallet refunds={refunds} />;
}

/** The standard wallet's withdrawal: a plain form the server confirms with the password, with or without JavaScript. */
function WithdrawByPassword() {
  return (
    <Form method="post" action="/wallet" className="profile__withdraw">
      <input type="hidden" name="intent" value="withdraw-refunds" />
      <PasswordConfirmation id="withdraw-password" />
      <button type="submit" className="button button--small">
        Withdraw refunds
      </button>
    </Form>
  );
}

function WithdrawByWallet({ refunds }: { refunds: RefundsToWithdraw }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<Progress>({ kind: "idle", text: "" });
  const [withdrawnAt, setWithdrawnAt] = useState<number | null>(null);
  useEffect(() => {
    if (withdrawnAt === null) return;
    const timer = setInterval(() => {
      if (Date.now() - withdrawnAt > REREAD_FOR_MS) clearInterval(timer);
      else if (revalidator.state === "idle") revalidator.revalidate();
    }, REREAD_EVERY_MS);
    return () => clearInterval(timer);
  }, [withdrawnAt, revalidator]);

  async function withdraw() {
    setProgress({ kind: "busy", text: "Withdrawal processing.. Please wait" });
    let wallet: typeof import("~/lib/wallet/client") | null = null;
    try {
      wallet = await import("~/lib/wallet/client");
      const hash = await wallet.sendWalletTransaction({ to: refunds.market, data: refunds.withdrawData });
      setProgress({ kind: "busy", text: "Transaction submitted to the blockchain, Please wait" });
      const receipt = await wallet.waitForWalletReceipt(hash);
      if (receipt.status !== "success") {
        setProgress({ kind: "error", text: "The market refused the withdrawal. Please try again." });
        return;
      }
      setProgress({ kind: "done", text: `${refunds.amount} withdrawn to your wallet.` });
      setWithdrawnAt(Date.now());
      revalidator.revalidate();
    } catch (error) {
      setProgress({ kind: "error", text: wallet ? wallet.walletErrorMessage(error) : "The wallet could not be loaded. Please reload the page." });
    }
  }

  return (
    <div className="profile__withdraw">
      <button type="button" className="button button--small" onClick={withdraw} disabled={!hydrated || progress.kind === "busy"}>
        Withdraw refunds
      </button>
      {hydrated ? null : <p className="dim">Withdrawing needs JavaScript and your wallet.</p>}
      <p className={progress.kind === "error" ? "field-error" : "dim"} role="status">
        {progress.text}
      </p>
    </div>
  );
}
