"""Connects to PostgreSQL, brings the schema up to date and returns the database-backed repositories."""
from dataclasses import dataclass

import psycopg

from app.db.migrate import migrate
from app.db.postgres import Connection, PostgresRepository
from app.repositories import Repositories, repositories_from


@dataclass
class Database:
    repositories: Repositories
    connection: Connection

    def close(self) -> None:
        self.connection.close()


def connect_database(url: str) -> Database:
    with psycopg.connect(url, autocommit=True) as setup:
        migrate(setup)
    connection = Connection(url)
    return Database(repositories_from(lambda spec: PostgresRepository(connection, spec)), connection)
