-- The tables of the app, referenced tables first.

CREATE TABLE IF NOT EXISTS "products" (
  "id" text PRIMARY KEY,
  "name" text NOT NULL UNIQUE,
  "description" text,
  "price" double precision NOT NULL,
  "stock" double precision NOT NULL,
  "active" boolean NOT NULL DEFAULT false,
  "created_at" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS "customers" (
  "id" text PRIMARY KEY,
  "name" text NOT NULL,
  "email" text NOT NULL UNIQUE,
  "phone" text,
  "created_at" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS "pickup_slots" (
  "id" text PRIMARY KEY,
  "starts_at" timestamptz NOT NULL,
  "ends_at" timestamptz NOT NULL,
  "capacity" double precision NOT NULL,
  "available" boolean NOT NULL DEFAULT false,
  "created_at" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS "orders" (
  "id" text PRIMARY KEY,
  "customer_id" text NOT NULL REFERENCES "customers" ("id") ON DELETE RESTRICT,
  "status" text NOT NULL,
  "total" double precision NOT NULL,
  "placed_at" timestamptz NOT NULL,
  "pickup_slot_id" text REFERENCES "pickup_slots" ("id") ON DELETE RESTRICT,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS "orders_customer_id_idx" ON "orders" ("customer_id");
CREATE INDEX IF NOT EXISTS "orders_pickup_slot_id_idx" ON "orders" ("pickup_slot_id");

CREATE TABLE IF NOT EXISTS "production_lists" (
  "id" text PRIMARY KEY,
  "title" text NOT NULL,
  "date" timestamptz NOT NULL,
  "notes" text,
  "created_at" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS "users" (
  "id" text PRIMARY KEY,
  "name" text NOT NULL,
  "email" text NOT NULL UNIQUE,
  "password_hash" text NOT NULL,
  "role" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS "payments" (
  "id" text PRIMARY KEY,
  "amount" double precision NOT NULL,
  "currency" text NOT NULL,
  "description" text,
  "status" text NOT NULL,
  "provider_reference" text,
  "failure_reason" text,
  "created_at" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS "notifications" (
  "id" text PRIMARY KEY,
  "recipient" text NOT NULL,
  "title" text NOT NULL,
  "body" text,
  "read" boolean NOT NULL DEFAULT false,
  "created_at" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS "analytics_events" (
  "id" text PRIMARY KEY,
  "name" text NOT NULL,
  "path" text,
  "occurred_at" timestamptz NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS "uploads" (
  "id" text PRIMARY KEY,
  "file_name" text NOT NULL,
  "content_type" text NOT NULL,
  "size" double precision NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS "record_owners" (
  "id" text PRIMARY KEY,
  "record_type" text NOT NULL,
  "record_id" text NOT NULL,
  "account_id" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS "record_owners_record_id_idx" ON "record_owners" ("record_id");
CREATE INDEX IF NOT EXISTS "record_owners_account_id_idx" ON "record_owners" ("account_id");
