-- The tables of the app, referenced tables first.

CREATE TABLE IF NOT EXISTS "data_sources" (
  "id" text PRIMARY KEY,
  "name" text NOT NULL,
  "kind" text NOT NULL,
  "url" text,
  "active" boolean NOT NULL DEFAULT false,
  "created_at" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS "metrics" (
  "id" text PRIMARY KEY,
  "name" text NOT NULL,
  "value" double precision NOT NULL,
  "unit" text,
  "recorded_at" timestamptz NOT NULL,
  "data_source_id" text REFERENCES "data_sources" ("id") ON DELETE RESTRICT,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS "metrics_data_source_id_idx" ON "metrics" ("data_source_id");

CREATE TABLE IF NOT EXISTS "reports" (
  "id" text PRIMARY KEY,
  "title" text NOT NULL,
  "summary" text,
  "period_start" timestamptz NOT NULL,
  "period_end" timestamptz NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS "analytics_events" (
  "id" text PRIMARY KEY,
  "name" text NOT NULL,
  "path" text,
  "occurred_at" timestamptz NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
