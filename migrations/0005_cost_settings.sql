ALTER TABLE `projects` ADD `ai_strategy` text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `spending_limit_nano_usd` integer;