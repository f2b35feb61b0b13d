import type { FieldMetadata } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { CollectibleLayout } from "~/components/collectible-layout";
import { FactList } from "~/components/fact-list";
import { FormErrors, FormField } from "~/components/form-field";
import { PasswordConfirmation } from "~/components/password-confirmation";
import { ListingDetails, NftProperties } from "~/components/nft-properties";
import { TradeStatusLine, useTradeSteps, type TradeStatus } from "~/components/trade-steps";
import { config } from "~/config.server";
import { amountInCoin } from "~/lib/coin.server";
import { KeptElement, useWithinPageRoute } from "~/lib/kept-markup";
import { idParam, notFound } from "~/lib/http.server";
import { parseForm, parseQuery, tokenParam } from "~/lib/input.server";
import { saleSchema } from "~/lib/validation/market";
import { listWithStandardWallet, prepareSignedListing, signedListingForm, storeSignedListing, type PreparedSignedListing } from "~/models/signed-listings.server";
import { useValidatedForm } from "~/lib/validation/use-validated-form";
import { nftForViewer } from "~/models/nfts.server";
import { openSaleOfToken, prepareSale, requireSellableToken, type TradeReply } from "~/models/trading.server";
import { passwordTrade, sendWithPassword } from "~/models/standard-trading.server";
import { activeWallet, requireTradingWallet } from "~/models/wallets.server";
import { redirectWithToast } from "~/services/toast.server";
import styles from "~/styles/listing.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Sell ${data.nft.title} | Diginoor` : "Sell | Diginoor" },
];

/** The signed-in wallet and the token of this NFT it sells; anyone else is turned away (login, wallet page or 403). */
async function sellerAndToken(request: Request, nftIdParam: string | undefined) {
  const { userId, address } = await requireTradingWallet(request);
  const nftId = idParam(nftIdParam, "collectible");
  const nft = nftForViewer(nftId, userId) ?? notFound("There is no collectible with that id.");
  const { value } = parseQuery(new URL(request.url), { token: tokenParam });
  const tokenId = await requireSellableToken(address, nftId, value.token ?? null);
  return { userId, address, nft, tokenId, byPassword: activeWallet(userId)?.kind === "standard" };
}

/** What the profile says once the standard wallet's sale transaction is mined. */
const SALE_DONE = {
  sell: "NFT Listed on Sale",
  "sign-listing": "NFT Listed on Sale",
  auction: "NFT Listed on Sale",
  reprice: "Price updated",
  cancel: "Sale cancelled",
  "cancel-signed": "Sale cancelled",
} as const;

