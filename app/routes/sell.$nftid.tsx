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
import { TradeStatusLine, useTradeSteps } from "~/components/trade-steps";
import { config } from "~/config.server";
import { amountInCoin } from "~/lib/coin.server";
import { KeptElement, useWithinPageRoute } from "~/lib/kept-markup";
import { idParam, notFound } from "~/lib/http.server";
import { parseForm, parseQuery, tokenParam } from "~/lib/input.server";
import { saleSchema } from "~/lib/validation/market";
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
  return { address, nft, tokenId, byPassword: activeWallet(userId)?.kind === "standard" };
}

/** What the profile says once the standard wallet's sale transaction is mined. */
const SALE_DONE = { sell: "NFT Listed on Sale", auction: "NFT Listed on Sale", reprice: "Price updated", cancel: "Sale cancelled" } as const;

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
        }
      : null,
  });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const { address, tokenId } = await sellerAndToken(request, params.nftid);
  const byPassword = await passwordTrade(request, context);
  const submission = await parseForm(request, saleSchema);
  const intent = String(submission.payload.intent ?? "");
  if (submission.status !== "success") {
    return json<TradeReply>({ intent, result: submission.reply(), prepared: null }, { status: 400 });
  }
  const sale = submission.value;
  if (byPassword) {
    const sent = await sendWithPassword(byPassword, () => prepareSale(address, tokenId, sale));
    if (!sent.ok) return json<TradeReply>({ intent, result: submission.reply({ formErrors: [sent.message] }), prepared: null }, { status: sent.status });
    return redirectWithToast("/profile?tab=on-sale", { kind: "success", text: SALE_DONE[sale.intent] });
  }
  const prepared = await prepareSale(address, tokenId, sale);
  const reply = prepared.ok ? submission.reply() : submission.reply({ formErrors: [prepared.error] });
  return json<TradeReply>({ intent, result: reply, prepared }, { status: prepared.ok ? 200 : 409 });
}

type SaleIntent = "sell" | "auction" | "reprice" | "cancel";

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
        {byPassword ? <PasswordConfirmation id={`sale-${intent}-password`} /> : null}
        <button type="submit" className="button" disabled={working}>
          {submitLabel}
        </button>
        <FormErrors id={form.errorId} errors={form.errors} />
        {served?.prepared?.ok ? (
          <p className="notice">Your wallet signs this step in the browser: please turn on JavaScript to continue.</p>
        ) : null}
        <TradeStatusLine status={status} />
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
          </p>
          {sale.onAuction ? null : (
            <SaleForm byPassword={byPassword} intent="reprice" legend="Change the price" submitLabel="Change price">
              {(fields) => <FormField field={fields.price} label={`New price (${chain.coinSymbol})`} type="text" inputMode="decimal" autoComplete="off" placeholder="0.05" />}
            </SaleForm>
          )}
          {sale.onAuction && sale.lastBid ? (
            <p className="dim">An auction with a bid runs to its end; it can no longer be cancelled.</p>
          ) : (
            <SaleForm byPassword={byPassword} intent="cancel" legend={sale.onAuction ? "Cancel the auction" : "Cancel the sale"} submitLabel={sale.onAuction ? "Cancel auction" : "Cancel sale"} />
          )}
        </>
      ) : (
        <>
          <SaleForm byPassword={byPassword} intent="sell" legend="Sell Instantly" submitLabel="Sell Instantly">
            {(fields) => <FormField field={fields.price} label={`Price (${chain.coinSymbol})`} type="text" inputMode="decimal" autoComplete="off" placeholder="0.05" />}
          </SaleForm>
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
