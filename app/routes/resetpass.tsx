import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/form-field";
import { config } from "~/config.server";
import { parseForm } from "~/lib/input.server";
import { ACCOUNT_MESSAGES, resetRequestSchema } from "~/lib/validation/accounts";
import { useValidatedForm } from "~/lib/validation/use-validated-form";
import { clientAddress } from "~/models/auth.server";
import { sendPasswordResetLink } from "~/models/password-reset.server";
import { emailKey, RATE_RULES, retryAfterHeader, retryMessage, takeHit } from "~/models/rate-limits.server";
import { getUserId } from "~/models/session.server";
import type { RouteHandle } from "~/root";
import styles from "~/styles/account.css";
import { StandaloneCard } from "~/components/standalone-card";

export const handle: RouteHandle = { standalone: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Reset password | Diginoor" }];

/** A signed-in user has no use for a reset link (the spec sends them home). */
export async function loader({ request }: LoaderFunctionArgs) {
  if ((await getUserId(request)) !== null) throw redirect("/");
  return json(null);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, resetRequestSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  // "User not found" tells whether an email has an account, and each request sends a mail:
  // limited per address and per email (docs/decisions/045-rate-limits.md).
  const waitMs = takeHit([
    [RATE_RULES.resetRequestsPerAddress, clientAddress(request, context)],
    [RATE_RULES.resetMailsPerEmail, emailKey(submission.value.email)],
  ]);
  if (waitMs > 0) {
    return json({ result: submission.reply({ fieldErrors: { email: [retryMessage(waitMs, "reset requests")] } }) }, { status: 429, headers: retryAfterHeader(waitMs) });
  }
  const sent = await sendPasswordResetLink(submission.value.email, config.appUrl);
  if (!sent) return json({ result: submission.reply({ fieldErrors: { email: [ACCOUNT_MESSAGES.userNotFound] } }) }, { status: 404 });
  return json({ sentTo: submission.value.email, message: ACCOUNT_MESSAGES.resetSent });
}

export default function ResetPassword() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const sent = result && "sentTo" in result ? result : null;
  const [form, fields] = useValidatedForm(resetRequestSchema, {
    id: "resetpass",
    lastResult: result && "result" in result ? result.result : undefined,
  });
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/resetpass");
  return (
    <StandaloneCard heading="Reset your password">
      {sent ? (
        <div className="account" role="status">
          <p className="notice notice--success">{sent.message}</p>
          <p className="account__hint">
            We sent a link to {sent.sentTo}. It works once, for one hour. Check your spam folder if it does not arrive.
          </p>
        </div>
      ) : (
        <>
          <p className="account__hint">We will email you a link to choose a new password.</p>
          <Form method="post" className="form account__form" {...getFormProps(form)}>
            <FormField field={fields.email} label="Email" type="email" autoComplete="email" />
            <button type="submit" className="button" disabled={sending}>
              {sending ? "Sending…" : "Send reset link"}
            </button>
          </Form>
        </>
      )}
      <p className="account__links">
        <Link to="/login">Back to login</Link>
        <Link to="/signup">Create an account</Link>
      </p>
    </StandaloneCard>
  );
}
