/**
 * The site's cookies by name: the session's and the pending toast's. A request carrying neither is
 * a visitor's without anything to parse, which the HTTP cache relies on
 * (docs/decisions/151-not-modified-without-rendering.md).
 */
export const SESSION_COOKIE = "__session";
export const TOAST_COOKIE = "__toast";

/** Whether the Cookie header carries `name` at all (signed or not, valid or not). */
export const carriesCookie = (cookieHeader: string | null, name: string) => cookieHeader?.includes(`${name}=`) ?? false;
