import { z } from "zod";
import { orderIdField } from "./purchase.server";

/** Stripe's largest amount in US cents ($999,999.99): anything above is refused before Stripe is asked. */
export const MAX_CARD_AMOUNT_CENTS = 99_999_999;

/**
 * The spec's `POST /create-payment-intent` body: description, source (the card token from
 * Stripe.js), currency usd, amount in cents, and the order it pays (docs/decisions/143-create-payment-intent.md).
 * Types are checked as sent: an amount given as text or with cents after a point is refused.
 */
export const paymentIntentSchema = z
  .object({
    description: z.string({ error: "description is required: a text." }).trim().min(1, "description is required: a text.").max(500, "description is at most 500 characters."),
    source: z.string({ error: "source is required: the card token (tok_…)." }).regex(/^tok_[A-Za-z0-9_]{1,200}$/, "source must be a card token (tok_…)."),
    currency: z.literal("usd", { error: 'currency must be "usd".' }),
    amount: z
      .number({ error: "amount is required: a whole number of cents." })
      .int("amount must be a whole number of cents.")
      .positive("amount must be more than 0 cents.")
      .max(MAX_CARD_AMOUNT_CENTS, `amount must be at most ${MAX_CARD_AMOUNT_CENTS} cents.`),
    order: orderIdField,
  })
  .strict();
