-- What a card shows (a listing, its NFT, film and studio, the like count) is kept per query in
-- each web worker until any of those rows is written (docs/decisions/098-card-reads-kept-until-a-write.md).
-- Every write to these tables bumps the `cards` generation, in the same transaction, whichever
-- process makes it; a kept answer read under an older generation is read afresh.
INSERT OR IGNORE INTO `cache_generations` (`name`, `value`) VALUES ('cards', 0);
--> statement-breakpoint
CREATE TRIGGER `listings_cards_generation_insert` AFTER INSERT ON `listings` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `listings_cards_generation_update` AFTER UPDATE ON `listings` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `listings_cards_generation_delete` AFTER DELETE ON `listings` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `likes_cards_generation_insert` AFTER INSERT ON `likes` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `likes_cards_generation_update` AFTER UPDATE ON `likes` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `likes_cards_generation_delete` AFTER DELETE ON `likes` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_cards_generation_insert` AFTER INSERT ON `nfts` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_cards_generation_update` AFTER UPDATE ON `nfts` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_cards_generation_delete` AFTER DELETE ON `nfts` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `films_cards_generation_insert` AFTER INSERT ON `films` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `films_cards_generation_update` AFTER UPDATE ON `films` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `films_cards_generation_delete` AFTER DELETE ON `films` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `production_houses_cards_generation_insert` AFTER INSERT ON `production_houses` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `production_houses_cards_generation_update` AFTER UPDATE ON `production_houses` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `production_houses_cards_generation_delete` AFTER DELETE ON `production_houses` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
