import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { parseForm } from "~/lib/input.server";
import { addFundsSchema } from "~/lib/validation/add-funds.server";
import { startAddFunds } from "~/models/add-funds.server";
import { requireUserId } from "~/models/session.server";
import { redirectWithToast } from "~/services/toast.server";

/** Nothing to show here: the forms that post to it live on /wallet and in the purchase modal. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserId(request);
  return redirect("/wallet");
}

/**
 * "Add funds" (docs/decisions/142-on-ramps.md): a plain form post, answered by a redirect to the
 * on-ramp's page for the account's active wallet (the page opens it in a new tab or window when
 * JavaScript runs). A refusal returns to the page it came from with the reason; with
 * `?reply=json` (the page's script) the answer is JSON instead.
 */
export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const wantsJson = new URL(request.url).searchParams.get("reply") === "json";
  const submission = await parseForm(request, addFundsSchema);
  const refuse = async (status: number, error: string, back: string) =>
    wantsJson ? json({ error }, { status }) : redirectWithToast(back, { kind: "error", text: error }, { status: 303 });
  if (submission.status !== "success") {
    const errors = submission.reply().error ?? {};
    const returnTo = typeof submission.payload.returnTo === "string" ? submission.payload.returnTo : undefined;
    const back = addFundsSchema.shape.returnTo.parse(returnTo);
    return refuse(400, Object.values(errors).flat()[0] ?? "Please check the form.", back);
  }
  const { provider, amount, returnTo } = submission.value;
  const started = await startAddFunds(userId, provider, amount, returnTo);
  if (!started.ok) return refuse(started.status, started.error, returnTo);
  return wantsJson ? json({ url: started.url }) : redirect(started.url, 303);
}
