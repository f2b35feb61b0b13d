import { config } from "~/config.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import { parseForm, readFormData } from "~/lib/input.server";
import { ACCOUNT_MESSAGES, EMAIL_TAKEN, PASSWORD_IS_EMAIL, passwordMatchesEmail, personalInfoSchema } from "~/lib/validation/accounts";
import { actionSchemas } from "~/lib/validation/accounts.server";
import { emailTaken, personalInfo, reauthenticate, respellEmail, sameEmail, setPassword, updateNameAndPhone } from "~/models/accounts.server";
import { clientAddress } from "~/models/auth.server";
import { requestEmailChange } from "~/models/email-change.server";
import { RATE_RULES, recordHits, retryAfterHeader, retryAfterMs, retryMessage, signInChecks, takeHit } from "~/models/rate-limits.server";
import { currentUrl, endSession, loginUrl, requireSession } from "~/models/session.server";
import { redirectWithToast } from "~/services/toast.server";

/**
 * Loader and action of the edit-profile page, served at /profile/edit_profile and /edit_profile.
 * Visitors are sent to log in with the spec's "Please Login to Continue".
 */
export async function editProfileLoader({ request }: LoaderFunctionArgs) {
  const { user } = await requireSession(request, { notice: true });
  const info = personalInfo(user.id);
  if (!info) throw redirect(loginUrl(currentUrl(request)));
  return json({ info });
}

const intentSchema = z.object({ intent: z.enum(["profile", "password"]) });

const hideFields = ["currentPassword", "password", "confirmPassword"];

export async function editProfileAction({ request, context }: ActionFunctionArgs) {
  const session = await requireSession(request, { notice: true });
  const userId = session.user.id;
  const account = personalInfo(userId);
  if (!account) throw redirect(loginUrl(currentUrl(request)));
  const here = new URL(request.url).pathname;
  const intent = intentSchema.safeParse(Object.fromEntries((await readFormData(request.clone())).formData));
  if (!intent.success) {
    return json({ intent: null, message: "Please use the Save Changes or Update Password button." }, { status: 400 });
  }

  // Changing the email or the password asks for the current password; wrong ones count as failed
  // sign-ins, so a borrowed session cannot guess it (docs/decisions/046-reauthentication-and-email-change.md).
  const address = clientAddress(request, context);
  const checks = signInChecks(account.email, address);
  async function confirmHolder(currentPassword: string | undefined) {
    const waitMs = retryAfterMs(checks);
    if (waitMs > 0) return { status: 429, field: null, message: retryMessage(waitMs, "failed sign-in attempts"), waitMs };
    const proof = await reauthenticate(userId, currentPassword, session.signedInAt);
    if (proof.ok) return null;
    if (proof.wrongPassword) recordHits(checks);
    return { status: proof.field ? 401 : 403, field: proof.field, message: proof.message, waitMs: 0 };
  }
  const refusalErrors = (field: string | null, message: string) => (field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] });

  if (intent.data.intent === "profile") {
    const submission = await parseForm(request, personalInfoSchema);
    const reply = (options: Parameters<typeof submission.reply>[0] = {}) => submission.reply({ ...options, hideFields });
    if (submission.status !== "success") return json({ intent: "profile" as const, result: reply() }, { status: 400 });
    const { email, ...nameAndPhone } = submission.value;
    const changesMailbox = !sameEmail(email, account.email);
    if (emailTaken(email, userId)) {
      return json({ intent: "profile" as const, result: reply({ fieldErrors: { email: [EMAIL_TAKEN] } }) }, { status: 409 });
    }
    if (changesMailbox) {
      const refusal = await confirmHolder(submission.value.currentPassword);
      if (refusal) {
        return json(
          { intent: "profile" as const, result: reply(refusalErrors(refusal.field, refusal.message)) },
          { status: refusal.status, headers: refusal.waitMs ? retryAfterHeader(refusal.waitMs) : undefined },
        );
      }
      const waitMs = takeHit([[RATE_RULES.emailChangesPerAccount, String(userId)]]);
      if (waitMs > 0) {
        const message = retryMessage(waitMs, "email changes");
        return json({ intent: "profile" as const, result: reply({ fieldErrors: { email: [message] } }) }, { status: 429, headers: retryAfterHeader(waitMs) });
      }
    }
    updateNameAndPhone(userId, nameAndPhone);
    if (!changesMailbox) {
      if (email !== account.email) respellEmail(userId, email);
      return redirectWithToast(here, { kind: "success", text: ACCOUNT_MESSAGES.profileSaved });
    }
    await requestEmailChange(userId, account.email, email, config.appUrl);
    return redirectWithToast(here, {
      kind: "success",
      text: `${ACCOUNT_MESSAGES.profileSaved} To change your email, open the link we sent to ${email} within one hour.`,
    });
  }

  const submission = await parseForm(request, actionSchemas.passwordChangeSchema);
  const reply = (options: Parameters<typeof submission.reply>[0] = {}) => submission.reply({ ...options, hideFields });
  if (submission.status !== "success") return json({ intent: "password" as const, result: reply() }, { status: 400 });
  if (passwordMatchesEmail(submission.value.password, account.email)) {
    return json({ intent: "password" as const, result: reply({ fieldErrors: { password: [PASSWORD_IS_EMAIL] } }) }, { status: 400 });
  }
  const refusal = await confirmHolder(submission.value.currentPassword);
  if (refusal) {
    return json(
      { intent: "password" as const, result: reply(refusalErrors(refusal.field, refusal.message)) },
      { status: refusal.status, headers: refusal.waitMs ? retryAfterHeader(refusal.waitMs) : undefined },
    );
  }
  if (!(await setPassword(userId, submission.value.password))) {
    return json({ intent: "password" as const, result: reply({ formErrors: [ACCOUNT_MESSAGES.somethingWentWrong] }) }, { status: 500 });
  }
  // The new password ended every session, this one too: the user signs in again with it.
  return redirectWithToast(
    loginUrl(here),
    { kind: "success", text: `${ACCOUNT_MESSAGES.passwordUpdated}. ${ACCOUNT_MESSAGES.loginAgain}` },
    { headers: { "Set-Cookie": await endSession(request) } },
  );
}
