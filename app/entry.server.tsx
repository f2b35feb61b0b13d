/**
 * The server entry: renders the document to one string, and allows the scripts Remix renders by
 * their hashes in the page's CSP (docs/decisions/152-scripts-allowed-by-hash.md).
 *
 * A string, not a stream: no page defers data or suspends on the server, so streaming would only
 * send the same bytes through a Node stream, a web stream and Express in 2 KB pieces, which cost
 * more than the render itself on the layout (docs/decisions/095-documents-rendered-to-a-string.md).
 */
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { utf8Bytes } from "~/lib/http.server";
import { MarkupKeeperProvider } from "~/lib/kept-markup";
import { renderWithKeptMarkup } from "~/lib/kept-markup.server";
import { NonceProvider } from "~/lib/nonce";
import { ownScriptMarker, withOwnScriptsHashed } from "~/lib/own-scripts.server";
import { currentSession } from "~/models/session.server";
import { logUnexpectedError } from "~/services/error-log.server";
import { PRIVATE_CACHE_CONTROL, SAFE_METHODS, VISITOR_CACHE_CONTROL } from "~/services/http-cache.server";
import { startRateRefresher } from "~/services/rates.server";

// Each web worker keeps its own live rate, and has the first one before it serves (docs/decisions/020-exchange-rates.md).
await startRateRefresher();

export const handleError: HandleErrorFunction = (error, { request }) => logUnexpectedError(error, request);

/**
 * Who may keep an answer (docs/decisions/135-signed-in-answers-not-stored.md): a signed-in viewer's
 * pages and data, and any answer that sets a cookie, are `private, no-store`, so no proxy or shared
 * cache stores them; a visitor's answer varies by Cookie, so a cache never hands it to a browser
 * that is signed in. A visitor's successful GET answer is public for a few seconds; the web server
 * tags it with the hash of its bytes (docs/decisions/150-visitor-pages-cached-over-http.md).
 */
async function markWhoMayKeep(request: Request, headers: Headers, status: number): Promise<void> {
  if (headers.has("Set-Cookie") || (await currentSession(request))) {
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return;
  }
  headers.append("Vary", "Cookie");
  if (status !== 200 || !SAFE_METHODS.has(request.method)) return;
  headers.set("Cache-Control", VISITOR_CACHE_CONTROL);
}

/** Data requests (`?_data=`: client navigations, revalidations and fetcher posts) follow the same rule as documents. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  await markWhoMayKeep(request, response.headers, response.status);
  return response;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const marker = ownScriptMarker();
  const { pathname, search } = remixContext.staticHandlerContext.location;
  const rendered = renderWithKeptMarkup(`${pathname}${search}`, (keeper) =>
    renderToString(
      <NonceProvider value={marker}>
        <MarkupKeeperProvider value={keeper}>
          <RemixServer context={remixContext} url={request.url} nonce={marker} />
        </MarkupKeeperProvider>
      </NonceProvider>,
    ),
  );
  const { html, scriptSources } = withOwnScriptsHashed(rendered, marker);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (loadContext.contentSecurityPolicy) responseHeaders.set("Content-Security-Policy", loadContext.contentSecurityPolicy(scriptSources));
  await markWhoMayKeep(request, responseHeaders, responseStatusCode);
  return new Response(utf8Bytes(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode });
}
