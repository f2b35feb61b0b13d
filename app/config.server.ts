import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const basisPoints = (fallback: number, max: number) =>
  z.coerce.number().int().min(0).max(max).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
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
  /** Secure-only cookies; defaults to on in production. Turn off only behind plain-HTTP test setups. */
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  /** Display labels of the configured chain's native coin (DESIGN decision 2). */
  CHAIN_NAME: z.string().min(1).default("Polygon"),
  COIN_SYMBOL: z.string().min(1).default("ETH"),
  AUCTION_SYMBOL: z.string().min(1).default("MAT"),
  /** Block explorer base URL; without one, proof links are not shown. */
  EXPLORER_URL: z.url().optional(),
  COLLECTIBLE_ADDRESS: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, "COLLECTIBLE_ADDRESS must be a 0x address")
    .optional(),
  /** Offline default for the USD price of one coin, in cents. */
  USD_CENTS_PER_COIN: z.coerce.number().int().positive().default(300_000),
  PRIMARY_FEE_BPS: basisPoints(2050, 3000),
  RESALE_FEE_BPS: basisPoints(1125, 3000),
  ROYALTY_BPS: basisPoints(1000, 1000),
});

function readConfig() {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Diginoor cannot start: the configuration is invalid.\n${problems}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    dataDir,
    databasePath: path.resolve(env.DATABASE_PATH ?? path.join(dataDir, "diginoor.sqlite")),
    seedOnStart: env.SEED_ON_START,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, "uploads")),
    sessionSecretFromEnv: env.SESSION_SECRET,
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : env.NODE_ENV === "production",
    chain: {
      name: env.CHAIN_NAME,
      coinSymbol: env.COIN_SYMBOL,
      auctionSymbol: env.AUCTION_SYMBOL,
      explorerUrl: env.EXPLORER_URL?.replace(/\/$/, ""),
      collectibleAddress: env.COLLECTIBLE_ADDRESS,
    },
    rates: { usdCentsPerCoin: env.USD_CENTS_PER_COIN },
    fees: {
      primaryBuyerBps: env.PRIMARY_FEE_BPS,
      resaleBuyerBps: env.RESALE_FEE_BPS,
      royaltyBps: env.ROYALTY_BPS,
    },
  };
}

export type Config = ReturnType<typeof readConfig>;

/** Read and validated once; a bad value stops the server at start with a clear message. */
export const config: Config = readConfig();

let sessionSecret: string | undefined;

/** The cookie-signing secret: from the environment, else generated once into the data folder. */
export function getSessionSecret(): string {
  if (sessionSecret) return sessionSecret;
  if (config.sessionSecretFromEnv) return (sessionSecret = config.sessionSecretFromEnv);
  const file = path.join(config.dataDir, "session-secret");
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  }
  sessionSecret = readFileSync(file, "utf8").trim();
  return sessionSecret;
}
