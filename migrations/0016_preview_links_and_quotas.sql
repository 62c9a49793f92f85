CREATE TABLE `quota_counters` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
ALTER TABLE `projects` ADD `preview_link_version` integer DEFAULT 1 NOT NULL;