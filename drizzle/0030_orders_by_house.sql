ALTER TABLE `orders` ADD `production_house_id` integer;--> statement-breakpoint
CREATE INDEX `orders_by_house` ON `orders` (`production_house_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_by_house_status` ON `orders` (`production_house_id`,`status`,`created_at`);