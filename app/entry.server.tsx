/**
 * The server entry: renders the document to one string, with the CSP nonce (the web server puts it
 * in the load context and every script Remix renders carries it).
 *
 * A string, not a stream: no page defers data or suspends on the server, so streaming would only
 * send the same bytes through a Node stream, a web stream and Express in 2 KB pieces, which cost
 * more than the render itself on the layout (docs/decisions/095-documents-rendered-to-a-string.md).
 */
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { utf8Bytes } from "~/lib/http.server";
import { MarkupKeeperProvider } from "~/lib/kept-markup";
import { markupKeeperFor } from "~/lib/kept-markup.server";
import { NonceProvider } from "~/lib/nonce";
import { logUnexpectedError } from "~/services/error-log.server";
import { startRateRefresher } from "~/services/rates.server";

// Each web worker keeps its own live rate, and has the first one before it serves (docs/decisions/020-exchange-rates.md).
await startRateRefresher();

export const handleError: HandleErrorFunction = (error, { request }) => logUnexpectedError(error, request);

export default function handleRequest(
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
  return new Response(utf8Bytes(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode });
}
