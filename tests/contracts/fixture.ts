// Shared set-up for the contract tests: one anvil chain per test file with both contracts
// deployed, a snapshot restored after every test, and helpers for balances and reverts.
import { readFileSync } from "node:fs";
import {
  Contract,
  ContractFactory,
  Interface,
  id,
  type ContractTransactionReceipt,
  type ContractTransactionResponse,
  type InterfaceAbi,
  type JsonRpcSigner,
} from "ethers";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { DiginoorCollectible, DiginoorMarket } from "../../contracts/artifacts/index";
import { deployContracts, type Deployment } from "../../contracts/deploy";
import { startLocalChain, type LocalChain } from "../../contracts/local-chain";
import { signPrimaryQuote, type PrimaryQuote } from "../../contracts/quote";

export const ONE_COIN = 10n ** 18n;
export const DAY = 86_400;
/** The resale fee the market starts with, and what a buyer pays on top of a resale price. */
export const RESALE_FEE_BPS = 1125n;
export const withResaleFee = (price: bigint) => price + (price * RESALE_FEE_BPS) / 10_000n;

function testArtifact(name: string): { abi: InterfaceAbi; bytecode: string } {
  return JSON.parse(readFileSync(new URL(`../../contracts/artifacts/test/${name}.json`, import.meta.url), "utf8"));
}
export const SmartWalletArtifact = testArtifact("SmartWallet");
export const ReentrantAttackerArtifact = testArtifact("ReentrantAttacker");

/** Every error any of our contracts can raise, to name reverts that bubble through the market. */
const errorDecoder = new Interface([
  ...DiginoorCollectible.abi.filter((item) => item.type === "error"),
  ...DiginoorMarket.abi.filter((item) => item.type === "error"),
  ...(SmartWalletArtifact.abi as { type: string }[]).filter((item) => item.type === "error"),
]);

export interface Actors {
  deployer: JsonRpcSigner;
  minter: JsonRpcSigner;
  quoteSigner: JsonRpcSigner;
  treasury: JsonRpcSigner;
  productionHouse: JsonRpcSigner;
  seller: JsonRpcSigner;
  buyer: JsonRpcSigner;
  bidderA: JsonRpcSigner;
  bidderB: JsonRpcSigner;
  stranger: JsonRpcSigner;
}

export interface MarketFixture {
  chain: LocalChain;
  actors: Actors;
  deployment: Deployment;
  chainId: bigint;
  collectible: (as?: JsonRpcSigner) => Contract;
  market: (as?: JsonRpcSigner) => Contract;
}

/**
 * Starts a chain, deploys, and snapshots around every test of the calling file. The returned
 * object is filled in by beforeAll, so read its fields inside tests only.
 */
export function useMarketFixture(): MarketFixture {
  const fixture = {} as MarketFixture;
  let snapshot = "";
  beforeAll(async () => {
    const chain = await startLocalChain();
    const [deployer, minter, quoteSigner, treasury, productionHouse, seller, buyer, bidderA, bidderB, stranger] =
      chain.accounts;
    const actors = { deployer, minter, quoteSigner, treasury, productionHouse, seller, buyer, bidderA, bidderB, stranger };
    const deployment = await deployContracts(deployer, {
      treasury: treasury.address,
      quoteSigner: quoteSigner.address,
      minter: minter.address,
    });
    Object.assign(fixture, {
      chain,
      actors,
      deployment,
      chainId: (await chain.provider.getNetwork()).chainId,
      collectible: (as = deployer) => new Contract(deployment.collectible, DiginoorCollectible.abi, as),
      market: (as = deployer) => new Contract(deployment.market, DiginoorMarket.abi, as),
    });
  }, 60_000); // generous: several test files start their chains at once on a busy machine
  beforeEach(async () => {
    snapshot = await fixture.chain.provider.send("evm_snapshot", []);
  });
  afterEach(async () => {
    await fixture.chain.provider.send("evm_revert", [snapshot]);
  });
  afterAll(async () => {
    await fixture.chain?.stop();
  });
  return fixture;
}

export async function mined(sent: Promise<ContractTransactionResponse>): Promise<ContractTransactionReceipt> {
  const receipt = await (await sent).wait();
  if (!receipt) throw new Error("transaction was not mined");
  return receipt;
}

/** The one event named `name` in a receipt, decoded with `contract`'s ABI. */
export function eventArgs(receipt: ContractTransactionReceipt, contract: Contract, name: string) {
  const logs = receipt.logs
    .map((log) => contract.interface.parseLog(log))
    .filter((parsed) => parsed?.name === name);
  expect(logs, `events named ${name}`).toHaveLength(1);
  return logs[0]!.args;
}

