import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { parseForm } from "~/lib/input.server";
import { safeRedirect } from "~/lib/validation/forms";
import { setFollow } from "~/models/follows.server";
import { RATE_RULES, retryMessage, takeHit } from "~/models/rate-limits.server";
import { getUserId, loginUrl } from "~/models/session.server";
import { LOGIN_WARNING, redirectWithToast } from "~/services/toast.server";

const followSchema = z.object({
  following: z.enum(["true", "false"], { error: "Say whether to follow (true or false)." }).transform((v) => v === "true"),
  /** The page the button sits on: the answer goes back there, as a toast. */
  redirectTo: safeRedirect,
});

const uidParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * Follows or unfollows the account `uid` (a plain form post that works without JavaScript) and
 * goes back to the page with a toast. Visitors are sent to log in first (docs/decisions/085-follows.md).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const submission = await parseForm(request, followSchema);
  const back = submission.status === "success" ? submission.value.redirectTo : "/";
  const userId = await getUserId(request);
  if (userId === null) return redirectWithToast(loginUrl(back), LOGIN_WARNING);
  const uid = uidParam.safeParse(params.uid);
  if (submission.status !== "success" || !uid.success) {
    const error = "Use the Follow button on a seller or owner.";
    return json({ error, result: submission.reply({ formErrors: [error] }) }, { status: 400 });
  }
  const waitMs = takeHit([[RATE_RULES.followsPerAccount, String(userId)]]);
  if (waitMs > 0) return redirectWithToast(back, { kind: "error", text: retryMessage(waitMs, "follows") });
  const outcome = setFollow(userId, uid.data, submission.value.following);
  switch (outcome.status) {
    case "unknown-user":
      return json({ error: "There is no account with that id." }, { status: 404 });
    case "self":
      return redirectWithToast(back, { kind: "error", text: "You cannot follow yourself." });
    case "followed":
      return redirectWithToast(back, { kind: "success", text: "You are now following this collector." });
    case "unfollowed":
      return redirectWithToast(back, { kind: "info", text: "You no longer follow this collector." });
  }
}

export function loader() {
  return json({ error: "Use the Follow button." }, { status: 405, headers: { Allow: "POST" } });
}
