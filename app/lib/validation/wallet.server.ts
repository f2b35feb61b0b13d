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

/** An address to send to: mixed-case letters must match its checksum (a mistyped address is refused, not lost). */
const destination = address.refine((value) => isAddress(value), "This address's mixed-case letters do not match its checksum: please copy it again.");

/** The account password that confirms a transfer or an export; an account without one leaves it empty. */
const password = z.string().max(1000).optional();

const tokenMessage = "Choose a collectible to send.";

/**
 * POST /wallet, told apart by the submit button's `intent`: Disconnect, and the standard wallet's
 * forms (docs/decisions/137-standard-wallet-custody.md, 146-standard-wallet-out-and-card-delivery.md):
 * ask for a code, enter it, top up from the dev faucet, send coin or a collectible to an external
 * address after the password.
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
  z.object({ intent: z.literal("send-coin"), to: destination, amount: coinAmount("amount"), password }),
  z.object({
    intent: z.literal("send-nft"),
    tokenId: z.string({ error: tokenMessage }).regex(/^[1-9]\d{0,15}$/, tokenMessage).transform(Number),
    to: destination,
    password,
  }),
  // The password is read with the other trades' (docs/decisions/144-standard-wallet-trading.md).
  z.object({ intent: z.literal("withdraw-refunds") }),
]);

/** POST /wallet/export: the password that shows the standard wallet's key. */
export const keyExportSchema = z.object({ password });
