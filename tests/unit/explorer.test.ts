import { readFileSync } from "node:fs";
import { count, eq, gte, inArray } from "drizzle-orm";
import { getAddress, id as topicOf, Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { indexToHead } from "~/jobs/indexer.server";
import { HELD_TOKEN_PAGE_SIZE, TRANSFER_PAGE_SIZE, type AddressView, type TokenView, type Transfer } from "~/models/explorer.server";
import { loader as addressLoader } from "~/routes/explorer.address.$address";
import { loader as tokenLoader } from "~/routes/explorer.token.$id";
import { loader as transactionLoader } from "~/routes/explorer.tx.$hash";
import { TransactionSender } from "~/services/chain-sender.server";
import { mintTo, type ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { chainTransfers, listings, sales, tokens } from "~db/schema";
import { accounts, rpcMethodsDuring, startAppChain, stopAppChain } from "./support/chain";
import { randomWallet, visit } from "./support";

let node: DevChain;
let chain: ChainContext;

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  await indexToHead(db, chain);
}, 60_000);

afterAll(() => stopAppChain(node, chain));

/** Each test's requests come from their own client address, so the explorer's limit counts them apart. */
let clients = 0;
const newClient = () => ({ clientAddress: `198.51.100.${++clients}` });

async function addressPage(address: string, query = "", context = newClient()): Promise<AddressView> {
  const response = await visit(addressLoader, `/explorer/address/${address}${query}`, { params: { address }, context });
  expect(response.status).toBe(200);
  return (await response.json()) as AddressView;
}

async function tokenPage(tokenId: number, query = ""): Promise<TokenView> {
  const response = await visit(tokenLoader, `/explorer/token/${tokenId}${query}`, { params: { id: String(tokenId) }, context: newClient() });
  expect(response.status).toBe(200);
  return (await response.json()) as TokenView;
}

/** Every Transfer of the collectible the chain holds, newest first, read from the node here in the test. */
async function chainTransferLog(): Promise<Omit<Transfer, "kind">[]> {
  const logs = await chain.provider.getLogs({
    address: chain.deployment.collectible,
    fromBlock: chain.deployment.deploymentBlock,
    toBlock: "latest",
    topics: [topicOf("Transfer(address,address,uint256)")],
  });
  return logs
    .map((log) => {
      const parsed = chain.collectible.interface.parseLog(log)!;
      return { tokenId: Number(parsed.args.tokenId), from: parsed.args.from as string, to: parsed.args.to as string, txHash: log.transactionHash, blockNumber: log.blockNumber, logIndex: log.index };
    })
    .sort((a, b) => b.blockNumber - a.blockNumber || b.logIndex - a.logIndex);
}

const withoutKind = ({ kind: _kind, ...transfer }: Transfer) => transfer;

function actor(index: number) {
  return new TransactionSender(new Wallet(accounts[index].privateKey, chain.provider), { interfaces: chain.interfaces });
}

describe("the explorer's statements", () => {
  it("read the transfers and holdings from indexes in their order: no table scan, no sort", async () => {
    const tokenId = db.select({ tokenId: tokens.tokenId }).from(tokens).get()!.tokenId;
    const prepare = vi.spyOn(db.$client, "prepare");
    let texts: string[];
    try {
      await addressPage(chain.deployment.collectible);
      await addressPage(accounts[1].address);
      await tokenPage(tokenId);
      texts = prepare.mock.calls.map(([text]) => text).filter((text) => /"chain_transfers"|from "tokens"/.test(text));
    } finally {
      prepare.mockRestore();
    }
    // The collectible's list, a token's, an address's sent and received, and its holdings.
    expect(texts).toHaveLength(5);
    for (const text of texts) {
      const plan = (db.$client.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...(text.match(/\?/g) ?? []).map(() => 1)) as { detail: string }[])
        .map((step) => step.detail)
        .join(" ");
      expect(plan, text).toMatch(/USING (COVERING )?INDEX (chain_transfers_|tokens_owner_token)/);
      expect(plan, text).not.toMatch(/TEMP B-TREE|SCAN chain_transfers|SCAN tokens/);
    }
  });
});

