CREATE TABLE `app_models` (
	`project_id` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`model` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
