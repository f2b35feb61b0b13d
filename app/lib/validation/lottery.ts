import { z } from "zod";

/** How many tickets one order may hold (the popup's number control: 1 to 100). */
export const MAX_TICKETS_PER_ORDER = 100;

const ticketCount = `Please choose from 1 to ${MAX_TICKETS_PER_ORDER} tickets.`;

/** How the popup's form pays: the hosted providers (the on-ramp adds funds to the wallet by its own form). */
export const TICKET_PAYMENTS = ["card", "crypto-provider"] as const;
export type TicketPayment = (typeof TICKET_PAYMENTS)[number];

/** The PURCHASE TICKETS form: how many tickets, and how the player pays. */
export const ticketPurchaseSchema = z.object({
  tickets: z.number({ error: ticketCount }).int(ticketCount).min(1, ticketCount).max(MAX_TICKETS_PER_ORDER, ticketCount),
  payment: z.enum(TICKET_PAYMENTS, { error: "Please choose how you want to pay." }),
});
