-- Short title searches without a scan (docs/decisions/090-title-search-fts5.md): a query of one or
-- two characters has no trigram, so it is answered as a word prefix from this FTS5 index of the
-- titles' words (unicode61, accents folded, prefix indexes of 1 and 2 characters), an
-- external-content table over nfts kept in step by the triggers below.
CREATE VIRTUAL TABLE `nft_title_words` USING fts5(title, content='nfts', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='1 2');
--> statement-breakpoint
INSERT INTO `nft_title_words`(`nft_title_words`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `nfts_title_words_insert` AFTER INSERT ON `nfts` BEGIN
  INSERT INTO `nft_title_words`(rowid, title) VALUES (new.id, new.title);
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_title_words_delete` AFTER DELETE ON `nfts` BEGIN
  INSERT INTO `nft_title_words`(`nft_title_words`, rowid, title) VALUES ('delete', old.id, old.title);
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_title_words_update` AFTER UPDATE OF `id`, `title` ON `nfts` BEGIN
  INSERT INTO `nft_title_words`(`nft_title_words`, rowid, title) VALUES ('delete', old.id, old.title);
  INSERT INTO `nft_title_words`(rowid, title) VALUES (new.id, new.title);
END;
