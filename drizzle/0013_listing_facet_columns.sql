ALTER TABLE `listings` ADD `rarity` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `film_id` integer REFERENCES films(id);--> statement-breakpoint
ALTER TABLE `listings` ADD `celebrity` text;--> statement-breakpoint
CREATE INDEX `listings_active_rarity` ON `listings` (`rarity`,`created_at`) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX `listings_active_film` ON `listings` (`film_id`,`created_at`) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX `listings_active_celebrity` ON `listings` (`celebrity`,`created_at`) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX `listings_active_price` ON `listings` (`on_auction`,length("price_wei"),`price_wei`) WHERE "listings"."status" = 'active';