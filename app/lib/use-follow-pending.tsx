import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

/** How often a page waiting for a payment or a mint looks again (with JavaScript; without, the page refreshes itself). */
const PENDING_POLL_MS = 2000;
const PENDING_REFRESH_SECONDS = 3;

/**
 * Follows a pending order: with JavaScript its loader runs again every few seconds while
 * `pending`; the element returned makes the page refresh itself without JavaScript.
 */
export function useFollowPending(pending: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, revalidator]);
  return pending ? (
    <noscript>
      <meta httpEquiv="refresh" content={String(PENDING_REFRESH_SECONDS)} />
    </noscript>
  ) : null;
}
