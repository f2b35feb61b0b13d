-- A wallet's showcase is kept per page in each web worker until a token moves or a card's data
-- changes (docs/decisions/105-showcase-kept-until-a-write.md): every write to tokens (the
-- indexer's mints and transfers) bumps the `cards` generation in the same transaction.
CREATE TRIGGER `tokens_cards_generation_insert` AFTER INSERT ON `tokens` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `tokens_cards_generation_update` AFTER UPDATE ON `tokens` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
--> statement-breakpoint
CREATE TRIGGER `tokens_cards_generation_delete` AFTER DELETE ON `tokens` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'cards';
END;
