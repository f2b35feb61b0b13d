-- Title search without a scan (docs/decisions/090-title-search-fts5.md): an FTS5 index of NFT
-- titles with the trigram tokenizer (substrings of 3+ characters, case-insensitive), stored as an
-- external-content table over nfts and kept in step by the triggers below.
CREATE VIRTUAL TABLE `nft_title_search` USING fts5(title, content='nfts', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
INSERT INTO `nft_title_search`(`nft_title_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `nfts_title_search_insert` AFTER INSERT ON `nfts` BEGIN
  INSERT INTO `nft_title_search`(rowid, title) VALUES (new.id, new.title);
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_title_search_delete` AFTER DELETE ON `nfts` BEGIN
  INSERT INTO `nft_title_search`(`nft_title_search`, rowid, title) VALUES ('delete', old.id, old.title);
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_title_search_update` AFTER UPDATE OF `id`, `title` ON `nfts` BEGIN
  INSERT INTO `nft_title_search`(`nft_title_search`, rowid, title) VALUES ('delete', old.id, old.title);
  INSERT INTO `nft_title_search`(rowid, title) VALUES (new.id, new.title);
END;
