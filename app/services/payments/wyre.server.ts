/**
 * The card-to-crypto on-ramp: a Wyre-style wallet order reservation (docs/decisions/142-on-ramps.md).
 * `POST /v3/orders/reserve` with the amount in dollars, the coin and the wallet it goes to, and the
 * success and failure URLs; the answer's `url` is the hosted checkout, opened in a new tab.
 */
import { dollars, OnRampError, type AddFundsRequest } from "./on-ramp.server";

export type WyreSettings = { accountId: string; secretKey: string; apiUrl: string };

/** Wyre's answer to a reservation, and its errors' shape. */
type Reservation = { url?: unknown; reservation?: unknown };
type WyreError = { message?: unknown; type?: unknown };

export async function reserveWyreOrder(settings: WyreSettings, request: AddFundsRequest, fetcher: typeof fetch): Promise<string> {
  const response = await fetcher(`${settings.apiUrl}/v3/orders/reserve`, {
    method: "POST",
    headers: { Authorization: `Bearer ${settings.secretKey}`, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({
      referrerAccountId: settings.accountId,
      amount: dollars(request.usdCents),
      sourceCurrency: "USD",
      destCurrency: request.coinSymbol,
      dest: `ethereum:${request.walletAddress}`,
      // The buyer cannot change what we reserved on the hosted page.
      lockFields: ["amount", "sourceCurrency", "destCurrency", "dest"],
      redirectUrl: request.successUrl,
      failureRedirectUrl: request.failureUrl,
      email: request.email ?? undefined,
      paymentMethod: "debit-card",
    }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => ({}))) as Reservation & WyreError;
  if (!response.ok) throw new OnRampError(`Wyre refused the reservation (${response.status} ${String(body.type ?? "")}): ${String(body.message ?? "no message")}`);
  if (typeof body.url !== "string" || !URL.canParse(body.url)) throw new OnRampError("Wyre answered a reservation without its url.");
  return body.url;
}
