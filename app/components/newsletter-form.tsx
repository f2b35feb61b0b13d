import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { useState } from "react";

/**
 * The footer's "I'm in" box. It posts to /footer: with JavaScript through a fetcher (errors show
 * inline), without it as a plain form post (the /footer page shows the errors). The server's
 * schema is the only validation; the box reads the server's reply itself, so the footer on every
 * page carries no form library.
 */
export function NewsletterForm({
  id = "newsletter",
  lastResult,
}: {
  /** Distinct per copy on a page: the label, input and error are tied together by this id. */
  id?: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const fetcher = useFetcher<{ result: SubmissionResult<string[]> }>({ key: id });
  const location = useLocation();
  // A sign-up that succeeds redirects, which leaves the fetcher's earlier (failed) reply in place:
  // a reply seen before the latest submit is stale and its error is not shown again.
  const [staleReply, setStaleReply] = useState<{ result: SubmissionResult<string[]> } | undefined>();
  const reply = lastResult ?? (fetcher.data === staleReply ? undefined : fetcher.data?.result);
  const error = reply?.error?.email?.[0];
  const back = location.pathname === "/footer" ? "/" : `${location.pathname}${location.search}`;
  const inputId = `${id}-email`;
  const errorId = `${inputId}-error`;
  return (
    <fetcher.Form method="post" action="/footer" className="newsletter" id={id} noValidate onSubmit={() => setStaleReply(fetcher.data)}>
      <label htmlFor={inputId}>Get the latest drops and auctions in your inbox</label>
      <input type="hidden" name="redirectTo" value={back} />
      <div className="newsletter__row">
        <input
          id={inputId}
          name="email"
          type="email"
          placeholder="Your email address"
          autoComplete="email"
          maxLength={254}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
          I'm in
        </button>
      </div>
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
