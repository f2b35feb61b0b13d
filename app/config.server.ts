import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";

const basisPoints = (fallback: number, max: number) =>
  z.coerce.number().int().min(0).max(max).default(fallback);

const address = (name: string) => z.string().regex(/^0x[0-9a-fA-F]{40}$/, `${name} must be a 0x address`);
const privateKey = (name: string) => z.string().regex(/^0x[0-9a-fA-F]{64}$/, `${name} must be a 0x-prefixed 32-byte hex key`);

/**
 * Accounts of anvil's default mnemonic ("test test … junk"), funded on every local dev chain and
 * public knowledge: the defaults only while the embedded dev chain is used (no CHAIN_RPC_URL).
 * Each role has its own account, as each has its own key or address in production (docs/decisions/053-keys-and-roles.md).
 */
const DEV_ROLES = {
  /** Account 0: deploys, then holds only the minter role. */
  minterKey: "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  /** Account 6. */
  quoteSignerKey: "0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e",
  /** Account 7. */
  keeperKey: "0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356",
  /** Account 8: collectible admin and market owner. */
  adminAddress: "0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f",
  /** Account 9: receives the fees and primary-sale proceeds. */
  treasuryAddress: "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
};

/** How the embedded dev chain (anvil) and its coin are named unless CHAIN_NAME and COIN_SYMBOL say otherwise. */
const EMBEDDED_CHAIN = { name: "Local dev chain", coinSymbol: "ETH" };

