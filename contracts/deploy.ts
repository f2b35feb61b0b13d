// Deploys the collectible and the market, wires the minter role and hands the admin roles to the
// admin address; used by the app's start-up, the contract tests and the gas benchmark.
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
  /**
   * Becomes collectible admin (DEFAULT_ADMIN_ROLE) and market owner; the deployer renounces its
   * admin role (docs/decisions/053-keys-and-roles.md). Default: the deployer stays admin and owner.
   */
  admin?: string;
}

export interface Deployment {
  collectible: string;
  market: string;
  /** Block of the first deployment transaction: where an indexer starts reading events. */
  deploymentBlock: number;
}

export async function deployContracts(signer: Signer, options: DeployOptions): Promise<Deployment> {
  const deployer = await signer.getAddress();
  const admin = options.admin ?? deployer;
  const fees = options.fees ?? { primaryBps: DEFAULT_PRIMARY_FEE_BPS, resaleBps: DEFAULT_RESALE_FEE_BPS };

  const collectibleFactory = new ContractFactory(DiginoorCollectible.abi, DiginoorCollectible.bytecode, signer);
  // The deployer is the collectible's first admin only long enough to grant the minter roles.
  const collectible = await collectibleFactory.deploy(deployer, options.treasury);
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
  if (admin.toLowerCase() !== deployer.toLowerCase()) {
    const adminRole: string = await collectible.getFunction("DEFAULT_ADMIN_ROLE")();
    await (await collectible.getFunction("grantRole")(adminRole, admin)).wait();
    await (await collectible.getFunction("renounceRole")(adminRole, deployer)).wait();
  }

  return { collectible: collectibleAddress, market: marketAddress, deploymentBlock: collectibleReceipt.blockNumber };
}
