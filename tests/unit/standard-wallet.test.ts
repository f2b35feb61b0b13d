import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { config } from "~/config.server";
import { hashPassword } from "~/lib/password.server";
import { indexToHead } from "~/jobs/indexer.server";
import { RATE_RULES } from "~/models/rate-limits.server";
import { KEY_EXPORT_NOTICE, NFT_SEND_MESSAGES, openByGoogleSignIn, redeemWalletCode, STANDARD_WALLET_MESSAGES, WALLET_CODE_LIFETIME_MS } from "~/models/standard-wallet.server";
import { activeWallet } from "~/models/wallets.server";
import { action as walletAction, loader as walletLoader } from "~/routes/wallet";
import { action as exportAction, loader as exportLoader } from "~/routes/wallet_.export";
import { decryptPrivateKey, FAUCET_AMOUNT_WEI } from "~/services/custody.server";
import { mintTo, type ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { auditLog, rateLimitHits, sessions, standardWalletKeys, tokens, users, walletCodes, wallets } from "~db/schema";
import { accounts, startAppChain, stopAppChain } from "./support/chain";
import { createUser, expectRedirect, post, randomWallet, toastOf, visit, type TestUser } from "./support";

let node: DevChain;
let chain: ChainContext;

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
}, 60_000);

afterAll(() => stopAppChain(node, chain));

type SavedMail = { to: { address: string }[]; subject: string; text: string };

/** The newest mail to `email` with this subject, from the outbox. */
function lastMail(email: string, subject: string): SavedMail | null {
  const dir = config.mail.outboxDir;
  if (!existsSync(dir)) return null;
  const mails = readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as SavedMail)
    .filter((mail) => mail.subject === subject && mail.to.some((to) => to.address === email));
  return mails.at(-1) ?? null;
}

const emailOf = (user: TestUser) => db.select({ email: users.email }).from(users).where(eq(users.id, user.id)).get()!.email;

async function requestCode(user: TestUser): Promise<string> {
  const response = await post(walletAction, "/wallet", { intent: "request-code" }, { cookie: user.cookie });
  expect(response.status).toBe(200);
  const mail = lastMail(emailOf(user), "Your Diginoor wallet code");
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

    const badChecksum = await send({ password, to: flipCase(to) });
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
  const withGoogle = async (signedInWith: "password" | "google", password: string | null = null) => {
    const user = await createUser({ signedInWith });
    db.update(users)
      .set({ googleId: `google-${user.uid}`, passwordHash: password ? await hashPassword(password) : null })
      .where(eq(users.id, user.id))
      .run();
    return user;
  };
  const openByGoogle = (user: TestUser) => post(walletAction, "/wallet", { intent: "google" }, { cookie: user.cookie });

  it("opens it for a session signed in with Google within 10 minutes, with or without a password on the account", async () => {
    for (const user of [await withGoogle("google"), await withGoogle("google", "a password too")]) {
      expectRedirect(await openByGoogle(user), "/wallet");
      expect(activeWallet(user.id)).toEqual({ address: standardRows(user)[0].address, kind: "standard" });
    }
  });

  it("refuses a password sign-in of an account that also signs in with Google, and an account without Google", async () => {
    const both = await withGoogle("password", "a password too");
    const refused = await openByGoogle(both);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: STANDARD_WALLET_MESSAGES.signedInWithPassword });
    const noGoogle = await createUser({ signedInWith: "google" });
    expect(await (await openByGoogle(noGoogle)).json()).toMatchObject({ error: STANDARD_WALLET_MESSAGES.notGoogle });
    expect(standardRows(both)).toHaveLength(0);
    expect(standardRows(noGoogle)).toHaveLength(0);
  });

  it("asks for a new Google sign-in after 10 minutes", async () => {
    const user = await withGoogle("google");
    expect(openByGoogleSignIn(user.id, { signedInAt: new Date(), signInMethod: "google" }, Date.now() + 11 * 60 * 1000)).toMatchObject({
      ok: false,
      message: STANDARD_WALLET_MESSAGES.googleAgain,
    });
    expect(standardRows(user)).toHaveLength(0);
  });

  it("counts a session from before sign-in methods were recorded as Google only for an account without a password", async () => {
    const googleOnly = await withGoogle("google");
    const both = await withGoogle("google", "a password too");
    db.update(sessions).set({ signInMethod: null }).where(inArray(sessions.userId, [googleOnly.id, both.id])).run();
    expectRedirect(await openByGoogle(googleOnly), "/wallet");
    expect((await openByGoogle(both)).status).toBe(403);
  });
});

