-- The account generations' triggers (migrations 0022, 0032, 0033) bump the generation with one
-- upsert instead of INSERT OR IGNORE followed by UPDATE. A trigger's OR IGNORE gives way to the
-- conflict rule of the statement that fires it: the DO UPDATE branch of an upsert on `wallets`
-- fires its update trigger under ABORT, so connecting a known address again failed with "UNIQUE
-- constraint failed: cache_generations.name"; an INSERT OR REPLACE would have reset the generation
-- to 1. A trigger's own ON CONFLICT clause is its own whatever fires it.
DROP TRIGGER `sessions_account_generation_update`;--> statement-breakpoint
CREATE TRIGGER `sessions_account_generation_update` AFTER UPDATE ON `sessions` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `sessions_account_generation_delete`;--> statement-breakpoint
CREATE TRIGGER `sessions_account_generation_delete` AFTER DELETE ON `sessions` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `users_account_generation_update`;--> statement-breakpoint
CREATE TRIGGER `users_account_generation_update` AFTER UPDATE ON `users` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `users_account_generation_delete`;--> statement-breakpoint
CREATE TRIGGER `users_account_generation_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `wallets_account_generation_insert`;--> statement-breakpoint
CREATE TRIGGER `wallets_account_generation_insert` AFTER INSERT ON `wallets` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `wallets_account_generation_update`;--> statement-breakpoint
CREATE TRIGGER `wallets_account_generation_update` AFTER UPDATE ON `wallets` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `wallets_account_generation_delete`;--> statement-breakpoint
CREATE TRIGGER `wallets_account_generation_delete` AFTER DELETE ON `wallets` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `notifications_account_generation_insert`;--> statement-breakpoint
CREATE TRIGGER `notifications_account_generation_insert` AFTER INSERT ON `notifications` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `notifications_account_generation_update`;--> statement-breakpoint
CREATE TRIGGER `notifications_account_generation_update` AFTER UPDATE ON `notifications` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `notifications_account_generation_delete`;--> statement-breakpoint
CREATE TRIGGER `notifications_account_generation_delete` AFTER DELETE ON `notifications` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `sessions_account_generation_insert`;--> statement-breakpoint
CREATE TRIGGER `sessions_account_generation_insert` AFTER INSERT ON `sessions` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `follows_account_generation_insert`;--> statement-breakpoint
CREATE TRIGGER `follows_account_generation_insert` AFTER INSERT ON `follows` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`follower_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`followed_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `follows_account_generation_delete`;--> statement-breakpoint
CREATE TRIGGER `follows_account_generation_delete` AFTER DELETE ON `follows` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`follower_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`followed_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `likes_account_generation_insert`;--> statement-breakpoint
CREATE TRIGGER `likes_account_generation_insert` AFTER INSERT ON `likes` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `likes_account_generation_update`;--> statement-breakpoint
CREATE TRIGGER `likes_account_generation_update` AFTER UPDATE ON `likes` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `likes_account_generation_delete`;--> statement-breakpoint
CREATE TRIGGER `likes_account_generation_delete` AFTER DELETE ON `likes` BEGIN
  INSERT INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 1)
    ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
