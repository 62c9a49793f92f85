"""Connects to MySQL, brings the schema up to date and returns the database-backed repositories."""
from dataclasses import dataclass

from app.db.migrate import migrate
from app.db.mysql import Connection, MysqlRepository
from app.repositories import Repositories, repositories_from


@dataclass
class Database:
    repositories: Repositories
    connection: Connection

    def close(self) -> None:
        self.connection.close()


def connect_database(url: str) -> Database:
    connection = Connection(url)
    migrate(connection)
    return Database(repositories_from(lambda spec: MysqlRepository(connection, spec)), connection)
