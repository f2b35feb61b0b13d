/**
 * Start-up of the chain side: make sure the contracts exist (deploy them on a dev chain when
 * they do not), make sure the database describes that deployment (reconcile after a chain
 * reset), and put the seeded catalogue's resale listings and auctions on chain.
 */
import { and, count, eq, isNull, notInArray } from "drizzle-orm";
import { Wallet } from "ethers";
import { config } from "~/config.server";
import type { Db } from "~db/open";
import { bids, chainBlocks, chainCursor, chainFailedEvents, chainTransfers, counters, listingIsActive, listings, marketFees, nfts, productionHouses, purchases, sales, signedListings, tokens } from "~db/schema";
import {
  connectChain,
  createProvider,
  findEvent,
  mintTo,
  totalMinted,
  type ChainContext,
  type ChainKeys,
} from "./chain.server";
import { deployContracts } from "../../contracts/deploy";
import { TransactionSender } from "./chain-sender.server";
import { checkDeployment, deploymentKey, readDeploymentFile, writeDeploymentFile, type Deployment } from "./deployment.server";

export const INDEXER_CURSOR = "indexer";
const DAY_MS = 86_400_000;

export type BootstrapOptions = {
  db: Db;
  rpcUrl: string;
  chainId: number;
  keys: ChainKeys;
  /** Where the deployment record lives; null when the addresses come from the configuration. */
  deploymentFile: string | null;
  /** The configured deployment, when addresses are configured. */
  configured?: Deployment | null;
  /** Who becomes collectible admin and market owner, and who receives fees (default: the configuration). */
  roles?: DeploymentRoles;
  /** Keys of the accounts that may list the seeded catalogue (the dev accounts); empty: nothing is listed. */
  sellerKeys?: readonly string[];
  log?: (line: string) => void;
};

export type DeploymentRoles = { admin: string; treasury: string };

/**
 * Deploys the contracts from the minter's account, which keeps only the minter role: the admin
 * and owner roles go to the admin address and the fees to the treasury (docs/decisions/053-keys-and-roles.md).
 */
async function deployAll(deployer: Wallet, keys: ChainKeys, roles: DeploymentRoles): Promise<Deployment> {
  const deployed = await deployContracts(deployer, {
    admin: roles.admin,
    treasury: roles.treasury,
    quoteSigner: new Wallet(keys.quoteSignerKey).address,
    minter: new Wallet(keys.minterKey).address,
    fees: { primaryBps: config.fees.primaryBuyerBps, resaleBps: config.fees.resaleBuyerBps },
  });
  const provider = deployer.provider!;
  const [block, genesis, network] = await Promise.all([provider.getBlock(deployed.deploymentBlock), provider.getBlock(0), provider.getNetwork()]);
  return {
    chainId: Number(network.chainId),
    collectible: deployed.collectible,
    market: deployed.market,
    deploymentBlock: deployed.deploymentBlock,
    deploymentBlockHash: block?.hash ?? null,
    genesisHash: genesis?.hash ?? null,
    deployedAt: new Date().toISOString(),
    seededListingIds: [],
  };
}

/** Rows the seed did not create: activity of real users on a chain. */
function userActivity(db: Db, seededListingIds: readonly number[]): number {
  const foreignListings = db
    .select({ n: count() })
    .from(listings)
    .where(seededListingIds.length ? notInArray(listings.id, [...seededListingIds]) : undefined)
    .get()!.n;
  const tallies = [
    db.select({ n: count() }).from(purchases).get()!.n,
    db.select({ n: count() }).from(bids).get()!.n,
    db.select({ n: count() }).from(sales).get()!.n,
  ];
  return foreignListings + tallies.reduce((a, b) => a + b, 0);
}

export class ChainStateError extends Error {
  name = "ChainStateError";
}

/**
 * After a chain reset the database still describes the lost deployment. When only the seeded
 * catalogue was on that chain, the chain-derived rows are cleared and the seeded listings are
 * listed again on the new deployment. When people traded there, starting would show trades
 * that no longer exist, so start-up stops and says how to recover.
 */
