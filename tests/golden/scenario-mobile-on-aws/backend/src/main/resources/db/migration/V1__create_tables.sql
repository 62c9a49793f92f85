-- The tables of the app, referenced tables first.

CREATE TABLE IF NOT EXISTS "profiles" (
  "id" text PRIMARY KEY,
  "display_name" text NOT NULL,
  "email" text NOT NULL,
  "bio" text,
  "created_at" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS "activities" (
  "id" text PRIMARY KEY,
  "title" text NOT NULL,
  "notes" text,
  "occurred_at" timestamptz NOT NULL,
  "profile_id" text NOT NULL REFERENCES "profiles" ("id") ON DELETE RESTRICT,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS "activities_profile_id_idx" ON "activities" ("profile_id");

CREATE TABLE IF NOT EXISTS "reminders" (
  "id" text PRIMARY KEY,
  "title" text NOT NULL,
  "due_at" timestamptz NOT NULL,
  "done" boolean NOT NULL DEFAULT false,
  "profile_id" text REFERENCES "profiles" ("id") ON DELETE RESTRICT,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS "reminders_profile_id_idx" ON "reminders" ("profile_id");

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
