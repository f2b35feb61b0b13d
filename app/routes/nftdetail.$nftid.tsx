import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ExplorerLink } from "~/components/explorer";
import { FollowButton } from "~/components/follow-button";
import { LikeButton } from "~/components/like-button";
import { MediaPlayer } from "~/components/media-player";
import { NftBid } from "~/components/nft-bid";
import { NftCardItem } from "~/components/nft-card";
import { NftHistory } from "~/components/nft-history";
import { NftPurchase, type CardDelivery, type CardPriceView, type FixedPriceView } from "~/components/nft-purchase";
import { NftProperties } from "~/components/nft-properties";
import { ItemPriceChart, priceChartLinks } from "~/components/price-chart";
import { config, type CryptoPaymentsSettings, type PaymentsSettings } from "~/config.server";
import { amountInCoin } from "~/lib/coin.server";
import { explorerUrl } from "~/lib/explorer.server";
import { applyBps, formatBps, formatUsd } from "~/lib/format";
import { idParam, notFound } from "~/lib/http.server";
import { KeptElement, useWithinPageRoute } from "~/lib/kept-markup";
import { flagParam, parseForm, parseQuery } from "~/lib/input.server";
import { tweetHref, useSiteOrigin } from "~/lib/share";
import { purchaseSchema, type PurchaseInput } from "~/lib/validation/purchase.server";
import { collectibleAddress } from "~/models/explorer.server";
import { marketFeeRates } from "~/models/fees.server";
import { activeAuctionForNft, auctionView, bidHistory, lastAuctionOutcome } from "~/models/auctions.server";
import { listingSellerToFollow } from "~/models/follows.server";
import { moreNftsLike, nftView } from "~/models/nfts.server";
import { priceHistory, saleHistory } from "~/models/sales.server";
import { currentRate, usdToWei } from "~/services/rates.server";
import { currentUrl, requireUserId } from "~/models/session.server";
import { addFundsOptions, purchaseShortfall } from "~/models/add-funds.server";
import { cardPriceView, startCardCheckout } from "~/models/card-payments.server";
import { startCryptoCheckout } from "~/models/crypto-payments.server";
import { redirectWithToast } from "~/services/toast.server";
import { estimatePrimaryGas, NOT_THIS_PAYMENT_MESSAGE, quotePrimaryPurchase, recordSubmittedPayment, type GasEstimate, type PurchaseReply } from "~/models/orders.server";
import { RATE_RULES, retryAfterHeader, retryMessage, takeHit, type RateRule } from "~/models/rate-limits.server";
import { cardDeliveryAddress } from "~/models/standard-wallet.server";
import { passwordTrade, sendWithPassword } from "~/models/standard-trading.server";
import { activeWallet, requireTradingWallet } from "~/models/wallets.server";
import { custodyAvailable } from "~/services/custody.server";
import styles from "~/styles/nft-detail.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [...priceChartLinks, { rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.nft.title} | Diginoor` : "Collectible not found | Diginoor" },
];

