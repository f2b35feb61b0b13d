import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { revokeSessionsOf } from "~/models/sessions.server";
import { requireSession } from "~/models/session.server";
import { redirectWithToast } from "~/services/toast.server";

/** "Sign out other devices" on the profile: ends every session of the account except this browser's. */
export async function action({ request }: ActionFunctionArgs) {
  const session = await requireSession(request, { notice: true });
  const ended = revokeSessionsOf(session.user.id, { keep: session.id });
  return redirectWithToast("/profile", {
    kind: "success",
    text: ended === 0 ? "No other device was signed in." : `Signed out of ${ended} other device${ended === 1 ? "" : "s"}.`,
  });
}

/** The device list lives on the profile page. */
export function loader() {
  return redirect("/profile");
}
