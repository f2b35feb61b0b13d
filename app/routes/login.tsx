import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormErrors, FormField } from "~/components/form-field";
import { asFormRequest, parseForm } from "~/lib/input.server";
import { loginSchema } from "~/lib/validation/accounts";
import { safeRedirect } from "~/lib/validation/forms";
import { useValidatedForm } from "~/lib/validation/use-validated-form";
import { SignInError } from "~/models/accounts.server";
import { auth, AuthorizationError, clientAddress, googleSignInEnabled } from "~/models/auth.server";
import {
  accountAndAddressKey,
  clearHits,
  RATE_RULES,
  recordHits,
  retryAfterHeader,
  retryAfterMs,
  retryMessage,
  signInChecks,
} from "~/models/rate-limits.server";
import { afterSignIn, getUserId, redirectSignedIn } from "~/models/session.server";
import type { RouteHandle } from "~/root";
import styles from "~/styles/account.css";
import { StandaloneCard } from "~/components/standalone-card";

export const handle: RouteHandle = { standalone: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Login | Diginoor" }];

/** The page a visitor came from, when it is a page of this site (the Referer's path and query). */
function referringPath(request: Request): string | undefined {
  const referer = request.headers.get("Referer");
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? `${from.pathname}${from.search}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A signed-in user is sent on to where they were going (redirectTo), else back to the page they
 * came from, as the spec's saved current url did; others get the form.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams.get("redirectTo") ?? undefined;
  const redirectTo = afterSignIn(safeRedirect.parse(asked));
  if ((await getUserId(request)) !== null) throw redirect(afterSignIn(safeRedirect.parse(asked ?? referringPath(request))));
  return json({ redirectTo, google: googleSignInEnabled() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, loginSchema);
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const { email, password, redirectTo } = submission.value;
  const address = clientAddress(request, context);
  const checks = signInChecks(email, address);

  const waitMs = retryAfterMs(checks);
  if (waitMs > 0) {
    return json({ result: submission.reply({ formErrors: [retryMessage(waitMs, "failed sign-in attempts")], hideFields: ["password"] }) }, {
      status: 429,
      headers: retryAfterHeader(waitMs),
    });
  }

  try {
    const userId = await auth().authenticate("form", asFormRequest(request, { email, password }));
    clearHits(RATE_RULES.signInFailuresPerAccountAndAddress, accountAndAddressKey(email, address));
    return redirectSignedIn(request, userId, redirectTo, address, "password");
  } catch (error) {
    const refusal = error instanceof AuthorizationError ? error.cause : error;
    if (!(refusal instanceof SignInError)) throw error;
    recordHits(checks);
    return json({ result: submission.reply({ fieldErrors: { [refusal.field]: [refusal.message] }, hideFields: ["password"] }) }, {
      status: 401,
    });
  }
}

export default function Login() {
  const { redirectTo, google } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(loginSchema, { id: "login", lastResult });
  const signingIn = navigation.state === "submitting" && navigation.formAction?.startsWith("/login");
  const query = redirectTo === "/" ? "" : `?${new URLSearchParams({ redirectTo })}`;
  return (
    <StandaloneCard heading="Sign in">
      <Form method="post" className="form account__form" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <FormField field={fields.email} label="Email" type="email" autoComplete="email" />
        <FormField field={fields.password} label="Password" type="password" autoComplete="current-password" />
        <button type="submit" className="button" disabled={signingIn}>
          {signingIn ? "Signing in…" : "Sign in"}
        </button>
      </Form>
      {google ? (
        <>
          <p className="account__or">or</p>
          <Form method="post" action="/auth/google">
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <button type="submit" className="button button--ghost">
              Sign in with Google
            </button>
          </Form>
        </>
      ) : null}
      <p className="account__links">
        <Link to="/resetpass">Forgot password?</Link>
        <span>
          New here? <Link to={`/signup${query}`}>Create an account</Link>
        </span>
      </p>
    </StandaloneCard>
  );
}
