DROP INDEX `nfts_sale_type_price`;--> statement-breakpoint
CREATE INDEX `nfts_by_sale_type` ON `nfts` (`sale_type`,`id`);