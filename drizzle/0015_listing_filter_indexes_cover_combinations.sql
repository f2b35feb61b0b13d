DROP INDEX `listings_active_rarity`;--> statement-breakpoint
DROP INDEX `listings_active_film`;--> statement-breakpoint
DROP INDEX `listings_active_celebrity`;--> statement-breakpoint
CREATE INDEX `listings_active_by_rarity` ON `listings` (`rarity`,`created_at`,`film_id`,`celebrity`,`on_auction`,`price_wei`) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX `listings_active_by_film` ON `listings` (`film_id`,`created_at`,`rarity`,`celebrity`,`on_auction`,`price_wei`) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX `listings_active_by_celebrity` ON `listings` (`celebrity`,`created_at`,`rarity`,`film_id`,`on_auction`,`price_wei`) WHERE "listings"."status" = 'active';