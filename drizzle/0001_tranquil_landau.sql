CREATE TABLE `chain_cursor` (
	`name` text PRIMARY KEY NOT NULL,
	`deployment` text NOT NULL,
	`block_number` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tokens` (
	`token_id` integer PRIMARY KEY NOT NULL,
	`nft_id` integer,
	`owner_address` text NOT NULL,
	`mint_tx_hash` text NOT NULL,
	`updated_block` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`nft_id`) REFERENCES `nfts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tokens_owner` ON `tokens` (`owner_address`);--> statement-breakpoint
CREATE INDEX `tokens_nft` ON `tokens` (`nft_id`);