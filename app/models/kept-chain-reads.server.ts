import { eq, sql } from "drizzle-orm";
import { keepAtMost } from "~/lib/memo.server";
import { INDEXER_CURSOR } from "~/services/chain-bootstrap.server";
import { db, prepared } from "~db/client.server";
import { chainBlocks, chainCursor } from "~db/schema";

const indexedBlockStatement = prepared(() =>
  db
    .select({ number: chainCursor.blockNumber, hash: chainBlocks.hash })
    .from(chainCursor)
    .leftJoin(chainBlocks, eq(chainBlocks.blockNumber, chainCursor.blockNumber))
    .where(eq(chainCursor.name, sql.placeholder("name")))
    .prepare(),
);

/**
 * The last block the indexer has applied, by number and hash (a reorg or a restarted dev chain
 * can apply another block at the same height), or null before the chain was ever prepared.
 */
function indexedBlock(): string | null {
  const block = indexedBlockStatement().get({ name: INDEXER_CURSOR });
  return block ? `${block.number}:${block.hash ?? ""}` : null;
}

/**
 * A read of contract state kept per key, with the block the indexer had applied when it was read,
 * until the indexer applies another (docs/decisions/101-chain-reads-kept-until-the-next-block.md):
 * contract state changes only in a block, and asking the node costs a page more than the page.
 * The block is read before the chain, so a block applied meanwhile leaves the answer under the
 * older one. A read that throws (the node did not answer) is not kept. At most `capacity` keys per
 * process, the one read longest ago dropped first.
 */
export function keptUntilNextBlock<T>(read: (key: string) => Promise<T>, capacity: number): (key: string) => Promise<T> {
  const kept = new Map<string, { block: string; answer: T }>();
  return async (key) => {
    const block = indexedBlock();
    const entry = kept.get(key);
    if (entry && entry.block === block) return entry.answer;
    const answer = await read(key);
    if (block !== null) keepAtMost(kept, capacity, key, { block, answer });
    return answer;
  };
}
