CREATE TABLE `chain_transfers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_id` integer NOT NULL,
	`from_address` text NOT NULL,
	`to_address` text NOT NULL,
	`tx_hash` text NOT NULL,
	`log_index` integer NOT NULL,
	`block_number` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chain_transfers_event` ON `chain_transfers` (`tx_hash`,`log_index`);--> statement-breakpoint
CREATE INDEX `chain_transfers_position` ON `chain_transfers` (`block_number`,`log_index`);--> statement-breakpoint
CREATE INDEX `chain_transfers_token` ON `chain_transfers` (`token_id`,`block_number`,`log_index`);--> statement-breakpoint
CREATE INDEX `chain_transfers_from` ON `chain_transfers` (`from_address`,`block_number`,`log_index`);--> statement-breakpoint
CREATE INDEX `chain_transfers_to` ON `chain_transfers` (`to_address`,`block_number`,`log_index`);--> statement-breakpoint
CREATE INDEX `tokens_owner_token` ON `tokens` (`owner_address`,`token_id`);