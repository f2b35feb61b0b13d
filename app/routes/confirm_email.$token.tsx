import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { EMAIL_TAKEN } from "~/lib/validation/accounts";
import { isTokenShaped } from "~/lib/tokens.server";
import { confirmEmailChange, pendingEmailChange } from "~/models/email-change.server";
import { getUserId } from "~/models/session.server";
import { redirectWithToast } from "~/services/toast.server";
import type { RouteHandle } from "~/root";
import styles from "~/styles/account.css";
import { StandaloneCard } from "~/components/standalone-card";

export const handle: RouteHandle = { standalone: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

// The token is in the path: never send it on to another site. "same-origin", not "no-referrer":
// with no-referrer a browser posts this page's form with `Origin: null`, which the server refuses.
export const meta: MetaFunction = () => [{ title: "Confirm your new email | Diginoor" }, { name: "referrer", content: "same-origin" }];

const LINK_DEAD = "This confirmation link has expired or was already used. Change your email on the Edit Profile page to get a new one.";

const pendingFor = (token: string | undefined) => (isTokenShaped(token) ? pendingEmailChange(token) : null);

/** Opening the link only shows the change: mail scanners follow links, so applying it takes a button press. */
export async function loader({ params }: LoaderFunctionArgs) {
  const newEmail = pendingFor(params.token);
  return json({ newEmail }, { status: newEmail ? 200 : 410 });
}

export async function action({ params, request }: ActionFunctionArgs) {
  const token = params.token;
  if (!isTokenShaped(token)) return json({ error: LINK_DEAD }, { status: 410 });
  const result = confirmEmailChange(token);
  if (!result.ok) return json({ error: result.reason === "email-taken" ? EMAIL_TAKEN : LINK_DEAD }, { status: result.reason === "email-taken" ? 409 : 410 });
  const signedIn = (await getUserId(request)) !== null;
  return redirectWithToast(signedIn ? "/profile/edit_profile" : "/login", { kind: "success", text: `Your email address is now ${result.email}.` });
}

export default function ConfirmEmail() {
  const { newEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const error = result?.error ?? (newEmail ? null : LINK_DEAD);
  return (
    <StandaloneCard heading="Confirm your new email">
      {error ? (
        <p className="notice" role="alert">
          {error}
        </p>
      ) : (
        <Form method="post" className="form account__form">
          <p>
            Use <strong>{newEmail}</strong> as the email address of your Diginoor account?
          </p>
          <button type="submit" className="button" disabled={saving}>
            {saving ? "Confirming…" : "Confirm new email"}
          </button>
        </Form>
      )}
      <p className="account__links">
        <Link to="/profile/edit_profile">Edit Profile</Link>
      </p>
    </StandaloneCard>
  );
}
