-- The tables of the app, referenced tables first.

CREATE TABLE IF NOT EXISTS `categories` (
  `id` varchar(36) PRIMARY KEY,
  `name` varchar(500) NOT NULL,
  `description` text,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `authors` (
  `id` varchar(36) PRIMARY KEY,
  `name` varchar(500) NOT NULL,
  `email` varchar(255) NOT NULL,
  `bio` text,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `articles` (
  `id` varchar(36) PRIMARY KEY,
  `title` varchar(500) NOT NULL,
  `body` text,
  `published` boolean NOT NULL DEFAULT false,
  `published_at` datetime(3),
  `category_id` varchar(36),
  `author_id` varchar(36) NOT NULL,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  FOREIGN KEY (`category_id`) REFERENCES `categories` (`id`) ON DELETE RESTRICT,
  FOREIGN KEY (`author_id`) REFERENCES `authors` (`id`) ON DELETE RESTRICT
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `issues` (
  `id` varchar(36) PRIMARY KEY,
  `title` varchar(500) NOT NULL,
  `status` varchar(500) NOT NULL,
  `due_at` datetime(3),
  `done` boolean NOT NULL DEFAULT false,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `editors` (
  `id` varchar(36) PRIMARY KEY,
  `name` varchar(500) NOT NULL,
  `description` text,
  `active` boolean NOT NULL DEFAULT false,
  `issue_id` varchar(36),
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  FOREIGN KEY (`issue_id`) REFERENCES `issues` (`id`) ON DELETE RESTRICT
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `photos` (
  `id` varchar(36) PRIMARY KEY,
  `title` varchar(500) NOT NULL,
  `url` varchar(500) NOT NULL,
  `notes` text,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `readers` (
  `id` varchar(36) PRIMARY KEY,
  `name` varchar(500) NOT NULL,
  `description` text,
  `active` boolean NOT NULL DEFAULT false,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `users` (
  `id` varchar(36) PRIMARY KEY,
  `name` varchar(500) NOT NULL,
  `email` varchar(255) NOT NULL UNIQUE,
  `password_hash` varchar(500) NOT NULL,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE IF NOT EXISTS `uploads` (
  `id` varchar(36) PRIMARY KEY,
  `file_name` varchar(500) NOT NULL,
  `content_type` varchar(500) NOT NULL,
  `size` double NOT NULL,
  `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
