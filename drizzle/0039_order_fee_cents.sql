ALTER TABLE `orders` ADD `fee_cents` integer;--> statement-breakpoint
-- Orders from before: the coin fee at the rate the order locked.
UPDATE `orders` SET `fee_cents` = CAST(CAST(`fee_wei` AS REAL) * `usd_cents_per_coin` / 1e18 AS INTEGER);
