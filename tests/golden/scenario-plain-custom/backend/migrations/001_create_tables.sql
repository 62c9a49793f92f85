-- The tables of the app, referenced tables first.

CREATE TABLE IF NOT EXISTS "items" (
  "id" text PRIMARY KEY,
  "name" text NOT NULL,
  "description" text,
  "active" boolean NOT NULL DEFAULT false,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
