import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import type { RouteHandle } from "~/root";
import styles from "~/styles/account.css";

export const handle: RouteHandle = { standalone: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Reset password | Diginoor" }];

export default function ResetPassword() {
  return (
    <div className="standalone-card account">
      <Link to="/" className="icon-button standalone-card__close" aria-label="Close">
        <span aria-hidden="true">✕</span>
      </Link>
      <img className="account__logo" src="/art/logo.svg" alt="Diginoor" width="140" height="34" />
      <h1>Reset your password</h1>
      <p className="account__hint">We will email you a link to choose a new password.</p>
      <p className="notice" id="reset-notice">
        Password reset opens with sign-in, soon. <Link to="/collections">Browse the collections</Link> meanwhile.
      </p>
      <Form method="post" className="form" aria-describedby="reset-notice">
        <fieldset className="account__fieldset" disabled>
          <legend className="visually-hidden">Your account email</legend>
          <div className="field">
            <label htmlFor="reset-email">Email</label>
            <input id="reset-email" name="email" type="email" autoComplete="email" />
          </div>
          <button type="submit" className="button">
            Send reset link
          </button>
        </fieldset>
      </Form>
      <p className="account__links">
        <Link to="/login">Back to login</Link>
        <Link to="/signup">Create an account</Link>
      </p>
    </div>
  );
}
