import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endSession } from "~/models/session.server";

/** POST /logout ends the session on the server and in this browser, and goes home (the spec's logout). */
export async function action({ request }: ActionFunctionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await endSession(request) } });
}

/** Signing out changes state, so a plain visit only goes home. */
export function loader() {
  return redirect("/");
}
