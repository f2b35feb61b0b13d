import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import type { RouteHandle } from "~/root";
import styles from "~/styles/account.css";

export const handle: RouteHandle = { standalone: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Sign up | Diginoor" }];

export default function Signup() {
  return (
    <div className="standalone-card account">
      <Link to="/" className="icon-button standalone-card__close" aria-label="Close">
        <span aria-hidden="true">✕</span>
      </Link>
      <img className="account__logo" src="/art/logo.svg" alt="Diginoor" width="140" height="34" />
      <h1>Create your account</h1>
      <p className="notice" id="signup-notice">
        Sign-up opens soon. <Link to="/collections">Browse the collections</Link> meanwhile.
      </p>
      <Form method="post" className="form" aria-describedby="signup-notice">
        <fieldset className="account__fieldset" disabled>
          <legend className="visually-hidden">Your details</legend>
          <div className="field">
            <label htmlFor="signup-name">Name</label>
            <input id="signup-name" name="name" autoComplete="name" />
          </div>
          <div className="field">
            <label htmlFor="signup-phone">Phone</label>
            <input
              id="signup-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              placeholder="Phone with country code, e.g. +91 98765 43210"
            />
          </div>
          <div className="field">
            <label htmlFor="signup-email">Email</label>
            <input id="signup-email" name="email" type="email" autoComplete="email" />
          </div>
          <div className="field">
            <label htmlFor="signup-password">Password</label>
            <input
              id="signup-password"
              name="password"
              type="password"
              autoComplete="new-password"
              placeholder="Minimum 9 characters"
            />
          </div>
          <div className="field">
            <label htmlFor="signup-confirm">Confirm password</label>
            <input id="signup-confirm" name="confirmPassword" type="password" autoComplete="new-password" />
          </div>
          <button type="submit" className="button">
            Sign up
          </button>
        </fieldset>
      </Form>
      <p>
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </div>
  );
}
