import { useFetchers, useLocation, useSubmit } from "@remix-run/react";
import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/** The fetcher a like toggle posts with: one per NFT, so its state can be found by the NFT's id. */
const LIKE_FETCHER_PREFIX = "like-";
const likeFetcherKey = (nftId: number) => `${LIKE_FETCHER_PREFIX}${nftId}`;

type Likes = {
  signedIn: boolean;
  liked: ReadonlySet<number>;
  /** What each like post on its way asked for, by NFT id, until the page data catches up. */
  pending: ReadonlyMap<number, boolean>;
  redirectTo: string;
  hydrated: boolean;
  submit: ReturnType<typeof useSubmit>;
};

const LikesContext = createContext<Likes | null>(null);

/**
 * What every like toggle on a page shares: the user's likes, the posts on their way and one submit.
 * A grid has dozens of toggles; reading the router once here instead of once per card keeps a
 * card's server render to its markup.
 */
export function LikesProvider({ signedIn, likedNftIds, children }: { signedIn: boolean; likedNftIds: number[]; children: ReactNode }) {
  const location = useLocation();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const fetchers = useFetchers();
  const liked = useMemo(() => new Set(likedNftIds), [likedNftIds]);
  const pending = new Map<number, boolean>();
  for (const fetcher of fetchers) {
    if (fetcher.key.startsWith(LIKE_FETCHER_PREFIX) && fetcher.formData) {
      pending.set(Number(fetcher.key.slice(LIKE_FETCHER_PREFIX.length)), fetcher.formData.get("liked") === "true");
    }
  }
  const value = { signedIn, liked, pending, redirectTo: `${location.pathname}${location.search}`, hydrated, submit };
  return <LikesContext.Provider value={value}>{children}</LikesContext.Provider>;
}

function usePageLikes(): Likes {
  const likes = useContext(LikesContext);
  if (!likes) throw new Error("LikeButton renders inside LikesProvider (the root layout)");
  return likes;
}

/**
 * For markup kept between server renders (app/lib/kept-markup.tsx): what this NFT's toggle is
 * rendered from besides its props, and the same toggle's context for rendering it away from the page.
 */
export function useLikeToggleInputs(nftId: number): { inputs: unknown[]; within: (element: ReactElement) => ReactElement } {
  const likes = usePageLikes();
  return {
    inputs: [likes.liked.has(nftId), likes.pending.get(nftId) ?? null, likes.hydrated, likes.redirectTo],
    within: (element) => <LikesContext.Provider value={likes}>{element}</LikesContext.Provider>,
  };
}

/**
 * The like toggle on cards and the detail page. A plain form post without JavaScript (the page
 * reloads with the new count); with it, a fetcher post that shows the new state at once. A visitor
 * is sent to log in and comes back to this page.
 */
export function LikeButton({ nftId, title, count }: { nftId: number; title: string; count: number }) {
  const likes = usePageLikes();
  const liked = likes.liked.has(nftId);
  // While the post is on its way (and until the page data catches up) show what was asked for.
  const pending = likes.signedIn ? likes.pending.get(nftId) ?? null : null;
  const shownLiked = pending ?? liked;
  const shownCount = pending === null || pending === liked ? count : Math.max(0, count + (pending ? 1 : -1));
  return (
    <form
      method="post"
      action={`/likes/${nftId}`}
      className="like-form"
      onSubmit={(event) => {
        event.preventDefault();
        void likes.submit(event.currentTarget, { navigate: false, fetcherKey: likeFetcherKey(nftId), preventScrollReset: true });
      }}
    >
      <input type="hidden" name="liked" value={String(!shownLiked)} />
      <input type="hidden" name="redirectTo" value={likes.redirectTo} />
      {likes.hydrated ? null : <input type="hidden" name="returnTo" value="page" />}
      <button type="submit" className={`like-toggle${shownLiked ? " like-toggle--on" : ""}`} aria-pressed={shownLiked}>
        {/* Whole strings, not pieces: each piece is its own text node, marked in the server's HTML. */}
        <span aria-hidden="true">{shownLiked ? "♥" : "♡"}</span>
        {` ${shownCount}`}
        <span className="visually-hidden">{`${shownCount === 1 ? " like" : " likes"}. Like ${title}`}</span>
      </button>
    </form>
  );
}
