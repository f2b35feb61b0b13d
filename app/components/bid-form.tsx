import { getInputProps } from "@conform-to/react";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { FactList } from "~/components/fact-list";
import { FormErrors } from "~/components/form-field";
import { estimateGasCost, TradeStatusLine, useTradeSteps } from "~/components/trade-steps";
import { useHandedFocus, type HandedFocus } from "~/lib/field-focus";
import { applyBps, formatBps, formatCoin, formatCoinAmount, parseCoin } from "~/lib/format";
import { bidSchema } from "~/lib/validation/market";
import { useValidatedForm } from "~/lib/validation/use-validated-form";
import type { AuctionView } from "~/models/auctions.server";
import type { TradeReply } from "~/models/trading.server";
import type { BidChain } from "~/components/nft-bid";

/** How long typing pauses before the gas of the typed bid is estimated. */
const ESTIMATE_DELAY_MS = 400;

/**
 * The bid form: checks the amount as the user types (the same schema as the server, with the
 * auction's last bid), shows the real gas estimate from the wallet and what the user will pay,
 * then has the wallet send the bid and opens the bid confirmation. It takes the place of the plain
 * form with what was typed there (`draft`) and, when that field had it, the focus.
 */
export default function BidForm({
  auction,
  nftId,
  chain,
  draft,
  handedFocus,
  submitWaiting,
}: {
  auction: AuctionView;
  nftId: number;
  chain: BidChain;
  draft: string;
  handedFocus: HandedFocus;
  /** The plain form was submitted while this one loaded: it is sent as soon as this form is here. */
  submitWaiting: boolean;
}) {
  const action = `/place_a_bid?listing=${auction.listingId}`;
  const schema = useMemo(
    () => bidSchema({ previousWei: BigInt(auction.previousBidWei), hasBids: auction.hasBids, coinSymbol: chain.coinSymbol }),
    [auction.previousBidWei, auction.hasBids, chain.coinSymbol],
  );
  const submit = useFetcher<TradeReply>();
  const preview = useFetcher<TradeReply>();
  const recheck = useFetcher<TradeReply>();
  const navigate = useNavigate();
  const { status, setStatus, busy, run } = useTradeSteps();
  const [gasWei, setGasWei] = useState<bigint | null>(null);
  const [form, fields] = useValidatedForm(schema, { id: `bid-${auction.listingId}`, lastResult: submit.data?.result, defaultValue: { bidValue: draft } });
  const field = useRef<HTMLInputElement>(null);
  useHandedFocus(field, handedFocus);
  const formElement = useRef<HTMLFormElement>(null);
  const sentWaiting = useRef(false);
  useEffect(() => {
    if (!submitWaiting || sentWaiting.current) return;
    sentWaiting.current = true;
    formElement.current?.requestSubmit();
  }, [submitWaiting]);

  const typed = fields.bidValue.value ?? "";
  const valid = typed !== "" && schema.safeParse({ bidValue: typed }).success;
  const bidWei = valid ? parseCoin(typed) : null;
  const feeWei = bidWei === null ? null : applyBps(bidWei, auction.feeBps);
  const amount = (wei: bigint | null) => (wei === null ? "—" : formatCoinAmount(wei, chain.coinSymbol));

  // The gas line is the wallet's own estimate for the bid as typed.
  const { submit: previewSubmit } = preview;
  useEffect(() => {
    setGasWei(null);
    if (!valid) return;
    const timer = setTimeout(() => previewSubmit({ intent: "bid", bidValue: typed }, { method: "post", action }), ESTIMATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, valid, action, previewSubmit]);
  useEffect(() => {
    const prepared = preview.data?.prepared;
    if (preview.state !== "idle" || !prepared?.ok) return;
    let current = true;
    void estimateGasCost(prepared.steps[0], prepared.gasPriceWei).then((cost) => current && setGasWei(cost));
    return () => {
      current = false;
    };
  }, [preview.data, preview.state]);

  // The amount the action's answer is for (the field may change while the wallet works).
  const submitted = useRef("");
  const { submit: recheckSubmit } = recheck;
  useEffect(() => {
    const prepared = submit.data?.prepared;
    if (submit.state !== "idle" || !prepared?.ok) return;
    void run(prepared).then((hash) => {
      if (hash) navigate(`/Bid_conformation/${nftId}?tx=${hash}`);
      // A refused bid is checked again against the chain, to say why in the spec's words.
      else recheckSubmit({ intent: "bid", bidValue: submitted.current }, { method: "post", action });
    });
  }, [submit.data, submit.state, run, navigate, nftId, recheckSubmit, action]);
  useEffect(() => {
    const prepared = recheck.data?.prepared;
    if (recheck.state === "idle" && prepared && !prepared.ok) setStatus({ kind: "error", text: prepared.error });
  }, [recheck.data, recheck.state, setStatus]);

  return (
    <submit.Form
      ref={formElement}
      method="post"
      action={action}
      id={form.id}
      onSubmit={(event) => {
        submitted.current = typed;
        form.onSubmit(event);
      }}
      noValidate
      className="form"
    >
      <input type="hidden" name="intent" value="bid" />
      <div className="field">
        <label htmlFor={fields.bidValue.id}>Bid Value ({chain.coinSymbol})</label>
        <input {...getInputProps(fields.bidValue, { type: "text" })} ref={field} inputMode="decimal" autoComplete="off" placeholder={formatCoin(BigInt(auction.previousBidWei))} />
        {fields.bidValue.errors ? (
          <p className="field-error" id={fields.bidValue.errorId}>
            {fields.bidValue.errors[0]}
          </p>
        ) : (
          <p className="dim">{auction.hasBids ? `Your bid must be higher than ${auction.lastBid}.` : `Your bid must reach the reserve of ${auction.reserve}.`}</p>
        )}
      </div>
      <p className="notice modal__warning">Make sure you are connected to {chain.name} before placing the bid</p>
      <FactList
        className="modal__lines"
        facts={[
          ["Gas fee", gasWei === null ? "Estimated by your wallet" : amount(gasWei)],
          [`Buyer fee (${formatBps(auction.feeBps)})`, amount(feeWei)],
          ["You will pay", bidWei === null || feeWei === null ? "—" : amount(bidWei + feeWei), "modal__total"],
        ]}
      />
      <button type="submit" className="button" disabled={busy || submit.state !== "idle"}>
        Place a bid
      </button>
      <FormErrors id={form.errorId} errors={form.errors} />
      <TradeStatusLine status={status} />
    </submit.Form>
  );
}
