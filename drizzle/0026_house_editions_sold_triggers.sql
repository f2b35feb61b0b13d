-- Editions sold at a fixed price, per production house: what the home page's top sellers rank by.
-- Every NFT adds `quantity - available` to its house while it is sold at a fixed price; the
-- triggers move that share whenever an NFT is written, in the writing transaction.
INSERT INTO `house_editions_sold` (`production_house_id`, `sold`)
SELECT `production_houses`.`id`, coalesce((SELECT sum(`nfts`.`quantity` - `nfts`.`available`) FROM `nfts` WHERE `nfts`.`production_house_id` = `production_houses`.`id` AND `nfts`.`sale_type` = 'fixed'), 0)
FROM `production_houses`;
--> statement-breakpoint
CREATE TRIGGER `production_houses_editions_sold_insert` AFTER INSERT ON `production_houses` BEGIN
  INSERT INTO `house_editions_sold` (`production_house_id`, `sold`) VALUES (new.id, 0);
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_editions_sold_insert` AFTER INSERT ON `nfts` WHEN new.sale_type = 'fixed' AND new.quantity <> new.available BEGIN
  UPDATE `house_editions_sold` SET `sold` = `sold` + (new.quantity - new.available) WHERE `production_house_id` = new.production_house_id;
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_editions_sold_update` AFTER UPDATE OF `sale_type`, `quantity`, `available`, `production_house_id` ON `nfts` BEGIN
  UPDATE `house_editions_sold` SET `sold` = `sold` - (CASE WHEN old.sale_type = 'fixed' THEN old.quantity - old.available ELSE 0 END) WHERE `production_house_id` = old.production_house_id;
  UPDATE `house_editions_sold` SET `sold` = `sold` + (CASE WHEN new.sale_type = 'fixed' THEN new.quantity - new.available ELSE 0 END) WHERE `production_house_id` = new.production_house_id;
END;
--> statement-breakpoint
CREATE TRIGGER `nfts_editions_sold_delete` AFTER DELETE ON `nfts` WHEN old.sale_type = 'fixed' AND old.quantity <> old.available BEGIN
  UPDATE `house_editions_sold` SET `sold` = `sold` - (old.quantity - old.available) WHERE `production_house_id` = old.production_house_id;
END;
