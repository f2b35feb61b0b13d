ALTER TABLE `blog_posts` ADD `published` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `production_houses` ADD `on_home_strip` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `production_houses` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `team_members` ADD `version` integer DEFAULT 1 NOT NULL;