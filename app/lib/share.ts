import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/** A Twitter post of `text`, with `url` (absolute: a post cannot resolve a site path) when it links somewhere. */
export function tweetHref(text: string, url?: string): string {
  const link = url === undefined ? "" : `&url=${encodeURIComponent(url)}`;
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}${link}`;
}

/**
 * The origin this request reached the site on (the root loader's), for absolute links that leave
 * the site (share links, a page's copyable address). Empty outside the app's root route.
 */
export function useSiteOrigin(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.origin ?? "";
}