/** Sign-in failures counted against the account (any client address). */
const failedSignIns = (user: TestUser) =>
  db.select().from(rateLimitHits).where(and(eq(rateLimitHits.rule, RATE_RULES.signInFailuresPerAccount.name), eq(rateLimitHits.key, emailOf(user).toLowerCase()))).all().length;

describe("sending a collectible from the standard wallet", () => {
  /** A standard wallet with coin for gas and a freshly minted token of NFT design 1. */
  async function holder() {
    const owner = await userWithStandardWallet();
    await post(walletAction, "/wallet", { intent: "faucet" }, { cookie: owner.user.cookie });
    const { tokenId } = await mintTo(chain, owner.address, 1, accounts[9].address);
    await indexToHead(db, chain);
    return { ...owner, tokenId };
  }
  const sendNft = (user: TestUser, fields: Record<string, string | undefined>) => post(walletAction, "/wallet", { intent: "send-nft", ...fields }, { cookie: user.cookie });
  const indexedOwner = (tokenId: number) => db.select({ owner: tokens.ownerAddress }).from(tokens).where(eq(tokens.tokenId, tokenId)).get()?.owner;

  it("lists the held token on /wallet, sends it with the password, and the indexer moves it to its new holder", async () => {
    const { user, address, password, tokenId } = await holder();
    const page = (await (await visit(walletLoader, "/wallet", { cookie: user.cookie })).json()) as { standard: { collectibles: { tokenId: number }[] } };
    expect(page.standard.collectibles.map((token) => token.tokenId)).toContain(tokenId);
    const to = Wallet.createRandom().address;
    const sent = await sendNft(user, { tokenId: String(tokenId), to, password });
    expectRedirect(sent, "/wallet");
    expect((await toastOf(sent))?.text).toMatch(new RegExp(`^Sent token #${tokenId} to ${to}\\. Transaction 0x[0-9a-f]{64}\\.$`));
    expect(await chain.collectible.ownerOf(tokenId)).toBe(to);
    expect(indexedOwner(tokenId)).toBe(address);
    await indexToHead(db, chain);
    expect(indexedOwner(tokenId)).toBe(to);
  });

  it("sends nothing for a wrong password, and counts it as a failed sign-in", async () => {
    const { user, address, tokenId } = await holder();
    const failuresBefore = failedSignIns(user);
    const refused = await sendNft(user, { tokenId: String(tokenId), to: Wallet.createRandom().address, password: "not my password" });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: "Wrong password" });
    expect(failedSignIns(user)).toBe(failuresBefore + 1);
    expect(await chain.collectible.ownerOf(tokenId)).toBe(address);
  });

  it("refuses a token the standard wallet does not hold, an invalid address and its own address, moving nothing", async () => {
    const { user, address, password, tokenId } = await holder();
    const stranger = Wallet.createRandom().address;
    const { tokenId: foreign } = await mintTo(chain, stranger, 1, accounts[9].address);
    const notHeld = await sendNft(user, { tokenId: String(foreign), to: Wallet.createRandom().address, password });
    expect(notHeld.status).toBe(403);
    expect(await notHeld.json()).toMatchObject({ error: NFT_SEND_MESSAGES.notHeld });
    expect(await chain.collectible.ownerOf(foreign)).toBe(stranger);
    expect((await sendNft(user, { tokenId: "999999", to: Wallet.createRandom().address, password })).status).toBe(403);

    for (const to of ["0x1234", "not an address", flipCase(Wallet.createRandom().address)]) {
      const invalid = await sendNft(user, { tokenId: String(tokenId), to, password });
      expect(invalid.status).toBe(400);
      expect(((await invalid.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.to?.length).toBeGreaterThan(0);
    }
    const toSelf = await sendNft(user, { tokenId: String(tokenId), to: address.toLowerCase(), password });
    expect(toSelf.status).toBe(400);
    expect(await toSelf.json()).toMatchObject({ error: NFT_SEND_MESSAGES.toSelf });
    expect(await chain.collectible.ownerOf(tokenId)).toBe(address);
  });

  it("says the wallet needs coin for the network fee when it has none, and moves nothing", async () => {
    const { user, address, password } = await userWithStandardWallet();
    const { tokenId } = await mintTo(chain, address, 1, accounts[9].address);
    const refused = await sendNft(user, { tokenId: String(tokenId), to: Wallet.createRandom().address, password });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/network fee/);
    expect(await chain.collectible.ownerOf(tokenId)).toBe(address);
  });

  it("sends nothing for a visitor or for an account without a standard wallet", async () => {
    const { password, address, tokenId } = await holder();
    const to = Wallet.createRandom().address;
    const visitor = await post(walletAction, "/wallet", { intent: "send-nft", tokenId: String(tokenId), to, password });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    const other = await createUser();
    expect((await sendNft(other, { tokenId: String(tokenId), to, password })).status).toBe(409);
    expect(await chain.collectible.ownerOf(tokenId)).toBe(address);
  });
});

