import { z } from "zod";
import { safeRedirect } from "./forms";

const address = z.string({ error: "Give the wallet's address." }).regex(/^0x[0-9a-fA-F]{40}$/, "A wallet address is 0x and 40 hex digits.");

/** POST /wallet/nonce: the address the wallet says it signs with. */
export const walletNonceSchema = z.object({ address });

const MAX_SIGNATURE_BYTES = 4096;

/** POST /wallet/verify: the signed Sign-In with Ethereum message, and where to go next. */
export const walletVerifySchema = z.object({
  message: z.string({ error: "Give the signed message." }).min(1).max(2000, "This message is too long."),
  // A key signs 65 bytes; a contract wallet's signature (EIP-1271) may be longer, e.g. one per owner of a Safe.
  signature: z
    .string({ error: "Give the signature." })
    .max(2 + 2 * MAX_SIGNATURE_BYTES, "This signature is too long.")
    .regex(/^0x(?:[0-9a-fA-F]{2})+$/, "A signature is 0x and hex digits, two per byte."),
  redirectTo: safeRedirect,
});

/** POST /wallet: the Disconnect button. */
export const walletDisconnectSchema = z.object({ intent: z.literal("disconnect") });
