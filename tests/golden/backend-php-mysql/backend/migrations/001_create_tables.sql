-- The tables of the app, referenced tables first.

CREATE TABLE IF NOT EXISTS `products` (
  `id` varchar(36) PRIMARY KEY,
  `name` varchar(500) NOT NULL,
  `description` text,
  `price` double NOT NULL,
  `stock` double NOT NULL,
  `active` boolean NOT NULL DEFAULT false,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `customers` (
  `id` varchar(36) PRIMARY KEY,
  `name` varchar(500) NOT NULL,
  `email` varchar(255) NOT NULL,
  `phone` varchar(500),
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `pickup_slots` (
  `id` varchar(36) PRIMARY KEY,
  `starts_at` datetime(3) NOT NULL,
  `ends_at` datetime(3) NOT NULL,
  `capacity` double NOT NULL,
  `available` boolean NOT NULL DEFAULT false,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `orders` (
  `id` varchar(36) PRIMARY KEY,
  `customer_id` varchar(36) NOT NULL,
  `status` varchar(500) NOT NULL,
  `total` double NOT NULL,
  `placed_at` datetime(3) NOT NULL,
  `pickup_slot_id` varchar(36),
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  FOREIGN KEY (`customer_id`) REFERENCES `customers` (`id`) ON DELETE RESTRICT,
  FOREIGN KEY (`pickup_slot_id`) REFERENCES `pickup_slots` (`id`) ON DELETE RESTRICT
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `production_lists` (
  `id` varchar(36) PRIMARY KEY,
  `title` varchar(500) NOT NULL,
  `date` datetime(3) NOT NULL,
  `notes` text,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `users` (
  `id` varchar(36) PRIMARY KEY,
  `name` varchar(500) NOT NULL,
  `email` varchar(255) NOT NULL UNIQUE,
  `password_hash` varchar(500) NOT NULL,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `payments` (
  `id` varchar(36) PRIMARY KEY,
  `amount` double NOT NULL,
  `currency` varchar(500) NOT NULL,
  `description` varchar(500),
  `status` varchar(500) NOT NULL,
  `provider_reference` varchar(500),
  `failure_reason` varchar(500),
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `notifications` (
  `id` varchar(36) PRIMARY KEY,
  `recipient` varchar(500) NOT NULL,
  `title` varchar(500) NOT NULL,
  `body` text,
  `read` boolean NOT NULL DEFAULT false,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `analytics_events` (
  `id` varchar(36) PRIMARY KEY,
  `name` varchar(500) NOT NULL,
  `path` varchar(500),
  `occurred_at` datetime(3) NOT NULL,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `uploads` (
  `id` varchar(36) PRIMARY KEY,
  `file_name` varchar(500) NOT NULL,
  `content_type` varchar(500) NOT NULL,
  `size` double NOT NULL,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
