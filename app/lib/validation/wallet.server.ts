import { z } from "zod";
import { safeRedirect } from "./forms";

const address = z.string({ error: "Give the wallet's address." }).regex(/^0x[0-9a-fA-F]{40}$/, "A wallet address is 0x and 40 hex digits.");

/** POST /wallet/nonce: the address the wallet says it signs with. */
export const walletNonceSchema = z.object({ address });

/** POST /wallet/verify: the signed Sign-In with Ethereum message, and where to go next. */
export const walletVerifySchema = z.object({
  message: z.string({ error: "Give the signed message." }).min(1).max(2000, "This message is too long."),
  signature: z.string({ error: "Give the signature." }).regex(/^0x[0-9a-fA-F]{130}$/, "A signature is 0x and 130 hex digits."),
  redirectTo: safeRedirect,
});

/** POST /wallet: the Disconnect button. */
export const walletDisconnectSchema = z.object({ intent: z.literal("disconnect") });
