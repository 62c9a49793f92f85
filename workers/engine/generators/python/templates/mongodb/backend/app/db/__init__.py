"""Connects to MongoDB, sets up the collections and returns the database-backed repositories."""
from dataclasses import dataclass

from pymongo import MongoClient
from pymongo.database import Database as MongoDatabase

from app.db.mongo import MongoRepository, set_up
from app.repositories import RECORD_SPECS, Repositories, repositories_from

DEFAULT_DATABASE = "app"


@dataclass
class Database:
    repositories: Repositories
    client: MongoClient
    database: MongoDatabase

    def close(self) -> None:
        self.client.close()


def connect_database(url: str) -> Database:
    """mongodb://host:27017/name: the database named in the address (or "app")."""
    client: MongoClient = MongoClient(url, tz_aware=True)
    database = client.get_default_database(DEFAULT_DATABASE)
    set_up(database, RECORD_SPECS)
    repositories = repositories_from(lambda spec: MongoRepository(database, spec, RECORD_SPECS))
    return Database(repositories, client, database)