describe("pages read what the indexer holds", () => {
  it("the collectible's page lists its newest transfers, as the chain has them, and asks the node for no logs", async () => {
    let view: AddressView | undefined;
    const methods = await rpcMethodsDuring(chain, async () => {
      view = await addressPage(chain.deployment.collectible);
    });
    expect(methods).not.toContain("eth_getLogs");
    expect(view!.kind).toBe("collectible");
    const onChain = await chainTransferLog();
    expect(onChain.length).toBeGreaterThan(10);
    expect(view!.transfers.map(withoutKind)).toEqual(onChain.slice(0, TRANSFER_PAGE_SIZE));
    expect(view!.olderBefore === null).toBe(onChain.length <= TRANSFER_PAGE_SIZE);
  });

  it("an account's and a token's pages show a mint and a transfer made on chain, and what each address holds", async () => {
    const holder = accounts[5].address;
    const receiver = randomWallet();
    const kept = await mintTo(chain, holder, 1, accounts[9].address);
    const passed = await mintTo(chain, holder, 2, accounts[9].address);
    const sent = await actor(5).sendAndWait(await chain.collectible.transferFrom.populateTransaction(holder, receiver, passed.tokenId));
    await indexToHead(db, chain);

    let holderView: AddressView | undefined;
    let tokenView: TokenView | undefined;
    const methods = await rpcMethodsDuring(chain, async () => {
      holderView = await addressPage(holder);
      tokenView = await tokenPage(passed.tokenId);
    });
    expect(methods).not.toContain("eth_getLogs");
    expect(holderView!.heldTokenIds).toContain(kept.tokenId);
    expect(holderView!.heldTokenIds).not.toContain(passed.tokenId);
    expect(holderView!.transfers.slice(0, 3).map((t) => [t.kind, t.tokenId, t.txHash])).toEqual([
      ["Transfer", passed.tokenId, sent.hash],
      ["Mint", passed.tokenId, passed.txHash],
      ["Mint", kept.tokenId, kept.txHash],
    ]);
    const receiverView = await addressPage(receiver);
    expect(receiverView.heldTokenIds).toEqual([passed.tokenId]);
    expect(receiverView.transfers.map((t) => [t.kind, t.from, t.to])).toEqual([["Transfer", holder, getAddress(receiver)]]);
    expect(tokenView!.owner).toBe(getAddress(receiver));
    expect(tokenView!.transfers.map((t) => [t.kind, t.txHash])).toEqual([
      ["Transfer", sent.hash],
      ["Mint", passed.txHash],
    ]);
  });
});

