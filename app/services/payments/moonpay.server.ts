/**
 * The widget on-ramp: a MoonPay-style widget URL (docs/decisions/142-on-ramps.md), opened in a new
 * window with the dollar amount. Because it names the wallet, the query is signed: an HMAC-SHA256
 * of the query string (with its leading `?`) under the secret key, base64, appended last as
 * `signature`; the widget refuses to load when a parameter was changed.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { dollars, type AddFundsRequest } from "./on-ramp.server";

export type MoonPaySettings = { publishableKey: string; secretKey: string; widgetUrl: string };

export function moonPaySignature(search: string, secretKey: string): string {
  return createHmac("sha256", secretKey).update(search).digest("base64");
}

export function moonPayWidgetUrl(settings: MoonPaySettings, request: AddFundsRequest): string {
  const url = new URL(settings.widgetUrl);
  const params = {
    apiKey: settings.publishableKey,
    currencyCode: request.coinSymbol.toLowerCase(),
    walletAddress: request.walletAddress,
    baseCurrencyCode: "usd",
    baseCurrencyAmount: dollars(request.usdCents),
    lockAmount: "true",
    externalTransactionId: request.reference,
    redirectURL: request.successUrl,
    ...(request.email ? { email: request.email } : {}),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  url.searchParams.set("signature", moonPaySignature(url.search, settings.secretKey));
  return url.toString();
}

/** The widget's check: the signature is the last parameter and signs everything before it. */
export function isMoonPaySignatureValid(href: string, secretKey: string): boolean {
  const url = new URL(href);
  const signature = url.searchParams.get("signature");
  if (!signature) return false;
  url.searchParams.delete("signature");
  const expected = Buffer.from(moonPaySignature(url.search, secretKey));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
