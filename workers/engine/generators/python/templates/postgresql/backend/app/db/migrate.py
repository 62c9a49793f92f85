"""Applies the SQL files of migrations/ that have not run yet, in name order, each in a transaction."""
from pathlib import Path
from typing import List

import psycopg

MIGRATIONS = Path(__file__).resolve().parents[2] / "migrations"


def migrate(connection: psycopg.Connection, directory: Path = MIGRATIONS) -> List[str]:
    connection.execute(
        'CREATE TABLE IF NOT EXISTS "schema_migrations" '
        '("name" text PRIMARY KEY, "applied_at" timestamptz NOT NULL DEFAULT now())'
    )
    applied = {row[0] for row in connection.execute('SELECT "name" FROM "schema_migrations"').fetchall()}
    pending = sorted(path.name for path in directory.glob("*.sql") if path.name not in applied)
    for name in pending:
        sql = (directory / name).read_text(encoding="utf-8")
        with connection.transaction():
            connection.execute(sql)
            connection.execute('INSERT INTO "schema_migrations" ("name") VALUES (%s)', [name])
    return pending