describe("long histories are paged", () => {
  it("an address's transfers and held tokens are read a page at a time, each exactly once, newest transfer first", async () => {
    const address = getAddress(randomWallet());
    const other = getAddress(randomWallet());
    // 120 transfers, two or three to a block, sent and received, and 230 tokens held.
    const rows = Array.from({ length: 120 }, (_, i) => ({
      tokenId: 9_000_000 + i,
      fromAddress: i % 2 ? address : other,
      toAddress: i % 2 ? other : address,
      txHash: `0x${(i + 1).toString(16).padStart(64, "f")}`,
      logIndex: i % 3,
      blockNumber: 1 + Math.floor(i / 3),
    }));
    const held = Array.from({ length: 230 }, (_, i) => ({ tokenId: 9_100_000 + i, ownerAddress: address, mintTxHash: rows[0].txHash, updatedBlock: 1 }));
    db.insert(chainTransfers).values(rows).run();
    db.insert(tokens).values(held).run();
    try {
      const expected = [...rows].sort((a, b) => b.blockNumber - a.blockNumber || b.logIndex - a.logIndex).map((row) => row.txHash);
      const seen: string[] = [];
      const sizes: number[] = [];
      let before: string | null = null;
      do {
        const view: AddressView = await addressPage(address, before ? `?before=${before}` : "");
        expect(view.paged).toBe(before !== null);
        sizes.push(view.transfers.length);
        seen.push(...view.transfers.map((t) => t.txHash));
        before = view.olderBefore;
      } while (before);
      expect(sizes).toEqual([TRANSFER_PAGE_SIZE, TRANSFER_PAGE_SIZE, 120 - 2 * TRANSFER_PAGE_SIZE]);
      expect(seen).toEqual(expected);

      const tokenIds: number[] = [];
      let after: number | null = null;
      do {
        const view: AddressView = await addressPage(address, after === null ? "" : `?tokensAfter=${after}`);
        tokenIds.push(...view.heldTokenIds);
        after = view.moreTokensAfter;
      } while (after !== null);
      expect(tokenIds).toEqual(held.map((row) => row.tokenId));
      expect((await addressPage(address)).heldTokenIds).toHaveLength(HELD_TOKEN_PAGE_SIZE);

      // A position that is not one is ignored: the first page.
      const ignored = await addressPage(address, "?before=abc&tokensAfter=-4");
      expect(ignored.transfers.map((t) => t.txHash)).toEqual(expected.slice(0, TRANSFER_PAGE_SIZE));
      expect(ignored.paged).toBe(false);
    } finally {
      db.delete(chainTransfers).where(gte(chainTransfers.tokenId, 9_000_000)).run();
      db.delete(tokens).where(gte(tokens.tokenId, 9_000_000)).run();
    }
  });
});

describe("the explorer's rate limit", () => {
  it("answers 429 with Retry-After past 60 pages a minute from one address, without asking the node, while another address is served", async () => {
    const client = newClient();
    const address = accounts[2].address;
    for (let i = 0; i < 60; i++) expect((await visit(addressLoader, `/explorer/address/${address}`, { params: { address }, context: client })).status).toBe(200);
    let refused: Response | undefined;
    const methods = await rpcMethodsDuring(chain, async () => {
      refused = await visit(transactionLoader, `/explorer/tx/0x${"ab".repeat(32)}`, { params: { hash: `0x${"ab".repeat(32)}` }, context: client });
    });
    expect(refused!.status).toBe(429);
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused!.json()).toMatch(/^Too many explorer pages\. Please try again in 1 minute\.$/);
    expect(methods).toEqual([]);
    expect((await visit(tokenLoader, "/explorer/token/1", { params: { id: "1" }, context: client })).status).toBe(429);
    expect((await visit(addressLoader, `/explorer/address/${address}`, { params: { address }, context: newClient() })).status).toBe(200);
  });
});

describe("a database indexed before transfers were stored", () => {
  it("gets every transfer of the chain from the migration's replay, and its sales and listings stay as they were", async () => {
    const tally = () => ({
      sales: db.select({ n: count() }).from(sales).get()!.n,
      listings: db.select({ n: count() }).from(listings).get()!.n,
      active: db.select({ n: count() }).from(listings).where(inArray(listings.status, ["active"])).get()!.n,
      owners: db.select({ id: tokens.tokenId, owner: tokens.ownerAddress }).from(tokens).orderBy(tokens.tokenId).all(),
    });
    await indexToHead(db, chain);
    const before = tally();
    db.delete(chainTransfers).run();
    const migration = readFileSync("drizzle/0036_chain_transfers_replay.sql", "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) db.$client.exec(statement);
    await indexToHead(db, chain);

    const stored = db.select().from(chainTransfers).all();
    const onChain = await chainTransferLog();
    expect(stored.length).toBe(onChain.length);
    expect((await addressPage(chain.deployment.collectible)).transfers.map(withoutKind)).toEqual(onChain.slice(0, TRANSFER_PAGE_SIZE));
    expect(tally()).toEqual(before);
    expect(db.select().from(chainTransfers).where(eq(chainTransfers.txHash, onChain[0].txHash)).all()).toHaveLength(1);
  });
});
