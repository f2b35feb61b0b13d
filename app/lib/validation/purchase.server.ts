import { z } from "zod";

// The purchase modal's requests. Only the server reads them (the page sends fixed hidden fields),
// so zod stays out of the item page's bundle.

/** 20 alphanumeric characters: the id of an order. */
export const orderIdField = z.string({ error: "The order is missing: reload the page." }).regex(/^[A-Za-z0-9]{20}$/, "The order is missing: reload the page.");

/**
 * The purchase modal's requests, told apart by `intent`: the gas estimate, the quote that reserves
 * a unit, the card checkout, the crypto provider's charge, and the hash of the transaction the wallet sent for an order.
 */
export const purchaseSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("estimate") }),
  z.object({ intent: z.literal("quote") }),
  // Card: the server quotes its own price; any amount the page might send is not read.
  z.object({ intent: z.literal("card") }),
  // The crypto provider's charge: the same, the server's price alone.
  z.object({ intent: z.literal("crypto") }),
  // The standard wallet: the password read alongside confirms; the server quotes and pays.
  z.object({ intent: z.literal("password") }),
  z.object({
    intent: z.literal("submitted"),
    orderId: orderIdField,
    txHash: z.string({ error: "The transaction is missing." }).regex(/^0x[0-9a-fA-F]{64}$/, "That is not a transaction hash."),
  }),
]);

export type PurchaseInput = z.infer<typeof purchaseSchema>;
