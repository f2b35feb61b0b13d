-- The database's published posts are kept in each web worker until a post is written
-- (docs/decisions/106-posts-kept-until-a-write.md): every write to blog_posts bumps the
-- `catalogue` generation in the same transaction, whichever process makes it.
INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('catalogue', 0);
--> statement-breakpoint
CREATE TRIGGER `blog_posts_catalogue_generation_insert` AFTER INSERT ON `blog_posts` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'catalogue';
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_catalogue_generation_update` AFTER UPDATE ON `blog_posts` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'catalogue';
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_catalogue_generation_delete` AFTER DELETE ON `blog_posts` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'catalogue';
END;
