import { isRouteErrorResponse, useRouteError } from "@remix-run/react";

/** What each status says when the loader or action gave no message of its own. */
const BY_STATUS: Record<number, { title: string; text: string }> = {
  401: { title: "Please log in", text: "Please Login to Continue" },
  403: { title: "You don't have access to this page", text: "It belongs to another account, or needs a role yours does not have." },
  404: { title: "We couldn't find that page", text: "The page or collectible you were looking for does not exist or is no longer listed." },
  429: { title: "Too many requests", text: "Please try again in a moment." },
};
const OTHER = { title: "Something went wrong", text: "Please try again in a moment." };

/**
 * The one error page, keyed by status: 404 (unknown page or id), 403 (someone else's), 401 (signed
 * out), 429 (too many requests) and anything else. A string thrown with the response (e.g. from `notFound`) is shown as the text.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" && error.data ? error.data : null;
  const { title, text } = BY_STATUS[status] ?? OTHER;
  return (
    <section className="error-page">
      <p className="error-page__code">{status}</p>
      <h1>{title}</h1>
      <p>{message ?? text}</p>
      <p className="error-page__actions">
        {status === 401 ? (
          <a className="button" href="/login">
            Log in
          </a>
        ) : (
          <a className="button" href="/collections">
            Browse collections
          </a>
        )}
        <a className="button button--ghost" href="/">
          Go home
        </a>
      </p>
    </section>
  );
}
