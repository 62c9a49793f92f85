CREATE TABLE `ai_spend` (
	`response_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`project_id` text NOT NULL,
	`project_name` text NOT NULL,
	`agent_type` text NOT NULL,
	`model` text NOT NULL,
	`tokens_in` integer DEFAULT 0 NOT NULL,
	`tokens_out` integer DEFAULT 0 NOT NULL,
	`cost_nano_usd` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ai_spend_user_project_idx` ON `ai_spend` (`user_id`,`project_id`);--> statement-breakpoint
CREATE INDEX `ai_spend_project_idx` ON `ai_spend` (`project_id`);--> statement-breakpoint
-- Backfill: every task run or paid call recorded so far (the rule recordSpend in workers/db/costs.ts applies);
-- a response already in the ledger is left as it is.
INSERT INTO `ai_spend` (`response_id`, `user_id`, `project_id`, `project_name`, `agent_type`, `model`, `tokens_in`, `tokens_out`, `cost_nano_usd`, `created_at`)
SELECT r.`id`, p.`user_id`, r.`project_id`, p.`name`, r.`agent_type`, r.`model`, r.`tokens_in`, r.`tokens_out`, r.`cost_nano_usd`, r.`created_at`
FROM `ai_responses` r
INNER JOIN `projects` p ON p.`id` = r.`project_id`
WHERE r.`task_id` IS NOT NULL OR r.`cost_nano_usd` > 0
ON CONFLICT (`response_id`) DO NOTHING;
