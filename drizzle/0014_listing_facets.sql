-- The market's rarity, movie and actor filters read the listing, not the NFT
-- (docs/decisions/097-market-filters-on-listings.md): each listing carries its NFT's rarity, film
-- and actor, which the partial indexes of 0013 order newest first over active listings. Triggers
-- copy them when a listing is written and follow an NFT's edits.
UPDATE `listings` SET
  `rarity` = (SELECT `rarity` FROM `nfts` WHERE `nfts`.`id` = `listings`.`nft_id`),
  `film_id` = (SELECT `film_id` FROM `nfts` WHERE `nfts`.`id` = `listings`.`nft_id`),
  `celebrity` = (SELECT `celebrity` FROM `nfts` WHERE `nfts`.`id` = `listings`.`nft_id`);
--> statement-breakpoint
CREATE TRIGGER `listings_facets_insert` AFTER INSERT ON `listings` BEGIN
  UPDATE `listings` SET `rarity` = `n`.`rarity`, `film_id` = `n`.`film_id`, `celebrity` = `n`.`celebrity`
    FROM (SELECT `rarity`, `film_id`, `celebrity` FROM `nfts` WHERE `id` = new.nft_id) AS `n`
    WHERE `listings`.`id` = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_facets_nft_change` AFTER UPDATE OF `nft_id` ON `listings` BEGIN
  UPDATE `listings` SET `rarity` = `n`.`rarity`, `film_id` = `n`.`film_id`, `celebrity` = `n`.`celebrity`
    FROM (SELECT `rarity`, `film_id`, `celebrity` FROM `nfts` WHERE `id` = new.nft_id) AS `n`
    WHERE `listings`.`id` = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_listing_facets_update` AFTER UPDATE OF `rarity`, `film_id`, `celebrity` ON `nfts` BEGIN
  UPDATE `listings` SET `rarity` = new.rarity, `film_id` = new.film_id, `celebrity` = new.celebrity WHERE `nft_id` = new.id;
END;