export async function loader({ params, request }: LoaderFunctionArgs) {
  // The spec keeps NFT detail (and with it the purchase and bid modals) for signed-in users.
  const userId = await requireUserId(request);
  const nft = nftView(idParam(params.nftid, "collectible")) ?? notFound("There is no collectible with that id.");
  const url = new URL(request.url);
  // `?purchase=1` and `?bid=1` open the modals without JavaScript.
  const { value: open } = parseQuery(url, { purchase: flagParam, bid: flagParam });
  const now = Date.now();
  const collectible = collectibleAddress();

  const auctionRow = nft.saleType === "auction" ? activeAuctionForNft(nft.id) : null;
  const auction = auctionRow ? auctionView(auctionRow, now) : null;
  const priceWei = usdToWei(nft.priceCents);
  const rate = currentRate();
  const fees = marketFeeRates();
  const buyerFeeWei = applyBps(priceWei, fees.primaryBps);
  const wallet = activeWallet(userId);
  const purchaseOpen = open.purchase === "1" && nft.saleType === "fixed" && nft.available > 0;
  // A modal the server renders open shows the gas estimate without JavaScript.
  const purchaseEstimate = purchaseOpen && wallet ? await estimatePrimaryGas(wallet.address, nft.id) : null;
  const purchaseGas = purchaseEstimate ? gasText(purchaseEstimate) : null;
  const purchaseShortfallDollars = wallet && purchaseEstimate ? await purchaseShortfall(wallet.address, nft.priceCents, purchaseEstimate.ok ? BigInt(purchaseEstimate.gasWei) : 0n) : null;

  return json({
    nft,
    /** The configured chain: the details' "Blockchain" fact, the bid modal's network and its one coin. */
    chain: { name: config.chain.name, coinSymbol: config.chain.coinSymbol },
    royalties: `${formatBps(fees.royaltyBps)} Royalties`,
    proofUrl: collectible ? explorerUrl({ kind: "address", address: collectible }) : null,
    fixed:
      nft.saleType === "fixed"
        ? ({
            priceUsd: formatUsd(nft.priceCents),
            price: amountInCoin(priceWei),
            feeLabel: `Buyer fee (${formatBps(fees.primaryBps)})`,
            fee: amountInCoin(buyerFeeWei),
            total: amountInCoin(priceWei + buyerFeeWei),
            royalty: `${formatBps(fees.royaltyBps)} royalty to ${nft.production}`,
            rateNote: rate.source === "fixed" ? `Converted at the fixed rate of ${formatUsd(rate.usdCentsPerCoin)} per ${config.chain.coinSymbol}, not a live price.` : null,
            card: hostedPaymentView(config.payments, nft.priceCents, wallet !== null),
            crypto: hostedPaymentView(config.cryptoPayments, nft.priceCents, wallet !== null),
            addFunds: addFundsOptions(MODAL_ON_RAMPS),
          } satisfies FixedPriceView)
        : null,
    auction,
    /** The auction's seller, when the seller has an account here, for the seller block's Follow button. */
    sellerToFollow: auctionRow ? listingSellerToFollow(auctionRow.listingId, userId) : null,
    auctionOutcome: nft.saleType === "auction" && !auctionRow ? lastAuctionOutcome(nft.id) : null,
    connectHref: wallet ? null : `/wallet?${new URLSearchParams({ redirectTo: currentUrl(request) })}`,
    history:
      nft.saleType === "auction" ? (auctionRow ? bidHistory(auctionRow.listingId) : []) : saleHistory(nft.id),
    /** Sales and bids over time: the price chart and its table. */
    prices: priceHistory(nft.id),
    more: moreNftsLike(nft),
    purchaseOpen,
    purchaseGas,
    purchaseShortfall: purchaseShortfallDollars,
    bidOpen: open.bid === "1" && auction?.state === "live",
    byPassword: wallet?.kind === "standard",
  });
}

/**
 * A hosted provider's lines in the modal (card and crypto provider charge the same amounts) and
 * where its purchase goes: the connected wallet, else the account's standard wallet where the site
 * keeps them; or why the provider is closed.
 */
function hostedPaymentView(provider: PaymentsSettings | CryptoPaymentsSettings, priceCents: number, connected: boolean): CardPriceView {
  if (provider.mode === "off") return { unavailable: provider.reason };
  const delivery: CardDelivery = connected ? "wallet" : custodyAvailable() ? "standard" : "connect";
  return { ...cardPriceView(priceCents), delivery };
}

/** The purchase modal's "Buy Crypto / Card" on-ramps, as the spec lists them: the card-to-crypto reserve and the widget. */
const MODAL_ON_RAMPS = ["wyre", "moonpay"] as const;

function gasText(estimate: GasEstimate): string {
  return estimate.ok ? amountInCoin(BigInt(estimate.gasWei)) : estimate.error;
}