describe("exporting the standard wallet's key", () => {
  const exportKey = (user: TestUser | null, password?: string) => post(exportAction, "/wallet/export", { password }, { cookie: user?.cookie });
  const exportAudits = (address: string) =>
    db.select().from(auditLog).where(and(eq(auditLog.action, "standard-wallet.key-export"), eq(auditLog.entityId, address))).all();

  it("shows the key once after the password, in an answer no cache keeps, records it and mails a notice without the key", async () => {
    const { user, address, password } = await userWithStandardWallet();
    const shown = await exportKey(user, password);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Cache-Control")).toMatch(/no-store/);
    const { privateKey } = (await shown.json()) as { privateKey: string };
    expect(new Wallet(privateKey).address).toBe(address);
    expect(exportAudits(address)).toEqual([expect.objectContaining({ actorUserId: user.id, entity: "standard_wallet" })]);
    const notice = lastMail(emailOf(user), KEY_EXPORT_NOTICE);
    expect(notice?.text).toContain(address);
    expect(JSON.stringify(notice)).not.toContain(privateKey.slice(2));
  });

  it("shows nothing for a wrong or missing password, counting a wrong one as a failed sign-in", async () => {
    const { user, address } = await userWithStandardWallet();
    const failuresBefore = failedSignIns(user);
    const wrong = await exportKey(user, "not my password");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ privateKey: null, error: "Wrong password" });
    expect(failedSignIns(user)).toBe(failuresBefore + 1);
    expect((await exportKey(user)).status).toBe(401);
    expect(exportAudits(address)).toHaveLength(0);
  });

  it("allows three tries an hour, right password or not", async () => {
    const { user, password } = await userWithStandardWallet();
    await exportKey(user, "not my password");
    await exportKey(user, password);
    await exportKey(user, password);
    const limited = await exportKey(user, password);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { privateKey: string | null }).privateKey).toBeNull();
  });

  it("is not open to a visitor, and sends an account without a standard wallet to /wallet", async () => {
    const visitor = await exportKey(null, "anything");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    expectRedirect(await visit(exportLoader, "/wallet/export", { cookie: (await createUser()).cookie }), "/wallet");
    const noWallet = await exportKey(await createUser(), "anything");
    expect(noWallet.status).toBe(409);
  });

  it("never puts the key in another answer, the database in clear, the mail or the logs", async () => {
    const logged: string[] = [];
    // console.error is watched already (tests/unit/setup.ts): its calls are read at the end.
    const spies = (["log", "info", "warn"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" "))),
    );
    try {
      const { user, address, password } = await userWithStandardWallet();
      const privateKey = decryptPrivateKey(standardRows(user)[0].encryptedKey);
      const secret = privateKey.slice(2).toLowerCase();
      const answers = [
        await visit(walletLoader, "/wallet", { cookie: user.cookie }),
        await visit(exportLoader, "/wallet/export", { cookie: user.cookie }),
        await post(walletAction, "/wallet", { intent: "send-coin", to: Wallet.createRandom().address, amount: "1", password }, { cookie: user.cookie }),
        await exportKey(user, "not my password"),
      ];
      for (const answer of answers) expect((await answer.text()).toLowerCase()).not.toContain(secret);
      expect((await (await exportKey(user, password)).text()).toLowerCase()).toContain(secret);
      expect(JSON.stringify(exportAudits(address)).toLowerCase()).not.toContain(secret);
      expect(JSON.stringify(lastMail(emailOf(user), KEY_EXPORT_NOTICE)).toLowerCase()).not.toContain(secret);
      logged.push(...vi.mocked(console.error).mock.calls.map((args) => args.map(String).join(" ")));
      expect(logged.join("\n").toLowerCase()).not.toContain(secret);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

/** The address with the case of its first letter flipped: the checksum no longer matches. */
function flipCase(address: string): string {
  const at = address.slice(2).search(/[a-fA-F]/) + 2;
  const letter = address[at];
  return address.slice(0, at) + (letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase()) + address.slice(at + 1);
}
