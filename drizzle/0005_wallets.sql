CREATE TABLE `wallet_nonces` (
	`nonce` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `wallet_nonces_expiry` ON `wallet_nonces` (`expires_at`);--> statement-breakpoint
CREATE TABLE `wallets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`address` text NOT NULL,
	`kind` text NOT NULL,
	`verified_at` integer NOT NULL,
	`active` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "wallets_kind" CHECK("wallets"."kind" IN ('external', 'standard'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wallets_address_unique` ON `wallets` (`address`);--> statement-breakpoint
CREATE UNIQUE INDEX `wallets_one_active` ON `wallets` (`user_id`) WHERE "wallets"."active" = 1;--> statement-breakpoint
CREATE INDEX `wallets_user` ON `wallets` (`user_id`);--> statement-breakpoint
DROP INDEX `users_wallet_address_unique`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `wallet_address`;