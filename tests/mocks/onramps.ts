import { randomBytes } from "node:crypto";
import { http, HttpResponse } from "msw";
import type { RecordStore } from "./store";

/**
 * Stand-ins for the on-ramps' HTTP APIs (docs/decisions/142-on-ramps.md), in their shapes: Wyre's
 * wallet order reservation and Transak's partner token and widget session. MoonPay's widget needs
 * no API call (its URL is signed by us), so it has no handler: its stand-in page checks the
 * signature as MoonPay's widget does. The sandbox and the tests run the real adapters against these.
 */

export const WYRE_TEST_API = "https://api.testwyre.com";
export const TRANSAK_STAGING_API = "https://api-stg.transak.com";
export const TRANSAK_STAGING_GATEWAY = "https://api-gateway-stg.transak.com";

/** The sandbox's keys: test keys no real account has. */
export const SANDBOX_ON_RAMP_KEYS = {
  wyre: { accountId: "AC_DIGINOORSANDBOX", secretKey: "TEST-SK-DIGINOOR-SANDBOX" },
  moonpay: { publishableKey: "pk_test_diginoorsandbox", secretKey: "sk_test_diginoorsandbox" },
  transak: { apiKey: "diginoor-sandbox-key", apiSecret: "diginoor-sandbox-secret" },
} as const;

/** One purchase of coin a stand-in knows of: what to deliver where, and where to send the buyer back. */
export type MockOnRampOrder = {
  id: string;
  provider: "wyre" | "moonpay" | "transak";
  status: "open" | "complete" | "cancelled";
  walletAddress: string;
  /** The fiat amount the buyer pays, in cents of `currency`. */
  amountCents: number;
  currency: string;
  destCurrency: string;
  /** Our reference for the purchase, as the provider echoes it back. */
  reference: string | null;
  redirectUrl: string;
  failureRedirectUrl: string | null;
  createdAt: number;
};

export type OnRampStore = RecordStore<MockOnRampOrder>;

const mockId = (prefix: string) => `${prefix}${randomBytes(12).toString("hex").toUpperCase()}`;

/** A fiat amount as providers send it ("25", "25.5", 25.5) in cents; null unless a positive amount of whole cents. */
export function fiatCents(amount: unknown): number | null {
  const text = typeof amount === "number" ? String(amount) : typeof amount === "string" ? amount : "";
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cents > 0 ? cents : null;
}

const ethereumDest = /^ethereum:(0x[0-9a-fA-F]{40})$/;
const isHttpUrl = (value: unknown): value is string => typeof value === "string" && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** Wyre's error body: an exception with a type and a message. */
const wyreError = (status: number, type: string, message: string) =>
  HttpResponse.json({ language: "en", exceptionId: mockId("EX_"), compositeType: "", subType: "", message, type, transient: false }, { status });

const transakError = (status: number, message: string) => HttpResponse.json({ error: { statusCode: status, name: status === 401 ? "UnauthorizedError" : "BadRequestError", message } }, { status });

type ReserveBody = {
  referrerAccountId?: unknown;
  amount?: unknown;
  sourceCurrency?: unknown;
  destCurrency?: unknown;
  dest?: unknown;
  redirectUrl?: unknown;
  failureRedirectUrl?: unknown;
};

type WidgetParams = {
  apiKey?: unknown;
  referrerDomain?: unknown;
  walletAddress?: unknown;
  fiatAmount?: unknown;
  fiatCurrency?: unknown;
  defaultCryptoCurrency?: unknown;
  cryptoCurrencyCode?: unknown;
  redirectURL?: unknown;
  partnerOrderId?: unknown;
};

/**
 * The handlers. `widgetUrl` says where a provider's hosted page for an order is (the sandbox's
 * stand-in page); requests without the sandbox's keys are refused as the providers refuse them.
 */
