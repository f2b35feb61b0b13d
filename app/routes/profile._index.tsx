import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ExplorerLink } from "~/components/explorer";
import { FactList } from "~/components/fact-list";
import { CardFace, rarityClass } from "~/components/nft-card";
import { choiceParam, parseForm, parseQuery } from "~/lib/input.server";
import { ACTIVITY_TAGS, IMAGE_FIELD, PROFILE_IMAGES, type ProfileImage } from "~/lib/profile";
import { tweetHref } from "~/lib/share";
import { imageUploadLimit, imageUploadSchema, profileHeader, updateProfileImage } from "~/models/profile.server";
import { activityTab, bidsTab, emptyTabPage, onSaleTab, profileQueryShape, showcaseTab, type ProfileCard } from "~/models/profile-tabs.server";
import { followCounts } from "~/models/follows.server";
import { myOrders, type MyOrder } from "~/models/my-orders.server";
import { myTickets } from "~/models/profile-tickets.server";
import { profileOffers, type ProfileOffer } from "~/models/offers.server";
import { refundsDue } from "~/models/refunds.server";
import { activeWallet } from "~/models/wallets.server";
import { Pagination, pageHref } from "~/components/pagination";
import { formatDate } from "~/lib/format";
import { KeptElement } from "~/lib/kept-markup";
import { liveSessionsOf } from "~/models/sessions.server";
import { currentSession, loginUrl } from "~/models/session.server";
import { LOGIN_WARNING, redirectWithToast } from "~/services/toast.server";
import styles from "~/styles/profile.css";
import { ShareIcon } from "~/components/icons";
import { WithdrawRefunds } from "~/components/withdraw-refunds";
import { LotteryResults } from "~/components/lottery-results";
import { lotteryResultsOf } from "~/models/lottery-results.server";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Profile | Diginoor" }];

const TABS = [
  { id: "bids", label: "Bids", empty: "Auctions you bid on appear here.", cta: { to: "/market", label: "See live auctions" } },
  { id: "showcase", label: "Showcase", empty: "Collectibles you own appear here.", cta: { to: "/collections", label: "Browse the collections" } },
  { id: "on-sale", label: "On Sale", empty: "Collectibles you list for sale or auction appear here.", cta: { to: "/market", label: "Visit the marketplace" } },
  { id: "offers", label: "Offers", empty: "Offers on your collectibles, and the offers you make, appear here.", cta: { to: "/market", label: "Visit the marketplace" } },
  { id: "activity", label: "Activity", empty: "Your bids, sales and likes appear here.", cta: { to: "/collections", label: "Browse the collections" } },
  { id: "orders", label: "My orders", empty: "Collectibles you buy appear here, with how each payment stands.", cta: { to: "/collections", label: "Browse the collections" } },
  { id: "tickets", label: "My tickets", empty: "Lottery tickets you buy appear here once their payment is confirmed.", cta: { to: "/lottery", label: "See the lotteries" } },
] as const;

/**
 * The profile's own address: signed-out visitors come back here after logging in, and its links
 * name it (a site path renders as its anchor on the server, a relative one runs the whole Link).
 */
const PROFILE_PATH = "/profile";

async function requireProfileUser(request: Request) {
  const session = await currentSession(request);
  const header = session ? profileHeader(session.user.id) : null;
  if (!session || !header) throw await redirectWithToast(loginUrl(PROFILE_PATH), LOGIN_WARNING);
  return { userId: session.user.id, sessionId: session.id, header };
}

/**
 * Tabs are links (?tab=...&tag=...&page=...), so each one is a server-rendered page that works
 * without JavaScript. Trading tabs read the active wallet's record from the chain's read model;
 * My orders the signed-in account's own orders, whichever wallet they went to
 * (docs/decisions/148-my-orders-and-card-amounts.md).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { userId, sessionId, header } = await requireProfileUser(request);
  const { value } = parseQuery(new URL(request.url), profileQueryShape);
  const tab = value.tab ?? "bids";
  const tag = tab === "activity" ? value.tag ?? null : null;
  const page = value.page ?? 1;
  const wallet = header.walletAddress;
  const empty = emptyTabPage<never>();
  const cards = tab === "bids" ? bidsTab(wallet, page) : tab === "showcase" ? showcaseTab(wallet, page) : tab === "on-sale" ? onSaleTab(wallet, page) : empty;
  const activity = tab === "activity" ? activityTab(userId, wallet, tag, page) : empty;
  const orders = tab === "orders" ? { ...myOrders(userId, value.before ?? null), later: Boolean(value.before) } : null;
  const tickets = tab === "tickets" ? myTickets(userId) : null;
  const offers = tab === "offers" && wallet ? profileOffers(wallet) : tab === "offers" ? { received: [], made: [] } : null;
  return json({
    user: header,
    follows: followCounts(userId),
    lotteryResults: lotteryResultsOf(userId),
    refunds: wallet ? await refundsDue(wallet) : null,
    /** A standard wallet withdraws by a plain form and the password (docs/decisions/144-standard-wallet-trading.md). */
    withdrawByPassword: activeWallet(userId)?.kind === "standard",
    tab,
    tag,
    cards: cards.items,
    activity: activity.items,
    orders,
    tickets,
    offers,
    page: tab === "activity" ? activity.page : cards.page,
    pageCount: tab === "activity" ? activity.pageCount : cards.pageCount,
    devices: liveSessionsOf(userId).map((s) => ({
      id: s.id,
      device: s.device,
      network: s.network,
      signedIn: formatDate(s.signedInAt),
      lastSeen: formatDate(s.lastSeenAt),
      current: s.id === sessionId,
    })),
    // The spec's error toast for an account without a stored wallet, shown on every visit.
    toast: wallet ? null : { kind: "error" as const, text: "Please connect wallet" },
  });
}

