ALTER TABLE `ai_responses` ADD `model_calls` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `ai_responses` ADD `estimated` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `ai_spend` ADD `model_calls` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `ai_spend` ADD `estimated` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `ai_spend_user_created_idx` ON `ai_spend` (`user_id`,`created_at`);--> statement-breakpoint
-- Backfill: a usage recorded before this counted no calls; as insertResponse now does for a record that does not
-- say, the built-in engine's made none and any other model's one. Nothing earlier was estimated.
UPDATE `ai_responses` SET `model_calls` = 1 WHERE `model` <> 'builtin';--> statement-breakpoint
UPDATE `ai_spend` SET `model_calls` = 1 WHERE `model` <> 'builtin';
