-- Each order carries its NFT's production house, so that a studio's orders are read from
-- `orders_by_house`. The triggers copy it in the writing transaction, whichever process writes:
-- when an order is inserted or changes NFT (or its copy is written wrong), and when an NFT moves
-- to another house.
UPDATE `orders` SET `production_house_id` = (SELECT `nfts`.`production_house_id` FROM `nfts` WHERE `nfts`.`id` = `orders`.`nft_id`);
--> statement-breakpoint
CREATE TRIGGER `orders_house_insert` AFTER INSERT ON `orders` BEGIN
  UPDATE `orders` SET `production_house_id` = (SELECT `production_house_id` FROM `nfts` WHERE `id` = new.nft_id) WHERE `rowid` = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_house_nft_update` AFTER UPDATE OF `nft_id`, `production_house_id` ON `orders` WHEN new.production_house_id IS NOT (SELECT `production_house_id` FROM `nfts` WHERE `id` = new.nft_id) BEGIN
  UPDATE `orders` SET `production_house_id` = (SELECT `production_house_id` FROM `nfts` WHERE `id` = new.nft_id) WHERE `rowid` = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_orders_house_update` AFTER UPDATE OF `production_house_id` ON `nfts` WHEN new.production_house_id IS NOT old.production_house_id BEGIN
  UPDATE `orders` SET `production_house_id` = new.production_house_id WHERE `nft_id` = new.id;
END;
