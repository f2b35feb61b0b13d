-- What signed-in pages read of an account is kept until a write to it
-- (docs/decisions/128-account-reads-kept-until-a-write.md). Migration 0022 bumps an account's
-- generation on every write to its row, sessions, wallets and notifications but a new session; a
-- new sign-in now bumps it too (the profile lists the devices signed in), and so does a follow or
-- an unfollow, for both accounts (the profile counts followers and following).
CREATE TRIGGER `sessions_account_generation_insert` AFTER INSERT ON `sessions` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `follows_account_generation_insert` AFTER INSERT ON `follows` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`follower_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || NEW.`follower_id`;
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`followed_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || NEW.`followed_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `follows_account_generation_delete` AFTER DELETE ON `follows` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`follower_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || OLD.`follower_id`;
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`followed_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || OLD.`followed_id`;
END;
