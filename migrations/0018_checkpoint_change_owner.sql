ALTER TABLE `checkpoint_changes` ADD `task_id` text;--> statement-breakpoint
ALTER TABLE `checkpoint_changes` ADD `base_hash` text;