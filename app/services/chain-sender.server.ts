/**
 * Sends the server's own transactions (minter, keeper) one account at a time with a local nonce
 * counter, so concurrent callers never reuse or skip a nonce. Each transaction is signed once;
 * when a broadcast fails on the network the same signed bytes are sent again, so a retry can
 * never mint twice. A nonce clash (another process used the account) refreshes the counter.
 */
import { keccak256, type TransactionReceipt, type TransactionRequest, type TransactionResponse, type Wallet } from "ethers";
import { decodeChainError, type DecodedChainError } from "./chain-errors.server";
import type { Interface } from "ethers";

export class ChainTransactionError extends Error {
  constructor(
    readonly decoded: DecodedChainError,
    readonly txHash?: string,
  ) {
    super(decoded.message);
    this.name = "ChainTransactionError";
  }
}

export type SenderOptions = {
  /** Broadcast attempts while the node is unreachable or the nonce clashes. */
  attempts?: number;
  /** First pause between attempts; doubles each time. */
  backoffMs?: number;
  /** Contract ABIs, to explain reverts. */
  interfaces?: readonly Interface[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class TransactionSender {
  private nextNonce: number | null = null;
  private lock: Promise<unknown> = Promise.resolve();
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly interfaces: readonly Interface[];

  constructor(
    readonly wallet: Wallet,
    options: SenderOptions = {},
  ) {
    this.attempts = options.attempts ?? 5;
    this.backoffMs = options.backoffMs ?? 200;
    this.interfaces = options.interfaces ?? [];
  }

  get address(): string {
    return this.wallet.address;
  }

  private get provider() {
    const provider = this.wallet.provider;
    if (!provider) throw new Error("The sender's wallet has no provider.");
    return provider;
  }

  /** Runs `task` after every earlier task of this account has finished its broadcast. */
  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.lock.then(task, task);
    this.lock = run.catch(() => undefined);
    return run;
  }

  private fail(error: unknown, txHash?: string): never {
    throw new ChainTransactionError(decodeChainError(error, this.interfaces), txHash);
  }

  /** Signs and broadcasts a transaction; resolves once the node accepted it (not mined yet). */
  send(request: TransactionRequest): Promise<TransactionResponse> {
    return this.exclusive(async () => {
      for (let attempt = 1; ; attempt++) {
        let nonce: number;
        let signed: string;
        try {
          nonce = this.nextNonce ?? (await this.provider.getTransactionCount(this.address, "pending"));
          const populated = await this.wallet.populateTransaction({ ...request, nonce });
          signed = await this.wallet.signTransaction(populated);
        } catch (error) {
          // Estimation failed: a revert (never retried) or an unreachable node (retried).
          const decoded = decodeChainError(error, this.interfaces);
          if (decoded.kind === "unreachable" && attempt < this.attempts) {
            this.nextNonce = null;
            await sleep(this.backoffMs * 2 ** (attempt - 1));
            continue;
          }
          return this.fail(error);
        }
        const hash = keccak256(signed);
        const outcome = await this.broadcast(signed, hash);
        if (outcome.sent) {
          this.nextNonce = nonce + 1;
          return outcome.response;
        }
        // Not accepted: the nonce was not used by this transaction, so ask the node again.
        this.nextNonce = null;
        if (outcome.decoded.kind === "nonce" && attempt < this.attempts) continue;
        if (outcome.decoded.kind === "unreachable" && attempt < this.attempts) {
          await sleep(this.backoffMs * 2 ** (attempt - 1));
          continue;
        }
        throw new ChainTransactionError(outcome.decoded, hash);
      }
    });
  }

  /** Broadcasts the same signed bytes until the node takes them or refuses them for good. */
  private async broadcast(
    signed: string,
    hash: string,
  ): Promise<{ sent: true; response: TransactionResponse } | { sent: false; decoded: DecodedChainError }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return { sent: true, response: await this.provider.broadcastTransaction(signed) };
      } catch (error) {
        const decoded = decodeChainError(error, this.interfaces);
        if (decoded.kind === "nonce" || decoded.kind === "unreachable") {
          // An earlier attempt may have reached the node even though its answer was lost.
          const known = await this.provider.getTransaction(hash).catch(() => null);
          if (known) return { sent: true, response: known };
        }
        if (decoded.kind === "unreachable" && attempt < this.attempts) {
          await sleep(this.backoffMs * 2 ** (attempt - 1));
          continue;
        }
        return { sent: false, decoded };
      }
    }
  }

  /** Sends and waits for the receipt; a reverted transaction throws with the reason in words. */
  async sendAndWait(request: TransactionRequest, timeoutMs = 60_000): Promise<TransactionReceipt> {
    const response = await this.send(request);
    try {
      const receipt = await response.wait(1, timeoutMs);
      if (!receipt) throw new Error(`No receipt for ${response.hash}`);
      return receipt;
    } catch (error) {
      return this.fail(error, response.hash);
    }
  }
}
