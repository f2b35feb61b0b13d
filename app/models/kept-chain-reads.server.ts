import { eq, sql } from "drizzle-orm";
import { isMissingBlockState } from "~/lib/chain-errors";
import { keepAtMost } from "~/lib/memo.server";
import { INDEXER_CURSOR } from "~/services/chain-bootstrap.server";
import { db, prepared } from "~db/client.server";
import { chainBlocks, chainCursor } from "~db/schema";

/** The block a contract read is made at: the indexer's last block by number, or the node's head. */
export type ReadBlock = number | "latest";

const indexedBlockStatement = prepared(() =>
  db
    .select({ number: chainCursor.blockNumber, hash: chainBlocks.hash })
    .from(chainCursor)
    .innerJoin(chainBlocks, eq(chainBlocks.blockNumber, chainCursor.blockNumber))
    .where(eq(chainCursor.name, sql.placeholder("name")))
    .prepare(),
);

/**
 * The last block the indexer has applied, by number and hash (a reorg or a restarted dev chain
 * can apply another block at the same height), or null before it applied any.
 */
function indexedBlock(): { number: number; hash: string } | null {
  return indexedBlockStatement().get({ name: INDEXER_CURSOR }) ?? null;
}

/**
 * A read of contract state made at the block the indexer applied last, kept per key until it
 * applies another (docs/decisions/101-chain-reads-kept-until-the-next-block.md): the page's chain
 * reads and its database rows then describe the same block, and asking the node costs a page more
 * than the page. `read` is given the block to ask at. Before the indexer applied any block, or
 * when the node no longer holds that block's state (anvil restarted from its state file holds
 * only its head's), the read is made at the node's head and not kept. A read that throws (the
 * node did not answer) is not kept. At most `capacity` keys per process, the one read longest
 * ago dropped first.
 */
export function keptUntilNextBlock<T>(read: (key: string, block: ReadBlock) => Promise<T>, capacity: number): (key: string) => Promise<T> {
  const kept = new Map<string, { block: string; answer: T }>();
  return async (key) => {
    const indexed = indexedBlock();
    if (!indexed) return read(key, "latest");
    const block = `${indexed.number}:${indexed.hash}`;
    const entry = kept.get(key);
    if (entry && entry.block === block) return entry.answer;
    let answer: T;
    try {
      answer = await read(key, indexed.number);
    } catch (error) {
      if (!isMissingBlockState(error)) throw error;
      return read(key, "latest");
    }
    keepAtMost(kept, capacity, key, { block, answer });
    return answer;
  };
}