/** Uploads an avatar or cover (`?image=avatar|cover`) from a plain multipart form post. */
export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireProfileUser(request);
  const { value } = parseQuery(new URL(request.url), { image: choiceParam(PROFILE_IMAGES) });
  if (!value.image) return json({ image: null, result: null, message: "Choose whether to upload an avatar or a cover picture." }, { status: 400 });
  const kind = value.image;
  const submission = await parseForm(request, imageUploadSchema, { file: imageUploadLimit });
  if (submission.status !== "success") return json({ image: kind, result: submission.reply(), message: null }, { status: 400 });
  const saved = await updateProfileImage(userId, kind, submission.value[IMAGE_FIELD]);
  if (!saved.ok) {
    return json({ image: kind, result: submission.reply({ fieldErrors: { [IMAGE_FIELD]: [saved.error] } }), message: null }, { status: 400 });
  }
  return redirectWithToast(PROFILE_PATH, {
    kind: "success",
    text: kind === "avatar" ? "Your avatar is updated." : "Your cover picture is updated.",
  });
}

const IMAGE_LABELS: Record<ProfileImage, { upload: string; change: string; alt: string }> = {
  avatar: { upload: "Upload avatar", change: "Change avatar", alt: "Your avatar" },
  cover: { upload: "Upload cover picture", change: "Change cover picture", alt: "Your cover picture" },
};

function UploadForm({ kind, error }: { kind: ProfileImage; error: string | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.includes(`image=${kind}`);
  const inputId = `${kind}-upload`;
  const hintId = `${kind}-hint`;
  const errorId = `${kind}-error`;
  return (
    <Form method="post" action={`?index&image=${kind}`} encType="multipart/form-data" className="profile__upload" preventScrollReset>
      <label htmlFor={inputId}>{IMAGE_LABELS[kind].upload}</label>
      <input
        id={inputId}
        name={IMAGE_FIELD}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
      />
      <p className="profile__hint" id={hintId}>
        One JPG or PNG image, up to 5 MB.
      </p>
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--small" disabled={busy}>
        {busy ? "Uploading…" : "Upload"}
      </button>
    </Form>
  );
}

/**
 * A card of the showcase, on-sale and bids tabs. A component of its own, so that a card whose
 * markup is kept is one element to create, not its whole tree.
 */
function TabCard({ card }: { card: ProfileCard }) {
  return (
    <article className={`nft-card ${rarityClass(card.rarity)}`}>
      <CardFace card={card} href={card.href} />
      <p className="nft-card__price">{card.detail}</p>
      {card.statusText ? <p className={`profile__status profile__status--${card.status}`}>{card.statusText}</p> : null}
      {card.actions.map((action) => (
        <Link key={action.label} to={action.href} className="button button--ghost button--small" aria-label={`${action.label}: ${card.title}`}>
          {action.label}
        </Link>
      ))}
    </article>
  );
}

/** One of My orders: the item, where it stands, how it was paid, its amounts and, once minted, its transaction. */
function OrderEntry({ order }: { order: MyOrder }) {
  return (
    <li className={`profile__order profile__order--${order.status}`}>
      <h3>
        <Link to={order.href}>{order.title}</Link>
      </h3>
      <p className="profile__status">{order.statusText}</p>
      <FactList
        className="modal__lines"
        facts={[
          ["Order", order.id],
          ["Date", order.date],
          ["Paid by", order.method],
          ["Price", order.price],
          ["Buyer fee", order.fee],
          ["Total", order.total, "modal__total"],
          ["To wallet", <span title={order.wallet}>{order.walletLabel}</span>],
          order.txUrl && order.txLabel
            ? [
                "Transaction",
                <ExplorerLink href={order.txUrl}>
                  {order.txLabel}
                  <span className="visually-hidden"> (transaction)</span>
                </ExplorerLink>,
              ]
            : null,
        ]}
      />
    </li>
  );
}

/** The Offers tab's two lists: offers on the wallet's tokens to answer, and the wallet's own offers. */
function OfferLists({ received, made }: { received: ProfileOffer[]; made: ProfileOffer[] }) {
  const list = (title: string, entries: ProfileOffer[]) =>
    entries.length ? (
      <>
        <h3>{title}</h3>
        <ul className="profile__activity profile__offers">
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link to={`/offers/${entry.tokenId}`}>
                {entry.title} #{entry.tokenId}
              </Link>
              <span className="profile__value">{entry.amount}</span>
              <span>{entry.text}</span>
              {entry.date ? <span className="dim">{entry.date}</span> : null}
            </li>
          ))}
        </ul>
      </>
    ) : null;
  return (
    <>
      {list("Offers on your collectibles", received)}
      {list("Your offers", made)}
    </>
  );
}

