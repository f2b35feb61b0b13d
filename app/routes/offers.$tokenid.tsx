import { getSelectProps } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { FactList } from "~/components/fact-list";
import { FieldError, FormErrors, FormField } from "~/components/form-field";
import { PasswordConfirmation } from "~/components/password-confirmation";
import { TradeStatusLine, useTradeSteps } from "~/components/trade-steps";
import { idParam, notFound } from "~/lib/http.server";
import { parseForm } from "~/lib/input.server";
import { offerSchema } from "~/lib/validation/market";
import { useFollowPending } from "~/lib/use-follow-pending";
import { useValidatedForm } from "~/lib/validation/use-validated-form";
import { prepareOfferTrade, tokenOfferPage } from "~/models/offers.server";
import { currentUrl, getUserId, loginUrl } from "~/models/session.server";
import { passwordTrade, sendWithPassword } from "~/models/standard-trading.server";
import type { TradeReply } from "~/models/trading.server";
import { activeWallet, requireTradingWallet } from "~/models/wallets.server";
import { redirectWithToast } from "~/services/toast.server";
import styles from "~/styles/listing.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Offers on ${data.page.token.title} #${data.page.token.tokenId} | Diginoor` : "Offers | Diginoor" },
];

/**
 * A token's offers (docs/decisions/173-offers.md): anyone may look; a signed-in collector with a
 * wallet makes or raises the offer, the owner accepts or declines it, its offerer cancels it.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const tokenId = idParam(params.tokenid, "token");
  const userId = await getUserId(request);
  const wallet = userId === null ? null : activeWallet(userId);
  const page = tokenOfferPage(tokenId, wallet?.address ?? null) ?? notFound("There is no token with that id.");
  const here = currentUrl(request);
  return json({
    page,
    connectHref: userId === null ? loginUrl(here) : wallet ? null : `/wallet?${new URLSearchParams({ redirectTo: here })}`,
    byPassword: wallet?.kind === "standard",
  });
}

/** What the page says once the standard wallet's transaction is mined. */
const OFFER_DONE = { offer: "Offer placed", accept: "Offer accepted", decline: "Offer declined", cancel: "Offer cancelled" } as const;

export async function action({ params, request, context }: ActionFunctionArgs) {
  const { address } = await requireTradingWallet(request);
  const tokenId = idParam(params.tokenid, "token");
  const byPassword = await passwordTrade(request, context);
  const submission = await parseForm(request, offerSchema);
  const intent = String(submission.payload.intent ?? "");
  if (submission.status !== "success") return json<TradeReply>({ intent, result: submission.reply(), prepared: null }, { status: 400 });
  const input = submission.value;
  if (byPassword) {
    const sent = await sendWithPassword(byPassword, () => prepareOfferTrade(address, tokenId, input));
    if (!sent.ok) return json<TradeReply>({ intent, result: submission.reply({ formErrors: [sent.message] }), prepared: null }, { status: sent.status });
    return redirectWithToast(`/offers/${tokenId}`, { kind: "success", text: OFFER_DONE[input.intent] });
  }
  const prepared = await prepareOfferTrade(address, tokenId, input);
  const reply = prepared.ok ? submission.reply() : submission.reply({ formErrors: [prepared.error] });
  return json<TradeReply>({ intent, result: reply, prepared }, { status: prepared.ok ? 200 : 409 });
}

type OfferIntent = "offer" | "accept" | "decline" | "cancel";
type LoaderData = SerializeFrom<typeof loader>;

/**
 * One of the page's forms. With JavaScript it asks the action for the transactions, has the wallet
 * sign them, and the page follows the indexer until it shows the change; with the standard wallet the password goes with the post and
 * the server sends them, with or without JavaScript. A browser wallet's form posted without
 * JavaScript is still checked, and says signing needs JavaScript.
 */
function OfferForm({
  intent,
  legend,
  submitLabel,
  offerId,
  byPassword,
  onMined,
  children,
}: {
  intent: OfferIntent;
  legend: string;
  submitLabel: string;
  offerId?: number;
  byPassword: boolean;
  /** Called once the wallet's last transaction is mined. */
  onMined: () => void;
  children?: (form: ReturnType<typeof useOfferForm>) => ReactNode;
}) {
  const fetcher = useFetcher<TradeReply>();
  const { status, busy, run } = useTradeSteps();
  const actionData = useActionData<TradeReply>();
  const served = actionData?.intent === intent ? actionData : undefined;
  const form = useOfferForm(intent, fetcher.data ?? served);

  // Each reply is signed once, however often the page renders while its transactions run.
  const signed = useRef<TradeReply | undefined>(undefined);
  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply?.prepared?.ok || signed.current === reply) return;
    signed.current = reply;
    void run(reply.prepared).then((hash) => {
      if (hash) onMined();
    });
  }, [fetcher.data, fetcher.state, onMined, run]);

  const [meta] = form;
  const working = busy || fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="form listing__form" id={meta.id} onSubmit={meta.onSubmit} noValidate>
      <fieldset>
        <legend>{legend}</legend>
        <input type="hidden" name="intent" value={intent} />
        {offerId ? <input type="hidden" name="offerId" value={offerId} /> : null}
        {children?.(form)}
        {byPassword ? <PasswordConfirmation id={`offer-${intent}-password`} /> : null}
        <button type="submit" className="button" disabled={working}>
          {submitLabel}
        </button>
        <FormErrors id={meta.errorId} errors={meta.errors} />
        {served?.prepared?.ok ? <p className="notice">Your wallet signs this step in the browser: please turn on JavaScript to continue.</p> : null}
        <TradeStatusLine status={status} />
      </fieldset>
    </fetcher.Form>
  );
}

