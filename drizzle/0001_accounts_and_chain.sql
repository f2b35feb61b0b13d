CREATE TABLE `chain_cursor` (
	`name` text PRIMARY KEY NOT NULL,
	`deployment` text NOT NULL,
	`block_number` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `login_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`failed_at` integer NOT NULL,
	CONSTRAINT "login_failures_scope" CHECK("login_failures"."scope" IN ('email', 'address'))
);
--> statement-breakpoint
CREATE INDEX `login_failures_key` ON `login_failures` (`scope`,`key`,`failed_at`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_reset_tokens_token_hash_unique` ON `password_reset_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
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
CREATE INDEX `tokens_nft` ON `tokens` (`nft_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `sessions_valid_from` integer;