CREATE TABLE `offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`chain_offer_id` integer NOT NULL,
	`token_id` integer NOT NULL,
	`nft_id` integer NOT NULL,
	`buyer_address` text NOT NULL,
	`buyer_user_id` integer,
	`amount_wei` text NOT NULL,
	`fee_wei` text NOT NULL,
	`expires_at` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`tx_hash` text NOT NULL,
	`block_number` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`nft_id`) REFERENCES `nfts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`buyer_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "offers_amount" CHECK(amount_wei GLOB '[0-9]*' AND NOT amount_wei GLOB '*[^0-9]*' AND (amount_wei = '0' OR amount_wei NOT GLOB '0*') AND "offers"."amount_wei" <> '0' AND fee_wei GLOB '[0-9]*' AND NOT fee_wei GLOB '*[^0-9]*' AND (fee_wei = '0' OR fee_wei NOT GLOB '0*')),
	CONSTRAINT "offers_status" CHECK("offers"."status" IN ('active', 'accepted', 'cancelled', 'declined', 'expired', 'outbid'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offers_chain_id` ON `offers` (`chain_offer_id`);--> statement-breakpoint
CREATE INDEX `offers_token` ON `offers` (`token_id`,`status`);--> statement-breakpoint
CREATE INDEX `offers_active_expiry` ON `offers` (`expires_at`) WHERE "offers"."status" = 'active';--> statement-breakpoint
CREATE INDEX `offers_buyer` ON `offers` (`buyer_address`,`created_at`);