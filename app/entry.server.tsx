import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { logUnexpectedError } from "~/services/error-log.server";

const ABORT_DELAY = 5_000;

export const handleError: HandleErrorFunction = (error, { request }) => logUnexpectedError(error, request);

/** Remix's default Node rendering: streamed to browsers, complete documents for bots. */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const ready = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />, {
      onShellReady: waitForAll ? undefined : ready,
      onAllReady: waitForAll ? ready : undefined,
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell rejected above and reach handleError; later ones only come here.
        if (shellRendered) logUnexpectedError(error, request);
      },
    });
    setTimeout(abort, ABORT_DELAY);
  });
}
