/**
 * Crash safety of the whole app: `kill -9` of scripts/start.ts (web server, indexer, keeper and
 * the embedded chain, one process group) in the middle of a stream of writes, then a restart.
 * Every acknowledged write must be there, the database intact, and the read model equal to the
 * chain's events: no trade lost, none twice.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Contract, Wallet } from "ethers";
import { afterAll, describe, expect, it } from "vitest";
import { DiginoorCollectible, DiginoorMarket } from "../../contracts/artifacts/index";
import { createProvider } from "~/services/chain.server";
import { devAccounts } from "~/services/devchain.server";

const PORT = 3340;
const CHAIN_PORT = PORT + 5400;
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "diginoor-crash-"));
const env = {
  ...process.env,
  NODE_ENV: "production" as const,
  DATA_DIR: dataDir,
  PORT: String(PORT),
  HOST: "127.0.0.1",
  CHAIN_PORT: String(CHAIN_PORT),
  APP_URL: origin,
  COOKIE_SECURE: "false",
  INDEXER_POLL_MS: "200",
  KEEPER_POLL_MS: "60000",
};
let app: ChildProcess | null = null;

/** Starts scripts/start.ts in a process group of its own, so one signal reaches the web server and the chain too. */
function startApp(): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], { env, detached: true, stdio: "ignore" });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

async function waitForApp(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/status`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The app did not answer in time.");
}

const readDb = () => new Database(path.join(dataDir, "diginoor.sqlite"), { readonly: true, fileMustExist: true });

function post(pathname: string, fields: Record<string, string>, cookie = "") {
  return fetch(`${origin}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** A write counts as acknowledged once the app answered it with a redirect (its success answer). */
const acknowledged = (response: Response) => response.status >= 300 && response.status < 400;

afterAll(() => {
  if (app) killGroup(app, "SIGKILL");
});

describe("kill -9 of the whole app", () => {
  it("keeps every acknowledged write, an intact database and a read model equal to the chain", async () => {
    app = startApp();
    await waitForApp();

    const email = `crash.${process.pid}@example.com`;
    const password = "a long crash password";
    const signup = await fetch(`${origin}/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ name: "Crash Tester", email, password, phone: "+919876543210" }),
    });
    expect(signup.status, await signup.clone().text()).toBe(200);
    const login = await post("/login", { email, password, redirectTo: "/" });
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    expect(cookie).not.toBe("");

    const provider = createProvider(`http://127.0.0.1:${CHAIN_PORT}`, 31337, 100);
    const deployment = JSON.parse(readFileSync(path.join(dataDir, "chain.json"), "utf8")) as { market: string; collectible: string };
    const buyer = new Wallet(devAccounts(6)[5].privateKey, provider);
    const market = new Contract(deployment.market, DiginoorMarket.abi, buyer);

    const contact: string[] = [];
    const liked: number[] = [];
    const names: { name: string; acked: boolean }[] = [];
    const trades: string[] = [];
    let stop = false;

    const webWrites = (async () => {
      for (let i = 0; !stop; i++) {
        const message = `Crash test message number ${i} from ${process.pid}`;
        const sent = await post("/contact", { name: "Crash", email, message }).catch(() => null);
        if (sent && acknowledged(sent)) contact.push(message);
        const nftId = (i % 20) + 1;
        const like = await post(`/likes/${nftId}`, { liked: "true", redirectTo: "/" }, cookie).catch(() => null);
        if (like && acknowledged(like)) liked.push(nftId);
        const name = `Crash Tester ${i}`;
        names.push({ name, acked: false });
        const edit = await post("/edit_profile", { intent: "profile", name, email, phone: "+919876543210" }, cookie).catch(() => null);
        if (edit && acknowledged(edit)) names[names.length - 1].acked = true;
      }
    })();
    const chainWrites = (async () => {
      const count = Number(await market.listingCount());
      for (let id = 1; id <= count && !stop; id++) {
        const db = readDb();
        const row = db.prepare("SELECT token_id AS tokenId FROM listings WHERE on_auction = 0 AND chain_listing_id = ?").get(id) as { tokenId: number } | undefined;
        db.close();
        if (!row) continue;
        const [seller, price] = (await market.getListing(id, row.tokenId)) as [string, bigint];
        if (seller === "0x0000000000000000000000000000000000000000" || seller === buyer.address) continue;
        try {
          const tx = await market.buyListing(id, row.tokenId, price, { value: await market.resaleTotal(price) });
          const receipt = await tx.wait();
          trades.push(receipt.hash);
        } catch {
          // The node went down with the app.
          return;
        }
      }
    })();

    // Let the stream run, then pull the plug on every process at once.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const indexedBefore = (() => {
      const db = readDb();
      const rows = db.prepare("SELECT tx_hash AS txHash FROM sales WHERE kind = 'resale'").all() as { txHash: string }[];
      db.close();
      return rows.map((r) => r.txHash);
    })();
    killGroup(app, "SIGKILL");
    stop = true;
    await Promise.allSettled([webWrites, chainWrites]);
    provider.destroy();
    expect(contact.length).toBeGreaterThan(3);
    expect(trades.length).toBeGreaterThan(0);

    app = startApp();
    await waitForApp();
    const restarted = createProvider(`http://127.0.0.1:${CHAIN_PORT}`, 31337, 100);
    const head = await restarted.getBlockNumber();
    await expect
      .poll(() => {
        const db = readDb();
        const cursor = db.prepare("SELECT block_number AS n FROM chain_cursor").get() as { n: number };
        db.close();
        return cursor.n;
      }, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(head);

    const db = readDb();
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    const messages = new Set((db.prepare("SELECT message FROM contact_messages").all() as { message: string }[]).map((r) => r.message));
    for (const message of contact) expect(messages.has(message), message).toBe(true);
    const user = db.prepare("SELECT id, name FROM users WHERE email = ?").get(email) as { id: number; name: string };
    const likedNow = new Set((db.prepare("SELECT nft_id AS nftId FROM likes WHERE user_id = ?").all(user.id) as { nftId: number }[]).map((r) => r.nftId));
    for (const nftId of liked) expect(likedNow.has(nftId)).toBe(true);
    const lastAcked = names.map((n) => n.acked).lastIndexOf(true);
    expect(names.slice(lastAcked).map((n) => n.name)).toContain(user.name);

    // The read model against the chain: one sale row per ListingSold event, none without one.
    const chainMarket = new Contract(deployment.market, DiginoorMarket.abi, restarted);
    const events = await chainMarket.queryFilter(chainMarket.filters.ListingSold(), 0, head);
    const rows = db.prepare("SELECT tx_hash AS txHash, log_index AS logIndex FROM sales WHERE kind = 'resale'").all() as { txHash: string; logIndex: number }[];
    expect(rows.map((r) => `${r.txHash}:${r.logIndex}`).sort()).toEqual(events.map((e) => `${e.transactionHash}:${e.index}`).sort());
    // Nothing the indexer had shown before the crash was lost on the chain.
    for (const txHash of indexedBefore) expect(rows.some((r) => r.txHash === txHash), txHash).toBe(true);
    const tokens = (db.prepare("SELECT count(*) AS n FROM tokens").get() as { n: number }).n;
    const collectible = new Contract(deployment.collectible, DiginoorCollectible.abi, restarted);
    expect(tokens).toBe(Number(await collectible.totalMinted()));
    db.close();
    restarted.destroy();

    killGroup(app, "SIGTERM");
  }, 300_000);
});
