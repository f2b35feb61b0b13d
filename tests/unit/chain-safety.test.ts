import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { Contract, ContractFactory, Wallet, ZeroHash, type BaseContract } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { indexToHead } from "~/jobs/indexer.server";
import { marketFeeRates } from "~/models/fees.server";
import { listingPage } from "~/models/listing-page.server";
import { marketListings } from "~/models/listings.server";
import { prepareChain } from "~/services/chain-bootstrap.server";
import { TransactionSender } from "~/services/chain-sender.server";
import { mintTo, chainOrderId, signPrimaryQuote, tokenUriFor, type ChainContext } from "~/services/chain.server";
import { freePort, rpcCall, type DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { bids, chainCursor, chainFailedEvents, chainTransfers, listings, marketFees, orders, purchases, sales, tokens, users } from "~db/schema";
import { accounts, CHAIN_ID, compileTestContract, keys, roles, sellerKeys, startChain } from "./support/chain";

let node: DevChain;
let chain: ChainContext;
const lines: string[] = [];
const index = () => indexToHead(db, chain, { log: (line) => lines.push(line) });

beforeAll(async () => {
  node = await startChain(await freePort(), path.join(config.dataDir, "chain-state.json"));
  chain = await prepareChain({ db, rpcUrl: node.rpcUrl, chainId: CHAIN_ID, keys, roles, deploymentFile: config.chain.deploymentFile, sellerKeys });
  await index();
}, 60_000);

afterAll(async () => {
  chain?.provider.destroy();
  await node?.stop();
});

const sender = (account: number) => new TransactionSender(new Wallet(accounts[account].privateKey, chain.provider), { interfaces: chain.interfaces });
const as = (contract: Contract, account: number) => contract.connect(new Wallet(accounts[account].privateKey, chain.provider)) as Contract;
const cursor = () => db.select().from(chainCursor).get()!.blockNumber;

async function send(account: number, contract: BaseContract, method: string, args: unknown[], value = 0n) {
  const request = await contract.getFunction(method).populateTransaction(...args);
  return sender(account).sendAndWait({ ...request, value });
}

function activeListing(onAuction: boolean) {
  return db.select().from(listings).where(and(eq(listings.onAuction, onAuction), eq(listings.status, "active"))).orderBy(listings.id).all();
}

describe("a batched transaction", () => {
  it("indexes two bids and two primary sales made in one transaction, each by its own log index", async () => {
    const { abi, bytecode } = compileTestContract("BatchCaller.sol", "BatchCaller");
    const factory = new ContractFactory(abi, bytecode, new Wallet(accounts[5].privateKey, chain.provider));
    const batch = (await (await factory.deploy()).waitForDeployment()) as unknown as Contract;
    const batchAddress = await batch.getAddress();

    const auction = activeListing(true)[0];
    const amounts = [auction.priceWei, auction.priceWei * 2n];
    const bidValues = await Promise.all(amounts.map((amount) => chain.market.bidTotal(auction.chainListingId, amount) as Promise<bigint>));
    const bidCalls = amounts.map((amount) => chain.market.interface.encodeFunctionData("bid", [auction.chainListingId, amount]));

    const { id: userId } = db.insert(users).values({ uid: "batch-buyer", name: "Batch Buyer", email: "batch@example.com" }).returning({ id: users.id }).get();
    const price = 10n ** 16n;
    const purchaseIds = ["BATCHORDER0000000001", "BATCHORDER0000000002"];
    const saleCalls: string[] = [];
    for (const [i, purchaseId] of purchaseIds.entries()) {
      db.insert(orders)
        .values({ id: purchaseId, userId, nftId: i + 1, walletAddress: batchAddress, method: "wallet", priceCents: 3000, usdCentsPerCoin: 300_000, priceWei: price, feeWei: 0n, expiresAt: new Date(Date.now() + 60_000) })
        .run();
      const quote = { orderId: chainOrderId(purchaseId), buyer: batchAddress, nftId: BigInt(i + 1), price, productionHouse: accounts[9].address, tokenURI: tokenUriFor(i + 1), editionSize: 10n, deadline: 2n ** 40n };
      saleCalls.push(chain.market.interface.encodeFunctionData("buyPrimary", [quote, await signPrimaryQuote(chain, quote)]));
    }
    const primaryTotal = (await chain.market.primaryTotal(price)) as bigint;

    const calls = [...bidCalls, ...saleCalls];
    const values = [...bidValues, primaryTotal, primaryTotal];
    const receipt = await send(5, batch, "run", [calls.map(() => chain.deployment.market), calls, values], values.reduce((a, b) => a + b, 0n));
    await index();

    expect(cursor()).toBeGreaterThanOrEqual(receipt.blockNumber);
    const batchBids = db.select().from(bids).where(eq(bids.txHash, receipt.hash)).all();
    expect(batchBids.map((b) => b.amountWei).sort()).toEqual(amounts.sort());
    expect(new Set(batchBids.map((b) => b.logIndex)).size).toBe(2);
    expect(db.select().from(listings).where(eq(listings.id, auction.id)).get()!.highestBidWei).toBe(auction.priceWei * 2n);
    const paid = db.select().from(purchases).where(eq(purchases.txHash, receipt.hash)).all();
    expect(paid.map((p) => p.status)).toEqual(["Minted", "Minted"]);
    const fulfilled = db.select().from(orders).where(eq(orders.txHash, receipt.hash)).all();
    expect(fulfilled.map((o) => o.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(new Set(paid.map((p) => p.tokenId)).size).toBe(2);
    expect(db.select({ n: count() }).from(sales).where(and(eq(sales.txHash, receipt.hash), eq(sales.kind, "primary"))).get()!.n).toBe(2);
  });

  it("records an event it cannot apply, reports it, and goes on with later blocks", async () => {
    // A token that is no Diginoor edition (minted with a foreign URI), then listed.
    const minted = await send(0, chain.collectible, "createToken", ["ipfs://elsewhere"]);
    const tokenId = Number(chain.collectible.interface.parseLog(minted.logs[0])!.args.tokenId);
    await send(0, chain.collectible, "setApprovalForAll", [chain.deployment.market, true]);
    const listed = await send(0, chain.market, "list", [tokenId, 1000n]);
    const later = await mintTo(chain, accounts[3].address, 1, accounts[9].address);
    await index();

    const failure = db.select().from(chainFailedEvents).where(eq(chainFailedEvents.txHash, listed.hash)).get()!;
    expect(failure.eventName).toBe("Listed");
    expect(failure.error).toMatch(/not a Diginoor edition/);
    expect(lines.some((line) => line.includes("could not apply Listed") && line.includes(listed.hash))).toBe(true);
    expect(db.select().from(tokens).where(eq(tokens.tokenId, later.tokenId)).get()?.ownerAddress).toBe(accounts[3].address);
    expect(cursor()).toBeGreaterThanOrEqual(later.blockNumber);
  });
});

describe("a listing whose token moves", () => {
  it("leaves the market when the seller sends the token away or auctions it, and stays gone when the token comes back", async () => {
    const [moved, auctioned] = activeListing(false).filter((l) => l.sellerAddress === accounts[1].address);
    const seller = accounts.findIndex((a) => a.address === moved.sellerAddress);
    const onMarket = () => new Set(marketListings({}, 1).items.map((item) => item.listingId).concat(marketListings({}, 2).items.map((item) => item.listingId)));
    const listedTotal = marketListings({}, 1).total;
    expect(onMarket().has(moved.id)).toBe(true);

    await send(seller, chain.collectible, "transferFrom", [moved.sellerAddress, accounts[4].address, moved.tokenId]);
    await send(seller, chain.market, "createAuction", [auctioned.tokenId, 10n ** 15n, 3]);
    await index();
    expect(marketListings({}, 1).total).toBe(listedTotal - 1);
    expect(onMarket().has(moved.id)).toBe(false);
    expect(onMarket().has(auctioned.id)).toBe(false);
    expect(listingPage(moved.id)!.state).toBe("closed");

    await send(4, chain.collectible, "transferFrom", [accounts[4].address, moved.sellerAddress, moved.tokenId]);
    await index();
    expect(onMarket().has(moved.id)).toBe(false);
    expect(listingPage(moved.id)!.state).toBe("closed");
  });
});

describe("keys and roles", () => {
  it("gives the admin address the admin and owner roles and the server's keys only theirs", async () => {
    const adminRole = (await chain.collectible.DEFAULT_ADMIN_ROLE()) as string;
    const minterRole = (await chain.collectible.MINTER_ROLE()) as string;
    expect(adminRole).toBe(ZeroHash);
    expect(await chain.collectible.hasRole(adminRole, roles.admin)).toBe(true);
    expect(await chain.collectible.hasRole(adminRole, chain.minter.address)).toBe(false);
    expect(await chain.collectible.hasRole(minterRole, chain.minter.address)).toBe(true);
    expect(await chain.market.owner()).toBe(roles.admin);
    expect(await chain.market.treasury()).toBe(roles.treasury);
    expect(await chain.market.quoteSigner()).toBe(chain.quoteSigner.address);
    const serverAccounts = new Set([chain.minter.address, chain.keeper.address, chain.quoteSigner.address]);
    expect(serverAccounts.size).toBe(3);
    expect(serverAccounts.has(roles.admin) || serverAccounts.has(roles.treasury)).toBe(false);
  });
});

describe("fees", () => {
  it("shows the rates the contract charges, and an auction's own rate, after the owner changes them", async () => {
    expect(marketFeeRates()).toMatchObject({ primaryBps: 2050, resaleBps: 1125 });
    const before = activeListing(true)[0];
    await as(chain.market, 8).setFees(1000, 500).then((tx: { wait(): Promise<unknown> }) => tx.wait());
    await index();
    expect(db.select().from(marketFees).get()).toMatchObject({ primaryFeeBps: 1000, resaleFeeBps: 500 });
    expect(marketFeeRates()).toMatchObject({ primaryBps: 1000, resaleBps: 500 });

    const fixed = activeListing(false)[0];
    const page = listingPage(fixed.id)!;
    expect(page.fixedPrice!.feeRate).toBe("5%");
    // The auction opened at 11.25% keeps charging it, as the contract does.
    expect(db.select().from(listings).where(eq(listings.id, before.id)).get()!.feeBps).toBe(1125);
  });
});

describe("reorgs", () => {
  it("rolls back what orphaned blocks wrote and indexes the blocks that replaced them", async () => {
    const fixed = activeListing(false)[0];
    const snapshot = await rpcCall<string>(node.rpcUrl, "evm_snapshot");
    const total = (await chain.market.resaleTotal(fixed.priceWei)) as bigint;
    const bought = await send(5, chain.market, "buyListing", [fixed.chainListingId, fixed.tokenId, fixed.priceWei], total);
    await index();
    expect(db.select().from(listings).where(eq(listings.id, fixed.id)).get()!.status).toBe("sold");
    expect(db.select().from(sales).where(eq(sales.txHash, bought.hash)).get()).toBeDefined();
    expect(db.select().from(chainTransfers).where(eq(chainTransfers.txHash, bought.hash)).all()).toHaveLength(1);

    // The block with the purchase is replaced by others at the same heights.
    await rpcCall(node.rpcUrl, "evm_revert", [snapshot]);
    await rpcCall(node.rpcUrl, "evm_increaseTime", [13]);
    for (let i = 0; i < 3; i++) await rpcCall(node.rpcUrl, "evm_mine");
    const minted = await mintTo(chain, accounts[2].address, 3, accounts[9].address);
    await index();
    expect(lines.some((line) => line.includes("rolled back"))).toBe(true);
    expect(db.select().from(sales).where(eq(sales.txHash, bought.hash)).get()).toBeUndefined();
    expect(db.select().from(chainTransfers).where(eq(chainTransfers.txHash, bought.hash)).all()).toEqual([]);
    const restored = db.select().from(listings).where(eq(listings.id, fixed.id)).get()!;
    expect(restored.status).toBe("active");
    expect(db.select().from(tokens).where(eq(tokens.tokenId, fixed.tokenId)).get()!.ownerAddress).toBe(fixed.sellerAddress);
    expect(db.select().from(tokens).where(eq(tokens.tokenId, minted.tokenId)).get()?.ownerAddress).toBe(accounts[2].address);
    expect(cursor()).toBe(await chain.provider.getBlockNumber());
  });

  it("rolls back when the chain's head falls below the cursor", async () => {
    const snapshot = await rpcCall<string>(node.rpcUrl, "evm_snapshot");
    const minted = await mintTo(chain, accounts[2].address, 4, accounts[9].address);
    await rpcCall(node.rpcUrl, "evm_mine");
    await index();
    expect(db.select().from(tokens).where(eq(tokens.tokenId, minted.tokenId)).get()).toBeDefined();
    await rpcCall(node.rpcUrl, "evm_revert", [snapshot]);
    const head = await chain.provider.getBlockNumber();
    expect(head).toBeLessThan(cursor());
    await index();
    expect(db.select().from(tokens).where(eq(tokens.tokenId, minted.tokenId)).get()).toBeUndefined();
    expect(cursor()).toBe(head);
  });
});

describe("auction rules the contract enforces", () => {
  it("moves the end of an auction when a bid comes in its last minutes", async () => {
    const auction = activeListing(true).find((l) => l.endsAt!.getTime() > Date.now())!;
    const bidAt = Math.floor(auction.endsAt!.getTime() / 1000) - 60;
    await rpcCall(node.rpcUrl, "evm_setNextBlockTimestamp", [bidAt]);
    const amount = (await chain.market.minimumBid(auction.chainListingId)) as bigint;
    await send(5, chain.market, "bid", [auction.chainListingId, amount], (await chain.market.bidTotal(auction.chainListingId, amount)) as bigint);
    await index();
    expect(db.select().from(listings).where(eq(listings.id, auction.id)).get()!.endsAt!.getTime()).toBe((bidAt + 600) * 1000);
  });

  it("takes an auction its seller cancelled before the first bid off the market", async () => {
    const seller = 2;
    const token = db.select().from(tokens).where(eq(tokens.ownerAddress, accounts[seller].address)).get()!;
    const created = await send(seller, chain.market, "createAuction", [token.tokenId, 10n ** 15n, 1]);
    await index();
    const auction = db.select().from(listings).where(eq(listings.txHash, created.hash)).get()!;
    expect(auction.status).toBe("active");

    await send(seller, chain.market, "cancelAuction", [auction.chainListingId]);
    await index();
    expect(db.select().from(listings).where(eq(listings.id, auction.id)).get()!.status).toBe("cancelled");
    expect(listingPage(auction.id)!.state).toBe("closed");
    expect(db.select().from(tokens).where(eq(tokens.tokenId, token.tokenId)).get()!.ownerAddress).toBe(accounts[seller].address);
  });
});
