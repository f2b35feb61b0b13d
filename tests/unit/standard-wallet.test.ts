import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { hashPassword } from "~/lib/password.server";
import { openByGoogleSignIn, redeemWalletCode, STANDARD_WALLET_MESSAGES, WALLET_CODE_LIFETIME_MS } from "~/models/standard-wallet.server";
import { activeWallet } from "~/models/wallets.server";
import { action as walletAction, loader as walletLoader } from "~/routes/wallet";
import { decryptPrivateKey, FAUCET_AMOUNT_WEI } from "~/services/custody.server";
import type { ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { standardWalletKeys, users, walletCodes, wallets } from "~db/schema";
import { startAppChain, stopAppChain } from "./support/chain";
import { createUser, expectRedirect, post, randomWallet, visit, type TestUser } from "./support";

let node: DevChain;
let chain: ChainContext;

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
}, 60_000);

afterAll(() => stopAppChain(node, chain));

type SavedMail = { to: { address: string }[]; subject: string; text: string };

/** The newest wallet-code mail to `email`, from the outbox. */
function lastCodeMail(email: string): SavedMail | null {
  const dir = config.mail.outboxDir;
  if (!existsSync(dir)) return null;
  const mails = readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as SavedMail)
    .filter((mail) => mail.subject === "Your Diginoor wallet code" && mail.to.some((to) => to.address === email));
  return mails.at(-1) ?? null;
}

const emailOf = (user: TestUser) => db.select({ email: users.email }).from(users).where(eq(users.id, user.id)).get()!.email;

async function requestCode(user: TestUser): Promise<string> {
  const response = await post(walletAction, "/wallet", { intent: "request-code" }, { cookie: user.cookie });
  expect(response.status).toBe(200);
  const mail = lastCodeMail(emailOf(user));
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error("No code was mailed");
  return code;
}

const redeem = (user: TestUser, code: string) => post(walletAction, "/wallet", { intent: "redeem-code", code }, { cookie: user.cookie });
const standardRows = (user: TestUser) => db.select().from(standardWalletKeys).where(eq(standardWalletKeys.userId, user.id)).all();

/** A user with a standard wallet opened by code, and a password. */
async function userWithStandardWallet(password = "correct horse battery") {
  const user = await createUser();
  db.update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id))
    .run();
  expectRedirect(await redeem(user, await requestCode(user)), "/wallet");
  return { user, address: standardRows(user)[0].address, password };
}

describe("the standard wallet opened by a mailed code", () => {
  it("mails a 6-digit code to the account's email and keeps only a hash of it", async () => {
    const user = await createUser();
    const code = await requestCode(user);
    const stored = db.select().from(walletCodes).where(eq(walletCodes.userId, user.id)).all();
    expect(stored).toHaveLength(1);
    expect(stored[0].codeHash).not.toContain(code);
    expect(stored[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a wrong, an expired and a reused code, and creates nothing", async () => {
    const user = await createUser();
    const code = await requestCode(user);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await redeem(user, wrong);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: STANDARD_WALLET_MESSAGES.wrongCode });
    expect(redeemWalletCode(user.id, code, Date.now() + WALLET_CODE_LIFETIME_MS + 1)).toMatchObject({ ok: false, message: STANDARD_WALLET_MESSAGES.codeDead });
    expect(standardRows(user)).toHaveLength(0);
    expect(activeWallet(user.id)).toBeNull();

    expectRedirect(await redeem(user, code), "/wallet");
    const again = await redeem(user, code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: STANDARD_WALLET_MESSAGES.codeDead });
    expect(standardRows(user)).toHaveLength(1);
  });

  it("stops accepting a code after five wrong tries", async () => {
    const user = await createUser();
    const code = await requestCode(user);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await redeem(user, wrong)).status).toBe(400);
    const right = await redeem(user, code);
    expect(await right.json()).toMatchObject({ error: STANDARD_WALLET_MESSAGES.codeDead });
    expect(standardRows(user)).toHaveLength(0);
  });

  it("creates exactly one standard wallet, active, whose stored key is encrypted and opens to its address", async () => {
    const user = await createUser({ walletAddress: randomWallet() });
    expectRedirect(await redeem(user, await requestCode(user)), "/wallet");
    expectRedirect(await redeem(user, await requestCode(user)), "/wallet");
    const rows = standardRows(user);
    expect(rows).toHaveLength(1);
    expect(activeWallet(user.id)).toEqual({ address: rows[0].address, kind: "standard" });
    expect(db.select().from(wallets).where(eq(wallets.userId, user.id)).all().filter((w) => w.active)).toHaveLength(1);
    const privateKey = decryptPrivateKey(rows[0].encryptedKey);
    expect(rows[0].encryptedKey).not.toContain(privateKey.slice(2));
    expect(Buffer.from(rows[0].encryptedKey, "base64").toString("hex")).not.toContain(privateKey.slice(2));
    expect(new Wallet(privateKey).address).toBe(rows[0].address);
  });

  it("shows the address and balance on /wallet, and the faucet raises the balance", async () => {
    const { user, address } = await userWithStandardWallet();
    const before = await chain.provider.getBalance(address);
    expectRedirect(await post(walletAction, "/wallet", { intent: "faucet" }, { cookie: user.cookie }), "/wallet");
    expect(await chain.provider.getBalance(address)).toBe(before + FAUCET_AMOUNT_WEI);
    const page = (await (await visit(walletLoader, "/wallet", { cookie: user.cookie })).json()) as { standard: { address: string; balance: string } };
    expect(page.standard.address).toBe(address);
    expect(page.standard.balance).toMatch(/^1(\.0+)? /);
  });
});