/** "List without gas": the listing for the wallet to sign (and the approval before it, once), or why not. */
type SignListingReply = { intent: "sign-listing"; result: TradeReply["result"]; prepared: PreparedSignedListing | null };
/** The wallet's signature posted back and refused (a kept one redirects to the profile). */
type StoreSignedReply = { intent: "store-signed"; error: string };

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { nft, tokenId, byPassword } = await sellerAndToken(request, params.nftid);
  const sale = openSaleOfToken(tokenId);
  return json({
    nft,
    tokenId,
    byPassword,
    chain: { name: config.chain.name, coinSymbol: config.chain.coinSymbol },
    sale: sale
      ? {
          onAuction: sale.onAuction,
          price: amountInCoin(sale.priceWei),
          lastBid: sale.highestBidWei === null ? null : amountInCoin(sale.highestBidWei),
          listingId: sale.id,
          signed: sale.signed,
        }
      : null,
  });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const { userId, address, nft, tokenId } = await sellerAndToken(request, params.nftid);
  if ((await request.clone().formData()).get("intent") === "store-signed") {
    const signed = await parseForm(request, signedListingForm);
    if (signed.status !== "success") return json<StoreSignedReply>({ intent: "store-signed", error: "The signed listing is not complete: please list again." }, { status: 400 });
    const stored = await storeSignedListing({ userId, address }, nft.id, tokenId, signed.value);
    // Kept: the page moves on at once (the panel it posted from gives way to the sale's).
    if (stored.ok) return redirectWithToast("/profile?tab=on-sale", { kind: "success", text: SALE_DONE["sign-listing"] });
    return json<StoreSignedReply>({ intent: "store-signed", error: stored.error }, { status: 409 });
  }
  const byPassword = await passwordTrade(request, context);
  const submission = await parseForm(request, saleSchema);
  const intent = String(submission.payload.intent ?? "");
  if (submission.status !== "success") {
    return json<TradeReply>({ intent, result: submission.reply(), prepared: null }, { status: 400 });
  }
  const sale = submission.value;
  if (sale.intent === "sign-listing") {
    if (byPassword) {
      const listed = await listWithStandardWallet(byPassword, nft.id, tokenId, sale.price);
      if (!listed.ok) return json<TradeReply>({ intent, result: submission.reply({ formErrors: [listed.message] }), prepared: null }, { status: listed.status });
      return redirectWithToast("/profile?tab=on-sale", { kind: "success", text: SALE_DONE[sale.intent] });
    }
    const prepared = await prepareSignedListing(address, tokenId, sale.price);
    const reply = prepared.ok ? submission.reply() : submission.reply({ formErrors: [prepared.error] });
    return json<SignListingReply>({ intent: "sign-listing", result: reply, prepared }, { status: prepared.ok ? 200 : 409 });
  }
  if (byPassword) {
    const sent = await sendWithPassword(byPassword, () => prepareSale(address, tokenId, sale));
    if (!sent.ok) return json<TradeReply>({ intent, result: submission.reply({ formErrors: [sent.message] }), prepared: null }, { status: sent.status });
    return redirectWithToast("/profile?tab=on-sale", { kind: "success", text: SALE_DONE[sale.intent] });
  }
  const prepared = await prepareSale(address, tokenId, sale);
  const reply = prepared.ok ? submission.reply() : submission.reply({ formErrors: [prepared.error] });
  return json<TradeReply>({ intent, result: reply, prepared }, { status: prepared.ok ? 200 : 409 });
}

type SaleIntent = "sell" | "auction" | "reprice" | "cancel" | "cancel-signed";

/**
 * The end of every sale form: the standard wallet's password, the submit button, the form's
 * errors, the note that a browser wallet needs JavaScript once the action has prepared the step
 * (`servedReady`), and the trade's progress.
 */
function SaleFormEnd({
  intent,
  byPassword,
  working,
  submitLabel,
  form,
  servedReady,
  status,
}: {
  intent: SaleIntent | "sign-listing";
  byPassword: boolean;
  working: boolean;
  submitLabel: string;
  form: { errorId: string; errors: string[] | undefined };
  servedReady: boolean;
  status: TradeStatus | null;
}) {
  return (
    <>
      {byPassword ? <PasswordConfirmation id={`sale-${intent}-password`} /> : null}
      <button type="submit" className="button" disabled={working}>
        {submitLabel}
      </button>
      <FormErrors id={form.errorId} errors={form.errors} />
      {servedReady ? <p className="notice">Your wallet signs this step in the browser: please turn on JavaScript to continue.</p> : null}
      <TradeStatusLine status={status} />
    </>
  );
}

/**
 * One of the sell page's forms. With JavaScript it asks the action for the transactions and has
 * the wallet sign them, showing the spec's progress texts, then opens the profile; without it the
 * form still checks its input on the server and says that signing needs JavaScript.
 */
