import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseForm } from "~/lib/input.server";
import { walletVerifySchema } from "~/lib/validation/wallet.server";
import { RATE_RULES, retryAfterHeader, retryMessage, takeHit } from "~/models/rate-limits.server";
import { getUserId } from "~/models/session.server";
import { completeWalletProof } from "~/models/wallets.server";
import { toastCookie } from "~/services/toast.server";

/**
 * POST /wallet/verify with {message, signature, redirectTo}: checks the signed Sign-In with
 * Ethereum message and makes its address the account's active wallet. The reply carries the
 * "Wallet Connected" toast for the page the browser goes to next.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  const userId = await getUserId(request);
  if (userId === null) return json({ error: "Please Login to Continue" }, { status: 401 });
  const submission = await parseForm(request, walletVerifySchema);
  if (submission.status !== "success") return json({ error: "Give the signed message and its signature." }, { status: 400 });
  const waitMs = takeHit([[RATE_RULES.walletProofsPerAccount, String(userId)]]);
  if (waitMs > 0) return json({ error: retryMessage(waitMs, "wallet connections") }, { status: 429, headers: retryAfterHeader(waitMs) });
  const { message, signature, redirectTo } = submission.value;
  const proof = await completeWalletProof(userId, message, signature);
  if (!proof.ok) return json({ error: proof.error }, { status: proof.status });
  const headers = { "Set-Cookie": await toastCookie({ kind: "success", text: "Wallet Connected" }) };
  return json({ address: proof.address, redirectTo }, { headers });
}

export function loader() {
  return json({ error: "Use POST with {message, signature}." }, { status: 405, headers: { Allow: "POST" } });
}
