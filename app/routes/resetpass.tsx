import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/form-field";
import { config } from "~/config.server";
import { useValidatedForm } from "~/lib/validation/use-validated-form";
import { parseForm } from "~/lib/input.server";
import { ACCOUNT_MESSAGES } from "~/lib/validation/accounts";
import { sendPasswordResetLink } from "~/models/password-reset.server";
import { resetRequestSchema } from "~/lib/validation/accounts";
import { getUserId } from "~/services/session.server";
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

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseForm(request, resetRequestSchema);
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const origin = config.appUrl ?? new URL(request.url).origin;
  const sent = await sendPasswordResetLink(submission.value.email, origin);
  if (!sent) return json(submission.reply({ fieldErrors: { email: [ACCOUNT_MESSAGES.userNotFound] } }), { status: 404 });
  return json({ sentTo: submission.value.email, message: ACCOUNT_MESSAGES.resetSent });
}

export default function ResetPassword() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const sent = result && "sentTo" in result ? result : null;
  const [form, fields] = useValidatedForm(resetRequestSchema, {
    id: "resetpass",
    lastResult: result && !("sentTo" in result) ? result : undefined,
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
