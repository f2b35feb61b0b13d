import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseForm } from "~/lib/input.server";
import { walletNonceSchema } from "~/lib/validation/wallet.server";
import { RATE_RULES, retryAfterHeader, retryMessage, takeHit } from "~/models/rate-limits.server";
import { getUserId } from "~/models/session.server";
import { startWalletProof } from "~/models/wallets.server";

/**
 * POST /wallet/nonce with {address}: a single-use nonce inside the Sign-In with Ethereum message
 * the wallet at that address is asked to sign (docs/decisions/071-sign-in-with-ethereum.md).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  const userId = await getUserId(request);
  if (userId === null) return json({ error: "Please Login to Continue" }, { status: 401 });
  const submission = await parseForm(request, walletNonceSchema);
  if (submission.status !== "success") return json({ error: "Give the wallet's address (0x and 40 hex digits)." }, { status: 400 });
  const waitMs = takeHit([[RATE_RULES.walletProofsPerAccount, String(userId)]]);
  if (waitMs > 0) return json({ error: retryMessage(waitMs, "wallet connections") }, { status: 429, headers: retryAfterHeader(waitMs) });
  return json(startWalletProof(userId, submission.value.address));
}

export function loader() {
  return json({ error: "Use POST with {address}." }, { status: 405, headers: { Allow: "POST" } });
}
