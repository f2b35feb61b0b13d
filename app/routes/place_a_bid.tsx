import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { InfoPage } from "~/components/info-page";
import { notFound } from "~/lib/http.server";
import { parseForm, parseQuery } from "~/lib/input.server";
import { bidSchema } from "~/lib/validation/market";
import { passwordTrade, sendWithPassword } from "~/models/standard-trading.server";
import { nftOfListing, prepareBid, type TradeReply } from "~/models/trading.server";
import { requireTradingWallet } from "~/models/wallets.server";
import styles from "~/styles/listing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Place a bid | Diginoor" }];

/** `?listing=` names the auction (a marketplace listing id) a bid is for. */
const listingQuery = { listing: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) };

/**
 * Every Place a bid modal posts here: the amount is checked with the modal's schema, then against
 * the auction on chain, and the answer is the transaction the wallet signs (docs/decisions/080-wallet-signs-server-prepares.md).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { address } = await requireTradingWallet(request);
  const { value } = parseQuery(new URL(request.url), listingQuery);
  if (!value.listing) notFound("There is no auction with that id.");
  const listingId = value.listing;
  const byPassword = await passwordTrade(request, context);
  const submission = await parseForm(request, bidSchema());
  if (submission.status !== "success") return json<TradeReply>({ intent: "bid", result: submission.reply(), prepared: null }, { status: 400 });
  if (byPassword) {
    const bidWei = submission.value.bidValue;
    const sent = await sendWithPassword(byPassword, () => prepareBid(address, listingId, bidWei));
    if (!sent.ok) return json<TradeReply>({ intent: "bid", result: submission.reply({ fieldErrors: { bidValue: [sent.message] } }), prepared: null }, { status: sent.status });
    return redirect(`/Bid_conformation/${nftOfListing(listingId)}?tx=${sent.txHash}`);
  }
  const prepared = await prepareBid(address, value.listing, submission.value.bidValue);
  const reply = prepared.ok ? submission.reply() : submission.reply({ fieldErrors: { bidValue: [prepared.error] } });
  return json<TradeReply>({ intent: "bid", result: reply, prepared }, { status: prepared.ok ? 200 : 409 });
}

/** The spec names this route without content: it explains how bidding works, and answers a bid sent without JavaScript. */
export default function PlaceABid() {
  const posted = useActionData<typeof action>();
  const listing = useSearchParams()[0].get("listing");
  const refusal = posted?.result.error ? Object.values(posted.result.error).flat()[0] : null;
  return (
    <InfoPage
      eyebrow="Auctions"
      title="Place a bid"
      notice={
        posted
          ? refusal ?? "Your wallet signs the bid in the browser: please turn on JavaScript and place the bid again."
          : "Open a live auction and press Place a bid: your connected wallet signs the bid."
      }
      links={[
        { to: "/market", label: "See live auctions" },
        { to: "/wallet", label: "Choose a wallet" },
        { to: "/collections", label: "Browse the collections" },
      ]}
    >
      <p>Some collectibles are sold by auction: the highest bid when the timer ends wins the token.</p>
      <ul>
        <li>The first bid must reach the reserve price shown on the auction.</li>
        <li>Each new bid must be higher than the last one.</li>
        <li>A bid in the last 10 minutes moves the end to 10 minutes after it.</li>
        <li>If someone outbids you, your bid and its fee are refunded: withdraw them from your profile.</li>
        <li>When the auction ends it is settled: the token goes to the winner and the production house receives its 10% royalty.</li>
      </ul>
      {listing && /^\d{1,12}$/.test(listing) ? (
        <p>
          <Link to={`/nfttransfer/${listing}?bid=1`}>Back to the auction</Link>
        </p>
      ) : null}
    </InfoPage>
  );
}
