import { randomBytes } from "node:crypto";
import { keccak256 } from "ethers";

/**
 * A lottery's draw commitment (docs/decisions/024-verifiable-lottery-draw.md): a fresh 32-byte
 * secret, kept on the server, and its keccak256, published from the moment the lottery exists.
 * The console and the seed both make lotteries with one.
 */
export function newCommitment(): { secret: `0x${string}`; commitment: string } {
  const secret = `0x${randomBytes(32).toString("hex")}` as const;
  return { secret, commitment: keccak256(secret) };
}
