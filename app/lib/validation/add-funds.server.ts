import { z } from "zod";
import { ON_RAMP_IDS } from "~/config.server";
import { safeRedirect } from "./forms";

/** The most and least one "Add funds" buys, in cents: the providers' usual card limits, and our cap on what a page may ask for. */
export const ADD_FUNDS_MIN_CENTS = 20_00;
export const ADD_FUNDS_MAX_CENTS = 2_000_00;

const amountMessage = `Enter an amount in US dollars from $${ADD_FUNDS_MIN_CENTS / 100} to $${(ADD_FUNDS_MAX_CENTS / 100).toLocaleString("en-US")}, like 50 or 50.25.`;

/**
 * POST /wallet/add-funds: which on-ramp, how many dollars (bounded here whatever the page sent; the
 * wallet is the account's active one, never a field), and the site path to come back to.
 */
export const addFundsSchema = z.object({
  provider: z.enum(ON_RAMP_IDS, { error: "Choose how to add funds." }),
  amount: z
    .string({ error: amountMessage })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, amountMessage)
    .transform((dollars) => Math.round(Number(dollars) * 100))
    .refine((cents) => cents >= ADD_FUNDS_MIN_CENTS && cents <= ADD_FUNDS_MAX_CENTS, amountMessage),
  returnTo: safeRedirect,
});
