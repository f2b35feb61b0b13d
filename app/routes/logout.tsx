import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { auth } from "~/models/auth.server";

/** POST /logout ends the session and goes home (the spec's logout). */
export async function action({ request }: ActionFunctionArgs) {
  return auth().logout(request, { redirectTo: "/" });
}

/** Signing out changes state, so a plain visit only goes home. */
export function loader() {
  return redirect("/");
}
