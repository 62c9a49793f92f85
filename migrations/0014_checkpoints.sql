CREATE TABLE `checkpoint_changes` (
	`project_id` text NOT NULL,
	`seq` integer NOT NULL,
	`path` text NOT NULL,
	`hash` text,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkpoint_changes_path_seq_idx` ON `checkpoint_changes` (`project_id`,`path`,`seq`);--> statement-breakpoint
CREATE INDEX `checkpoint_changes_seq_idx` ON `checkpoint_changes` (`project_id`,`seq`);--> statement-breakpoint
CREATE TABLE `checkpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`seq` integer NOT NULL,
	`kind` text NOT NULL,
	`actor` text NOT NULL,
	`reason` text NOT NULL,
	`task_id` text,
	`restored_from` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkpoints_project_seq_idx` ON `checkpoints` (`project_id`,`seq`);--> statement-breakpoint
CREATE TABLE `file_blobs` (
	`project_id` text NOT NULL,
	`hash` text NOT NULL,
	`content` text NOT NULL,
	`bytes` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `file_blobs_project_hash_idx` ON `file_blobs` (`project_id`,`hash`);--> statement-breakpoint
CREATE TABLE `merge_conflicts` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`path` text NOT NULL,
	`task_name` text NOT NULL,
	`base_hash` text,
	`mine_hash` text NOT NULL,
	`generated_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`resolved_at` text,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `merge_conflicts_project_idx` ON `merge_conflicts` (`project_id`,`resolved_at`);--> statement-breakpoint
ALTER TABLE `project_files` ADD `hash` text;--> statement-breakpoint
ALTER TABLE `project_files` ADD `base_hash` text;