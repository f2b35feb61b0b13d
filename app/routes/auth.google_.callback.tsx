import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/lib/http.server";
import { GoogleSignInError } from "~/models/accounts.server";
import { auth, AuthorizationError, clientAddress, googleSignInEnabled, takeReturnTo } from "~/models/auth.server";
import { redirectSignedIn } from "~/models/session.server";
import { redirectWithToast } from "~/services/toast.server";

/** Google sends the browser back here with a code; we exchange it, find or create the user and sign them in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!googleSignInEnabled()) notFound("Google sign-in is not available.");
  const { to, clear } = await takeReturnTo(request);
  let userId: number;
  try {
    userId = await auth().authenticate("google", request);
  } catch (error) {
    if (!(error instanceof AuthorizationError)) throw error;
    const text =
      error.cause instanceof GoogleSignInError ? error.cause.message : "Google sign-in did not complete. Please try again.";
    return redirectWithToast("/login", { kind: "error", text }, { headers: { "Set-Cookie": clear } });
  }
  const response = await redirectSignedIn(request, userId, to, clientAddress(request, context), "google");
  response.headers.append("Set-Cookie", clear);
  return response;
}
