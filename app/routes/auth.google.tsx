import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { notFound } from "~/lib/http.server";
import { readFormData } from "~/lib/input.server";
import { safeRedirect } from "~/lib/validation/forms";
import { auth, googleSignInEnabled, rememberReturnTo } from "~/models/auth.server";

/** The Google button: sends the browser to Google's account chooser, remembering where to return. */
export async function action({ request }: ActionFunctionArgs) {
  if (!googleSignInEnabled()) notFound("Google sign-in is not available.");
  const { formData: form } = await readFormData(request.clone());
  const field = form.get("redirectTo");
  const returnTo = safeRedirect.parse(typeof field === "string" ? field : undefined);
  try {
    await auth().authenticate("google", request);
  } catch (thrown) {
    // The strategy throws its redirect to Google; it carries the OAuth state in the session cookie.
    if (thrown instanceof Response) return rememberReturnTo(thrown, returnTo);
    throw thrown;
  }
  // Already signed in: nothing to do at Google.
  return redirect(returnTo);
}

export function loader() {
  return redirect("/login");
}