function useOfferForm(intent: OfferIntent, reply: TradeReply | undefined) {
  return useValidatedForm(offerSchema, { id: `offer-${intent}`, lastResult: reply?.result });
}

/** Make an offer, or a higher one: the amount and how many days it stands. */
function MakeOfferForm({ page, byPassword, onMined }: { page: LoaderData["page"]; byPassword: boolean; onMined: () => void }) {
  const raising = page.offer !== null && !page.offer.expired;
  return (
    <OfferForm intent="offer" legend={page.role === "offerer" ? "Raise your offer" : "Make an offer"} submitLabel="Make offer" byPassword={byPassword} onMined={onMined}>
      {([, fields]) => (
        <>
          <FormField field={fields.amount} label={`Offer (${page.coinSymbol})`} type="text" inputMode="decimal" autoComplete="off" placeholder="0.05" />
          <div className="field">
            <label htmlFor={fields.days.id}>Offer stands for</label>
            <select {...getSelectProps(fields.days)} defaultValue={fields.days.initialValue ?? "7"}>
              {page.days.map((days) => (
                <option key={days} value={days}>
                  {days === 1 ? "1 day" : `${days} days`}
                </option>
              ))}
            </select>
            <FieldError field={fields.days} />
          </div>
          <p className="dim">
            {raising ? `It must be more than the current offer of ${page.offer?.amount}. ` : null}
            The market holds your offer with its buyer fee until the owner accepts it; if it is outbid, declined, cancelled or expires, both are refunded for you to withdraw from your profile.
          </p>
        </>
      )}
    </OfferForm>
  );
}

/** The token's offers page: the token, its offer, and the forms the viewer may use. */
export default function TokenOffers() {
  const { page, connectHref, byPassword } = useLoaderData<typeof loader>();
  const { token, offer, role } = page;
  // Once a trade is mined, the page looks again until the indexer has it: until the offer differs from the one shown then.
  const shown = JSON.stringify(offer);
  const [minedOver, setMinedOver] = useState<string | null>(null);
  const refresh = useFollowPending(minedOver === shown);
  const onMined = () => setMinedOver(shown);
  return (
    <div className="page listing">
      {refresh}
      <div className="listing__media">
        <img src={token.thumbUrl} alt={`${token.title} artwork`} width="320" height="320" />
      </div>
      <section className="listing__panel" aria-labelledby="offers-title">
        <h1 id="offers-title">
          Offers on {token.title} #{token.tokenId}
        </h1>
        <p className="dim">
          {token.filmName} · owned by <span title={token.owner}>{role === "owner" ? "you" : token.ownerLabel}</span> ·{" "}
          <Link to={`/nftdetail/${token.nftId}`}>About this collectible</Link>
          {page.listingId ? (
            <>
              {" · "}
              <Link to={`/nfttransfer/${page.listingId}`}>On sale now</Link>
            </>
          ) : null}
        </p>
        <h2>Current offer</h2>
        {offer ? (
          <FactList
            className="listing__facts"
            facts={[
              ["Offer", offer.amount],
              ["From", <span title={offer.buyer}>{role === "offerer" ? "you" : offer.buyerLabel}</span>],
              [offer.expired ? "Expired" : "Until", offer.expires],
            ]}
          />
        ) : (
          <p>No offer yet.</p>
        )}
        {connectHref ? (
          <p>
            <Link to={connectHref} className="button">
              {role === "visitor" ? "Sign in to make an offer" : "Connect a wallet to make an offer"}
            </Link>
          </p>
        ) : role === "owner" ? (
          offer && !offer.expired ? (
            <>
              <OfferForm intent="accept" legend="Accept this offer" submitLabel="Accept offer" offerId={offer.offerId} byPassword={byPassword} onMined={onMined}>
                {() => <p className="dim">The token goes to the collector; you receive the offer less the royalty, as in a sale.</p>}
              </OfferForm>
              <OfferForm intent="decline" legend="Decline this offer" submitLabel="Decline offer" offerId={offer.offerId} byPassword={byPassword} onMined={onMined} />
            </>
          ) : (
            <p className="dim">Offers on your token appear here for you to accept or decline.</p>
          )
        ) : (
          <>
            {role === "offerer" && offer ? <OfferForm intent="cancel" legend="Cancel your offer" submitLabel="Cancel offer" offerId={offer.offerId} byPassword={byPassword} onMined={onMined} /> : null}
            <MakeOfferForm page={page} byPassword={byPassword} onMined={onMined} />
          </>
        )}
      </section>
    </div>
  );
}
