/** Kept free of imports so that a page's browser code can check a redirect target without a schema library. */

/** Stands in for this site's origin: only whether a target stays on it matters, never the Host a request names. */
const SITE = "http://site.invalid";
/** C0 and C1 control characters (browsers drop tabs and newlines from URLs) and backslashes (read as slashes). */
const UNSAFE_IN_REDIRECT = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The path to send someone to after a form or sign-in: `to` when it is a path on this site,
 * otherwise the home page. Resolving it as a URL is what browsers do with a Location header, so
 * "//evil.example", a backslash in place of a slash, or "/<tab>/evil.example" all fall back to "/".
 */
export function sameSitePath(to: string | null | undefined): string {
  if (!to || !to.startsWith("/") || UNSAFE_IN_REDIRECT.test(to)) return "/";
  let url: URL;
  try {
    url = new URL(to, SITE);
  } catch {
    return "/";
  }
  return url.origin === SITE ? to : "/";
}