function SaleForm({
  intent,
  legend,
  submitLabel,
  byPassword,
  children,
}: {
  intent: SaleIntent;
  legend: string;
  submitLabel: string;
  byPassword: boolean;
  children?: (fields: SaleFields) => ReactNode;
}) {
  const fetcher = useFetcher<TradeReply>();
  const actionData = useActionData<TradeReply>();
  const navigate = useNavigate();
  const { status, busy, run } = useTradeSteps();
  const served = actionData?.intent === intent ? actionData : undefined;
  const result = fetcher.data ?? served;
  const [form, fields] = useValidatedForm(saleSchema, { id: `sale-${intent}`, lastResult: result?.result });

  useEffect(() => {
    const prepared = fetcher.data?.prepared;
    if (fetcher.state !== "idle" || !prepared?.ok) return;
    void run(prepared).then((hash) => {
      if (hash) navigate("/profile?tab=on-sale");
    });
  }, [fetcher.data, fetcher.state, navigate, run]);

  const working = busy || fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="form listing__form" id={form.id} onSubmit={form.onSubmit} noValidate>
      <fieldset>
        <legend>{legend}</legend>
        <input type="hidden" name="intent" value={intent} />
        {children?.(fields as SaleFields)}
        <SaleFormEnd intent={intent} byPassword={byPassword} working={working} submitLabel={submitLabel} form={form} servedReady={!!served?.prepared?.ok} status={status} />
      </fieldset>
    </fetcher.Form>
  );
}

/**
 * "List without gas" (docs/decisions/177-gasless-listings.md): the action answers the listing to
 * sign (after the market's approval, the first time); the wallet signs it, which sends nothing,
 * and the page posts the signature for the server to keep. The standard wallet's form posts the
 * password instead and the server signs.
 */
function SignListingForm({ byPassword, coinSymbol }: { byPassword: boolean; coinSymbol: string }) {
  const fetcher = useFetcher<SignListingReply>();
  const store = useFetcher<StoreSignedReply>();
  const actionData = useActionData<TradeReply>();
  const { pathname, search } = useLocation();
  const { status, setStatus, busy, run } = useTradeSteps();
  const served = actionData?.intent === "sign-listing" ? actionData : undefined;
  const [form, fields] = useValidatedForm(saleSchema, { id: "sale-sign-listing", lastResult: (fetcher.data ?? served)?.result });

  useEffect(() => {
    const prepared = fetcher.data?.prepared;
    if (fetcher.state !== "idle" || !prepared?.ok) return;
    void (async () => {
      if (prepared.steps.length > 0 && !(await run(prepared))) return;
      setStatus({ kind: "progress", text: "Sign the listing in your wallet: listing costs no gas." });
      const { signWalletTypedData, walletErrorMessage } = await import("~/lib/wallet/client");
      try {
        const signature = await signWalletTypedData(prepared.typedData);
        const { priceWei, transferCount, nonce, deadline } = prepared.listing;
        const values = { intent: "store-signed", priceWei, transferCount: String(transferCount), nonce: String(nonce), deadline: String(deadline), signature };
        store.submit(values, { method: "post", action: `${pathname}${search}` });
      } catch (error) {
        setStatus({ kind: "error", text: walletErrorMessage(error) });
      }
    })();
    // Runs once per answer of the action; the store fetcher and the location do not restart it.
  }, [fetcher.data, fetcher.state]);

  useEffect(() => {
    if (store.state === "idle" && store.data) setStatus({ kind: "error", text: store.data.error });
  }, [store.data, store.state, setStatus]);

  const working = busy || fetcher.state !== "idle" || store.state !== "idle";
  return (
    <fetcher.Form method="post" className="form listing__form" id={form.id} onSubmit={form.onSubmit} noValidate>
      <fieldset>
        <legend>List without gas</legend>
        <p className="dim">Your wallet signs the listing; nothing is sent and it costs no gas. Buyers pay the gas of their purchase.</p>
        <input type="hidden" name="intent" value="sign-listing" />
        <FormField field={fields.price} label={`Gasless price (${coinSymbol})`} type="text" inputMode="decimal" autoComplete="off" placeholder="0.05" />
        <SaleFormEnd intent="sign-listing" byPassword={byPassword} working={working} submitLabel="List without gas" form={form} servedReady={!!served?.prepared?.ok} status={status} />
      </fieldset>
    </fetcher.Form>
  );
}

/** The typed fields of the sale forms (each form has some of them). */
type SaleFields = Record<"price" | "days", FieldMetadata<string>>;

