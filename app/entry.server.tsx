/**
 * The server entry: renders the document to one string, with the CSP nonce (the web server puts it
 * in the load context and every script Remix renders carries it).
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
import { markupKeeperFor } from "~/lib/kept-markup.server";
import { NonceProvider } from "~/lib/nonce";
import { currentSession } from "~/models/session.server";
import { logUnexpectedError } from "~/services/error-log.server";
import { startRateRefresher } from "~/services/rates.server";

// Each web worker keeps its own live rate, and has the first one before it serves (docs/decisions/020-exchange-rates.md).
await startRateRefresher();

export const handleError: HandleErrorFunction = (error, { request }) => logUnexpectedError(error, request);

/**
 * Who may keep an answer (docs/decisions/135-signed-in-answers-not-stored.md): a signed-in viewer's
 * pages and data, and any answer that sets a cookie, are `private, no-store`, so no proxy or shared
 * cache stores them; a visitor's answer varies by Cookie, so a cache never hands it to a browser
 * that is signed in.
 */
async function markWhoMayKeep(request: Request, headers: Headers): Promise<void> {
  if (headers.has("Set-Cookie") || (await currentSession(request))) headers.set("Cache-Control", "private, no-store");
  else headers.append("Vary", "Cookie");
}

/** Data requests (`?_data=`: client navigations, revalidations and fetcher posts) follow the same rule as documents. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  await markWhoMayKeep(request, response.headers);
  return response;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined;
  const { pathname, search } = remixContext.staticHandlerContext.location;
  const keeper = markupKeeperFor(`${pathname}${search}`);
  const html = renderToString(
    <NonceProvider value={nonce}>
      <MarkupKeeperProvider value={keeper}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </MarkupKeeperProvider>
    </NonceProvider>,
  );
  keeper.keepMissing();
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  await markWhoMayKeep(request, responseHeaders);
  return new Response(utf8Bytes(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode });
}
