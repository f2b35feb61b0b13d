import { eq } from "drizzle-orm";
import { concat, ContractFactory, Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { parseSiweMessage, siweMessage, SIWE_STATEMENT, type SiweFields } from "~/lib/siwe.server";
import { activeWallet, requireTokenOwner, requireTradingWallet, SIWE_NONCE_TTL_MS, userIdForAddress } from "~/models/wallets.server";
import { action as nonceAction } from "~/routes/wallet_.nonce";
import { action as verifyAction } from "~/routes/wallet_.verify";
import { loader as walletLoader, action as walletAction } from "~/routes/wallet";
import { loader as mobileWalletLoader } from "~/routes/wallet_connect";
import { indexToHead } from "~/jobs/indexer.server";
import { prepareChain } from "~/services/chain-bootstrap.server";
import { connectChain, mintTo, type ChainContext } from "~/services/chain.server";
import { freePort, type DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { nfts, wallets } from "~db/schema";
import { accounts, CHAIN_ID, compileTestContract, contractReadsDuring, keys, sellerKeys, startChain } from "./support/chain";
import { createUser, expectRedirect, post, postJson, randomWallet, toastOf, visit, type TestUser } from "./support";

const host = new URL(config.appUrl).host;
type Signer = { address: string; signMessage(message: string): Promise<string> };

/** Asks the server for a message for `signer` and signs it, as the /wallet page does. */
async function signedMessage(user: TestUser, signer: Signer) {
  const response = await postJson(nonceAction, "/wallet/nonce", { address: signer.address }, { cookie: user.cookie });
  expect(response.status).toBe(200);
  const { message } = (await response.json()) as { message: string };
  return { message, signature: await signer.signMessage(message) };
}

let node: DevChain;
let chain: ChainContext;

// Only the chain can tell whether a contract wallet signed: every signature that is not the key's is checked there.
beforeAll(async () => {
  node = await startChain(await freePort());
  chain = await prepareChain({ db, rpcUrl: node.rpcUrl, chainId: CHAIN_ID, keys, deploymentFile: config.chain.deploymentFile, sellerKeys });
  globalThis.__diginoorChain = chain;
}, 60_000);

afterAll(async () => {
  globalThis.__diginoorChain = undefined;
  chain?.provider.destroy();
  await node?.stop();
});

/** The server's fields of a message it wrote. */
function fieldsOf(message: string): SiweFields {
  const parsed = parseSiweMessage(message)!;
  return {
    domain: parsed.domain,
    address: parsed.address,
    statement: parsed.statement!,
    uri: parsed.uri,
    chainId: parsed.chainId,
    nonce: parsed.nonce,
    issuedAt: new Date(parsed.issuedAt!),
    expirationTime: new Date(parsed.expirationTime!),
  };
}

const verify = (user: TestUser, body: Record<string, unknown>) => postJson(verifyAction, "/wallet/verify", body, { cookie: user.cookie });

async function refusal(response: Response) {
  return { status: response.status, error: ((await response.json()) as { error: string }).error };
}

/** The server's message for `signer`, edited, and signed by `signer`. */
async function rewritten(user: TestUser, signer: Signer, edit: (message: string) => string) {
  const { message } = await signedMessage(user, signer);
  const text = edit(message);
  return { message: text, signature: await signer.signMessage(text) };
}

/** A message like the server's, with some fields changed, signed by `signer`. */
const forged = (user: TestUser, signer: Signer, change: Partial<SiweFields>) => rewritten(user, signer, (message) => siweMessage({ ...fieldsOf(message), ...change }));

describe("connecting a wallet with Sign-In with Ethereum", () => {
  it("asks for a message naming this site, the configured chain, a fresh nonce and a 10-minute expiry", async () => {
    const user = await createUser();
    const signer = Wallet.createRandom();
    const { message } = await signedMessage(user, signer);
    const fields = fieldsOf(message);
    expect(fields).toMatchObject({ domain: host, address: signer.address, statement: SIWE_STATEMENT, uri: config.appUrl, chainId: config.chain.chainId });
    expect(fields.expirationTime.getTime() - fields.issuedAt.getTime()).toBe(SIWE_NONCE_TTL_MS);
    expect((await signedMessage(user, signer)).message).not.toContain(`Nonce: ${fields.nonce}`);
  });

  it("stores a correctly signed address as the account's active wallet and sends the Wallet Connected toast", async () => {
    const user = await createUser();
    const signer = Wallet.createRandom();
    const response = await verify(user, { ...(await signedMessage(user, signer)), redirectTo: "/sell/1" });
    expect(response.status).toBe(200);
    expect(await response.clone().json()).toEqual({ address: signer.address, redirectTo: "/sell/1" });
    expect(await toastOf(response)).toEqual({ kind: "success", text: "Wallet Connected" });
    expect(activeWallet(user.id)).toEqual({ address: signer.address, kind: "external" });
    expect(userIdForAddress(signer.address.toLowerCase())).toBe(user.id);
  });

  it("sends only same-site paths back as redirectTo", async () => {
    const user = await createUser();
    const signer = Wallet.createRandom();
    const response = await verify(user, { ...(await signedMessage(user, signer)), redirectTo: "//evil.example/x" });
    expect(((await response.json()) as { redirectTo: string }).redirectTo).toBe("/");
  });

  it("makes a newly connected wallet the only active one", async () => {
    const user = await createUser();
    const first = Wallet.createRandom();
    const second = Wallet.createRandom();
    await verify(user, await signedMessage(user, first));
    await verify(user, await signedMessage(user, second));
    expect(activeWallet(user.id)?.address).toBe(second.address);
    const rows = db.select().from(wallets).where(eq(wallets.userId, user.id)).all();
    expect(rows.map((r) => [r.address, r.active])).toEqual([
      [first.address, false],
      [second.address, true],
    ]);
  });

  it("connects a wallet again after Disconnect, as the account's active wallet", async () => {
    const user = await createUser();
    const signer = Wallet.createRandom();
    expect((await verify(user, await signedMessage(user, signer))).status).toBe(200);
    expectRedirect(await post(walletAction, "/wallet", { intent: "disconnect" }, { cookie: user.cookie }), "/wallet");
    expect(activeWallet(user.id)).toBeNull();
    const again = await verify(user, await signedMessage(user, signer));
    expect(again.status).toBe(200);
    expect(await toastOf(again)).toEqual({ kind: "success", text: "Wallet Connected" });
    expect(activeWallet(user.id)).toEqual({ address: signer.address, kind: "external" });
    expect(db.select().from(wallets).where(eq(wallets.userId, user.id)).all()).toHaveLength(1);
  });

  it("switches back and forth between two wallets, one active at a time", async () => {
    const user = await createUser();
    const [first, second] = [Wallet.createRandom(), Wallet.createRandom()];
    for (const signer of [first, second, first, second, first]) {
      expect((await verify(user, await signedMessage(user, signer))).status).toBe(200);
      expect(activeWallet(user.id)?.address).toBe(signer.address);
    }
    const rows = db.select().from(wallets).where(eq(wallets.userId, user.id)).orderBy(wallets.id).all();
    expect(rows.map((r) => [r.address, r.active])).toEqual([
      [first.address, true],
      [second.address, false],
    ]);
  });

  it("connecting the active wallet again keeps it active", async () => {
    const user = await createUser();
    const signer = Wallet.createRandom();
    expect((await verify(user, await signedMessage(user, signer))).status).toBe(200);
    expect((await verify(user, await signedMessage(user, signer))).status).toBe(200);
    expect(activeWallet(user.id)).toEqual({ address: signer.address, kind: "external" });
  });

  const rejections: [string, (user: TestUser, signer: Signer) => Promise<Record<string, unknown>>, string][] = [
    [
      "a replaced statement",
      (user, signer) => forged(user, signer, { statement: "Claim your free airdrop" }),
      "This is not a Diginoor wallet sign-in message.",
    ],
    [
      "resources the server never asked for",
      (user, signer) => rewritten(user, signer, (message) => `${message}\nResources:\n- https://evil.example/airdrop`),
      "This is not a Diginoor wallet sign-in message.",
    ],
    [
      "an address written without its EIP-55 checksum",
      (user, signer) => rewritten(user, signer, (message) => message.replace(signer.address, signer.address.toLowerCase())),
      "This is not a Diginoor wallet sign-in message.",
    ],
    ["another domain", (user, signer) => forged(user, signer, { domain: "evil.example" }), "This message was written for another site."],
    ["another URI", (user, signer) => forged(user, signer, { uri: "https://evil.example" }), "This message was written for another site."],
    ["another chain", (user, signer) => forged(user, signer, { chainId: 1 }), "Please Connect to Mainnet"],
    [
      "an expired message",
      (user, signer) => forged(user, signer, { issuedAt: new Date(Date.now() - 20 * 60_000), expirationTime: new Date(Date.now() - 1000) }),
      "This sign-in message has expired. Please connect again.",
    ],
    [
      "a nonce the server never issued",
      (user, signer) => forged(user, signer, { nonce: "0123456789abcdef0123456789abcdef" }),
      "This sign-in message was already used or has expired. Please connect again.",
    ],
    [
      "the signature of another key",
      async (user, signer) => {
        const { message } = await signedMessage(user, signer);
        return { message, signature: await Wallet.createRandom().signMessage(message) };
      },
      "The signature does not come from this wallet.",
    ],
    ["text that is not a sign-in message", async (_user, signer) => ({ message: "hello", signature: await signer.signMessage("hello") }), "This is not a Diginoor wallet sign-in message."],
  ];
  for (const [name, build, error] of rejections) {
    it(`refuses ${name} and stores nothing`, async () => {
      const user = await createUser();
      const signer = Wallet.createRandom();
      expect(await refusal(await verify(user, await build(user, signer)))).toEqual({ status: 400, error });
      expect(activeWallet(user.id)).toBeNull();
      expect(userIdForAddress(signer.address)).toBeNull();
    });
  }

  it("refuses a nonce used once already, and one issued to another account", async () => {
    const user = await createUser();
    const signer = Wallet.createRandom();
    const signed = await signedMessage(user, signer);
    expect((await verify(user, signed)).status).toBe(200);
    expect(await refusal(await verify(user, signed))).toEqual({ status: 400, error: "This sign-in message was already used or has expired. Please connect again." });
    const other = await createUser();
    const stolen = await signedMessage(user, Wallet.createRandom());
    expect((await refusal(await verify(other, stolen))).status).toBe(400);
    expect(activeWallet(other.id)).toBeNull();
  });

  it("refuses an address another account already proved, with a clear message", async () => {
    const owner = await createUser();
    const signer = Wallet.createRandom();
    await verify(owner, await signedMessage(owner, signer));
    const other = await createUser();
    expect(await refusal(await verify(other, await signedMessage(other, signer)))).toEqual({
      status: 409,
      error: "This wallet is already connected to another Diginoor account. Connect a different wallet.",
    });
    expect(activeWallet(other.id)).toBeNull();
    expect(userIdForAddress(signer.address)).toBe(owner.id);
  });

  it("refuses visitors, bad input and other methods", async () => {
    const visitor = await postJson(nonceAction, "/wallet/nonce", { address: Wallet.createRandom().address });
    expect(await refusal(visitor)).toEqual({ status: 401, error: "Please Login to Continue" });
    const user = await createUser();
    for (const body of [{}, { address: "0x12" }, { address: 42 }, { address: "0x" + "g".repeat(40) }]) {
      expect((await postJson(nonceAction, "/wallet/nonce", body, { cookie: user.cookie })).status).toBe(400);
    }
    for (const body of [{}, { message: "x" }, { message: "x", signature: "0x1234" }, { message: "x".repeat(5000), signature: "0x" + "a".repeat(130) }]) {
      expect((await verify(user, body)).status).toBe(400);
    }
    expect(activeWallet(user.id)).toBeNull();
  });

  it("limits how many connections an account tries", async () => {
    const user = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await postJson(nonceAction, "/wallet/nonce", { address: randomWallet() }, { cookie: user.cookie })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("disconnects on the server: the account keeps no active wallet", async () => {
    const user = await createUser({ walletAddress: randomWallet() });
    expectRedirect(await post(walletAction, "/wallet", { intent: "disconnect" }, { cookie: user.cookie }), "/wallet");
    expect(activeWallet(user.id)).toBeNull();
  });
});

describe("connecting a contract wallet (EIP-1271)", () => {
  let factory: ContractFactory;

  beforeAll(() => {
    const { abi, bytecode } = compileTestContract("OwnersWallet.sol", "OwnersWallet");
    factory = new ContractFactory(abi, bytecode, new Wallet(accounts[5].privateKey, chain.provider));
  });

  /** A contract wallet of these owners, signing as they all do, one signature after another. */
  async function contractWallet(owners: Signer[]): Promise<Signer> {
    const contract = await (await factory.deploy(owners.map((owner) => owner.address))).waitForDeployment();
    const address = await contract.getAddress();
    return { address, signMessage: async (message) => concat(await Promise.all(owners.map((owner) => owner.signMessage(message)))) };
  }

  it("connects a contract wallet whose isValidSignature accepts the signature", async () => {
    const user = await createUser();
    const wallet = await contractWallet([Wallet.createRandom()]);
    const response = await verify(user, await signedMessage(user, wallet));
    expect(response.status).toBe(200);
    expect(activeWallet(user.id)).toEqual({ address: wallet.address, kind: "external" });
  });

  it("connects a wallet of two owners, whose signature is longer than a key's", async () => {
    const user = await createUser();
    const wallet = await contractWallet([Wallet.createRandom(), Wallet.createRandom()]);
    expect((await verify(user, await signedMessage(user, wallet))).status).toBe(200);
    expect(activeWallet(user.id)?.address).toBe(wallet.address);
  });

  it("refuses a signature the contract does not accept, and stores nothing", async () => {
    const user = await createUser();
    const [owner, stranger] = [Wallet.createRandom(), Wallet.createRandom()];
    const wallet = await contractWallet([owner]);
    const byStranger = await signedMessage(user, { address: wallet.address, signMessage: (text) => stranger.signMessage(text) });
    expect(await refusal(await verify(user, byStranger))).toEqual({ status: 400, error: "The signature does not come from this wallet." });
    const tooLong = await signedMessage(user, { address: wallet.address, signMessage: async (text) => concat([await owner.signMessage(text), await stranger.signMessage(text)]) });
    expect(await refusal(await verify(user, tooLong))).toEqual({ status: 400, error: "The signature does not come from this wallet." });
    expect(activeWallet(user.id)).toBeNull();
    expect(userIdForAddress(wallet.address)).toBeNull();
  });

  it("answers 503 when only a silent chain could tell, and still connects a key's signature without it", async () => {
    const user = await createUser();
    const [owner, key] = [Wallet.createRandom(), Wallet.createRandom()];
    const wallet = await contractWallet([owner]);
    const silent = connectChain(`http://127.0.0.1:${await freePort()}`, chain.deployment, keys);
    globalThis.__diginoorChain = silent;
    try {
      expect(await refusal(await verify(user, await signedMessage(user, wallet)))).toEqual({
        status: 503,
        error: `The ${config.chain.name} node is not answering right now, so we cannot check this wallet's signature. Please try again in a moment.`,
      });
      expect(activeWallet(user.id)).toBeNull();
      expect((await verify(user, await signedMessage(user, key))).status).toBe(200);
    } finally {
      silent.provider.destroy();
      globalThis.__diginoorChain = chain;
    }
    expect((await verify(user, await signedMessage(user, wallet))).status).toBe(200);
    expect(activeWallet(user.id)?.address).toBe(wallet.address);
  });
});

describe("the /wallet page", () => {
  it("sends visitors to /login and shows a signed-in account its wallet", async () => {
    expectRedirect(await visit(walletLoader, "/wallet"), "/login?redirectTo=%2Fwallet");
    const address = randomWallet();
    const user = await createUser({ walletAddress: address });
    const data = (await (await visit(walletLoader, "/wallet?redirectTo=/sell/1", { cookie: user.cookie })).json()) as {
      wallet: { address: string } | null;
      redirectTo: string;
    };
    expect(data.wallet?.address).toBe(address);
    expect(data.redirectTo).toBe("/sell/1");
  });

  it("offers mobile wallets, here and on /wallet_connect, only with a WalletConnect project id", async () => {
    const user = await createUser({ walletAddress: randomWallet() });
    const offered = async () => ({
      wallet: ((await (await visit(walletLoader, "/wallet", { cookie: user.cookie })).json()) as { walletConnectAvailable: boolean }).walletConnectAvailable,
      page: ((await mobileWalletLoader().json()) as { walletConnectAvailable: boolean }).walletConnectAvailable,
    });
    const configured = config.walletConnectProjectId;
    try {
      Object.assign(config, { walletConnectProjectId: null });
      expect(await offered()).toEqual({ wallet: false, page: false });
      Object.assign(config, { walletConnectProjectId: "0123456789abcdef0123456789abcdef" });
      expect(await offered()).toEqual({ wallet: true, page: true });
    } finally {
      Object.assign(config, { walletConnectProjectId: configured });
    }
  });
});

describe("trading guards", () => {
  const guard = (path: string, cookie?: string) =>
    requireTradingWallet(new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} })).catch((thrown: unknown) => thrown);

  it("sends a visitor to /login, and an account without a wallet to /wallet with the spec's toast", async () => {
    expectRedirect((await guard("/sell/1?x=1")) as Response, "/login?redirectTo=%2Fsell%2F1%3Fx%3D1");
    const user = await createUser();
    const response = (await guard("/sell/1?x=1", user.cookie)) as Response;
    expectRedirect(response, "/wallet?redirectTo=%2Fsell%2F1%3Fx%3D1");
    expect(await toastOf(response)).toEqual({ kind: "error", text: "Please Connect Wallet to Proceed" });
  });

  it("lets an account with an active wallet through with its checksummed address", async () => {
    const address = randomWallet();
    const user = await createUser({ walletAddress: address.toLowerCase() });
    expect(await guard("/sell/1", user.cookie)).toEqual({ userId: user.id, address });
  });

  it("lets only the token's owner through requireTokenOwner (403 otherwise, also for a token that does not exist)", async () => {
    const owner = Wallet.createRandom().address;
    const nftId = db.select({ id: nfts.id }).from(nfts).limit(1).get()!.id;
    const { tokenId } = await mintTo(chain, owner, nftId, owner);
    await expect(requireTokenOwner(owner.toLowerCase(), tokenId)).resolves.toBeUndefined();
    for (const [address, id] of [[randomWallet(), tokenId], [owner, 987_654]] as const) {
      const thrown = await requireTokenOwner(address, id).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(403);
    }
  });

  it("asks the node who holds a token once per indexed block: a transfer counts once the indexer has its block", async () => {
    const [holder, next] = [accounts[3], accounts[4]];
    const nftId = db.select({ id: nfts.id }).from(nfts).limit(1).get()!.id;
    const { tokenId } = await mintTo(chain, holder.address, nftId, holder.address);
    await indexToHead(db, chain);
    await expect(requireTokenOwner(holder.address, tokenId)).resolves.toBeUndefined();
    expect(await contractReadsDuring(chain, () => requireTokenOwner(holder.address, tokenId))).toBe(0);

    const collectible = chain.collectible.connect(new Wallet(holder.privateKey, chain.provider)) as typeof chain.collectible;
    await (await collectible.transferFrom(holder.address, next.address, tokenId)).wait();
    // Until the indexer applies the transfer's block, the page answers as of the block before it.
    await expect(requireTokenOwner(holder.address, tokenId)).resolves.toBeUndefined();
    await indexToHead(db, chain);
    const refused = await requireTokenOwner(holder.address, tokenId).catch((error: unknown) => error);
    expect((refused as Response).status).toBe(403);
    expect(await contractReadsDuring(chain, () => requireTokenOwner(next.address, tokenId))).toBe(0);
  });

  it("answers 503, never 403, when the chain cannot be asked who holds the token", async () => {
    const owner = Wallet.createRandom().address;
    const nftId = db.select({ id: nfts.id }).from(nfts).limit(1).get()!.id;
    const { tokenId } = await mintTo(chain, owner, nftId, owner);
    await indexToHead(db, chain);
    const silent = connectChain(`http://127.0.0.1:${await freePort()}`, chain.deployment, keys);
    globalThis.__diginoorChain = silent;
    try {
      const thrown = await requireTokenOwner(owner, tokenId).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(503);
      expect(await (thrown as Response).text()).toMatch(/node is not answering right now, so we cannot check who holds this collectible/);
    } finally {
      silent.provider.destroy();
      globalThis.__diginoorChain = chain;
    }
    await expect(requireTokenOwner(owner, tokenId)).resolves.toBeUndefined();
  });
});