const DAY_MS = 24 * 60 * 60 * 1000;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Where the web server listens; HOST unset means every interface. */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).optional(),
  /** How many web worker processes share the port in production (default: one per core; docs/decisions/088-web-workers.md). */
  WEB_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Where the SQLite file, generated secrets and uploads live. */
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_PATH: z.string().min(1).optional(),
  /** Where uploaded profile images are kept by the local-disk storage (default DATA_DIR/uploads). */
  UPLOADS_DIR: z.string().min(1).optional(),
  /** Seed the catalogue when the database is empty at start. */
  SEED_ON_START: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  /**
   * Encrypts the keys of standard wallets (AES-256-GCM): 32 bytes as 64 hex digits or base64. On the
   * embedded chain it is generated into DATA_DIR when unset; on a configured chain, without it, the
   * standard wallet is unavailable (docs/decisions/137-standard-wallet-custody.md).
   */
  STANDARD_WALLET_KEY: z
    .string()
    .transform((value) => (/^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64")))
    .refine((key) => key.length === 32, "STANDARD_WALLET_KEY must be 32 bytes: 64 hex digits or base64")
    .optional(),
  /** A session ends after this many days without a visit, and this many days after sign-in at the latest. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Secure-only cookies; defaults to on in production. Turn off only behind plain-HTTP test setups. */
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  /**
   * The chain's display name and its native coin's symbol, the one symbol every amount is named by
   * (docs/decisions/002-one-chain-per-deployment.md). The embedded chain's: "Local dev chain", "ETH";
   * required with CHAIN_RPC_URL (Polygon: "Polygon", "POL").
   */
  CHAIN_NAME: z.string().trim().min(1).max(40).optional(),
  COIN_SYMBOL: z.string().trim().regex(/^[A-Za-z0-9]{2,6}$/, "COIN_SYMBOL is 2 to 6 letters or digits as wallets take it (EIP-3085), e.g. POL").optional(),
  /** Block explorer base URL; without one, proof links are not shown. */
  EXPLORER_URL: z.url().optional(),
  /** A JSON-RPC node to use instead of the embedded dev chain (then no local node is started). */
  CHAIN_RPC_URL: z.url().optional(),
  CHAIN_ID: z.coerce.number().int().positive().default(31337),
  /**
   * The RPC address browsers' wallets are given when they add the network (wallet_addEthereumChain);
   * defaults to the embedded chain's. Never a URL carrying a private API key.
   */
  CHAIN_PUBLIC_RPC_URL: z.url().optional(),
  /** WalletConnect v2 (mobile wallets): the project id from cloud.reown.com; without it the option says it is unavailable. */
  WALLETCONNECT_PROJECT_ID: z.string().regex(/^[0-9a-f]{32}$/, "WALLETCONNECT_PROJECT_ID is 32 hex characters").optional(),
  /** Port of the embedded dev chain on 127.0.0.1. */
  CHAIN_PORT: z.coerce.number().int().min(1).max(65535).default(8545),
  COLLECTIBLE_ADDRESS: address("COLLECTIBLE_ADDRESS").optional(),
  MARKET_ADDRESS: address("MARKET_ADDRESS").optional(),
  /** Block the indexer starts from when the contracts were deployed elsewhere. */
  DEPLOYMENT_BLOCK: z.coerce.number().int().min(0).optional(),
  /** Holds the contracts' minter role: mints bought tokens and the seeded catalogue. */
  MINTER_PRIVATE_KEY: privateKey("MINTER_PRIVATE_KEY").optional(),
  /** Collectible admin and market owner (a multisig in production); the server holds no key for it. */
  ADMIN_ADDRESS: address("ADMIN_ADDRESS").optional(),
  /** Receives buyer fees and primary-sale proceeds. */
  TREASURY_ADDRESS: address("TREASURY_ADDRESS").optional(),
  /** Signs primary-sale quotes (EIP-712) the marketplace contract checks. */
  QUOTE_SIGNER_PRIVATE_KEY: privateKey("QUOTE_SIGNER_PRIVATE_KEY").optional(),
  /** Pays the gas of settling ended auctions. */
  KEEPER_PRIVATE_KEY: privateKey("KEEPER_PRIVATE_KEY").optional(),
  /** Blocks an event waits before the indexer records it; default 0 on the embedded chain, 2 on a configured one. */
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(0).max(1000).optional(),
  INDEXER_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  KEEPER_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  ORDER_MINT_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(500),
  ORDER_MINT_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  ORDER_MINT_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  ORDER_MINT_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /** Offline default for the USD price of one coin, in cents. */
  USD_CENTS_PER_COIN: z.coerce.number().int().positive().default(300_000),
  /**
   * A live coin/USD price: Coinbase's exchange-rates endpoint or one answering in its shape
   * (https://api.coinbase.com/v2/exchange-rates); `?currency=COIN_SYMBOL` is added. Without it,
   * USD_CENTS_PER_COIN is used (docs/decisions/020-exchange-rates.md).
   */
  RATES_URL: z.url({ protocol: /^https?$/, error: "RATES_URL must be an http(s) URL such as https://api.coinbase.com/v2/exchange-rates" }).optional(),
  /** How often the live rate is asked for, how long one request may take, how long the last good rate is used while it fails. */
  RATES_CACHE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  RATES_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
  RATES_STALE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(600),
  /** Fees the contracts are deployed with; pages show the rates the contract charges (docs/decisions/052-fees-from-the-contract.md). */
  PRIMARY_FEE_BPS: basisPoints(2050, 3000),
  RESALE_FEE_BPS: basisPoints(1125, 3000),
  ROYALTY_BPS: basisPoints(1000, 1000),
  /**
   * The site's public origin (https://diginoor.example): mailed links are built from it, never
   * from a request's Host header. Without it, http://localhost:PORT (docs/decisions/041-app-url.md).
   */
  APP_URL: z
    .url({ protocol: /^https?$/, error: "APP_URL must be an http(s) URL such as https://diginoor.example" })
    .refine((value) => !URL.canParse(value) || (new URL(value).pathname === "/" && !new URL(value).search), "APP_URL must be an origin, without a path or query")
    .optional(),
  /** Google sign-in: set both to show the button. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Where Google sends the user back: a path on this site or an absolute URL. */
  GOOGLE_CALLBACK_URL: z.string().min(1).default("/auth/google/callback"),
  /** Real mail: an SMTP URL (smtp[s]://user:pass@host:port) or the host/port/user/pass below. */
  SMTP_URL: z.url().optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  SMTP_SECURE: z.enum(["true", "false"]).optional(),
  MAIL_FROM: z.string().min(3).default("Diginoor <no-reply@diginoor.local>"),
  /** A WordPress-style site whose /wp-json/wp/v2/posts replaces the database's blog posts. */
  BLOG_SOURCE_URL: z.url({ protocol: /^https?$/, error: "BLOG_SOURCE_URL must be an http(s) URL" }).optional(),
  /** A JSON Feed (jsonfeed.org 1.1) of community posts, e.g. a social wall's export, shown on the home page. */
  COMMUNITY_FEED_URL: z.url({ protocol: /^https?$/, error: "COMMUNITY_FEED_URL must be an http(s) URL" }).optional(),
  /** How long remote content (blog, community feed) is kept, and how long a request to it may take. */
  REMOTE_CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  REMOTE_CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /**
   * Header a trusted reverse proxy sets to the client's address (e.g. x-forwarded-for; its last
   * entry is used). Without it sign-in failures are limited per account only.
   */
  CLIENT_ADDRESS_HEADER: z.string().min(1).toLowerCase().optional(),
  /**
   * Client addresses the per-address rate limits leave alone (comma-separated), e.g. a test
   * runner's 127.0.0.1. Per-email and per-account limits still apply to them.
   */
  /** Card payments by Stripe: the secret API key (sk_live_… or sk_test_…) and the webhook endpoint's signing secret. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/, "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)").optional(),
  /**
   * The crypto payments provider (Coinbase Commerce): the API key and the webhook subscription's
   * shared secret (docs/decisions/140-crypto-provider-purchases.md).
   */
  COMMERCE_API_KEY: z.string().regex(/^[A-Za-z0-9-]{8,100}$/, "COMMERCE_API_KEY must be a Coinbase Commerce API key (letters, digits and dashes)").optional(),
  COMMERCE_WEBHOOK_SECRET: z.string().regex(/^[A-Za-z0-9-]{8,100}$/, "COMMERCE_WEBHOOK_SECRET must be the webhook subscription's shared secret (letters, digits and dashes)").optional(),
  /**
   * Payments against in-process stand-ins of the providers, with no real money
   * (docs/decisions/021-sandbox-mode.md): on by default outside production when no provider key is
   * set; in production only when set to true.
   */
  PAYMENTS_SANDBOX: z.enum(["true", "false"]).optional(),
  /**
   * The on-ramps that add funds to the active wallet (docs/decisions/142-on-ramps.md), each with its
   * secret: a Wyre-style reserve-order API (account id and secret key), a MoonPay-style signed widget
   * (publishable and secret key) and a Transak-style widget session (API key and secret). The base
   * URLs default to the providers' test or staging hosts.
   */
  WYRE_ACCOUNT_ID: z.string().regex(/^AC_[A-Z0-9]+$/, "WYRE_ACCOUNT_ID is the account id (AC_…)").optional(),
  WYRE_SECRET_KEY: z.string().regex(/^(TEST-)?SK-[A-Z0-9-]+$/, "WYRE_SECRET_KEY is a secret key (SK-… or TEST-SK-…)").optional(),
  WYRE_API_URL: z.url({ protocol: /^https$/, error: "WYRE_API_URL must be an https URL" }).default("https://api.testwyre.com"),
  MOONPAY_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_[A-Za-z0-9]+$/, "MOONPAY_PUBLISHABLE_KEY is a publishable key (pk_test_… or pk_live_…)").optional(),
  MOONPAY_SECRET_KEY: z.string().regex(/^sk_(test|live)_[A-Za-z0-9]+$/, "MOONPAY_SECRET_KEY is a secret key (sk_test_… or sk_live_…)").optional(),
  MOONPAY_WIDGET_URL: z.url({ protocol: /^https$/, error: "MOONPAY_WIDGET_URL must be an https URL" }).default("https://buy-sandbox.moonpay.com"),
  TRANSAK_API_KEY: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "TRANSAK_API_KEY is the partner API key").optional(),
  TRANSAK_API_SECRET: z.string().min(8, "TRANSAK_API_SECRET is the partner API secret").optional(),
  TRANSAK_ENVIRONMENT: z.enum(["STAGING", "PRODUCTION"]).default("STAGING"),
  /**
   * Checks what is kept instead of trusting it: every kept element is rendered afresh too, and a
   * page whose bytes differ fails (docs/decisions/100-kept-markup.md); a kept read that reads a table
   * its generation's triggers leave out fails (docs/decisions/158-generation-triggers-from-one-map.md).
   * On under vitest (NODE_ENV=test) and in the e2e server; it costs a page about two more renders.
   */
  KEPT_CHECK: z.enum(["true", "false"]).optional(),
  RATE_LIMIT_EXEMPT_ADDRESSES: z
    .string()
    .default("")
    .transform((list) => list.split(",").map((a) => a.trim()).filter(Boolean)),
});