export function onRampHandlers({ store, widgetUrl }: { store: OnRampStore; widgetUrl: (order: MockOnRampOrder) => string }) {
  const keys = SANDBOX_ON_RAMP_KEYS;
  const tokens = new Set<string>();
  return [
    http.post(`${WYRE_TEST_API}/v3/orders/reserve`, async ({ request }) => {
      if (request.headers.get("Authorization") !== `Bearer ${keys.wyre.secretKey}`) return wyreError(401, "AccessDeniedException", "Invalid API key or signature");
      const body = (await request.json().catch(() => null)) as ReserveBody | null;
      if (!body) return wyreError(400, "ValidationException", "The request body is not JSON.");
      if (body.referrerAccountId !== keys.wyre.accountId) return wyreError(400, "ValidationException", "referrerAccountId does not name your account.");
      const amountCents = fiatCents(body.amount);
      if (amountCents === null) return wyreError(400, "ValidationException", "amount must be a positive amount.");
      if (body.sourceCurrency !== "USD") return wyreError(400, "ValidationException", "sourceCurrency is not supported.");
      if (typeof body.destCurrency !== "string" || !/^[A-Z]{2,6}$/.test(body.destCurrency)) return wyreError(400, "ValidationException", "destCurrency is not supported.");
      const dest = typeof body.dest === "string" ? ethereumDest.exec(body.dest) : null;
      if (!dest) return wyreError(400, "ValidationException", "dest must be ethereum:0x… for this currency.");
      if (!isHttpUrl(body.redirectUrl) || !isHttpUrl(body.failureRedirectUrl)) return wyreError(400, "ValidationException", "redirectUrl and failureRedirectUrl must be URLs.");
      const order: MockOnRampOrder = {
        id: mockId("RS_"),
        provider: "wyre",
        status: "open",
        walletAddress: dest[1],
        amountCents,
        currency: "USD",
        destCurrency: body.destCurrency,
        reference: null,
        redirectUrl: body.redirectUrl,
        failureRedirectUrl: body.failureRedirectUrl,
        createdAt: Date.now(),
      };
      store.put(order);
      return HttpResponse.json({ url: widgetUrl(order), reservation: order.id });
    }),

    http.post(`${TRANSAK_STAGING_API}/partners/api/v2/refresh-token`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { apiKey?: unknown } | null;
      if (request.headers.get("api-secret") !== keys.transak.apiSecret || body?.apiKey !== keys.transak.apiKey) return transakError(401, "Invalid API key or secret");
      const accessToken = mockId("eyJ");
      tokens.add(accessToken);
      return HttpResponse.json({ data: { accessToken, expiresAt: Math.floor(Date.now() / 1000) + 7 * 24 * 60 * 60 } });
    }),

    http.post(`${TRANSAK_STAGING_GATEWAY}/api/v2/auth/session`, async ({ request }) => {
      if (!tokens.has(request.headers.get("access-token") ?? "")) return transakError(401, "Invalid access token");
      const params = ((await request.json().catch(() => null)) as { widgetParams?: WidgetParams } | null)?.widgetParams;
      if (!params || params.apiKey !== keys.transak.apiKey || typeof params.referrerDomain !== "string" || !params.referrerDomain) {
        return transakError(400, "widgetParams.apiKey and widgetParams.referrerDomain are required");
      }
      const amountCents = fiatCents(params.fiatAmount);
      const wallet = typeof params.walletAddress === "string" && /^0x[0-9a-fA-F]{40}$/.test(params.walletAddress) ? params.walletAddress : null;
      if (amountCents === null || !wallet || params.fiatCurrency !== "USD" || !isHttpUrl(params.redirectURL)) {
        return transakError(400, "walletAddress, fiatAmount, fiatCurrency and redirectURL must be valid");
      }
      const order: MockOnRampOrder = {
        id: mockId("TS_"),
        provider: "transak",
        status: "open",
        walletAddress: wallet,
        amountCents,
        currency: "USD",
        destCurrency: typeof params.defaultCryptoCurrency === "string" ? params.defaultCryptoCurrency : "ETH",
        reference: typeof params.partnerOrderId === "string" ? params.partnerOrderId : null,
        redirectUrl: params.redirectURL,
        failureRedirectUrl: null,
        createdAt: Date.now(),
      };
      store.put(order);
      return HttpResponse.json({ data: { widgetUrl: widgetUrl(order) } });
    }),
  ];
}

/**
 * Where the provider sends the buyer back once the purchase ends, with the query parameters it
 * adds: Wyre to its success or failure URL with the order and transfer, MoonPay with
 * `transactionId` and `transactionStatus`, Transak with `orderId` and `status`.
 */
export function onRampReturnUrl(order: MockOnRampOrder, completed: boolean): string {
  if (order.provider === "wyre" && !completed) return order.failureRedirectUrl ?? order.redirectUrl;
  const url = new URL(order.redirectUrl);
  const add = (values: Record<string, string>) => Object.entries(values).forEach(([name, value]) => url.searchParams.set(name, value));
  if (order.provider === "wyre") add({ orderId: mockId("WO_"), transferId: mockId("TF_"), accountId: SANDBOX_ON_RAMP_KEYS.wyre.accountId, dest: `ethereum:${order.walletAddress}` });
  if (order.provider === "moonpay") add({ transactionId: order.id, transactionStatus: completed ? "pending" : "failed" });
  if (order.provider === "transak") add({ orderId: order.id, status: completed ? "PROCESSING" : "CANCELLED", walletAddress: order.walletAddress });
  return url.toString();
}
