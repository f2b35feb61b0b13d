-- A signed-in session is kept in each web worker until a write changes what it shows
-- (docs/decisions/112-sessions-kept-until-a-write.md): every write to an account's sessions, its
-- row, its wallets or its notifications bumps that account's generation, `account:<user id>`, in
-- the same transaction, whichever process writes. An update bumps the account a row left as well
-- as the one it belongs to.
CREATE TRIGGER `sessions_account_generation_update` AFTER UPDATE ON `sessions` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || NEW.`user_id`;
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || OLD.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `sessions_account_generation_delete` AFTER DELETE ON `sessions` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || OLD.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `users_account_generation_update` AFTER UPDATE ON `users` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `users_account_generation_delete` AFTER DELETE ON `users` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `wallets_account_generation_insert` AFTER INSERT ON `wallets` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `wallets_account_generation_update` AFTER UPDATE ON `wallets` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || NEW.`user_id`;
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || OLD.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `wallets_account_generation_delete` AFTER DELETE ON `wallets` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || OLD.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `notifications_account_generation_insert` AFTER INSERT ON `notifications` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `notifications_account_generation_update` AFTER UPDATE ON `notifications` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || NEW.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || NEW.`user_id`;
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || OLD.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `notifications_account_generation_delete` AFTER DELETE ON `notifications` BEGIN
  INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('account:' || OLD.`user_id`, 0);
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'account:' || OLD.`user_id`;
END;