function revertData(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const data = (current as { data?: unknown }).data;
    if (typeof data === "string" && data.startsWith("0x")) return data;
    if (data && typeof data === "object" && typeof (data as { data?: unknown }).data === "string") {
      return (data as { data: string }).data;
    }
    current = (current as { error?: unknown; info?: unknown }).error ?? (current as { info?: unknown }).info;
  }
  return undefined;
}

/** Asserts the transaction reverts with the custom error `name` (and, if given, these arguments). */
export async function expectRevert(action: Promise<unknown>, name: string, args?: unknown[]): Promise<void> {
  let failure: unknown;
  try {
    const result = await action;
    if (result && typeof result === "object" && "wait" in result) await (result as ContractTransactionResponse).wait();
  } catch (error) {
    failure = error;
  }
  if (!failure) throw new Error(`expected a revert with ${name}, but the call succeeded`);
  const data = revertData(failure);
  if (!data) throw new Error(`expected a revert with ${name}, got ${String(failure)}`);
  const parsed = errorDecoder.parseError(data);
  expect(parsed?.name ?? `unknown error ${data}`).toBe(name);
  if (args) expect([...parsed!.args]).toEqual(args);
}

/** Runs `action` and returns how much each address's balance changed. */
export async function balanceChanges<T>(
  fixture: MarketFixture,
  addresses: string[],
  action: () => Promise<T>,
): Promise<{ result: T; changes: bigint[] }> {
  const before = await Promise.all(addresses.map((address) => fixture.chain.provider.getBalance(address)));
  const result = await action();
  const after = await Promise.all(addresses.map((address) => fixture.chain.provider.getBalance(address)));
  return { result, changes: after.map((balance, i) => balance - before[i]!) };
}

/** Mints a token to `owner` with the production house as royalty receiver; returns its id. */
export async function mintToken(fixture: MarketFixture, owner: string, productionHouse?: string): Promise<bigint> {
  const collectible = fixture.collectible(fixture.actors.minter);
  await mined(collectible.mintTo(owner, "ipfs://diginoor/token.json", productionHouse ?? fixture.actors.productionHouse.address));
  return collectible.totalMinted();
}

/** Mints a token to the seller, approves the market and lists it; returns the ids. */
export async function listToken(
  fixture: MarketFixture,
  price: bigint,
  seller: JsonRpcSigner = fixture.actors.seller,
): Promise<{ tokenId: bigint; listingId: bigint }> {
  const tokenId = await mintToken(fixture, seller.address);
  await mined(fixture.collectible(seller).approve(fixture.deployment.market, tokenId));
  const receipt = await mined(fixture.market(seller).list(tokenId, price));
  const listed = eventArgs(receipt, fixture.market(), "Listed");
  return { tokenId, listingId: listed.listingId as bigint };
}

export async function latestTimestamp(fixture: MarketFixture): Promise<number> {
  const block = await fixture.chain.provider.getBlock("latest");
  if (!block) throw new Error("no latest block");
  return block.timestamp;
}

export async function advanceTime(fixture: MarketFixture, seconds: number): Promise<void> {
  await fixture.chain.provider.send("evm_increaseTime", [seconds]);
  await fixture.chain.provider.send("evm_mine", []);
}

let quotesMade = 0;

/** A quote for `buyer` signed by `signer` (the configured quote signer unless a test forges one). */
export async function signedQuote(
  fixture: MarketFixture,
  overrides: Partial<PrimaryQuote> = {},
  signer: JsonRpcSigner = fixture.actors.quoteSigner,
): Promise<{ quote: PrimaryQuote; signature: string }> {
  const quote: PrimaryQuote = {
    orderId: id(`order-${++quotesMade}`),
    buyer: fixture.actors.buyer.address,
    nftId: 42n,
    editionSize: 10n,
    price: ONE_COIN / 10n,
    productionHouse: fixture.actors.productionHouse.address,
    tokenURI: "ipfs://diginoor/sivaji-legendary.json",
    deadline: BigInt((await latestTimestamp(fixture)) + 3600),
    ...overrides,
  };
  return { quote, signature: await signPrimaryQuote(signer, fixture.chainId, fixture.deployment.market, quote) };
}

/** Deploys a test helper contract from `as`. */
export async function deployHelper(
  artifact: { abi: InterfaceAbi; bytecode: string },
  as: JsonRpcSigner,
  ...args: unknown[]
): Promise<Contract> {
  const contract = await new ContractFactory(artifact.abi, artifact.bytecode, as).deploy(...args);
  await contract.waitForDeployment();
  return contract as Contract;
}
