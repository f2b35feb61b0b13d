import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/form-field";
import { useValidatedForm } from "~/lib/validation/use-validated-form";
import { parseForm } from "~/lib/input.server";
import { isTokenShaped } from "~/lib/tokens.server";
import { PASSWORD_IS_EMAIL, passwordMatchesEmail, passwordResetSchema } from "~/lib/validation/accounts";
import { actionSchemas } from "~/lib/validation/accounts.server";
import { resetLinkAccountEmail, resetPasswordWithLink } from "~/models/password-reset.server";
import { redirectWithToast } from "~/services/toast.server";
import type { RouteHandle } from "~/root";
import styles from "~/styles/account.css";
import { StandaloneCard } from "~/components/standalone-card";

export { ErrorBoundary } from "~/components/error-boundary";

export const handle: RouteHandle = { standalone: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

// The token is in the path: never send it on to another site. "same-origin", not "no-referrer":
// with no-referrer a browser posts this page's form with `Origin: null`, which the server refuses.
export const meta: MetaFunction = () => [{ title: "Choose a new password | Diginoor" }, { name: "referrer", content: "same-origin" }];

const LINK_DEAD = "This reset link has expired or was already used. Please ask for a new one.";

/** The account email of a usable link, or null. */
const liveLinkEmail = (token: string | undefined) => (isTokenShaped(token) ? resetLinkAccountEmail(token) : null);

export async function loader({ params }: LoaderFunctionArgs) {
  const live = liveLinkEmail(params.token) !== null;
  return json({ live }, { status: live ? 200 : 410 });
}

export async function action({ params, request }: ActionFunctionArgs) {
  const token = params.token;
  const email = liveLinkEmail(token);
  if (!token || email === null) return json({ linkDead: true as const }, { status: 410 });
  const submission = await parseForm(request, actionSchemas.passwordResetSchema);
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields }) }, { status: 400 });
  if (passwordMatchesEmail(submission.value.password, email)) {
    return json({ result: submission.reply({ fieldErrors: { password: [PASSWORD_IS_EMAIL] }, hideFields }) }, { status: 400 });
  }
  if (!(await resetPasswordWithLink(token, submission.value.password))) return json({ linkDead: true as const }, { status: 410 });
  return redirectWithToast("/login", { kind: "success", text: "Your password has been changed. Please log in with your new password." });
}

export default function NewPassword() {
  const { live } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const linkDead = !live || Boolean(result && "linkDead" in result);
  const [form, fields] = useValidatedForm(passwordResetSchema, {
    id: "new-password",
    lastResult: result && "result" in result ? result.result : undefined,
  });
  const saving = navigation.state === "submitting";
  return (
    <StandaloneCard heading="Choose a new password">
      {linkDead ? (
        <>
          <p className="notice" role="alert">
            {LINK_DEAD}
          </p>
          <p>
            <Link to="/resetpass" className="button">
              Send a new link
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" className="form account__form" {...getFormProps(form)}>
          <FormField field={fields.password} label="New Password" type="password" autoComplete="new-password" placeholder="Minimum 9 characters" />
          <FormField field={fields.confirmPassword} label="Confirm Password" type="password" autoComplete="new-password" />
          <button type="submit" className="button" disabled={saving}>
            {saving ? "Saving…" : "Set new password"}
          </button>
        </Form>
      )}
      <p className="account__links">
        <Link to="/login">Back to login</Link>
      </p>
    </StandaloneCard>
  );
}
