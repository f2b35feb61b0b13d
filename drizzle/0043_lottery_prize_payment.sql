ALTER TABLE `lotteries` ADD `prize_tx` text;--> statement-breakpoint
ALTER TABLE `lotteries` ADD `prize_paid_at` integer;