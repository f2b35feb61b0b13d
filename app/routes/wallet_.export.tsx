import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { StandaloneCard } from "~/components/standalone-card";
import { parseForm } from "~/lib/input.server";
import { keyExportSchema } from "~/lib/validation/wallet.server";
import { personalInfo } from "~/models/accounts.server";
import { clientAddress } from "~/models/auth.server";
import { retryAfterHeader } from "~/models/rate-limits.server";
import { requireSession, requireUserId } from "~/models/session.server";
import { exportStandardWalletKey } from "~/models/standard-wallet.server";
import { standardWalletAddress } from "~/services/custody.server";
import type { RouteHandle } from "~/root";
import styles from "~/styles/account.css";

export const handle: RouteHandle = { standalone: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Export your wallet key | Diginoor" }];

/** No cache, proxy or browser history keeps the answer that carries the key. */
const NOT_STORED = { "Cache-Control": "no-store" };

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

/** The export page of the account's own standard wallet; without one there is nothing to export. */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const address = standardWalletAddress(userId);
  if (!address) return redirect("/wallet");
  return json({ address, hasPassword: personalInfo(userId)?.hasPassword ?? false }, { headers: NOT_STORED });
}

type ExportReply = { privateKey: string | null; error: string | null };

/**
 * Shows the standard wallet's private key once, in this answer only, after the account password
 * (docs/decisions/146-standard-wallet-out-and-card-delivery.md). A plain POST: no JavaScript needed.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireSession(request);
  const submission = await parseForm(request, keyExportSchema);
  if (submission.status !== "success") return json<ExportReply>({ privateKey: null, error: "Please enter your password." }, { status: 400, headers: NOT_STORED });
  const outcome = await exportStandardWalletKey(session.user.id, submission.value.password, {
    signedInAt: session.signedInAt,
    signInMethod: session.signInMethod,
    clientAddress: clientAddress(request, context),
  });
  if (!outcome.ok) {
    const wait = outcome.waitMs ? retryAfterHeader(outcome.waitMs) : {};
    return json<ExportReply>({ privateKey: null, error: outcome.message }, { status: outcome.status, headers: { ...NOT_STORED, ...wait } });
  }
  return json<ExportReply>({ privateKey: outcome.privateKey ?? null, error: null }, { headers: NOT_STORED });
}

const WARNING =
  "Whoever has this key controls your standard wallet: its collectibles and its coin. Diginoor staff will never ask for it. Keep it offline, and never paste it into a website.";

export default function ExportKey() {
  const { address, hasPassword } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <StandaloneCard heading="Export your wallet key">
      <p className="notice" role="note">
        {WARNING}
      </p>
      <dl className="wallet-facts">
        <dt>Standard wallet</dt>
        <dd className="wallet-address">{address}</dd>
      </dl>
      {reply?.privateKey ? (
        <section aria-labelledby="private-key-title">
          <h2 id="private-key-title">Private key</h2>
          <p className="wallet-address">
            <code>{reply.privateKey}</code>
          </p>
          <p>It is shown this once: copy it to a safe place now. We emailed you that it was exported.</p>
        </section>
      ) : (
        <Form method="post" className="wallet-send-form">
          <label htmlFor="export-password">Your password</label>
          <input id="export-password" name="password" type="password" autoComplete="current-password" required={hasPassword} aria-invalid={reply?.error ? true : undefined} aria-describedby={reply?.error ? "export-error" : undefined} />
          {hasPassword ? null : <p className="dim">Your account signs in with Google: sign in again if it was more than 10 minutes ago, and leave this empty.</p>}
          {reply?.error ? (
            <p className="form-error" id="export-error" role="alert">
              {reply.error}
            </p>
          ) : null}
          <button type="submit" className="button button--small">
            Show the private key
          </button>
        </Form>
      )}
      <p className="account__links">
        <Link to="/wallet">Back to your wallet</Link>
      </p>
    </StandaloneCard>
  );
}
