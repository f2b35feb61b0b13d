import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListingPage } from "~/components/listing-page";
import { config } from "~/config.server";
import { idParam, notFound } from "~/lib/http.server";
import { listingSellerToFollow } from "~/models/follows.server";
import { flagParam, parseForm, parseQuery } from "~/lib/input.server";
import { buySchema } from "~/lib/validation/market";
import { listingPage } from "~/models/listing-page.server";
import { currentUrl, getUserId, loginUrl } from "~/models/session.server";
import { passwordTrade, sendWithPassword } from "~/models/standard-trading.server";
import { prepareBuy, type TradeReply } from "~/models/trading.server";
import { activeWallet, requireTradingWallet } from "~/models/wallets.server";
import { redirectWithToast } from "~/services/toast.server";
import styles from "~/styles/listing.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.listing.nft.title} | Diginoor` : "Listing | Diginoor" },
];

/** Where a visitor goes before trading: sign in, then connect a wallet; null when ready. */
function connectHref(userId: number | null, here: string): string | null {
  if (userId === null) return loginUrl(here);
  return activeWallet(userId) ? null : `/wallet?${new URLSearchParams({ redirectTo: here })}`;
}

/** The id is a marketplace listing id (the market links here), not an NFT id. Anyone may look; trading needs a wallet. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const listing = listingPage(idParam(params.nftid, "listing"), Date.now());
  if (!listing) notFound("There is no listing with that id.");
  const { value } = parseQuery(new URL(request.url), { bid: flagParam });
  const userId = await getUserId(request);
  return json({
    listing,
    sellerToFollow: listingSellerToFollow(listing.id, userId),
    trading: {
      connectHref: connectHref(userId, currentUrl(request)),
      bidOpen: value.bid === "1" && listing.auction?.state === "live",
      chain: { name: config.chain.name, coinSymbol: config.chain.coinSymbol },
      byPassword: userId !== null && activeWallet(userId)?.kind === "standard",
    },
  });
}

/** Buy NFT: the purchase at the price the buyer saw, checked against the chain first (bids go to /place_a_bid). */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const { address } = await requireTradingWallet(request);
  const listingId = idParam(params.nftid, "listing");
  const byPassword = await passwordTrade(request, context);
  const submission = await parseForm(request, buySchema);
  if (submission.status !== "success") return json<TradeReply>({ intent: "buy", result: submission.reply(), prepared: null }, { status: 400 });
  if (byPassword) {
    const priceWei = submission.value.expectedPriceWei;
    const sent = await sendWithPassword(byPassword, () => prepareBuy(address, listingId, priceWei));
    if (!sent.ok) return json<TradeReply>({ intent: "buy", result: submission.reply({ formErrors: [sent.message] }), prepared: null }, { status: sent.status });
    return redirectWithToast("/profile?tab=showcase", { kind: "success", text: "NFT purchase completed" });
  }
  const prepared = await prepareBuy(address, listingId, submission.value.expectedPriceWei);
  const reply = prepared.ok ? submission.reply() : submission.reply({ formErrors: [prepared.error] });
  return json<TradeReply>({ intent: "buy", result: reply, prepared }, { status: prepared.ok ? 200 : 409 });
}

export default function ListingRoute() {
  const { listing, trading, sellerToFollow } = useLoaderData<typeof loader>();
  return <ListingPage listing={listing} trading={trading} sellerToFollow={sellerToFollow} />;
}
