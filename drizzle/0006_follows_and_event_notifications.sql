CREATE TABLE `follows` (
	`follower_id` integer NOT NULL,
	`followed_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`follower_id`, `followed_id`),
	FOREIGN KEY (`follower_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`followed_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "follows_not_self" CHECK("follows"."follower_id" <> "follows"."followed_id")
);
--> statement-breakpoint
CREATE INDEX `follows_followed` ON `follows` (`followed_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `follows_follower` ON `follows` (`follower_id`,`created_at`);--> statement-breakpoint
DROP INDEX `listings_seller`;--> statement-breakpoint
CREATE INDEX `listings_seller_created` ON `listings` (`seller_address`,`created_at`);--> statement-breakpoint
CREATE INDEX `listings_seller` ON `listings` (`seller_address`,`status`,`created_at`);--> statement-breakpoint
DROP INDEX `tokens_owner`;--> statement-breakpoint
CREATE INDEX `tokens_owner` ON `tokens` (`owner_address`,`updated_block`);--> statement-breakpoint
ALTER TABLE `notifications` ADD `event_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_event` ON `notifications` (`event_key`);--> statement-breakpoint
CREATE INDEX `bids_bidder` ON `bids` (`bidder_address`,`created_at`);--> statement-breakpoint
CREATE INDEX `sales_buyer` ON `sales` (`buyer_address`,`created_at`);--> statement-breakpoint
CREATE INDEX `sales_seller` ON `sales` (`seller_address`,`created_at`);