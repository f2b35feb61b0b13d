-- A like or an unlike bumps the account's generation (docs/decisions/128-account-reads-kept-until-a-write.md):
-- every signed-in page shows which NFTs the user likes, and that list is kept until a write to
-- the account. An update bumps the account a like left as well as the one it belongs to.
CREATE TRIGGER `likes_account_generation_insert` AFTER INSERT ON `likes` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `likes_account_generation_update` AFTER UPDATE ON `likes` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || NEW.`user_id`;
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || OLD.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `likes_account_generation_delete` AFTER DELETE ON `likes` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || OLD.`user_id`;
END;