/** Missing: the upload form. Set: the picture, and clicking it opens the upload form again. */
function ProfileImageControl({ kind, url, error }: { kind: ProfileImage; url: string | null; error: string | null }) {
  if (!url) return <UploadForm kind={kind} error={error} />;
  return (
    <details className="profile__image" open={error ? true : undefined}>
      <summary aria-label={IMAGE_LABELS[kind].change}>
        <img src={url} alt={IMAGE_LABELS[kind].alt} />
      </summary>
      <UploadForm kind={kind} error={error} />
    </details>
  );
}

export default function Profile() {
  const { user, follows, refunds, withdrawByPassword, tab, tag, cards, activity, orders, tickets, offers, page, pageCount, devices, lotteryResults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const errorFor = (kind: ProfileImage) =>
    actionData?.image === kind ? actionData.result?.error?.[IMAGE_FIELD]?.[0] ?? null : null;
  const current = TABS.find((t) => t.id === tab) ?? TABS[0];
  const shareHref = tweetHref(`${user.name} collects film moments on Diginoor`);
  const empty = orders ? orders.orders.length === 0 : tickets ? tickets.length === 0 : offers ? offers.received.length + offers.made.length === 0 : tab === "activity" ? activity.length === 0 : cards.length === 0;
  return (
    <div className="page profile">
      {actionData?.message ? (
        <p className="notice" role="alert">
          {actionData.message}
        </p>
      ) : null}
      <section className={`profile__cover${user.coverUrl ? " profile__cover--set" : ""}`} aria-label="Cover picture">
        <ProfileImageControl kind="cover" url={user.coverUrl} error={errorFor("cover")} />
      </section>
      <div className="profile__head">
        <div className={`profile__avatar${user.avatarUrl ? " profile__avatar--set" : ""}`}>
          <ProfileImageControl kind="avatar" url={user.avatarUrl} error={errorFor("avatar")} />
        </div>
        <div className="profile__who">
          <h1>{user.name}</h1>
          <p className="profile__follows">
            <Link to={`${PROFILE_PATH}?tab=activity&tag=followers`} preventScrollReset>
              {follows.followers} {follows.followers === 1 ? "follower" : "followers"}
            </Link>
            <Link to={`${PROFILE_PATH}?tab=activity&tag=following`} preventScrollReset>
              {follows.following} following
            </Link>
          </p>
          {user.walletAddress ? (
            <p className="profile__wallet" title={user.walletAddress}>
              {user.walletAddress}
            </p>
          ) : (
            <p className="dim">
              No wallet connected. <Link to="/wallet">Connect a wallet</Link>
            </p>
          )}
        </div>
        <div className="profile__actions">
          <Link to="/profile/edit_profile" className="button button--ghost button--small">
            Edit Profile
          </Link>
          <a className="icon-button" href={shareHref} target="_blank" rel="noopener noreferrer" aria-label="Share profile (opens in a new tab)">
            <ShareIcon />
          </a>
          <details className="profile__more">
            <summary className="icon-button" aria-label="More options">
              <span aria-hidden="true">⋯</span>
            </summary>
            <div className="profile__more-list">
              <Link to="/wallet">Wallet</Link>
              <Link to="/contact">Help</Link>
            </div>
          </details>
        </div>
      </div>
      {refunds ? (
        <section className="profile__refunds" aria-label="Refunds">
          <p>
            Refunds to withdraw <strong>{refunds.amount}</strong>
          </p>
          <p className="dim">Outbid bids and offers that ended without a sale are refunded here, with their fee.</p>
          <WithdrawRefunds refunds={refunds} byPassword={withdrawByPassword} />
        </section>
      ) : null}
      <nav className="profile__tabs" aria-label="Profile sections">
        {TABS.map((t) => (
          <Link key={t.id} to={`${PROFILE_PATH}?tab=${t.id}`} aria-current={t.id === tab ? "page" : undefined} preventScrollReset>
            {t.label}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="profile-tab-title">
        <h2 id="profile-tab-title">{current.label}</h2>
        {tab === "activity" ? (
          <ul className="profile__tags" aria-label="Filter activity">
            {ACTIVITY_TAGS.map((t) => (
              <li key={t}>
                <Link
                  to={t === tag ? `${PROFILE_PATH}?tab=activity` : `${PROFILE_PATH}?tab=activity&tag=${t}`}
                  className="button button--ghost button--small"
                  aria-current={t === tag ? "true" : undefined}
                  preventScrollReset
                >
                  {t}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {empty ? (
          <div className="empty-state">
            <p>
              {tag ? `No ${tag} yet. ` : "Nothing here yet. "}
              {current.empty}
            </p>
            <Link to={current.cta.to} className="button button--ghost button--small">
              {current.cta.label}
            </Link>
          </div>
        ) : orders ? (
          <ul className="profile__orders">
            {orders.orders.map((order) => (
              <OrderEntry key={order.id} order={order} />
            ))}
          </ul>
        ) : offers ? (
          <OfferLists received={offers.received} made={offers.made} />
        ) : tickets ? (
          <ul className="profile__activity profile__tickets">
            {tickets.map((entry) => (
              <li key={entry.id}>
                <Link to={`/lottery/${entry.lotteryId}`}>{entry.lottery}</Link>
                <span>{entry.numbers}</span>
                <span className="profile__value">{entry.paid}</span>
                <span>{entry.state}</span>
                <span className="dim">{entry.bought}</span>
              </li>
            ))}
          </ul>
        ) : tab === "activity" ? (
          <ul className="profile__activity">
            {activity.map((entry) => (
              <li key={entry.key}>
                {entry.href ? <Link to={entry.href}>{entry.text}</Link> : <span>{entry.text}</span>}
                {entry.value ? <span className="profile__value">{entry.value}</span> : null}
                {entry.txLabel ? (
                  entry.txUrl ? (
                    <ExplorerLink href={entry.txUrl}>
                      {entry.txLabel}
                      <span className="visually-hidden"> (transaction)</span>
                    </ExplorerLink>
                  ) : (
                    <span className="dim">{entry.txLabel}</span>
                  )
                ) : null}
                <span className="dim">{entry.date}</span>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="card-grid profile__cards">
            {cards.map((card) => (
              <KeptElement as="li" key={card.key} name="profile:card" inputs={[card]}>
                <TabCard card={card} />
              </KeptElement>
            ))}
          </ul>
        )}
        {orders && (orders.later || orders.older) ? (
          <nav className="pagination" aria-label="My orders pages">
            {orders.later ? (
              <Link to={`${PROFILE_PATH}?tab=orders`} className="button button--ghost button--small" rel="first">
                Newest orders
              </Link>
            ) : null}
            {orders.older ? (
              <Link to={`${PROFILE_PATH}?tab=orders&before=${orders.older}`} className="button button--ghost button--small" rel="next">
                Older orders
              </Link>
            ) : null}
          </nav>
        ) : null}
        {pageCount > 1 ? (
          <Pagination
            page={page}
            pageCount={pageCount}
            label={`${current.label} pages`}
            hrefFor={(n) => pageHref(PROFILE_PATH, { tab, tag: tag ?? undefined }, n)}
          />
        ) : null}
      </section>
      <LotteryResults results={lotteryResults} />
      <section className="profile__devices" aria-labelledby="profile-devices-title">
        <h2 id="profile-devices-title">Signed-in devices</h2>
        <ul className="profile__activity">
          {devices.map((d) => (
            <li key={d.id}>
              <span>
                {d.device}
                {d.current ? <strong> (this device)</strong> : null}
              </span>
              {d.network ? <span className="dim">Network {d.network}</span> : null}
              <span className="dim">Signed in {d.signedIn}</span>
              <span className="dim">Last active {d.lastSeen}</span>
            </li>
          ))}
        </ul>
        {devices.length > 1 ? (
          <Form method="post" action="/profile/sessions">
            <button type="submit" className="button button--ghost button--small">
              Sign out other devices
            </button>
          </Form>
        ) : (
          <p className="dim">This is the only device signed in to your account.</p>
        )}
      </section>
    </div>
  );
}