/** The sale's state and the forms that change it. */
function SalePanel({ chain, sale, byPassword }: Pick<SerializeFrom<typeof loader>, "chain" | "sale" | "byPassword">) {
  return (
    <>
      <h2 id="put-to-sale" className="listing__panel-title">
        {sale ? (sale.onAuction ? "On auction" : "On sale") : "Put to Sale"}
      </h2>
      {sale ? (
        <>
          <p>
            {sale.onAuction ? `Reserve price ${sale.price}` : `Listed at ${sale.price}`}
            {sale.lastBid ? ` · highest bid ${sale.lastBid}` : null}
            {sale.signed ? " · listed by signature, without gas" : null}
          </p>
          {sale.onAuction || sale.signed ? null : (
            <SaleForm byPassword={byPassword} intent="reprice" legend="Change the price" submitLabel="Change price">
              {(fields) => <FormField field={fields.price} label={`New price (${chain.coinSymbol})`} type="text" inputMode="decimal" autoComplete="off" placeholder="0.05" />}
            </SaleForm>
          )}
          {sale.onAuction && sale.lastBid ? (
            <p className="dim">An auction with a bid runs to its end; it can no longer be cancelled.</p>
          ) : (
            <SaleForm byPassword={byPassword} intent="cancel" legend={sale.onAuction ? "Cancel the auction" : "Cancel the sale"} submitLabel={sale.onAuction ? "Cancel auction" : "Cancel sale"} />
          )}
          {sale.signed ? (
            <SaleForm byPassword={byPassword} intent="cancel-signed" legend="Cancel all your listings by signature" submitLabel="Cancel all signed listings" />
          ) : null}
        </>
      ) : (
        <>
          <SaleForm byPassword={byPassword} intent="sell" legend="Sell Instantly" submitLabel="Sell Instantly">
            {(fields) => <FormField field={fields.price} label={`Price (${chain.coinSymbol})`} type="text" inputMode="decimal" autoComplete="off" placeholder="0.05" />}
          </SaleForm>
          <SignListingForm byPassword={byPassword} coinSymbol={chain.coinSymbol} />
          <SaleForm byPassword={byPassword} intent="auction" legend="Create Auction" submitLabel="Create Auction">
            {(fields) => (
              <div className="listing__form-row">
                <FormField field={fields.price} label={`Reserve price (${chain.coinSymbol})`} type="text" inputMode="decimal" autoComplete="off" placeholder="0.05" />
                <FormField field={fields.days} label="Number of days" type="text" inputMode="numeric" autoComplete="off" placeholder="7" />
              </div>
            )}
          </SaleForm>
        </>
      )}
    </>
  );
}

/** The owner's sell page (docs/decisions/012-spec-paths-spelling.md): list the token at a fixed price or start an auction; change or cancel its sale. */
export default function Sell() {
  const { nft, tokenId, chain, sale, byPassword } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const actionData = useActionData<TradeReply>();
  const withinPageRoute = useWithinPageRoute();
  return (
    <CollectibleLayout nft={nft} meta={<span className="dim">Token #{tokenId}</span>}>
      <FactList
        className="listing__facts"
        facts={[
          ["Price", sale ? sale.price : nft.price],
          ["Last Bid Value", sale?.lastBid ?? "No bids yet"],
        ]}
      />
      <p>
        <Link to={`/offers/${tokenId}`}>Offers on this token</Link>
      </p>
      <details className="listing__rewards">
        <summary>Exclusive rewards</summary>
        <p>{nft.exclusive}</p>
      </details>
      {/* The forms' markup is kept (docs/decisions/100-kept-markup.md): it is made from the sale, the
          address they post to and the reply to a post without JavaScript. */}
      <KeptElement
        as="section"
        className="listing__panel"
        aria-labelledby="put-to-sale"
        name="sell:panel"
        inputs={[`${pathname}${search}`, chain, sale, byPassword, actionData ?? null]}
        standalone={withinPageRoute}
      >
        <SalePanel chain={chain} sale={sale} byPassword={byPassword} />
      </KeptElement>
      <ListingDetails
        headingId="sell-details"
        rows={[
          ["Quantity", `${nft.available} of ${nft.quantity} NFTs remaining`],
          ["Blockchain", chain.name],
        ]}
      />
      <NftProperties nft={nft} headingId="sell-properties" />
    </CollectibleLayout>
  );
}
