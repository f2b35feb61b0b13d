/**
 * The jobs process's paid-order mint job alone, for the test that kills it with SIGKILL: reads the
 * test's database (DATA_DIR) and deployment, and mints through the node at MINT_JOB_RPC_URL.
 */
import { config } from "~/config.server";
import { startOrderMints } from "~/jobs/order-mints.server";
import { connectChain } from "~/services/chain.server";
import { readDeploymentFile } from "~/services/deployment.server";
import { devAccounts } from "~/services/devchain.server";

const deployment = readDeploymentFile(config.chain.deploymentFile);
if (!deployment) throw new Error(`no deployment in ${config.chain.deploymentFile}`);
const accounts = devAccounts(8);
const chain = connectChain(process.env.MINT_JOB_RPC_URL ?? "", deployment, { minterKey: accounts[0].privateKey, quoteSignerKey: accounts[6].privateKey, keeperKey: accounts[7].privateKey });
startOrderMints(chain, { pollMs: 100, attempts: 5, retryBaseMs: 100, leaseMs: Number(process.env.MINT_JOB_LEASE_MS ?? 1000), log: (line) => console.log(line) });
console.log("order mints: running");