function reconcile(db: Db, current: Deployment, previous: Deployment | null, log: (line: string) => void): void {
  const cursor = db.select().from(chainCursor).where(eq(chainCursor.name, INDEXER_CURSOR)).get();
  const key = deploymentKey(current);
  if (!cursor || cursor.deployment === key) return;
  const seeded = previous?.seededListingIds ?? [];
  const activity = userActivity(db, seeded);
  if (activity > 0) {
    throw new ChainStateError(
      `The database describes contracts (${cursor.deployment}) that this chain no longer holds, and it records ${activity} purchases, bids, sales or listings made on them.\n` +
        `Restore the chain's state (${config.chain.stateFile}) or point CHAIN_RPC_URL at the node that has them; to start over with an empty marketplace, delete the data folder (${config.dataDir}).`,
    );
  }
  db.transaction((tx) => {
    tx.delete(tokens).run();
    tx.delete(chainTransfers).run();
    tx.delete(chainCursor).run();
    tx.delete(chainBlocks).run();
    tx.delete(chainFailedEvents).run();
    tx.update(listings)
      .set({ chainListingId: null, txHash: null, blockNumber: null, highestBidWei: null, highestBidder: null, status: "active" })
      .run();
  });
  log(`The chain was reset: cleared the chain read model and will list the ${seeded.length} seeded listings again.`);
}

/** Whole days (1 to 30) the contract's auctions take, closest to the seeded end. */
function auctionDays(endsAt: Date | null, now: number): number {
  const days = endsAt ? Math.round((endsAt.getTime() - now) / DAY_MS) : 3;
  return Math.min(30, Math.max(1, days));
}

/**
 * Mints each unlisted seeded listing's token to its seller, then lists it or opens its auction
 * from the seller's account. Rows get the contract's token id, listing/auction id and tx hash.
 */
async function listSeededCatalogue(db: Db, chain: ChainContext, sellerKeys: readonly string[], treasury: string, log: (line: string) => void): Promise<number[]> {
  const rows = db
    .select({ listing: listings, payout: productionHouses.payoutAddress })
    .from(listings)
    .innerJoin(nfts, eq(nfts.id, listings.nftId))
    .innerJoin(productionHouses, eq(productionHouses.id, nfts.productionHouseId))
    // A listing its seller signed is not one to list on chain (docs/decisions/177-gasless-listings.md).
    .where(and(isNull(listings.chainListingId), listingIsActive, notInArray(listings.id, db.select({ id: signedListings.listingId }).from(signedListings))))
    .orderBy(listings.id)
    .all();
  if (!rows.length) return [];
  const senders = new Map<string, TransactionSender>();
  for (const key of sellerKeys) {
    const wallet = new Wallet(key, chain.provider);
    senders.set(wallet.address.toLowerCase(), new TransactionSender(wallet, { interfaces: chain.interfaces }));
  }
  const listable = rows.filter((row) => senders.has(row.listing.sellerAddress.toLowerCase()));
  if (listable.length < rows.length) log(`${rows.length - listable.length} seeded listings belong to accounts without a key here and stay off chain.`);

  // Mints go out together: the minter's nonce manager orders them.
  const minted = await Promise.all(
    listable.map((row) => mintTo(chain, row.listing.sellerAddress, row.listing.nftId, row.payout ?? treasury)),
  );

  const market = chain.market.target as string;
  const bySeller = new Map<string, number[]>();
  listable.forEach((row, index) => {
    const seller = row.listing.sellerAddress.toLowerCase();
    bySeller.set(seller, [...(bySeller.get(seller) ?? []), index]);
  });
  const now = Date.now();
  const anchored: number[] = [];
  // Sellers act in parallel, each one's transactions in order.
  await Promise.all(
    [...bySeller].map(async ([seller, indexes]) => {
      const sender = senders.get(seller)!;
      await sender.sendAndWait(await chain.collectible.setApprovalForAll.populateTransaction(market, true));
      for (const index of indexes) {
        const { listing } = listable[index];
        const { tokenId } = minted[index];
        if (listing.onAuction) {
          const request = await chain.market.createAuction.populateTransaction(tokenId, listing.priceWei, auctionDays(listing.endsAt, now));
          const receipt = await sender.sendAndWait(request);
          const event = findEvent(receipt, chain.market, "AuctionCreated")!;
          db.update(listings)
            .set({
              tokenId,
              chainListingId: Number(event.args.auctionId),
              endsAt: new Date(Number(event.args.endTime) * 1000),
              txHash: receipt.hash,
            })
            .where(eq(listings.id, listing.id))
            .run();
        } else {
          const receipt = await sender.sendAndWait(await chain.market.list.populateTransaction(tokenId, listing.priceWei));
          const event = findEvent(receipt, chain.market, "Listed")!;
          db.update(listings)
            .set({ tokenId, chainListingId: Number(event.args.listingId), txHash: receipt.hash })
            .where(eq(listings.id, listing.id))
            .run();
        }
        anchored.push(listing.id);
      }
    }),
  );
  return anchored.sort((a, b) => a - b);
}

