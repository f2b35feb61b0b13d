CREATE TABLE `house_editions_sold` (
	`production_house_id` integer PRIMARY KEY NOT NULL,
	`sold` integer NOT NULL,
	FOREIGN KEY (`production_house_id`) REFERENCES `production_houses`(`id`) ON UPDATE no action ON DELETE cascade
);
