-- The migrator runs in one transaction, where `foreign_keys=OFF` does nothing: deferring the checks
-- to the commit lets the rebuilt tables drop while rows still point at them.
PRAGMA defer_foreign_keys=ON;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
-- Rows of lottery_entries and lottery_secrets point at lotteries: dropping the table counts them as
-- deferred violations, which only inserting their parents again (after the rename) clears.
CREATE TABLE `__old_lotteries` AS SELECT * FROM `lotteries`;--> statement-breakpoint
CREATE TABLE `__new_lotteries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`image_url` text NOT NULL,
	`description` text NOT NULL,
	`reward_nft_id` integer,
	`ticket_price_cents` integer NOT NULL,
	`prize_pool_cents` integer NOT NULL,
	`total_players` integer DEFAULT 0 NOT NULL,
	`total_tickets` integer DEFAULT 0 NOT NULL,
	`min_tickets` integer DEFAULT 100 NOT NULL,
	`draws_at` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`commitment` text,
	`closed_block_number` integer,
	`closed_at` integer,
	`draw_block_number` integer,
	`draw_block_hash` text,
	`ticket_list_hash` text,
	`revealed_secret` text,
	`winning_ticket` integer,
	`winner_user_id` integer,
	`drawn_at` integer,
	`prize_wallet_address` text,
	`prize_token_id` integer,
	`prize_tx_hash` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`reward_nft_id`) REFERENCES `nfts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`winner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "lotteries_price" CHECK("__new_lotteries"."ticket_price_cents" > 0 AND "__new_lotteries"."prize_pool_cents" >= 0),
	CONSTRAINT "lotteries_counts" CHECK("__new_lotteries"."total_players" >= 0 AND "__new_lotteries"."total_tickets" >= 0 AND "__new_lotteries"."min_tickets" >= 1),
	CONSTRAINT "lotteries_status" CHECK("__new_lotteries"."status" IN ('open', 'closed', 'drawn', 'cancelled'))
);
--> statement-breakpoint
DROP TABLE `lotteries`;--> statement-breakpoint
ALTER TABLE `__new_lotteries` RENAME TO `lotteries`;--> statement-breakpoint
INSERT INTO `lotteries`("id", "name", "image_url", "description", "reward_nft_id", "ticket_price_cents", "prize_pool_cents", "total_players", "total_tickets", "min_tickets", "draws_at", "status", "commitment", "version", "created_at") SELECT "id", "name", "image_url", "description", "reward_nft_id", "ticket_price_cents", "prize_pool_cents", "total_players", "total_tickets", "min_tickets", "draws_at", "status", "commitment", "version", "created_at" FROM `__old_lotteries`;--> statement-breakpoint
DROP TABLE `__old_lotteries`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `lotteries_status` ON `lotteries` (`status`,`draws_at`);--> statement-breakpoint
-- A trigger on `nfts` names `orders`: the rename below refuses while it points at a dropped table.
DROP TRIGGER `nfts_orders_house_update`;--> statement-breakpoint
CREATE TABLE `__new_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`nft_id` integer,
	`lottery_id` integer,
	`tickets` integer,
	`wallet_address` text NOT NULL,
	`method` text NOT NULL,
	`status` text DEFAULT 'quoted' NOT NULL,
	`price_cents` integer NOT NULL,
	`usd_cents_per_coin` integer NOT NULL,
	`price_wei` text NOT NULL,
	`fee_wei` text NOT NULL,
	`fee_cents` integer,
	`expires_at` integer NOT NULL,
	`provider_ref` text,
	`provider_event_id` text,
	`tx_hash` text,
	`log_index` integer,
	`block_number` integer,
	`token_id` integer,
	`failure_reason` text,
	`payment_ref` text,
	`mint_attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`refund_ref` text,
	`manual_refund` integer DEFAULT false NOT NULL,
	`production_house_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`nft_id`) REFERENCES `nfts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lottery_id`) REFERENCES `lotteries`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "orders_price" CHECK("__new_orders"."price_cents" >= 0 AND "__new_orders"."usd_cents_per_coin" > 0),
	CONSTRAINT "orders_price_wei" CHECK(price_wei GLOB '[0-9]*' AND NOT price_wei GLOB '*[^0-9]*' AND (price_wei = '0' OR price_wei NOT GLOB '0*') AND fee_wei GLOB '[0-9]*' AND NOT fee_wei GLOB '*[^0-9]*' AND (fee_wei = '0' OR fee_wei NOT GLOB '0*')),
	CONSTRAINT "orders_fulfilled_has_token" CHECK("__new_orders"."status" <> 'fulfilled' OR "__new_orders"."lottery_id" IS NOT NULL OR ("__new_orders"."token_id" IS NOT NULL AND "__new_orders"."tx_hash" IS NOT NULL)),
	CONSTRAINT "orders_item" CHECK(("__new_orders"."nft_id" IS NOT NULL AND "__new_orders"."lottery_id" IS NULL AND "__new_orders"."tickets" IS NULL) OR ("__new_orders"."nft_id" IS NULL AND "__new_orders"."lottery_id" IS NOT NULL AND "__new_orders"."tickets" BETWEEN 1 AND 100))
);
--> statement-breakpoint
INSERT INTO `__new_orders`("id", "user_id", "nft_id", "wallet_address", "method", "status", "price_cents", "usd_cents_per_coin", "price_wei", "fee_wei", "fee_cents", "expires_at", "provider_ref", "provider_event_id", "tx_hash", "log_index", "block_number", "token_id", "failure_reason", "payment_ref", "mint_attempts", "next_attempt_at", "refund_ref", "manual_refund", "production_house_id", "created_at", "updated_at") SELECT "id", "user_id", "nft_id", "wallet_address", "method", "status", "price_cents", "usd_cents_per_coin", "price_wei", "fee_wei", "fee_cents", "expires_at", "provider_ref", "provider_event_id", "tx_hash", "log_index", "block_number", "token_id", "failure_reason", "payment_ref", "mint_attempts", "next_attempt_at", "refund_ref", "manual_refund", "production_house_id", "created_at", "updated_at" FROM `orders`;--> statement-breakpoint
DROP TABLE `orders`;--> statement-breakpoint
ALTER TABLE `__new_orders` RENAME TO `orders`;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_provider_ref_unique` ON `orders` (`provider_ref`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_provider_event_id_unique` ON `orders` (`provider_event_id`);--> statement-breakpoint
CREATE INDEX `orders_user` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_reserving` ON `orders` (`nft_id`,`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `orders_lottery` ON `orders` (`lottery_id`,`status`);--> statement-breakpoint
CREATE INDEX `orders_status` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_mint_due` ON `orders` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `orders_created` ON `orders` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_by_house` ON `orders` (`production_house_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_by_house_status` ON `orders` (`production_house_id`,`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_event` ON `orders` (`tx_hash`,`log_index`);--> statement-breakpoint
ALTER TABLE `lottery_entries` ADD `order_id` text REFERENCES orders(id);--> statement-breakpoint
ALTER TABLE `lottery_entries` ADD `first_ticket` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `lottery_entries_order_id_unique` ON `lottery_entries` (`order_id`);--> statement-breakpoint
-- Rebuilding `orders` dropped its triggers: the house copies of docs/decisions/123-orders-by-house.md, unchanged (a lottery order has no NFT, so no house).
CREATE TRIGGER `orders_house_insert` AFTER INSERT ON `orders` BEGIN
  UPDATE `orders` SET `production_house_id` = (SELECT `production_house_id` FROM `nfts` WHERE `id` = new.nft_id) WHERE `rowid` = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_house_nft_update` AFTER UPDATE OF `nft_id`, `production_house_id` ON `orders` WHEN new.production_house_id IS NOT (SELECT `production_house_id` FROM `nfts` WHERE `id` = new.nft_id) BEGIN
  UPDATE `orders` SET `production_house_id` = (SELECT `production_house_id` FROM `nfts` WHERE `id` = new.nft_id) WHERE `rowid` = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_orders_house_update` AFTER UPDATE OF `production_house_id` ON `nfts` WHEN new.production_house_id IS NOT old.production_house_id BEGIN
  UPDATE `orders` SET `production_house_id` = new.production_house_id WHERE `nft_id` = new.id;
END;