describe("sending coin from the standard wallet", () => {
  it("refuses a wrong password and moves the coin with the right one", async () => {
    const { user, address, password } = await userWithStandardWallet();
    await post(walletAction, "/wallet", { intent: "faucet" }, { cookie: user.cookie });
    const to = Wallet.createRandom().address;
    const send = (fields: Record<string, string>) => post(walletAction, "/wallet", { intent: "send-coin", to, amount: "0.25", ...fields }, { cookie: user.cookie });

    const wrong = await send({ password: "not my password" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: "Wrong password" });
    expect(await chain.provider.getBalance(to)).toBe(0n);

    const tooMuch = await send({ password, amount: "1" });
    expect(tooMuch.status).toBe(400);
    expect(await chain.provider.getBalance(to)).toBe(0n);

    const letter = to.slice(2).search(/[a-fA-F]/) + 2;
    const flipped = to.slice(0, letter) + (to[letter] === to[letter].toLowerCase() ? to[letter].toUpperCase() : to[letter].toLowerCase()) + to.slice(letter + 1);
    const badChecksum = await send({ password, to: flipped });
    expect(badChecksum.status).toBe(400);

    expectRedirect(await send({ password }), "/wallet");
    expect(await chain.provider.getBalance(to)).toBe(250_000_000_000_000_000n);
    expect(await chain.provider.getBalance(address)).toBeLessThan(FAUCET_AMOUNT_WEI - 250_000_000_000_000_000n);
  });

  it("sends only from the signed-in account's own wallet, and not for a visitor", async () => {
    const owner = await userWithStandardWallet();
    await post(walletAction, "/wallet", { intent: "faucet" }, { cookie: owner.user.cookie });
    const other = await createUser();
    const to = Wallet.createRandom().address;
    const foreign = await post(walletAction, "/wallet", { intent: "send-coin", to, amount: "0.1", password: owner.password }, { cookie: other.cookie });
    expect(foreign.status).toBe(409);
    const visitor = await post(walletAction, "/wallet", { intent: "send-coin", to, amount: "0.1", password: owner.password });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    const visitorCode = await post(walletAction, "/wallet", { intent: "request-code" });
    expect(visitorCode.status).toBe(302);
    expect(await chain.provider.getBalance(to)).toBe(0n);
  });
});

describe("the standard wallet opened by a recent Google sign-in", () => {
  const googleOnly = async () => {
    const user = await createUser();
    db.update(users).set({ googleId: `google-${user.uid}` }).where(eq(users.id, user.id)).run();
    return user;
  };

  it("opens it for an account that signs in with Google only, within 10 minutes of the sign-in", async () => {
    const user = await googleOnly();
    expectRedirect(await post(walletAction, "/wallet", { intent: "google" }, { cookie: user.cookie }), "/wallet");
    expect(activeWallet(user.id)).toEqual({ address: standardRows(user)[0].address, kind: "standard" });
  });

  it("asks for a new Google sign-in after 10 minutes, and refuses accounts with a password", async () => {
    const user = await googleOnly();
    expect(openByGoogleSignIn(user.id, new Date(), Date.now() + 11 * 60 * 1000)).toMatchObject({ ok: false, message: STANDARD_WALLET_MESSAGES.googleAgain });
    const withPassword = await googleOnly();
    db.update(users)
      .set({ passwordHash: await hashPassword("a password too") })
      .where(eq(users.id, withPassword.id))
      .run();
    const refused = await post(walletAction, "/wallet", { intent: "google" }, { cookie: withPassword.cookie });
    expect(refused.status).toBe(403);
    expect(standardRows(user)).toHaveLength(0);
    expect(standardRows(withPassword)).toHaveLength(0);
  });
});