type Env = z.output<typeof envSchema>;

/** How card payments run: the real Stripe, the sandbox, or not at all (with the reason shown to buyers). */
export type PaymentsSettings =
  | { mode: "stripe"; stripeSecretKey: string; stripeWebhookSecret: string }
  | { mode: "sandbox"; loud: boolean }
  | { mode: "off"; reason: string };

/**
 * Which payments the configuration asks for (docs/decisions/021-sandbox-mode.md, 135): a real
 * provider needs its webhook secret, sandbox and real keys exclude each other, and production
 * sandboxes only when told to, never against a configured chain (tokens for no money).
 */
export function paymentsSettings(env: Pick<Env, "NODE_ENV" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "PAYMENTS_SANDBOX" | "CHAIN_RPC_URL">): PaymentsSettings {
  const production = env.NODE_ENV === "production";
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_WEBHOOK_SECRET) {
      throw new Error("Diginoor cannot start: STRIPE_SECRET_KEY is set, so STRIPE_WEBHOOK_SECRET (whsec_…, from the webhook endpoint for /webhooks/stripe) must be set too.");
    }
    if (env.PAYMENTS_SANDBOX === "true") throw new Error("Diginoor cannot start: PAYMENTS_SANDBOX=true and STRIPE_SECRET_KEY are both set: choose the sandbox or the real provider.");
    return { mode: "stripe", stripeSecretKey: env.STRIPE_SECRET_KEY, stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET };
  }
  if (env.STRIPE_WEBHOOK_SECRET) throw new Error("Diginoor cannot start: STRIPE_WEBHOOK_SECRET is set without STRIPE_SECRET_KEY: set both for card payments, or neither.");
  if (env.PAYMENTS_SANDBOX === "false") return { mode: "off", reason: "Card payments are not configured on this site: pay with a wallet." };
  if (!production) return { mode: "sandbox", loud: false };
  if (env.PAYMENTS_SANDBOX !== "true") return { mode: "off", reason: "Card payments are not configured on this site: pay with a wallet." };
  if (env.CHAIN_RPC_URL) throw new Error("Diginoor cannot start: PAYMENTS_SANDBOX=true with CHAIN_RPC_URL would deliver tokens on a real chain for no money. Use the embedded chain, or configure STRIPE_SECRET_KEY.");
  return { mode: "sandbox", loud: true };
}

