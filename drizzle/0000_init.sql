CREATE TABLE `bids` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`nft_id` integer NOT NULL,
	`user_id` integer,
	`bidder_address` text NOT NULL,
	`amount_wei` text NOT NULL,
	`tx_hash` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`nft_id`) REFERENCES `nfts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "bids_amount" CHECK(amount_wei GLOB '[0-9]*' AND NOT amount_wei GLOB '*[^0-9]*' AND (amount_wei = '0' OR amount_wei NOT GLOB '0*') AND "bids"."amount_wei" <> '0')
);
--> statement-breakpoint
CREATE INDEX `bids_listing` ON `bids` (`listing_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bids_nft` ON `bids` (`nft_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bids_user` ON `bids` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `bids_tx` ON `bids` (`tx_hash`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text NOT NULL,
	`content_html` text NOT NULL,
	`author_name` text NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`image_url` text NOT NULL,
	`published_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_published` ON `blog_posts` (`published_at`);--> statement-breakpoint
CREATE TABLE `checkouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`user_email` text NOT NULL,
	`nft_id` integer NOT NULL,
	`price_cents` integer NOT NULL,
	`wallet` text NOT NULL,
	`payment_method` text NOT NULL,
	`provider_ref` text,
	`status` text DEFAULT 'open' NOT NULL,
	`purchase_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`nft_id`) REFERENCES `nfts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`purchase_id`) REFERENCES `purchases`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "checkouts_price" CHECK("checkouts"."price_cents" >= 0),
	CONSTRAINT "checkouts_status" CHECK("checkouts"."status" IN ('open', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkouts_provider_ref_unique` ON `checkouts` (`provider_ref`);--> statement-breakpoint
CREATE INDEX `checkouts_user` ON `checkouts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "counters_value" CHECK("counters"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE `films` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`tagline` text NOT NULL,
	`blurb` text NOT NULL,
	`year` integer NOT NULL,
	`status` text NOT NULL,
	`poster_url` text NOT NULL,
	`banner_url` text NOT NULL,
	`production_house_id` integer NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`production_house_id`) REFERENCES `production_houses`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "films_status" CHECK("films"."status" IN ('live', 'coming_soon'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `films_slug_unique` ON `films` (`slug`);--> statement-breakpoint
CREATE TABLE `likes` (
	`user_id` integer NOT NULL,
	`nft_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `nft_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`nft_id`) REFERENCES `nfts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `likes_nft` ON `likes` (`nft_id`);--> statement-breakpoint
CREATE TABLE `listings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nft_id` integer NOT NULL,
	`token_id` integer NOT NULL,
	`on_auction` integer NOT NULL,
	`chain_listing_id` integer,
	`seller_address` text NOT NULL,
	`seller_user_id` integer,
	`price_wei` text NOT NULL,
	`highest_bid_wei` text,
	`highest_bidder` text,
	`ends_at` integer,
	`status` text DEFAULT 'active' NOT NULL,
	`tx_hash` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`nft_id`) REFERENCES `nfts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "listings_price" CHECK(price_wei GLOB '[0-9]*' AND NOT price_wei GLOB '*[^0-9]*' AND (price_wei = '0' OR price_wei NOT GLOB '0*')),
	CONSTRAINT "listings_bid" CHECK("listings"."highest_bid_wei" IS NULL OR (highest_bid_wei GLOB '[0-9]*' AND NOT highest_bid_wei GLOB '*[^0-9]*' AND (highest_bid_wei = '0' OR highest_bid_wei NOT GLOB '0*'))),
	CONSTRAINT "listings_status" CHECK("listings"."status" IN ('active', 'sold', 'cancelled', 'settled')),
	CONSTRAINT "listings_auction_end" CHECK("listings"."on_auction" = 0 OR "listings"."ends_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listings_chain_id` ON `listings` (`on_auction`,`chain_listing_id`);--> statement-breakpoint
CREATE INDEX `listings_status_created` ON `listings` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `listings_auctions_ending` ON `listings` (`on_auction`,`status`,`ends_at`);--> statement-breakpoint
CREATE INDEX `listings_nft` ON `listings` (`nft_id`,`status`);--> statement-breakpoint
CREATE INDEX `listings_seller` ON `listings` (`seller_address`,`status`);--> statement-breakpoint
CREATE INDEX `listings_seller_user` ON `listings` (`seller_user_id`,`status`);--> statement-breakpoint
CREATE TABLE `lotteries` (
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
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`reward_nft_id`) REFERENCES `nfts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "lotteries_price" CHECK("lotteries"."ticket_price_cents" > 0 AND "lotteries"."prize_pool_cents" >= 0),
	CONSTRAINT "lotteries_counts" CHECK("lotteries"."total_players" >= 0 AND "lotteries"."total_tickets" >= 0 AND "lotteries"."min_tickets" >= 1),
	CONSTRAINT "lotteries_status" CHECK("lotteries"."status" IN ('open', 'drawn', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX `lotteries_status` ON `lotteries` (`status`,`draws_at`);--> statement-breakpoint
CREATE TABLE `lottery_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lottery_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`tickets` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`payment_method` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider_ref` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`lottery_id`) REFERENCES `lotteries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "lottery_entries_tickets" CHECK("lottery_entries"."tickets" >= 1 AND "lottery_entries"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lottery_entries_provider_ref_unique` ON `lottery_entries` (`provider_ref`);--> statement-breakpoint
CREATE INDEX `lottery_entries_lottery` ON `lottery_entries` (`lottery_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `lottery_entries_user` ON `lottery_entries` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `newsletter_signups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_email` ON `newsletter_signups` (lower("email"));--> statement-breakpoint
CREATE TABLE `nfts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`serial` text NOT NULL,
	`title` text NOT NULL,
	`media_url` text NOT NULL,
	`thumb_url` text NOT NULL,
	`film_id` integer NOT NULL,
	`production_house_id` integer NOT NULL,
	`celebrity` text NOT NULL,
	`rarity` text NOT NULL,
	`category` text NOT NULL,
	`description` text NOT NULL,
	`about` text NOT NULL,
	`price_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	`available` integer NOT NULL,
	`sale_type` text NOT NULL,
	`exclusive` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`film_id`) REFERENCES `films`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`production_house_id`) REFERENCES `production_houses`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "nfts_rarity" CHECK("nfts"."rarity" IN ('Common', 'Rare', 'Ultimate', 'Legendary')),
	CONSTRAINT "nfts_sale_type" CHECK("nfts"."sale_type" IN ('fixed', 'auction')),
	CONSTRAINT "nfts_price" CHECK("nfts"."price_cents" >= 0),
	CONSTRAINT "nfts_quantity" CHECK("nfts"."quantity" >= 1),
	CONSTRAINT "nfts_available" CHECK("nfts"."available" >= 0 AND "nfts"."available" <= "nfts"."quantity")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `nfts_serial_unique` ON `nfts` (`serial`);--> statement-breakpoint
CREATE INDEX `nfts_film` ON `nfts` (`film_id`,`id`);--> statement-breakpoint
CREATE INDEX `nfts_rarity` ON `nfts` (`rarity`,`id`);--> statement-breakpoint
CREATE INDEX `nfts_celebrity` ON `nfts` (`celebrity`,`id`);--> statement-breakpoint
CREATE INDEX `nfts_sale_type_price` ON `nfts` (`sale_type`,`price_cents`);--> statement-breakpoint
CREATE INDEX `nfts_production_house` ON `nfts` (`production_house_id`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`tag` text NOT NULL,
	`text` text NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user` ON `notifications` (`user_id`,`read`,`created_at`);--> statement-breakpoint
CREATE TABLE `partners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`logo_url` text NOT NULL,
	`url` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partners_kind" CHECK("partners"."kind" IN ('partner', 'backer'))
);
--> statement-breakpoint
CREATE TABLE `production_houses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`about` text NOT NULL,
	`logo_url` text NOT NULL,
	`payout_address` text,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `production_houses_slug_unique` ON `production_houses` (`slug`);--> statement-breakpoint
CREATE TABLE `purchases` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`nft_id` integer NOT NULL,
	`wallet_address` text NOT NULL,
	`token_id` integer,
	`tx_hash` text,
	`status` text DEFAULT 'Pending' NOT NULL,
	`kind` text NOT NULL,
	`paid_cents` integer,
	`paid_wei` text,
	`transferred_from` text,
	`failure_reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`nft_id`) REFERENCES `nfts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "purchases_status" CHECK("purchases"."status" IN ('Pending', 'Minted', 'Failed')),
	CONSTRAINT "purchases_minted_has_tx" CHECK("purchases"."status" <> 'Minted' OR "purchases"."tx_hash" IS NOT NULL),
	CONSTRAINT "purchases_paid" CHECK("purchases"."paid_cents" IS NULL OR "purchases"."paid_cents" >= 0),
	CONSTRAINT "purchases_paid_wei" CHECK("purchases"."paid_wei" IS NULL OR (paid_wei GLOB '[0-9]*' AND NOT paid_wei GLOB '*[^0-9]*' AND (paid_wei = '0' OR paid_wei NOT GLOB '0*')))
);
--> statement-breakpoint
CREATE INDEX `purchases_user` ON `purchases` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `purchases_nft` ON `purchases` (`nft_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `purchases_status` ON `purchases` (`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `purchases_tx` ON `purchases` (`tx_hash`);--> statement-breakpoint
CREATE TABLE `sales` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nft_id` integer NOT NULL,
	`token_id` integer NOT NULL,
	`kind` text NOT NULL,
	`seller_address` text NOT NULL,
	`buyer_address` text NOT NULL,
	`price_wei` text NOT NULL,
	`royalty_wei` text NOT NULL,
	`tx_hash` text NOT NULL,
	`log_index` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`nft_id`) REFERENCES `nfts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "sales_kind" CHECK("sales"."kind" IN ('primary', 'resale', 'auction')),
	CONSTRAINT "sales_price" CHECK(price_wei GLOB '[0-9]*' AND NOT price_wei GLOB '*[^0-9]*' AND (price_wei = '0' OR price_wei NOT GLOB '0*') AND royalty_wei GLOB '[0-9]*' AND NOT royalty_wei GLOB '*[^0-9]*' AND (royalty_wei = '0' OR royalty_wei NOT GLOB '0*'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sales_event` ON `sales` (`tx_hash`,`log_index`);--> statement-breakpoint
CREATE INDEX `sales_nft` ON `sales` (`nft_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `team_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`image_url` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uid` text NOT NULL,
	`name` text NOT NULL,
	`phone` text,
	`email` text NOT NULL,
	`password_hash` text,
	`google_id` text,
	`avatar_url` text,
	`cover_url` text,
	`wallet_address` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_uid_unique` ON `users` (`uid`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_id_unique` ON `users` (`google_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_wallet_address_unique` ON `users` (`wallet_address`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email` ON `users` (lower("email"));