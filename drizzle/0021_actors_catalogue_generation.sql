-- The market's actor filter options (the three most-collected actors) are kept in each web worker
-- until what they count changes (docs/decisions/111-featured-actors-kept-until-a-write.md): an
-- NFT added, removed, published, moved to another film or given another actor, or a film
-- published or withdrawn, bumps the `catalogue` generation in the same transaction. A sale
-- (`available`) or any other column leaves it alone.
CREATE TRIGGER `nfts_catalogue_generation_insert` AFTER INSERT ON `nfts` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'catalogue';
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_catalogue_generation_update` AFTER UPDATE OF `celebrity`, `published`, `film_id` ON `nfts` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'catalogue';
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_catalogue_generation_delete` AFTER DELETE ON `nfts` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'catalogue';
END;
--> statement-breakpoint
CREATE TRIGGER `films_catalogue_generation_update` AFTER UPDATE OF `published` ON `films` BEGIN
  UPDATE `cache_generations` SET `value` = `value` + 1 WHERE `name` = 'catalogue';
END;
