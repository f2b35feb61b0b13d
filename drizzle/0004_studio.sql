CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_user_id` integer,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_log_created` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity` ON `audit_log` (`entity`,`entity_id`);--> statement-breakpoint
CREATE TABLE `lottery_secrets` (
	`lottery_id` integer PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	FOREIGN KEY (`lottery_id`) REFERENCES `lotteries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `read_at` integer;--> statement-breakpoint
ALTER TABLE `films` ADD `published` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `films` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `lotteries` ADD `commitment` text;--> statement-breakpoint
ALTER TABLE `lotteries` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `nfts` ADD `published` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `nfts` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `role` text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `production_house_id` integer REFERENCES production_houses(id);--> statement-breakpoint
CREATE INDEX `users_role` ON `users` (`role`);