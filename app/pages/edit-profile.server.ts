import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import { parseForm } from "~/lib/input.server";
import { personalInfo, setPassword, updatePersonalInfo } from "~/models/accounts.server";
import { ACCOUNT_MESSAGES, EMAIL_TAKEN, passwordChangeSchema, personalInfoSchema } from "~/lib/validation/accounts";
import { currentUrl, endSessionCookie, loginUrl, requireUserId } from "~/services/session.server";
import { redirectWithToast } from "~/services/toast.server";

/**
 * Loader and action of the edit-profile page, served at /profile/edit_profile and /edit_profile.
 * Visitors are sent to log in with the spec's "Please Login to Continue".
 */
export async function editProfileLoader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, { notice: true });
  const info = personalInfo(userId);
  if (!info) throw redirect(loginUrl(currentUrl(request)));
  return json({ info });
}

const intentSchema = z.object({ intent: z.enum(["profile", "password"]) });

export async function editProfileAction({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request, { notice: true });
  const here = new URL(request.url).pathname;
  const intent = intentSchema.safeParse(Object.fromEntries(await request.clone().formData()));
  if (!intent.success) {
    return json({ intent: null, message: "Please use the Save Changes or Update Password button." }, { status: 400 });
  }

  if (intent.data.intent === "profile") {
    const submission = await parseForm(request, personalInfoSchema);
    if (submission.status !== "success") return json({ intent: "profile" as const, result: submission.reply() }, { status: 400 });
    const updated = updatePersonalInfo(userId, submission.value);
    if (!updated.ok) {
      return json({ intent: "profile" as const, result: submission.reply({ fieldErrors: { email: [EMAIL_TAKEN] } }) }, { status: 409 });
    }
    return redirectWithToast(here, { kind: "success", text: ACCOUNT_MESSAGES.profileSaved });
  }

  const submission = await parseForm(request, passwordChangeSchema);
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return json({ intent: "password" as const, result: submission.reply({ hideFields }) }, { status: 400 });
  }
  if (!(await setPassword(userId, submission.value.password))) {
    return json(
      { intent: "password" as const, result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.somethingWentWrong], hideFields }) },
      { status: 500 },
    );
  }
  // The new password ended every session, this one too: the user signs in again with it.
  return redirectWithToast(
    loginUrl(here),
    { kind: "success", text: `${ACCOUNT_MESSAGES.passwordUpdated}. ${ACCOUNT_MESSAGES.loginAgain}` },
    { headers: { "Set-Cookie": await endSessionCookie(request) } },
  );
}
