/**
 * Sends the server's own transactions (minter, keeper) one account at a time, each with the
 * chain's pending transaction count as its nonce, so concurrent callers never reuse a nonce and a
 * transaction the node dropped leaves no gap behind it. Each transaction is signed once; when a
 * broadcast fails on the network the same signed bytes are sent again, so a retry can never mint
 * twice. A transaction with no receipt in time is looked up again: sent again when the node lost
 * it, re-priced when it is still waiting, signed anew only when its nonce went to another
 * transaction (then it can never be mined).
 */
import { isError, keccak256, Transaction, type TransactionReceipt, type TransactionRequest, type TransactionResponse, type Wallet } from "ethers";
import { decodeChainError, type DecodedChainError } from "~/lib/chain-errors";
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
    return this.exclusive(() => this.sendNow(request));
  }

  /**
   * Signs `request` with the account's next nonce and hands the signed bytes to `record` before
   * they are broadcast: a caller that keeps them sends those same bytes again after a crash (see
   * `resend`) instead of signing a second payment. Nothing is sent when `record` returns false.
   */
  sendRecorded(request: TransactionRequest, record: (signed: string, hash: string) => boolean): Promise<TransactionResponse | null> {
    return this.exclusive(async () => {
      const nonce = await this.provider.getTransactionCount(this.address, "pending");
      const signed = await this.wallet.signTransaction(await this.wallet.populateTransaction({ ...request, nonce }));
      const hash = keccak256(signed);
      if (!record(signed, hash)) return null;
      const outcome = await this.broadcast(signed, hash);
      if (outcome.sent) return outcome.response;
      throw new ChainTransactionError(outcome.decoded, hash);
    });
  }

  /** Broadcasts transaction bytes signed earlier (by `sendRecorded`) again; false with the reason when the node refuses them. */
  resend(signed: string): Promise<{ sent: true } | { sent: false; decoded: DecodedChainError }> {
    return this.exclusive(async () => {
      const outcome = await this.broadcast(signed, keccak256(signed));
      return outcome.sent ? { sent: true as const } : outcome;
    });
  }

  private async sendNow(request: TransactionRequest): Promise<TransactionResponse> {
    for (let attempt = 1; ; attempt++) {
      let signed: string;
      try {
        const nonce = await this.provider.getTransactionCount(this.address, "pending");
        const populated = await this.wallet.populateTransaction({ ...request, nonce });
        signed = await this.wallet.signTransaction(populated);
      } catch (error) {
        // Estimation failed: a revert (never retried) or an unreachable node (retried).
        const decoded = decodeChainError(error, this.interfaces);
        if (decoded.kind === "unreachable" && attempt < this.attempts) {
          await sleep(this.backoffMs * 2 ** (attempt - 1));
          continue;
        }
        return this.fail(error);
      }
      const hash = keccak256(signed);
      const outcome = await this.broadcast(signed, hash);
      if (outcome.sent) return outcome.response;
      // Not accepted: the nonce was not used by this transaction, so ask the node again.
      if (outcome.decoded.kind === "nonce" && attempt < this.attempts) continue;
      if (outcome.decoded.kind === "unreachable" && attempt < this.attempts) {
        await sleep(this.backoffMs * 2 ** (attempt - 1));
        continue;
      }
      throw new ChainTransactionError(outcome.decoded, hash);
    }
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

  /**
   * After a receipt timeout: the transaction again if the node lost it, the same nonce at a
   * higher price if it is still waiting, or a new transaction when its nonce went to another.
   */
  private recover(request: TransactionRequest, stuck: TransactionResponse): Promise<TransactionResponse> {
    return this.exclusive(async () => {
      if (await this.provider.getTransactionReceipt(stuck.hash)) return stuck;
      const mined = await this.provider.getTransactionCount(this.address, "latest");
      if (mined > stuck.nonce) return this.sendNow(request);
      if (!(await this.provider.getTransaction(stuck.hash))) {
        const again = await this.broadcast(Transaction.from(stuck).serialized, stuck.hash);
        if (again.sent) return again.response;
        return this.sendNow(request);
      }
      const bump = (fee: bigint | null) => (fee === null ? null : (fee * 3n) / 2n);
      const replacement = Transaction.from({ ...Transaction.from(stuck).toJSON(), signature: null });
      if (replacement.type === 2) {
        replacement.maxFeePerGas = bump(stuck.maxFeePerGas);
        replacement.maxPriorityFeePerGas = bump(stuck.maxPriorityFeePerGas);
      } else replacement.gasPrice = bump(stuck.gasPrice);
      const signed = await this.wallet.signTransaction(replacement);
      const outcome = await this.broadcast(signed, keccak256(signed));
      if (outcome.sent) return outcome.response;
      throw new ChainTransactionError(outcome.decoded, stuck.hash);
    });
  }

  /**
   * Sends and waits for the receipt; a reverted transaction throws with the reason in words. A
   * receipt that does not come in time makes the sender look again (see `recover`) up to
   * `attempts` times.
   */
  async sendAndWait(request: TransactionRequest, timeoutMs = 60_000): Promise<TransactionReceipt> {
    let response = await this.send(request);
    const sent = [response];
    for (let round = 1; ; round++) {
      try {
        const receipt = await response.wait(1, timeoutMs);
        if (!receipt) throw new Error(`No receipt for ${response.hash}`);
        return receipt;
      } catch (error) {
        // A replaced transaction may be one of ours: the earlier one, mined after all.
        for (const earlier of sent) {
          const receipt = await this.provider.getTransactionReceipt(earlier.hash).catch(() => null);
          if (receipt?.status === 1) return receipt;
        }
        const timedOut = isError(error, "TIMEOUT") || isError(error, "TRANSACTION_REPLACED");
        if (!timedOut || round >= this.attempts) return this.fail(error, response.hash);
        response = await this.recover(request, response);
        sent.push(response);
      }
    }
  }
}
