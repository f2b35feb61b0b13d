/**
 * `npm start`: the chain first, then the web server.
 *
 * 0. Seeds the database when it is empty (unless SEED_ON_START=false).
 * 1. Without CHAIN_RPC_URL, starts the embedded dev chain (anvil on 127.0.0.1:CHAIN_PORT, state
 *    saved to data/chain-state.json before the indexer reads a block) — or reuses one already
 *    running there if it holds our contracts.
 * 2. Deploys the contracts when they are not deployed yet (record: data/chain.json), reconciles
 *    the database after a chain reset, and lists the seeded catalogue on chain.
 * 3. Runs the indexer, the keeper and the paid-order mint job in this process and the web server (scripts/web-server.ts) as a child;
 *    stopping one stops everything.
 */
import { spawn } from "node:child_process";
import { config } from "~/config.server";
import { startIndexer, indexToHead } from "~/jobs/indexer.server";
import type { RunningJob } from "~/jobs/loop.server";
import { startKeeper } from "~/jobs/keeper.server";
import { startOrderMints } from "~/jobs/order-mints.server";
import { ChainStateError, prepareChain } from "~/services/chain-bootstrap.server";
import { checkDeployment, readDeploymentFile } from "~/services/deployment.server";
import { devAccounts, probeChainId, startDevChain, type DevChain } from "~/services/devchain.server";
import { configuredDeployment, createProvider } from "~/services/chain.server";
import { db } from "~db/client.server";
import { seedIfEmpty } from "~db/seed";

const log = (line: string) => console.log(`[chain] ${line}`);

/** What each dev account does on the embedded chain (docs/decisions/053-keys-and-roles.md). */
const DEV_ACCOUNT_ROLES = ["minter (deployed the contracts) and seeded collector", "seeded collector", "seeded collector", "seeded collector", "seeded collector", "collector", "quote signer", "keeper", "admin: collectible admin and market owner", "treasury"];

function printDevAccounts() {
  console.log("\n  Dev-only accounts of the embedded chain (public test keys: never send real funds to them)");
  devAccounts(DEV_ACCOUNT_ROLES.length).forEach((account, index) => {
    console.log(`  #${index} ${account.address}  key ${account.privateKey}  (${DEV_ACCOUNT_ROLES[index]})`);
  });
  console.log("");
}

/** Starts the embedded chain, or reuses the node on the port when it is ours. */
async function embeddedChain(): Promise<DevChain | null> {
  const { rpcUrl, port, chainId, stateFile, deploymentFile } = config.chain;
  const runningChainId = await probeChainId(rpcUrl);
  if (runningChainId !== null) {
    const recorded = readDeploymentFile(deploymentFile);
    const provider = createProvider(rpcUrl, runningChainId);
    const ours = recorded && runningChainId === chainId && (await checkDeployment(provider, recorded)).ok;
    provider.destroy();
    if (ours) {
      log(`Reusing the Diginoor chain already running on ${rpcUrl}; it keeps running when this server stops.`);
      return null;
    }
    throw new ChainStateError(
      `Port ${port} already has a JSON-RPC node (chain id ${runningChainId}) that does not hold this Diginoor's contracts.\n` +
        `Stop that process, or start with CHAIN_PORT set to a free port (or CHAIN_RPC_URL to use that node on purpose).`,
    );
  }
  try {
    return await startDevChain({ port, chainId, stateFile });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/in use|AddrInUse/i.test(message)) {
      throw new ChainStateError(`Port ${port} is taken by another program. Start with CHAIN_PORT set to a free port.`);
    }
    throw error;
  }
}

let chainProcess: DevChain | null = null;

/**
 * A plain `npm start` (no NODE_ENV, the embedded chain, no provider keys) serves its production
 * build with payments in sandbox mode; a start that sets NODE_ENV, a chain or a key decides for
 * itself (docs/decisions/021-sandbox-mode.md).
 */
function sandboxByDefault(): string | undefined {
  if (process.env.PAYMENTS_SANDBOX !== undefined) return process.env.PAYMENTS_SANDBOX;
  const sandboxed = config.payments.mode === "sandbox" && config.cryptoPayments.mode === "sandbox" && Object.values(config.onRamps).every((onRamp) => onRamp.mode === "sandbox");
  return process.env.NODE_ENV === undefined && config.chain.embedded && sandboxed ? "true" : undefined;
}

async function main() {
  if (config.seedOnStart && seedIfEmpty(db)) console.log("[db] Seeded the empty database with the catalogue.");
  chainProcess = config.chain.embedded ? await embeddedChain() : null;
  if (config.chain.embedded) {
    log(`Embedded dev chain on ${config.chain.rpcUrl} (chain id ${config.chain.chainId}), state in ${config.chain.stateFile}.`);
    printDevAccounts();
  } else log(`Using the configured chain at ${config.chain.rpcUrl}.`);

  const configured = config.chain.collectibleAddress ? configuredDeployment() : null;
  const chain = await prepareChain({
    db,
    rpcUrl: config.chain.rpcUrl,
    chainId: config.chain.chainId,
    keys: config.chain,
    deploymentFile: configured ? null : config.chain.deploymentFile,
    configured,
    sellerKeys: config.chain.embedded ? devAccounts(5).map((account) => account.privateKey) : [],
    log,
  });
  // The indexer only reads blocks the embedded chain has saved: a crash cannot lose an indexed trade.
  const durableHead = chainProcess ? chainProcess.checkpoint : undefined;
  await durableHead?.();
  log(`Contracts: collectible ${chain.deployment.collectible}, market ${chain.deployment.market}${configured ? "" : ` (recorded in ${config.chain.deploymentFile})`}.`);
  const events = await indexToHead(db, chain, { confirmations: config.chain.confirmations, durableHead, log });
  log(`Indexed ${events} events up to the chain's head.`);

  const jobs: RunningJob[] = [
    startIndexer(db, chain, { confirmations: config.chain.confirmations, durableHead, pollMs: config.chain.indexerPollMs, log }),
    startKeeper(db, chain, { pollMs: config.chain.keeperPollMs, mineWhenWaiting: config.chain.embedded, log }),
    startOrderMints(chain, { ...config.chain.orderMints, log }),
  ];

  // The build is a production build: serve it as one unless told otherwise.
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/web-server.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production", PAYMENTS_SANDBOX: sandboxByDefault() },
  });

  let stopping = false;
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null) server.kill("SIGTERM");
    await Promise.all(jobs.map((job) => job.stop()));
    chain.provider.destroy();
    await chainProcess?.stop();
    process.exit(exitCode);
  };
  server.on("exit", (code) => void stop(code ?? 0));
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop(0));
}

main().catch(async (error: unknown) => {
  console.error(error instanceof ChainStateError ? `\nDiginoor cannot start: ${error.message}\n` : error);
  await chainProcess?.stop();
  process.exit(1);
});
