import { createHash, randomBytes } from "node:crypto";

/** A secret for a cookie or a mailed link: 32 random bytes as 43 URL-safe characters. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What is stored of a token: its SHA-256 hash, so the database alone opens nothing. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const isTokenShaped = (token: unknown): token is string => typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
