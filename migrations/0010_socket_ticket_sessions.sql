-- A ticket now names the session that asked for it. Tickets live 30 seconds and the old ones name none, so
-- the table starts again empty (an open screen asks for a fresh ticket when it reconnects). A new table,
-- because SQLite cannot add a NOT NULL column with a cascading reference to an existing one.
DROP TABLE `socket_tickets`;--> statement-breakpoint
CREATE TABLE `socket_tickets` (
	`hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`project_id` text NOT NULL,
	`session_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `socket_tickets_expires_idx` ON `socket_tickets` (`expires_at`);--> statement-breakpoint
CREATE INDEX `socket_tickets_session_idx` ON `socket_tickets` (`session_id`);
