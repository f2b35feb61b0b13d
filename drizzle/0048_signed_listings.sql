CREATE TABLE `signed_listings` (
	`listing_id` integer PRIMARY KEY NOT NULL,
	`digest` text NOT NULL,
	`signature` text NOT NULL,
	`transfer_count` integer NOT NULL,
	`nonce` integer NOT NULL,
	`deadline` integer NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `signed_listings_digest` ON `signed_listings` (`digest`);