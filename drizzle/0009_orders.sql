CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`nft_id` integer NOT NULL,
	`wallet_address` text NOT NULL,
	`method` text NOT NULL,
	`status` text DEFAULT 'quoted' NOT NULL,
	`price_cents` integer NOT NULL,
	`usd_cents_per_coin` integer NOT NULL,
	`price_wei` text NOT NULL,
	`fee_wei` text NOT NULL,
	`expires_at` integer NOT NULL,
	`provider_ref` text,
	`provider_event_id` text,
	`tx_hash` text,
	`log_index` integer,
	`block_number` integer,
	`token_id` integer,
	`failure_reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`nft_id`) REFERENCES `nfts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "orders_price" CHECK("orders"."price_cents" >= 0 AND "orders"."usd_cents_per_coin" > 0),
	CONSTRAINT "orders_price_wei" CHECK(price_wei GLOB '[0-9]*' AND NOT price_wei GLOB '*[^0-9]*' AND (price_wei = '0' OR price_wei NOT GLOB '0*') AND fee_wei GLOB '[0-9]*' AND NOT fee_wei GLOB '*[^0-9]*' AND (fee_wei = '0' OR fee_wei NOT GLOB '0*')),
	CONSTRAINT "orders_fulfilled_has_token" CHECK("orders"."status" <> 'fulfilled' OR ("orders"."token_id" IS NOT NULL AND "orders"."tx_hash" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_provider_ref_unique` ON `orders` (`provider_ref`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_provider_event_id_unique` ON `orders` (`provider_event_id`);--> statement-breakpoint
CREATE INDEX `orders_user` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_reserving` ON `orders` (`nft_id`,`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `orders_status` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_event` ON `orders` (`tx_hash`,`log_index`);--> statement-breakpoint
DROP TABLE `checkouts`;