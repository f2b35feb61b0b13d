import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { FormField, PersonalDetailsFields } from "~/components/form-field";
import { useValidatedForm } from "~/lib/validation/use-validated-form";
import { parseForm } from "~/lib/input.server";
import { ACCOUNT_MESSAGES, EMAIL_TAKEN, signupFormSchema } from "~/lib/validation/accounts";
import { actionSchemas } from "~/lib/validation/accounts.server";
import { safeRedirect } from "~/lib/validation/forms";
import { clientAddress } from "~/models/auth.server";
import { createAccount } from "~/models/accounts.server";
import { emailKey, RATE_RULES, retryAfterHeader, retryMessage, takeHit } from "~/models/rate-limits.server";
import { getUserId, loginUrl } from "~/models/session.server";
import type { RouteHandle } from "~/root";
import styles from "~/styles/account.css";
import { StandaloneCard } from "~/components/standalone-card";

export const handle: RouteHandle = { standalone: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Sign up | Diginoor" }];

/** How long the success message shows before the page moves on to /login. */
const REDIRECT_DELAY_MS = 2000;

export async function loader({ request }: LoaderFunctionArgs) {
  if ((await getUserId(request)) !== null) throw redirect("/");
  return json({ redirectTo: safeRedirect.parse(new URL(request.url).searchParams.get("redirectTo") ?? undefined) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, actionSchemas.signupFormSchema);
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields }) }, { status: 400 });
  const { redirectTo, confirmPassword: _confirmation, ...account } = submission.value;
  // The answer tells whether an email has an account: limited per address and per email (docs/decisions/045-rate-limits.md).
  const waitMs = takeHit([
    [RATE_RULES.signupsPerAddress, clientAddress(request, context)],
    [RATE_RULES.signupsPerEmail, emailKey(account.email)],
  ]);
  if (waitMs > 0) {
    return json({ result: submission.reply({ fieldErrors: { email: [retryMessage(waitMs, "sign-up attempts")] }, hideFields }) }, {
      status: 429,
      headers: retryAfterHeader(waitMs),
    });
  }
  const created = await createAccount(account);
  if (!created.ok) return json({ result: submission.reply({ fieldErrors: { email: [EMAIL_TAKEN] }, hideFields }) }, { status: 409 });
  return json({ loginHref: loginUrl(redirectTo), message: ACCOUNT_MESSAGES.signedUp });
}

export default function Signup() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [form, fields] = useValidatedForm(signupFormSchema, {
    id: "signup",
    lastResult: result && "result" in result ? result.result : undefined,
  });
  const signedUp = result && "loginHref" in result ? result : null;
  const loginHref = signedUp?.loginHref ?? null;
  useEffect(() => {
    if (!loginHref) return;
    const timer = setTimeout(() => navigate(loginHref), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loginHref, navigate]);
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/signup");
  const loginLink = redirectTo === "/" ? "/login" : `/login?${new URLSearchParams({ redirectTo })}`;

  return (
    <StandaloneCard heading="Create your account">
      {signedUp ? (
        <div className="account" role="status">
          <p className="notice notice--success">{signedUp?.message}</p>
          <p>
            <Link to={signedUp.loginHref} className="button">
              Continue to login
            </Link>
          </p>
        </div>
      ) : (
        <Form method="post" className="form account__form" {...getFormProps(form)}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <PersonalDetailsFields fields={fields} />
          <FormField field={fields.password} label="Password" type="password" autoComplete="new-password" placeholder="Minimum 9 characters" />
          <FormField field={fields.confirmPassword} label="Confirm password" type="password" autoComplete="new-password" />
          <button type="submit" className="button" disabled={sending}>
            {sending ? "Signing up…" : "Sign up"}
          </button>
        </Form>
      )}
      <p>
        Already have an account? <Link to={loginLink}>Login</Link>
      </p>
    </StandaloneCard>
  );
}
