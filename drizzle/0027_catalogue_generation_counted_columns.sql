-- The explore grid's totals are kept until the catalogue generation moves
-- (docs/decisions/119-explore-totals-kept-and-indexed.md), so it must move with every column a
-- count reads: besides an NFT's actor, publication and film, its sale type, price, rarity and
-- title, and a film's slug. A sale (`available`), a like or a bid still leaves it alone.
DROP TRIGGER `nfts_catalogue_generation_update`;
--> statement-breakpoint
CREATE TRIGGER `nfts_catalogue_generation_update` AFTER UPDATE OF `celebrity`, `published`, `film_id`, `sale_type`, `price_cents`, `rarity`, `title` ON `nfts` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'catalogue';
END;
--> statement-breakpoint
DROP TRIGGER `films_catalogue_generation_update`;
--> statement-breakpoint
CREATE TRIGGER `films_catalogue_generation_update` AFTER UPDATE OF `published`, `slug` ON `films` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'catalogue';
END;
