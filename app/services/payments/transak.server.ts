/**
 * The lottery's fiat on-ramp: a Transak-style widget (docs/decisions/142-on-ramps.md), staging by
 * default, coin ETH (the configured chain's). The widget's parameters go to the partner API from
 * the server: a partner access token (`refresh-token`, with the API secret), then a widget session
 * whose `widgetUrl` is used once, in a new window.
 */
import { dollars, OnRampError, type AddFundsRequest } from "./on-ramp.server";

export type TransakSettings = { apiKey: string; apiSecret: string; environment: "STAGING" | "PRODUCTION" };

const HOSTS = {
  STAGING: { api: "https://api-stg.transak.com", gateway: "https://api-gateway-stg.transak.com" },
  PRODUCTION: { api: "https://api.transak.com", gateway: "https://api-gateway.transak.com" },
} as const;

type Answer<T> = { data?: T; error?: { message?: unknown } };

async function postJson<T>(fetcher: typeof fetch, url: string, headers: Record<string, string>, body: unknown): Promise<T> {
  const response = await fetcher(url, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const answer = (await response.json().catch(() => ({}))) as Answer<T>;
  if (!response.ok || !answer.data) throw new OnRampError(`Transak refused ${new URL(url).pathname} (${response.status}): ${String(answer.error?.message ?? "no message")}`);
  return answer.data;
}

/** The partner access token lasts days: one per process and key, asked for again when refused. */
const accessTokens = new Map<string, Promise<string>>();
const tokenKey = (settings: TransakSettings) => `${settings.environment}:${settings.apiKey}:${settings.apiSecret}`;

function accessToken(settings: TransakSettings, fetcher: typeof fetch): Promise<string> {
  const key = tokenKey(settings);
  let token = accessTokens.get(key);
  if (!token) {
    token = postJson<{ accessToken: string }>(fetcher, `${HOSTS[settings.environment].api}/partners/api/v2/refresh-token`, { "api-secret": settings.apiSecret }, { apiKey: settings.apiKey }).then((data) => data.accessToken);
    accessTokens.set(key, token);
    token.catch(() => accessTokens.delete(key));
  }
  return token;
}

export async function transakWidgetUrl(settings: TransakSettings, request: AddFundsRequest, fetcher: typeof fetch, referrerDomain: string): Promise<string> {
  const widgetParams = {
    apiKey: settings.apiKey,
    referrerDomain,
    productsAvailed: "BUY",
    defaultCryptoCurrency: request.coinSymbol,
    cryptoCurrencyCode: request.coinSymbol,
    walletAddress: request.walletAddress,
    disableWalletAddressForm: true,
    fiatCurrency: "USD",
    fiatAmount: Number(dollars(request.usdCents)),
    partnerOrderId: request.reference,
    redirectURL: request.successUrl,
    ...(request.email ? { email: request.email } : {}),
  };
  const session = (token: string) => postJson<{ widgetUrl: string }>(fetcher, `${HOSTS[settings.environment].gateway}/api/v2/auth/session`, { "access-token": token }, { widgetParams });
  let data: { widgetUrl: string };
  try {
    data = await session(await accessToken(settings, fetcher));
  } catch {
    // A token refreshed elsewhere is invalidated: ask for a new one once.
    accessTokens.delete(tokenKey(settings));
    data = await session(await accessToken(settings, fetcher));
  }
  if (!URL.canParse(data.widgetUrl)) throw new OnRampError("Transak answered a session without its widgetUrl.");
  return data.widgetUrl;
}
