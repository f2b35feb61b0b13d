import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import { parseForm } from "~/lib/input.server";
import { safeRedirect } from "~/lib/validation/forms";
import { markNotificationRead } from "~/models/notifications.server";
import { getUserId } from "~/models/session.server";

const markReadSchema = z.object({
  id: z
    .string({ error: "Give the id of the notification to mark read." })
    .regex(/^\d{1,12}$/, "A notification id is a whole number.")
    .transform(Number)
    .refine((id) => id >= 1, "A notification id is a whole number."),
  /** Present on the header's plain form posts (JavaScript off): where to go back to. */
  redirectTo: safeRedirect,
  returnTo: z.literal("page").optional(),
});

/**
 * The spec's `POST /notifications/update` with `{id}` (JSON or a form post): marks one of the
 * signed-in user's notifications read. Marking it again is harmless.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ error: "Use POST." }, { status: 405 });
  const userId = await getUserId(request);
  if (userId === null) return json({ error: "Please Login to Continue" }, { status: 401 });
  const submission = await parseForm(request, markReadSchema);
  if (submission.status !== "success") return json({ error: "Give the id of the notification to mark read.", result: submission.reply() }, { status: 400 });
  const { id, redirectTo, returnTo } = submission.value;
  const outcome = markNotificationRead(userId, id);
  if (outcome === "not-found") return json({ error: "There is no notification with that id." }, { status: 404 });
  if (outcome === "not-yours") return json({ error: "You can only update your own notifications." }, { status: 403 });
  if (returnTo === "page") return redirect(redirectTo);
  return json({ ok: true, id: String(id), read: true });
}

export function loader() {
  return json({ error: "Use POST with {id}." }, { status: 405, headers: { Allow: "POST" } });
}
