import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { safeRedirect } from "~/lib/schemas.server";
import type { RouteHandle } from "~/root";
import styles from "~/styles/account.css";

export const handle: RouteHandle = { standalone: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Login | Diginoor" }];

/** Where to go after signing in; kept in the form so the sign-in action can use it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect.parse(new URL(request.url).searchParams.get("redirectTo") ?? undefined);
  return json({ redirectTo });
}

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  return (
    <div className="standalone-card account">
      <Link to="/" className="icon-button standalone-card__close" aria-label="Close">
        <span aria-hidden="true">✕</span>
      </Link>
      <img className="account__logo" src="/art/logo.svg" alt="Diginoor" width="140" height="34" />
      <h1>Sign in</h1>
      <p className="notice" id="login-notice">
        Sign-in opens soon. <Link to="/collections">Browse the collections</Link> meanwhile.
      </p>
      <Form method="post" className="form" aria-describedby="login-notice">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <fieldset className="account__fieldset" disabled>
          <legend className="visually-hidden">Sign in with email and password</legend>
          <div className="field">
            <label htmlFor="login-email">Email</label>
            <input id="login-email" name="email" type="email" autoComplete="email" />
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input id="login-password" name="password" type="password" autoComplete="current-password" />
          </div>
          <button type="submit" className="button">
            Sign in
          </button>
        </fieldset>
      </Form>
      <p className="account__or">or</p>
      <button type="button" className="button button--ghost" disabled aria-describedby="login-notice">
        Sign in with Google
      </button>
      <p className="account__links">
        <Link to="/resetpass">Forgot password?</Link>
        <span>
          New here? <Link to="/signup">Create an account</Link>
        </span>
      </p>
    </div>
  );
}
