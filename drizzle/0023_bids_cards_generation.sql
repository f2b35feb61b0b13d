-- A wallet's bids tab is kept per page in each web worker until a bid or a card's data changes
-- (docs/decisions/116-bids-tab-kept-until-a-write.md): every write to bids (the indexer's
-- BidPlaced) bumps the `cards` generation in the same transaction.
CREATE TRIGGER `bids_cards_generation_insert` AFTER INSERT ON `bids` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `bids_cards_generation_update` AFTER UPDATE ON `bids` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `bids_cards_generation_delete` AFTER DELETE ON `bids` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