/** How crypto-provider payments run: the real Coinbase Commerce, the sandbox, or not at all (with the reason shown to buyers). */
export type CryptoPaymentsSettings =
  | { mode: "commerce"; apiKey: string; webhookSecret: string }
  | { mode: "sandbox"; loud: boolean }
  | { mode: "off"; reason: string };

/**
 * The crypto provider's settings, by the card's rules (docs/decisions/140-crypto-provider-purchases.md):
 * the API key needs its webhook secret, a key excludes PAYMENTS_SANDBOX=true, and without a key the
 * provider is sandboxed exactly when card payments would be.
 */
export function cryptoPaymentsSettings(
  env: Pick<Env, "NODE_ENV" | "COMMERCE_API_KEY" | "COMMERCE_WEBHOOK_SECRET" | "PAYMENTS_SANDBOX" | "CHAIN_RPC_URL">,
): CryptoPaymentsSettings {
  if (env.COMMERCE_API_KEY) {
    if (!env.COMMERCE_WEBHOOK_SECRET) {
      throw new Error("Diginoor cannot start: COMMERCE_API_KEY is set, so COMMERCE_WEBHOOK_SECRET (the shared secret of the webhook subscription for /webhooks/crypto) must be set too.");
    }
    if (env.PAYMENTS_SANDBOX === "true") throw new Error("Diginoor cannot start: PAYMENTS_SANDBOX=true and COMMERCE_API_KEY are both set: choose the sandbox or the real provider.");
    return { mode: "commerce", apiKey: env.COMMERCE_API_KEY, webhookSecret: env.COMMERCE_WEBHOOK_SECRET };
  }
  if (env.COMMERCE_WEBHOOK_SECRET) throw new Error("Diginoor cannot start: COMMERCE_WEBHOOK_SECRET is set without COMMERCE_API_KEY: set both for crypto-provider payments, or neither.");
  const sandbox = paymentsSettings({ ...env, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
  if (sandbox.mode === "sandbox") return sandbox;
  return { mode: "off", reason: "Crypto-provider payments are not configured on this site: pay with a wallet." };
}

/** The three on-ramps of "Add funds" (docs/decisions/142-on-ramps.md). */
export const ON_RAMP_IDS = ["wyre", "moonpay", "transak"] as const;
export type OnRampId = (typeof ON_RAMP_IDS)[number];

/** How one on-ramp runs: its real API with its keys, the sandbox's stand-in, or not at all (with the reason shown). */
export type OnRampSettings =
  | { mode: "wyre"; accountId: string; secretKey: string; apiUrl: string }
  | { mode: "moonpay"; publishableKey: string; secretKey: string; widgetUrl: string }
  | { mode: "transak"; apiKey: string; apiSecret: string; environment: "STAGING" | "PRODUCTION" }
  | { mode: "sandbox" }
  | { mode: "off"; reason: string };

type OnRampEnv = Pick<
  Env,
  | "WYRE_ACCOUNT_ID"
  | "WYRE_SECRET_KEY"
  | "WYRE_API_URL"
  | "MOONPAY_PUBLISHABLE_KEY"
  | "MOONPAY_SECRET_KEY"
  | "MOONPAY_WIDGET_URL"
  | "TRANSAK_API_KEY"
  | "TRANSAK_API_SECRET"
  | "TRANSAK_ENVIRONMENT"
  | "PAYMENTS_SANDBOX"
  | "CHAIN_RPC_URL"
>;

/**
 * Each on-ramp's settings, decided once at start (docs/decisions/142-on-ramps.md): a provider's
 * public key without its secret (or the reverse) stops the start, as does a key beside
 * PAYMENTS_SANDBOX=true. Without keys an on-ramp follows the payments' sandbox, which adds test
 * coin and so exists only on the embedded dev chain.
 */
export function onRampSettings(env: OnRampEnv, payments: PaymentsSettings): Record<OnRampId, OnRampSettings> {
  const pair = (provider: string, publicName: string, publicValue: string | undefined, secretName: string, secretValue: string | undefined) => {
    if (Boolean(publicValue) !== Boolean(secretValue)) {
      throw new Error(`Diginoor cannot start: ${publicValue ? publicName : secretName} is set without ${publicValue ? secretName : publicName}: set both for the ${provider} on-ramp, or neither.`);
    }
    if (publicValue && env.PAYMENTS_SANDBOX === "true") {
      throw new Error(`Diginoor cannot start: PAYMENTS_SANDBOX=true and ${publicName} are both set: choose the sandbox or the real ${provider} on-ramp.`);
    }
    return Boolean(publicValue);
  };
  const unconfigured = (): OnRampSettings => {
    if (payments.mode !== "sandbox") return { mode: "off", reason: "Not configured on this site." };
    if (env.CHAIN_RPC_URL) return { mode: "off", reason: "The sandbox adds test coin on the embedded dev chain only." };
    return { mode: "sandbox" };
  };
  return {
    wyre: pair("Wyre", "WYRE_ACCOUNT_ID", env.WYRE_ACCOUNT_ID, "WYRE_SECRET_KEY", env.WYRE_SECRET_KEY)
      ? { mode: "wyre", accountId: env.WYRE_ACCOUNT_ID!, secretKey: env.WYRE_SECRET_KEY!, apiUrl: env.WYRE_API_URL.replace(/\/$/, "") }
      : unconfigured(),
    moonpay: pair("MoonPay", "MOONPAY_PUBLISHABLE_KEY", env.MOONPAY_PUBLISHABLE_KEY, "MOONPAY_SECRET_KEY", env.MOONPAY_SECRET_KEY)
      ? { mode: "moonpay", publishableKey: env.MOONPAY_PUBLISHABLE_KEY!, secretKey: env.MOONPAY_SECRET_KEY!, widgetUrl: env.MOONPAY_WIDGET_URL.replace(/\/$/, "") }
      : unconfigured(),
    transak: pair("Transak", "TRANSAK_API_KEY", env.TRANSAK_API_KEY, "TRANSAK_API_SECRET", env.TRANSAK_API_SECRET)
      ? { mode: "transak", apiKey: env.TRANSAK_API_KEY!, apiSecret: env.TRANSAK_API_SECRET!, environment: env.TRANSAK_ENVIRONMENT }
      : unconfigured(),
  };
}

/**
 * The banner a production start prints when PAYMENTS_SANDBOX=true made its card or crypto-provider
 * payments (and so its on-ramps) a sandbox;
 * null otherwise. Loud on purpose: such a site takes no money and delivers every purchase.
 */
export function productionSandboxWarning({ payments, cryptoPayments }: { payments: PaymentsSettings; cryptoPayments: CryptoPaymentsSettings }): string | null {
  const loud = (settings: PaymentsSettings | CryptoPaymentsSettings) => settings.mode === "sandbox" && settings.loud;
  if (!loud(payments) && !loud(cryptoPayments)) return null;
  const line = "[payments] " + "*".repeat(72);
  return [
    line,
    "[payments] PAYMENTS_SANDBOX=true in production: card payments, the crypto provider and",
    "[payments] on-ramps are a SANDBOX. No real money is taken, every purchase is delivered and",
    "[payments] \"Add funds\" hands out test coin. Never run a public site like this: unset",
    "[payments] PAYMENTS_SANDBOX and set the providers' keys (STRIPE_SECRET_KEY, COMMERCE_API_KEY ...).",
    line,
  ].join("\n");
}

/** Real SMTP when configured (a URL, or a host with optional credentials); null means the outbox folder. */
function smtpSettings(env: Env) {
  if (env.SMTP_URL) return { url: env.SMTP_URL } as const;
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === "true" : env.SMTP_PORT === 465,
    auth: env.SMTP_USER && env.SMTP_PASS ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
  } as const;
}

/** The price endpoint asked for the configured chain's coin, in Coinbase's `?currency=ETH` form. */
function liveRateUrl(base: string, coinSymbol: string): string {
  const url = new URL(base);
  url.searchParams.set("currency", coinSymbol);
  return url.toString();
}

function readConfig() {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Diginoor cannot start: the configuration is invalid.\n${problems}`);
  }
  const env = parsed.data;
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new Error("Diginoor cannot start: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for Google sign-in, or neither.");
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const embedded = env.CHAIN_RPC_URL === undefined;
  if (!embedded) {
    const missing = ["CHAIN_NAME", "COIN_SYMBOL", "MINTER_PRIVATE_KEY", "QUOTE_SIGNER_PRIVATE_KEY", "KEEPER_PRIVATE_KEY"].filter((name) => !env[name as keyof Env]);
    if (!env.COLLECTIBLE_ADDRESS) missing.push(...["ADMIN_ADDRESS", "TREASURY_ADDRESS"].filter((name) => !env[name as keyof Env]));
    if (missing.length) {
      throw new Error(`Diginoor cannot start: CHAIN_RPC_URL is set, so ${missing.join(", ")} must be set too (the chain's name and coin symbol; each role has its own key or address).`);
    }
  }
  if (env.RATES_STALE_SECONDS < env.RATES_CACHE_SECONDS) {
    throw new Error("Diginoor cannot start: RATES_STALE_SECONDS must be at least RATES_CACHE_SECONDS (the last good rate outlives one refresh).");
  }
  if ((env.COLLECTIBLE_ADDRESS === undefined) !== (env.MARKET_ADDRESS === undefined)) {
    throw new Error("Diginoor cannot start: set both COLLECTIBLE_ADDRESS and MARKET_ADDRESS, or neither (then the contracts are deployed on start).");
  }
  const payments = paymentsSettings(env);
  const cryptoPayments = cryptoPaymentsSettings(env);
  const onRamps = onRampSettings(env, payments);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    dataDir,
    databasePath: path.resolve(env.DATABASE_PATH ?? path.join(dataDir, "diginoor.sqlite")),
    seedOnStart: env.SEED_ON_START,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, "uploads")),
    sessionSecretFromEnv: env.SESSION_SECRET,
    standardWalletKeyFromEnv: env.STANDARD_WALLET_KEY ?? null,
    sessionLifetime: { idleMs: env.SESSION_IDLE_DAYS * DAY_MS, maxMs: env.SESSION_MAX_DAYS * DAY_MS },
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : env.NODE_ENV === "production",
    chain: {
      /** Shown wherever a page names the network ("Blockchain Local dev chain"). */
      name: env.CHAIN_NAME ?? EMBEDDED_CHAIN.name,
      /** The native coin's symbol: every amount on every page is in this coin and named by it alone. */
      coinSymbol: env.COIN_SYMBOL ?? EMBEDDED_CHAIN.coinSymbol,
      explorerUrl: env.EXPLORER_URL?.replace(/\/$/, ""),
      collectibleAddress: env.COLLECTIBLE_ADDRESS,
      marketAddress: env.MARKET_ADDRESS,
      deploymentBlock: env.DEPLOYMENT_BLOCK,
      /** True when Diginoor runs its own dev chain (no CHAIN_RPC_URL). */
      embedded,
      rpcUrl: env.CHAIN_RPC_URL ?? `http://127.0.0.1:${env.CHAIN_PORT}`,
      publicRpcUrl: env.CHAIN_PUBLIC_RPC_URL ?? (embedded ? `http://127.0.0.1:${env.CHAIN_PORT}` : null),
      port: env.CHAIN_PORT,
      chainId: env.CHAIN_ID,
      /** The dev chain's state (kept across restarts) and the record of the deployed contracts. */
      stateFile: path.join(dataDir, "chain-state.json"),
      deploymentFile: path.join(dataDir, "chain.json"),
      minterKey: env.MINTER_PRIVATE_KEY ?? DEV_ROLES.minterKey,
      quoteSignerKey: env.QUOTE_SIGNER_PRIVATE_KEY ?? DEV_ROLES.quoteSignerKey,
      keeperKey: env.KEEPER_PRIVATE_KEY ?? DEV_ROLES.keeperKey,
      /** Collectible admin and market owner; treasury. Addresses only: their keys stay off the server. */
      roles: { admin: env.ADMIN_ADDRESS ?? DEV_ROLES.adminAddress, treasury: env.TREASURY_ADDRESS ?? DEV_ROLES.treasuryAddress },
      /** A configured node may reorg; the embedded one does not (docs/decisions/051-reorgs-and-durable-chain-state.md). */
      confirmations: env.CHAIN_CONFIRMATIONS ?? (embedded ? 0 : 2),
      indexerPollMs: env.INDEXER_POLL_MS,
      keeperPollMs: env.KEEPER_POLL_MS,
      /** The paid-order mint job (docs/decisions/138-paid-order-mint-job.md). */
      orderMints: { pollMs: env.ORDER_MINT_POLL_MS, attempts: env.ORDER_MINT_ATTEMPTS, retryBaseMs: env.ORDER_MINT_RETRY_MS, leaseMs: env.ORDER_MINT_LEASE_MS },
    },
    rates: {
      usdCentsPerCoin: env.USD_CENTS_PER_COIN,
      live: env.RATES_URL
        ? {
            url: liveRateUrl(env.RATES_URL, env.COIN_SYMBOL ?? EMBEDDED_CHAIN.coinSymbol),
            refreshMs: env.RATES_CACHE_SECONDS * 1000,
            timeoutMs: env.RATES_TIMEOUT_MS,
            staleMs: env.RATES_STALE_SECONDS * 1000,
          }
        : null,
    },
    fees: {
      primaryBuyerBps: env.PRIMARY_FEE_BPS,
      resaleBuyerBps: env.RESALE_FEE_BPS,
      royaltyBps: env.ROYALTY_BPS,
    },
    /** Origin of mailed links and of same-site checks (never taken from a request). */
    appUrl: env.APP_URL ? new URL(env.APP_URL).origin : `http://localhost:${env.PORT}`,
    /** False when APP_URL was not set: the server warns at start in production. */
    appUrlConfigured: env.APP_URL !== undefined,
    http: { port: env.PORT, host: env.HOST, workers: env.WEB_WORKERS ?? availableParallelism() },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, callbackUrl: env.GOOGLE_CALLBACK_URL }
        : null,
    mail: {
      from: env.MAIL_FROM,
      smtp: smtpSettings(env),
      outboxDir: path.join(dataDir, "outbox"),
    },
    payments,
    cryptoPayments,
    /** True when any payment provider runs in the sandbox: every page then says so. */
    paymentsSandboxed: payments.mode === "sandbox" || cryptoPayments.mode === "sandbox",
    onRamps,
    walletConnectProjectId: env.WALLETCONNECT_PROJECT_ID ?? null,
    clientAddressHeader: env.CLIENT_ADDRESS_HEADER,
    checkKept: env.KEPT_CHECK ? env.KEPT_CHECK === "true" : env.NODE_ENV === "test",
    rateLimitExemptAddresses: new Set(env.RATE_LIMIT_EXEMPT_ADDRESSES),
    remoteContent: {
      blogSourceUrl: env.BLOG_SOURCE_URL,
      communityFeedUrl: env.COMMUNITY_FEED_URL,
      cacheMs: env.REMOTE_CONTENT_CACHE_SECONDS * 1000,
      timeoutMs: env.REMOTE_CONTENT_TIMEOUT_MS,
    },
  };
}

