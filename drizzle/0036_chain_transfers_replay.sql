-- chain_transfers starts empty while the indexer's cursor is past the transfers it must hold. A
-- cursor beyond any chain's head with no block hashes kept makes the indexer roll the read model
-- back to the deployment and replay every event (docs/decisions/051-reorgs-and-durable-chain-state.md),
-- which fills chain_transfers from the first block. A database the indexer never ran on has no cursor.
DELETE FROM `chain_blocks`;
--> statement-breakpoint
UPDATE `chain_cursor` SET `block_number` = 9007199254740991 WHERE `name` = 'indexer';
