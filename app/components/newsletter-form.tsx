import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";

/**
 * The footer's "I'm in" box. It posts to /footer: with JavaScript through a fetcher (errors show
 * inline), without it as a plain form post (the /footer page shows the errors). The server's
 * schema is the only validation, so the browser bundle carries no schema library.
 */
export function NewsletterForm({
  id = "newsletter",
  lastResult,
}: {
  /** Distinct per copy on a page: conform ties the inputs to the form by this id. */
  id?: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const fetcher = useFetcher<SubmissionResult<string[]>>({ key: id });
  const location = useLocation();
  const [form, fields] = useForm({
    id,
    lastResult: lastResult ?? fetcher.data ?? null,
  });
  const back = location.pathname === "/footer" ? "/" : `${location.pathname}${location.search}`;
  return (
    <fetcher.Form method="post" action="/footer" className="newsletter" {...getFormProps(form)}>
      <label htmlFor={fields.email.id}>Get the latest drops and auctions in your inbox</label>
      <input type="hidden" name="redirectTo" value={back} />
      <div className="newsletter__row">
        <input
          {...getInputProps(fields.email, { type: "email" })}
          placeholder="Your email address"
          autoComplete="email"
          maxLength={254}
        />
        <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
          I'm in
        </button>
      </div>
      {fields.email.errors ? (
        <p className="field-error" id={fields.email.errorId} role="alert">
          {fields.email.errors[0]}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
