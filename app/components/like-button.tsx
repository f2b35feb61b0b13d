import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useHydrated } from "~/lib/use-hydrated";
import type { loader as rootLoader } from "~/root";

/**
 * The like toggle on cards and the detail page. A plain form post without JavaScript (the page
 * reloads with the new count); with it, a fetcher post that shows the new state at once. A visitor
 * is sent to log in and comes back to this page.
 */
export function LikeButton({ nftId, title, count }: { nftId: number; title: string; count: number }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const fetcher = useFetcher();
  const location = useLocation();
  const hydrated = useHydrated();
  const liked = root?.likedNftIds.includes(nftId) ?? false;
  // While the post is on its way (and until the page data catches up) show what was asked for.
  const pending = root?.user && fetcher.formData ? fetcher.formData.get("liked") === "true" : null;
  const shownLiked = pending ?? liked;
  const shownCount = pending === null || pending === liked ? count : Math.max(0, count + (pending ? 1 : -1));
  return (
    <fetcher.Form method="post" action={`/likes/${nftId}`} className="like-form" preventScrollReset>
      <input type="hidden" name="liked" value={String(!shownLiked)} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? null : <input type="hidden" name="returnTo" value="page" />}
      <button type="submit" className={`like-toggle${shownLiked ? " like-toggle--on" : ""}`} aria-pressed={shownLiked}>
        <span aria-hidden="true">{shownLiked ? "♥" : "♡"}</span> {shownCount}
        <span className="visually-hidden">
          {shownCount === 1 ? " like" : " likes"}. Like {title}
        </span>
      </button>
    </fetcher.Form>
  );
}
