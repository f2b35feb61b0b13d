import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import { idParam } from "~/lib/http.server";
import { parseForm } from "~/lib/input.server";
import { safeRedirect } from "~/lib/validation/forms";
import { setLike } from "~/models/likes.server";
import { getUserId, loginUrl } from "~/models/session.server";
import { LOGIN_WARNING, redirectWithToast } from "~/services/toast.server";

const likeSchema = z.object({
  liked: z.enum(["true", "false"], { error: "Say whether you like it (true or false)." }).transform((v) => v === "true"),
  /** The page the toggle sits on: visitors come back to it after logging in. */
  redirectTo: safeRedirect,
  /** Plain form posts (JavaScript off) go back to the page; fetcher posts get the new count. */
  returnTo: z.literal("page").optional(),
});

/** Likes or unlikes an NFT for the signed-in user; a visitor is sent to log in first. */
export async function action({ request, params }: ActionFunctionArgs) {
  const nftId = idParam(params.nftid, "collectible");
  const submission = await parseForm(request, likeSchema);
  const userId = await getUserId(request);
  if (userId === null) {
    const back = submission.status === "success" ? submission.value.redirectTo : "/";
    return redirectWithToast(loginUrl(back), LOGIN_WARNING);
  }
  if (submission.status !== "success") return json({ error: "Say whether you like it.", result: submission.reply() }, { status: 400 });
  const state = setLike(userId, nftId, submission.value.liked);
  if (!state) return json({ error: "There is no collectible with that id." }, { status: 404 });
  if (submission.value.returnTo === "page") return redirect(submission.value.redirectTo);
  return json(state);
}

export function loader() {
  return json({ error: "Use the like button." }, { status: 405, headers: { Allow: "POST" } });
}
