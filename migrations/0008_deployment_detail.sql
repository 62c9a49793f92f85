ALTER TABLE `deployments` ADD `detail` text;--> statement-breakpoint
ALTER TABLE `deployments` ADD `provider_ref` text;