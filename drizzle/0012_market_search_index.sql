-- The market reads its search and its total from listings, not NFTs
-- (docs/decisions/096-market-search-and-total.md). Two FTS5 indexes hold the titles of active
-- listings only, keyed by listing id, with the same tokenizers as the NFT title indexes (trigram
-- for 3+ characters, word prefixes for 1-2); contentless, since the title lives in nfts. One row
-- counts the active listings. Triggers keep all three in step with listings and NFT titles.
CREATE VIRTUAL TABLE `listing_title_search` USING fts5(title, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE VIRTUAL TABLE `listing_title_words` USING fts5(title, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='1 2');
--> statement-breakpoint
CREATE TABLE `active_listing_count` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`n` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `listing_title_search`(rowid, title) SELECT `listings`.`id`, `nfts`.`title` FROM `listings` JOIN `nfts` ON `nfts`.`id` = `listings`.`nft_id` WHERE `listings`.`status` = 'active';
--> statement-breakpoint
INSERT INTO `listing_title_words`(rowid, title) SELECT `listings`.`id`, `nfts`.`title` FROM `listings` JOIN `nfts` ON `nfts`.`id` = `listings`.`nft_id` WHERE `listings`.`status` = 'active';
--> statement-breakpoint
INSERT INTO `active_listing_count`(`id`, `n`) VALUES (1, (SELECT count(*) FROM `listings` WHERE `status` = 'active'));
--> statement-breakpoint
CREATE TRIGGER `listings_market_insert` AFTER INSERT ON `listings` WHEN new.status = 'active' BEGIN
  INSERT INTO `listing_title_search`(rowid, title) SELECT new.id, `title` FROM `nfts` WHERE `id` = new.nft_id;
  INSERT INTO `listing_title_words`(rowid, title) SELECT new.id, `title` FROM `nfts` WHERE `id` = new.nft_id;
  UPDATE `active_listing_count` SET `n` = `n` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_market_leave` AFTER UPDATE OF `status` ON `listings` WHEN old.status = 'active' AND new.status <> 'active' BEGIN
  DELETE FROM `listing_title_search` WHERE rowid = old.id;
  DELETE FROM `listing_title_words` WHERE rowid = old.id;
  UPDATE `active_listing_count` SET `n` = `n` - 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_market_return` AFTER UPDATE OF `status` ON `listings` WHEN old.status <> 'active' AND new.status = 'active' BEGIN
  INSERT INTO `listing_title_search`(rowid, title) SELECT new.id, `title` FROM `nfts` WHERE `id` = new.nft_id;
  INSERT INTO `listing_title_words`(rowid, title) SELECT new.id, `title` FROM `nfts` WHERE `id` = new.nft_id;
  UPDATE `active_listing_count` SET `n` = `n` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_market_delete` AFTER DELETE ON `listings` WHEN old.status = 'active' BEGIN
  DELETE FROM `listing_title_search` WHERE rowid = old.id;
  DELETE FROM `listing_title_words` WHERE rowid = old.id;
  UPDATE `active_listing_count` SET `n` = `n` - 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_market_title_update` AFTER UPDATE OF `title` ON `nfts` BEGIN
  DELETE FROM `listing_title_search` WHERE rowid IN (SELECT `id` FROM `listings` WHERE `nft_id` = new.id AND `status` = 'active');
  DELETE FROM `listing_title_words` WHERE rowid IN (SELECT `id` FROM `listings` WHERE `nft_id` = new.id AND `status` = 'active');
  INSERT INTO `listing_title_search`(rowid, title) SELECT `id`, new.title FROM `listings` WHERE `nft_id` = new.id AND `status` = 'active';
  INSERT INTO `listing_title_words`(rowid, title) SELECT `id`, new.title FROM `listings` WHERE `nft_id` = new.id AND `status` = 'active';
END;
