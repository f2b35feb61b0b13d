DROP INDEX `listings_nft`;--> statement-breakpoint
CREATE INDEX `listings_nft` ON `listings` (`nft_id`,`status`,`on_auction`);