export type Config = ReturnType<typeof readConfig>;

/** Read and validated once; a bad value stops the server at start with a clear message. */
export const config: Config = readConfig();

/**
 * A secret generated once into the data folder and read back by every process after: the first
 * writer wins a race (`wx`), the others read what it wrote.
 */
function generatedSecret(name: string, prefix = ""): string {
  const file = path.join(config.dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, `${prefix}${randomBytes(32).toString("hex")}`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(file, "utf8").trim();
}

let sessionSecret: string | undefined;

/** The cookie-signing secret: from the environment, else generated once into the data folder. */
export function getSessionSecret(): string {
  sessionSecret ??= config.sessionSecretFromEnv ?? generatedSecret("session-secret");
  return sessionSecret;
}

let standardWalletKey: Buffer | null | undefined;

/**
 * The key that encrypts standard wallets' keys: from the environment, else on the embedded chain
 * generated once into the data folder (like the session secret); null on a configured chain
 * without one, where the standard wallet is then unavailable.
 */
export function getStandardWalletKey(): Buffer | null {
  if (standardWalletKey !== undefined) return standardWalletKey;
  if (config.standardWalletKeyFromEnv) return (standardWalletKey = config.standardWalletKeyFromEnv);
  if (!config.chain.embedded) return (standardWalletKey = null);
  standardWalletKey = Buffer.from(generatedSecret("standard-wallet-key"), "hex");
  return standardWalletKey;
}

let sandboxCryptoWebhookSecret: string | undefined;

/** The sandbox's crypto-provider webhook secret, shared by every web worker; never a real provider's. */
export function getSandboxCryptoWebhookSecret(): string {
  sandboxCryptoWebhookSecret ??= generatedSecret("sandbox-commerce-webhook-secret");
  return sandboxCryptoWebhookSecret;
}

let sandboxWebhookSecret: string | undefined;

/** The sandbox's webhook signing secret, shared by every web worker; never a real provider's. */
export function getSandboxWebhookSecret(): string {
  sandboxWebhookSecret ??= generatedSecret("sandbox-webhook-secret", "whsec_");
  return sandboxWebhookSecret;
}
