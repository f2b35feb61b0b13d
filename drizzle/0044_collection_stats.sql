ALTER TABLE `listings` ADD `closed_at` integer;--> statement-breakpoint
CREATE INDEX `listings_active_film_floor` ON `listings` (`film_id`,`on_auction`,length("price_wei"),`price_wei`) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX `listings_film_price_history` ON `listings` (`film_id`,`on_auction`,length("price_wei"),`price_wei`,`created_at`,`closed_at`);--> statement-breakpoint
CREATE INDEX `listings_active_by_price` ON `listings` (`status`,length("price_wei"),`price_wei`,`id`) WHERE "listings"."status" = 'active';--> statement-breakpoint
-- Collection stats and price history (docs/decisions/168-collection-stats-and-market-sorting.md).
-- A listing's closing moment, for a film's floor on a past day: set as its status leaves 'active'
-- (sold, cancelled, settled, or ended by its token moving), cleared if it becomes active again (a
-- reorg). Listings closed before this migration close at the first sale of their token after they
-- opened, else at their opening.
UPDATE `listings` SET `closed_at` = coalesce(
  (SELECT min(`sales`.`created_at`) FROM `sales` WHERE `sales`.`token_id` = `listings`.`token_id` AND `sales`.`created_at` >= `listings`.`created_at`),
  `created_at`)
WHERE `status` <> 'active';
--> statement-breakpoint
CREATE TRIGGER `listings_closed_at` AFTER UPDATE OF `status` ON `listings`
WHEN old.status = 'active' AND new.status <> 'active' BEGIN
  UPDATE `listings` SET `closed_at` = unixepoch('subsec') * 1000 WHERE `id` = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_reopened` AFTER UPDATE OF `status` ON `listings`
WHEN old.status <> 'active' AND new.status = 'active' BEGIN
  UPDATE `listings` SET `closed_at` = NULL WHERE `id` = new.id;
END;
