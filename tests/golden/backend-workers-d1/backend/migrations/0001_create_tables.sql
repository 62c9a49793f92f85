-- The tables of the app, referenced tables first (D1 is SQLite; it enforces the foreign keys).

CREATE TABLE IF NOT EXISTS "products" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "name" TEXT NOT NULL UNIQUE,
  "description" TEXT,
  "price" REAL NOT NULL,
  "stock" REAL NOT NULL,
  "active" INTEGER NOT NULL DEFAULT 0,
  "created_at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS "customers" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "name" TEXT NOT NULL,
  "email" TEXT NOT NULL UNIQUE,
  "phone" TEXT,
  "created_at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS "pickup_slots" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "starts_at" TEXT NOT NULL,
  "ends_at" TEXT NOT NULL,
  "capacity" REAL NOT NULL,
  "available" INTEGER NOT NULL DEFAULT 0,
  "created_at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS "orders" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "customer_id" TEXT NOT NULL REFERENCES "customers" ("id") ON DELETE RESTRICT,
  "status" TEXT NOT NULL,
  "total" REAL NOT NULL,
  "placed_at" TEXT NOT NULL,
  "pickup_slot_id" TEXT REFERENCES "pickup_slots" ("id") ON DELETE RESTRICT,
  "created_at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS "orders_customer_id_idx" ON "orders" ("customer_id");
CREATE INDEX IF NOT EXISTS "orders_pickup_slot_id_idx" ON "orders" ("pickup_slot_id");

CREATE TABLE IF NOT EXISTS "production_lists" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "title" TEXT NOT NULL,
  "date" TEXT NOT NULL,
  "notes" TEXT,
  "created_at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS "users" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "name" TEXT NOT NULL,
  "email" TEXT NOT NULL UNIQUE,
  "password_hash" TEXT NOT NULL,
  "role" TEXT NOT NULL,
  "created_at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS "payments" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "amount" REAL NOT NULL,
  "currency" TEXT NOT NULL,
  "description" TEXT,
  "status" TEXT NOT NULL,
  "provider_reference" TEXT,
  "failure_reason" TEXT,
  "created_at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS "notifications" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "recipient" TEXT NOT NULL,
  "title" TEXT NOT NULL,
  "body" TEXT,
  "read" INTEGER NOT NULL DEFAULT 0,
  "created_at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS "analytics_events" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "name" TEXT NOT NULL,
  "path" TEXT,
  "occurred_at" TEXT NOT NULL,
  "created_at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS "uploads" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "file_name" TEXT NOT NULL,
  "content_type" TEXT NOT NULL,
  "size" REAL NOT NULL,
  "created_at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS "record_owners" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "record_type" TEXT NOT NULL,
  "record_id" TEXT NOT NULL,
  "account_id" TEXT NOT NULL,
  "created_at" TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS "record_owners_record_id_idx" ON "record_owners" ("record_id");
CREATE INDEX IF NOT EXISTS "record_owners_account_id_idx" ON "record_owners" ("account_id");

-- Uploaded files' bytes when no R2 bucket is bound (UPLOADS), in parts under D1's 2 MB row limit.
CREATE TABLE IF NOT EXISTS "upload_parts" (
  "upload_id" TEXT NOT NULL REFERENCES "uploads" ("id") ON DELETE CASCADE,
  "part" INTEGER NOT NULL,
  "data" TEXT NOT NULL,
  PRIMARY KEY ("upload_id", "part")
);
