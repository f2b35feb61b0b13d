import type { SubmissionResult } from "@conform-to/react";
import { json } from "@remix-run/node";
import type { SaveResult } from "~/models/studio/catalogue.server";
import { redirectWithToast } from "~/services/toast.server";

type Submission = { reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]> };

/**
 * The console's answer to a save: on success a redirect with a toast; otherwise the form again
 * with the field's error (400) or the stale-version message above the form (409), keeping every
 * value the editor typed.
 */
export async function saveReply(submission: Submission, result: SaveResult, success: { to: (id: number) => string; text: string }) {
  if (result.ok) return redirectWithToast(success.to(result.id), { kind: "success", text: success.text });
  if (result.kind === "conflict") return json({ result: submission.reply({ formErrors: [result.error] }) }, { status: 409 });
  return json({ result: submission.reply({ fieldErrors: { [result.field]: [result.error] } }) }, { status: 400 });
}
