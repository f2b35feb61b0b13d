/**
 * The scripts' throwaway embedded chain: the seeded catalogue in the database of DATA_DIR (which
 * the caller points at a temporary folder before the app's modules load), its own anvil on a free
 * port with `accounts` dev accounts, the contracts deployed, the seeded listings put on chain by
 * dev accounts 0–4, and all of it indexed. The caller stops `node`.
 */
export async function startScratchChain(accounts: number) {
  const { config } = await import("~/config.server");
  const { devAccounts, freePort, startDevChain } = await import("~/services/devchain.server");
  const { prepareChain } = await import("~/services/chain-bootstrap.server");
  const { indexToHead } = await import("~/jobs/indexer.server");
  const { db } = await import("~db/client.server");
  const { seedIfEmpty } = await import("~db/seed");

  seedIfEmpty(db);
  const funded = devAccounts(accounts);
  const node = await startDevChain({ port: await freePort(), chainId: config.chain.chainId, accounts });
  try {
    const chain = await prepareChain({
      db,
      rpcUrl: node.rpcUrl,
      chainId: config.chain.chainId,
      keys: config.chain,
      deploymentFile: config.chain.deploymentFile,
      sellerKeys: funded.slice(0, 5).map((a) => a.privateKey),
    });
    await indexToHead(db, chain);
    return { node, chain, accounts: funded, db };
  } catch (error) {
    await node.stop();
    throw error;
  }
}
