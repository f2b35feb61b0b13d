ALTER TABLE `orders` ADD `payment_ref` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `mint_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `next_attempt_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_ref` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `manual_refund` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_mint_due` ON `orders` (`status`,`next_attempt_at`);