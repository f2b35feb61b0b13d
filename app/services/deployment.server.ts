/**
 * Where the contracts live: from the configuration (CHAIN_RPC_URL + addresses), else from the
 * record written when they were deployed on start (data/chain.json).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Provider } from "ethers";
import { z } from "zod";

const hex = (bytes: number) => z.string().regex(new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`));

const deploymentSchema = z.object({
  chainId: z.number().int().positive(),
  collectible: hex(20),
  market: hex(20),
  /** Block of the deployment: the indexer reads events from here. */
  deploymentBlock: z.number().int().min(0),
  /** Hash of that block: a reset chain has other hashes even where addresses repeat. */
  deploymentBlockHash: hex(32).nullable(),
  genesisHash: hex(32).nullable(),
  deployedAt: z.string(),
  /** Listings of the seeded catalogue put on chain at first start (database listing ids). */
  seededListingIds: z.array(z.number().int().positive()),
});

export type Deployment = z.infer<typeof deploymentSchema>;

export function readDeploymentFile(file: string): Deployment | null {
  if (!existsSync(file)) return null;
  const parsed = deploymentSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file} is not a valid deployment record: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}. Delete it to deploy again.`);
  return parsed.data;
}

/** Written to a temporary file first, so a crash never leaves half a record. */
export function writeDeploymentFile(file: string, deployment: Deployment): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(deployment, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Names one deployment on one chain; the database's read model records the one it describes. */
export function deploymentKey(deployment: Pick<Deployment, "chainId" | "market" | "deploymentBlockHash">): string {
  return `${deployment.chainId}:${deployment.market.toLowerCase()}:${deployment.deploymentBlockHash ?? "unknown"}`;
}

export type DeploymentCheck = { ok: true } | { ok: false; problem: string };

/** Whether the chain behind `provider` still holds this deployment: code at both addresses, same block hash. */
export async function checkDeployment(provider: Provider, deployment: Deployment): Promise<DeploymentCheck> {
  const network = await provider.getNetwork();
  if (Number(network.chainId) !== deployment.chainId) {
    return { ok: false, problem: `the node's chain id is ${network.chainId}, the contracts were deployed on chain ${deployment.chainId}` };
  }
  for (const [name, address] of [["collectible", deployment.collectible], ["market", deployment.market]] as const) {
    if ((await provider.getCode(address)) === "0x") return { ok: false, problem: `there is no ${name} contract at ${address}` };
  }
  if (deployment.deploymentBlockHash) {
    const block = await provider.getBlock(deployment.deploymentBlock);
    if (!block || block.hash !== deployment.deploymentBlockHash) {
      return { ok: false, problem: `block ${deployment.deploymentBlock} is not the block the contracts were deployed in (the chain was reset)` };
    }
  }
  return { ok: true };
}
