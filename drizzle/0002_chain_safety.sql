CREATE TABLE `chain_blocks` (
	`block_number` integer PRIMARY KEY NOT NULL,
	`hash` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `chain_failed_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`block_number` integer NOT NULL,
	`tx_hash` text NOT NULL,
	`log_index` integer NOT NULL,
	`event_name` text NOT NULL,
	`error` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chain_failed_events_event` ON `chain_failed_events` (`tx_hash`,`log_index`);--> statement-breakpoint
CREATE TABLE `market_fees` (
	`id` integer PRIMARY KEY NOT NULL,
	`primary_fee_bps` integer NOT NULL,
	`resale_fee_bps` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "market_fees_single" CHECK("market_fees"."id" = 1)
);
--> statement-breakpoint
DROP INDEX `bids_tx`;--> statement-breakpoint
ALTER TABLE `bids` ADD `log_index` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bids` ADD `block_number` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `bids_event` ON `bids` (`tx_hash`,`log_index`);--> statement-breakpoint
DROP INDEX `purchases_tx`;--> statement-breakpoint
ALTER TABLE `purchases` ADD `log_index` integer;--> statement-breakpoint
ALTER TABLE `purchases` ADD `block_number` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `purchases_event` ON `purchases` (`tx_hash`,`log_index`);--> statement-breakpoint
ALTER TABLE `listings` ADD `fee_bps` integer;--> statement-breakpoint
ALTER TABLE `listings` ADD `block_number` integer;--> statement-breakpoint
ALTER TABLE `sales` ADD `block_number` integer;--> statement-breakpoint
ALTER TABLE `tokens` ADD `mint_block` integer;