/**
 * The counters mirror the contract's (token ids and listing/auction ids come from the chain), and
 * the fee rates pages show are the contract's (docs/decisions/052-fees-from-the-contract.md); the indexer keeps them current.
 */
async function syncFromContracts(db: Db, chain: ChainContext): Promise<void> {
  const rates = { primaryFeeBps: Number(await chain.market.primaryFeeBps()), resaleFeeBps: Number(await chain.market.resaleFeeBps()), updatedAt: new Date() };
  db.insert(marketFees).values({ id: 1, ...rates }).onConflictDoUpdate({ target: marketFees.id, set: rates }).run();
  const values = [
    { name: "tokenid", value: Number(await totalMinted(chain)) },
    { name: "listing_id", value: Number(await chain.market.listingCount()) },
    { name: "auction_id", value: Number(await chain.market.auctionCount()) },
  ];
  for (const row of values) {
    db.insert(counters).values(row).onConflictDoUpdate({ target: counters.name, set: { value: row.value } }).run();
  }
}

/**
 * Makes the chain and the database agree before the app serves anything; returns the
 * connection. Throws a ChainStateError with a clear message when they cannot agree.
 */
export async function prepareChain(options: BootstrapOptions): Promise<ChainContext> {
  const log = options.log ?? (() => undefined);
  const { db, rpcUrl, chainId, keys } = options;
  const roles = options.roles ?? config.chain.roles;
  const provider = createProvider(rpcUrl, chainId);
  const recorded = options.configured ?? (options.deploymentFile ? readDeploymentFile(options.deploymentFile) : null);

  let deployment: Deployment | null = null;
  if (recorded) {
    const check = await checkDeployment(provider, recorded);
    if (check.ok) deployment = recorded;
    else if (options.configured) {
      throw new ChainStateError(`The configured contracts cannot be used: ${check.problem} (node ${rpcUrl}).`);
    } else log(`The recorded contracts are gone: ${check.problem}. Deploying again.`);
  }
  if (!deployment) {
    deployment = await deployAll(new Wallet(keys.minterKey, provider), keys, roles);
    log(`Deployed the collectible at ${deployment.collectible} and the market at ${deployment.market} (block ${deployment.deploymentBlock}).`);
  }
  provider.destroy();

  reconcile(options.db, deployment, recorded, log);
  const chain = connectChain(rpcUrl, deployment, keys);
  const fresh = deployment !== recorded;
  const anchored = await listSeededCatalogue(db, chain, options.sellerKeys ?? [], roles.treasury, log);
  if (anchored.length) log(`Listed ${anchored.length} seeded listings and auctions on chain.`);
  deployment = {
    ...deployment,
    seededListingIds: [...new Set([...(fresh ? [] : deployment.seededListingIds), ...anchored])].sort((a, b) => a - b),
  };
  chain.deployment = deployment;
  if (options.deploymentFile && !options.configured) writeDeploymentFile(options.deploymentFile, deployment);
  await syncFromContracts(db, chain);

  db.insert(chainCursor)
    .values({ name: INDEXER_CURSOR, deployment: deploymentKey(deployment), blockNumber: Math.max(0, deployment.deploymentBlock - 1), updatedAt: new Date() })
    .onConflictDoNothing()
    .run();
  return chain;
}
