import { useState } from "react";
import { FactList } from "~/components/fact-list";
import type { DrawCheck } from "~/lib/lottery-draw";
import { useHydrated } from "~/lib/use-hydrated";
import type { LotteryOutcome } from "~/models/lottery-results.server";

type Drawn = Extract<LotteryOutcome, { status: "drawn" }>;

const Hash = ({ value }: { value: string }) => <code className="lottery-draw__hash">{value}</code>;

/** "Verify the draw": loads the draw's arithmetic and the published ticket list on click, and recomputes the winner here. */
function VerifyDraw({ draw }: { draw: Drawn }) {
  const [check, setCheck] = useState<DrawCheck | "checking" | { error: string } | null>(null);
  const verify = async () => {
    setCheck("checking");
    try {
      const [{ verifyDraw }, list] = await Promise.all([import("~/lib/lottery-draw"), fetch(draw.ticketListHref).then((answer) => answer.text())]);
      setCheck(verifyDraw({ commitment: draw.commitment, revealedSecret: draw.revealedSecret, ticketListHash: draw.ticketListHash, drawBlockHash: draw.drawBlockHash, winningTicket: draw.winningTicket }, list));
    } catch (error) {
      setCheck({ error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <div className="lottery-draw__verify">
      <button type="button" className="button" onClick={verify} disabled={check === "checking"}>
        Verify the draw
      </button>
      <div aria-live="polite">
        {check === "checking" ? <p className="dim">Checking…</p> : null}
        {check && check !== "checking" && "error" in check ? <p className="field-error">The check could not run: {check.error}</p> : null}
        {check && check !== "checking" && "checks" in check ? (
          <>
            <p className={check.ok ? "lottery-draw__match" : "lottery-draw__mismatch"}>
              {check.ok ? `Match: the published values give winning ticket ${check.winningTicket}.` : "Mismatch: the published values do not give this result."}
            </p>
            <ul className="lottery-draw__checks">
              {check.checks.map((item) => (
                <li key={item.label}>
                  {item.ok ? "✓" : "✗"} {item.label} <span className="dim">({item.detail})</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** How to check a draw by hand: what the page shows without JavaScript, and beside the button. */
function HowToVerify({ lotteryId, ticketListHref }: { lotteryId: number; ticketListHref: string }) {
  return (
    <details className="lottery-draw__how">
      <summary>How to verify the draw yourself</summary>
      <ol>
        <li>keccak256 of the revealed secret must equal the commitment, published when the lottery opened.</li>
        <li>
          Download the <a href={ticketListHref}>ticket list</a> (one line <code>first ticket,tickets,order id</code> per order); keccak256 of its
          bytes must equal the ticket-list hash.
        </li>
        <li>
          The winning ticket is keccak256(secret ‖ ticket-list hash ‖ block hash), read as a number, modulo the number of tickets, plus 1 (‖
          joins the three 32-byte values).
        </li>
        <li>
          Check the block hash with any explorer of the chain, or run <code>npm run lottery:verify -- {lotteryId}</code> from the Diginoor source.
        </li>
      </ol>
    </details>
  );
}

/** The lottery's state beyond its sales: drawing, the draw's published inputs and result, or the refunds. */
export function LotteryOutcomeSection({ lotteryId, outcome }: { lotteryId: number; outcome: LotteryOutcome }) {
  const hydrated = useHydrated();
  if (outcome.status === "open") {
    return outcome.commitment ? (
      <section className="section lottery-draw" aria-labelledby="draw-title">
        <h2 id="draw-title">The draw</h2>
        <p>
          Sales close on {outcome.drawsAt}. The winner is drawn from a secret committed now, the <a href={outcome.ticketListHref}>ticket list</a> and the
          hash of the first block after sales close. Commitment: <Hash value={outcome.commitment} />
        </p>
      </section>
    ) : null;
  }
  if (outcome.status === "closed") {
    return (
      <section className="section lottery-draw" aria-labelledby="draw-title">
        <h2 id="draw-title">Drawing</h2>
        <p>
          Ticket sales closed{outcome.closedAt ? ` on ${outcome.closedAt}` : ""}. The draw waits for the block after block {outcome.closedBlockNumber ?? "…"}; the
          result appears here as soon as it exists.
        </p>
      </section>
    );
  }
  if (outcome.status === "cancelled") {
    return (
      <section className="section lottery-draw" aria-labelledby="draw-title">
        <h2 id="draw-title">Cancelled and refunded</h2>
        <p className="notice">
          This lottery sold fewer than {outcome.minTickets} tickets by its draw time, so there was no draw: every ticket has been refunded to the payment
          method used to buy it.
        </p>
      </section>
    );
  }
  return (
    <section className="section lottery-draw" aria-labelledby="draw-title">
      <h2 id="draw-title">The draw</h2>
      <p className="lottery-draw__result">
        Winning ticket <strong>{outcome.winningTicket}</strong>, held by <strong>{outcome.winner}</strong>
        {outcome.drawnAt ? <span className="dim"> · drawn on {outcome.drawnAt}</span> : null}
      </p>
      <FactList
        className="lottery-draw__inputs"
        facts={[
          ["Commitment (published at creation)", outcome.commitment ? <Hash value={outcome.commitment} /> : "none"],
          ["Revealed secret", <Hash key="secret" value={outcome.revealedSecret} />],
          [
            "Ticket-list hash",
            <>
              <Hash value={outcome.ticketListHash} /> <a href={outcome.ticketListHref}>ticket list</a>
            </>,
          ],
          [`Block ${outcome.drawBlockNumber} hash (the block after sales closed)`, <Hash key="block" value={outcome.drawBlockHash} />],
          ["Winning ticket", outcome.winningTicket],
          [
            "Prize",
            <>
              {outcome.prize.tokenId !== null ? `NFT token #${outcome.prize.tokenId}` : null}
              {outcome.prize.tokenId !== null && outcome.prize.money ? " · " : null}
              {outcome.prize.money ? (
                <>
                  {outcome.prize.money} {outcome.prize.txHref ? <a href={outcome.prize.txHref}>{outcome.prize.paid ? "paid" : "sending"}</a> : null}
                </>
              ) : null}
              {outcome.prize.tokenId === null && !outcome.prize.money ? "on its way to the winner's wallet" : null}
            </>,
          ],
        ]}
      />
      {hydrated ? <VerifyDraw draw={outcome} /> : null}
      <HowToVerify lotteryId={lotteryId} ticketListHref={outcome.ticketListHref} />
    </section>
  );
}
