"""The MySQL repositories, through the API: runs where DATABASE_URL is set (CI starts a MySQL service)."""
import os

import pytest

from tests.entity_checks import {{checkLists}}
from tests.helpers import create_test_client

URL = os.environ.get("DATABASE_URL", "")

@pytest.mark.skipif(not URL, reason="DATABASE_URL is not set: no MySQL to test against")
def test_stores_reads_updates_and_deletes_every_record_type_and_keeps_referenced_ones() -> None:
    from app.db import connect_database

    database = connect_database(URL)
    try:
        database.connection.run("SET FOREIGN_KEY_CHECKS = 0")
        for table in {{tables}}:
            database.connection.run(f"DELETE FROM `{table}`")
        database.connection.run("SET FOREIGN_KEY_CHECKS = 1")
        client = create_test_client(database.repositories)
        for check in [{{checks}}]:
            check(client)
        assert len(ENTITY_CHECKS) > 0
    finally:
        database.close()