/**
 * The limit on a purchase request per account, and what its refusal calls it: quotes and payment
 * reports are limited (docs/decisions/045-rate-limits.md). A function, so the browser's bundle of
 * this route never reads the server's rules.
 */
function purchaseLimit(intent: PurchaseInput["intent"]): { rule: RateRule; what: string } | null {
  if (intent === "quote" || intent === "password") return { rule: RATE_RULES.purchaseQuotesPerAccount, what: "purchase quotes" };
  if (intent === "submitted") return { rule: RATE_RULES.paymentReportsPerAccount, what: "payment reports" };
  return null;
}

/**
 * The purchase modal's requests (docs/decisions/018-fulfilment.md): the gas estimate, the quote
 * that reserves a unit and answers the signed payment, the hash the wallet sent it under, and the
 * card checkout and the crypto provider's charge, plain form posts answered by a redirect to the
 * provider's page (docs/decisions/136-card-purchases.md, 140-crypto-provider-purchases.md).
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const byPassword = await passwordTrade(request, context);
  const nftId = idParam(params.nftid, "collectible");
  if (!nftView(nftId)) notFound("There is no collectible with that id.");
  const submission = await parseForm(request, purchaseSchema);
  const answer = (reply: Omit<PurchaseReply, "result"> & { error?: string }, status = 200, headers?: HeadersInit) =>
    json<PurchaseReply>(
      { intent: reply.intent, prepared: reply.prepared, orderId: reply.orderId, gas: reply.gas, shortfall: reply.shortfall, result: submission.reply(reply.error ? { formErrors: [reply.error] } : undefined) },
      { status, headers },
    );
  if (submission.status !== "success") return json<PurchaseReply>({ intent: "purchase", result: submission.reply(), prepared: null, orderId: null, gas: null }, { status: 400 });
  const input = submission.value;
  const limit = purchaseLimit(input.intent);
  const waitMs = limit ? takeHit([[limit.rule, String(userId)]]) : 0;
  if (limit && waitMs > 0) {
    const error = retryMessage(waitMs, limit.what);
    return answer({ intent: input.intent, prepared: { ok: false, error }, orderId: null, gas: null, error }, 429, retryAfterHeader(waitMs));
  }
  if (input.intent === "card" || input.intent === "crypto") {
    const refuse = (text: string) => redirectWithToast(`/nftdetail/${nftId}?purchase=1`, { kind: "error", text }, { status: 303 });
    const provider = input.intent === "card" ? config.payments : config.cryptoPayments;
    // A closed provider creates nothing, not even a standard wallet.
    if (provider.mode === "off") return refuse(provider.reason);
    // A buyer without a connected wallet gets its standard wallet (docs/decisions/146-standard-wallet-out-and-card-delivery.md).
    const delivery = cardDeliveryAddress(userId) ?? (await requireTradingWallet(request)).address;
    const start = input.intent === "card" ? startCardCheckout : startCryptoCheckout;
    const checkout = await start(userId, delivery, nftId).catch((error: unknown) => {
      console.error(`[payments] ${input.intent} checkout for NFT ${nftId} failed:`, error);
      return { ok: false as const, error: "Payment failed" };
    });
    return checkout.ok ? redirect(checkout.url, 303) : refuse(checkout.error);
  }
  const { address } = await requireTradingWallet(request);
  switch (input.intent) {
    case "estimate": {
      const estimate = await estimatePrimaryGas(address, nftId);
      const shortfall = await purchaseShortfall(address, nftView(nftId)!.priceCents, estimate.ok ? BigInt(estimate.gasWei) : 0n);
      return answer({ intent: "estimate", prepared: null, orderId: null, gas: estimate.ok ? gasText(estimate) : null, shortfall, error: estimate.ok ? undefined : estimate.error });
    }
    case "quote": {
      const prepared = await quotePrimaryPurchase(userId, address, nftId);
      return prepared.ok
        ? answer({ intent: "quote", prepared, orderId: prepared.orderId, gas: null })
        : answer({ intent: "quote", prepared, orderId: null, gas: null, error: prepared.error }, 409);
    }
    case "password": {
      if (!byPassword) return answer({ intent: "password", prepared: null, orderId: null, gas: null, error: "Your active wallet confirms purchases itself: use Buy with your wallet." }, 409);
      const sent = await sendWithPassword(byPassword, () => quotePrimaryPurchase(userId, address, nftId));
      if (!sent.ok) return answer({ intent: "password", prepared: null, orderId: null, gas: null, error: sent.message }, sent.status);
      // The same report as a browser wallet's, so the same checks apply to the hash custody sent.
      const orderId = sent.prepared.orderId;
      const report = await recordSubmittedPayment(userId, orderId, sent.txHash);
      if (report === "not-this-payment" || report === "no-open-order") {
        return answer({ intent: "password", prepared: null, orderId: null, gas: null, error: NOT_THIS_PAYMENT_MESSAGE }, 409);
      }
      return redirect(`/Nft_conformation/${nftId}?order=${orderId}`);
    }
    case "submitted": {
      switch (await recordSubmittedPayment(userId, input.orderId, input.txHash)) {
        case "kept":
          return answer({ intent: "submitted", prepared: null, orderId: input.orderId, gas: null });
        case "pending":
          // Not mined yet: the order stays quoted, and the indexer fulfils it once the payment is.
          return answer({ intent: "submitted", prepared: null, orderId: input.orderId, gas: null }, 202);
        case "not-this-payment":
          return answer({ intent: "submitted", prepared: null, orderId: null, gas: null, error: NOT_THIS_PAYMENT_MESSAGE }, 409);
        case "no-open-order":
          return answer({ intent: "submitted", prepared: null, orderId: null, gas: null, error: "There is no open order like that." }, 409);
      }
    }
  }
}

export default function NftDetail() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<PurchaseReply>();
  // A purchase confirmed by the password and refused comes back here, with or without JavaScript.
  const passwordRefusal = posted?.intent === "password" && posted.result.error ? Object.values(posted.result.error).flat()[0] ?? null : null;
  const { nft, fixed, auction } = data;
  const selfHref = `/nftdetail/${nft.id}`;
  const origin = useSiteOrigin();
  const shareHref = tweetHref(`${nft.title} on Diginoor`, `${origin}${selfHref}`);
  const isAuction = nft.saleType === "auction";
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const withinPageRoute = useWithinPageRoute();
  const tradeHeading = (
    <h2 id="trade-title" className="visually-hidden">
      {isAuction ? "Auction" : "Buy"}
    </h2>
  );

  return (
    <div className="page nft-detail">
      <div className="nft-detail__top">
        <MediaPlayer title={nft.title} rarity={nft.rarity} mediaUrl={nft.mediaUrl} thumbUrl={nft.thumbUrl} />

        <div className="nft-detail__info">
          <div className="nft-detail__social">
            <LikeButton nftId={nft.id} title={nft.title} count={nft.likeCount} />
            <a className="button button--ghost button--small" href={shareHref} target="_blank" rel="noopener noreferrer">
              Share<span className="visually-hidden"> on Twitter (opens in a new tab)</span>
            </a>
          </div>
          <p className="eyebrow">
            {nft.movie} · {nft.rarity} collection
          </p>
          <h1>{nft.title}</h1>
          <p className="nft-detail__description">{nft.description}</p>
          <details className="nft-detail__rewards">
            <summary>Exclusive rewards</summary>
            <p>{nft.exclusive}</p>
          </details>

          {/* A fixed price's markup is kept (docs/decisions/100-kept-markup.md): it is made from the
              item, its amounts, the page's address, what the server opens or estimates, whether the
              password confirms the payment and a refusal of it. An auction's counts down, and is
              rendered every time. */}
          {fixed ? (
            <KeptElement
              as="section"
              className="nft-trade"
              aria-labelledby="trade-title"
              name="nft:purchase"
              inputs={[page, nft, fixed, data.purchaseOpen, data.purchaseGas, data.purchaseShortfall, data.connectHref, data.byPassword, passwordRefusal]}
              standalone={withinPageRoute}
            >
              <>
                {tradeHeading}
                <NftPurchase
                  nft={nft}
                  fixed={fixed}
                  serverOpen={data.purchaseOpen}
                  serverGas={data.purchaseGas}
                  serverShortfall={data.purchaseShortfall}
                  closeHref={selfHref}
                  connectHref={data.connectHref}
                  byPassword={data.byPassword}
                  passwordRefusal={passwordRefusal}
                />
              </>
            </KeptElement>
          ) : (
            <section className="nft-trade" aria-labelledby="trade-title">
              {tradeHeading}
              {auction ? (
                <NftBid
                  auction={auction}
                  nftId={nft.id}
                  chain={data.chain}
                  serverOpen={data.bidOpen}
                  closeHref={selfHref}
                  connectHref={data.connectHref}
                  byPassword={data.byPassword}
                />
              ) : (
                <p className="nft-trade__status">{data.auctionOutcome ?? "This auction has closed"}</p>
              )}
            </section>
          )}
        </div>
      </div>

      {/* The panels' markup is kept too: the item, its chain, its history and the seller to follow (whose
          form returns to the page's address). */}
      <KeptElement
        as="div"
        className="nft-detail__panels"
        name="nft:panels"
        inputs={[page, nft, data.chain.name, data.proofUrl, data.royalties, data.sellerToFollow, data.history]}
        standalone={withinPageRoute}
      >
        <>
          <section className="nft-panel" aria-labelledby="details-title">
            <h2 id="details-title">Details</h2>
            <p>
              {nft.available} of {nft.quantity} NFTs remaining
            </p>
            <p>
              Blockchain <strong>{data.chain.name}</strong>
            </p>
            {data.proofUrl ? (
              <ExplorerLink href={data.proofUrl}>view proof of authenticity</ExplorerLink>
            ) : (
              <p className="dim">The contract address appears here once the collection contract is deployed.</p>
            )}
          </section>

          <NftProperties nft={nft} headingId="properties-title" />

          <section className="nft-panel nft-panel--pair" aria-label="Creator and collection">
            <div className="nft-block">
              <img src={nft.studioLogoUrl} alt="" width="96" height="36" />
              <div>
                <p className="nft-block__label">Creator</p>
                <p className="nft-block__name">{nft.production}</p>
                <p className="dim">{data.royalties}</p>
              </div>
            </div>
            {data.sellerToFollow ? (
              <div className="nft-block">
                <div>
                  <p className="nft-block__label">Seller</p>
                  <p className="nft-block__name">{data.sellerToFollow.name}</p>
                  <FollowButton target={data.sellerToFollow} />
                </div>
              </div>
            ) : null}
            <div className="nft-block">
              <img src={nft.filmPosterUrl} alt="" width="48" height="64" />
              <div>
                <p className="nft-block__label">Collection</p>
                <Link to={`/${nft.filmSlug}`} className="nft-block__name">
                  {nft.movie}
                </Link>
              </div>
            </div>
          </section>

          <section className="nft-panel" aria-labelledby="about-title">
            <h2 id="about-title">About {nft.production}</h2>
            <p>{nft.studioAbout}</p>
          </section>

          <NftHistory entries={data.history} isAuction={isAuction} />
        </>
      </KeptElement>

      {data.prices.length ? (
        <section className="nft-panel nft-panel--wide nft-detail__prices" aria-labelledby="prices-title">
          <h2 id="prices-title">Price history</h2>
          <ItemPriceChart points={data.prices} />
        </section>
      ) : null}

      <section className="section" aria-labelledby="more-title">
        <h2 id="more-title">MORE NFTS YOU MIGHT LIKE</h2>
        <ul className="card-grid">
          {data.more.map((card) => (
            <NftCardItem key={card.id} nft={card} href={`/nftdetail/${card.id}`} />
          ))}
        </ul>
      </section>
    </div>
  );
}
