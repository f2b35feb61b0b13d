import { isAddress } from "ethers";
import { z } from "zod";
import { safeRedirect } from "./forms";
import { coinAmount } from "./market";

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

/**
 * POST /wallet, told apart by the submit button's `intent`: Disconnect, and the standard wallet's
 * forms (docs/decisions/137-standard-wallet-custody.md): ask for a code, enter it, top up from the
 * dev faucet, send coin to an external address after the password.
 */
export const walletFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("disconnect") }),
  z.object({ intent: z.literal("request-code") }),
  z.object({ intent: z.literal("google") }),
  z.object({
    intent: z.literal("redeem-code"),
    code: z.string({ error: "Please enter the code from your email." }).trim().regex(/^\d{6}$/, "The code is the 6 digits in your email."),
  }),
  z.object({ intent: z.literal("faucet") }),
  z.object({
    intent: z.literal("send-coin"),
    to: address.refine((value) => isAddress(value), "This address's mixed-case letters do not match its checksum: please copy it again."),
    amount: coinAmount("amount"),
    password: z.string().max(1000).optional(),
  }),
  // The password is read with the other trades' (docs/decisions/144-standard-wallet-trading.md).
  z.object({ intent: z.literal("withdraw-refunds") }),
]);
