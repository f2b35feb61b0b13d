// Deploys the collectible and the market and wires the minter role; used by the app's dev chain,
// the contract tests and the gas benchmark.
import { ContractFactory, type Signer } from "ethers";
import { DiginoorCollectible, DiginoorMarket } from "./artifacts/index";

export const DEFAULT_PRIMARY_FEE_BPS = 2050;
export const DEFAULT_RESALE_FEE_BPS = 1125;

export interface DeployOptions {
  /** Receives buyer fees and primary-sale proceeds; also the royalty receiver of tokens minted with createToken. */
  treasury: string;
  /** Address whose EIP-712 signatures the market accepts for primary-sale quotes. */
  quoteSigner: string;
  /** Extra account (the server's minter key) granted MINTER_ROLE besides the market. */
  minter?: string;
  fees?: { primaryBps: number; resaleBps: number };
}

export interface Deployment {
  collectible: string;
  market: string;
  /** Block of the first deployment transaction: where an indexer starts reading events. */
  deploymentBlock: number;
}

export async function deployContracts(signer: Signer, options: DeployOptions): Promise<Deployment> {
  const admin = await signer.getAddress();
  const fees = options.fees ?? { primaryBps: DEFAULT_PRIMARY_FEE_BPS, resaleBps: DEFAULT_RESALE_FEE_BPS };

  const collectibleFactory = new ContractFactory(DiginoorCollectible.abi, DiginoorCollectible.bytecode, signer);
  const collectible = await collectibleFactory.deploy(admin, options.treasury);
  const collectibleReceipt = await collectible.deploymentTransaction()?.wait();
  if (!collectibleReceipt) throw new Error("DiginoorCollectible deployment was not mined");
  const collectibleAddress = await collectible.getAddress();

  const marketFactory = new ContractFactory(DiginoorMarket.abi, DiginoorMarket.bytecode, signer);
  const market = await marketFactory.deploy(
    collectibleAddress,
    admin,
    options.treasury,
    options.quoteSigner,
    fees.primaryBps,
    fees.resaleBps,
  );
  await market.waitForDeployment();
  const marketAddress = await market.getAddress();

  const minterRole: string = await collectible.getFunction("MINTER_ROLE")();
  const minters = [marketAddress, ...(options.minter ? [options.minter] : [])];
  for (const minter of minters) {
    const grant = await collectible.getFunction("grantRole")(minterRole, minter);
    await grant.wait();
  }

  return { collectible: collectibleAddress, market: marketAddress, deploymentBlock: collectibleReceipt.blockNumber };
}
