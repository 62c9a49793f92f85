"""The MongoDB repositories, through the API: runs where DATABASE_URL is set (CI starts a MongoDB service)."""
import os

import pytest

from tests.entity_checks import ENTITY_CHECKS, OWNERSHIP_CHECKS, REFERENCE_CHECKS
from tests.helpers import create_test_client

URL = os.environ.get("DATABASE_URL", "")

@pytest.mark.skipif(not URL, reason="DATABASE_URL is not set: no MongoDB to test against")
def test_stores_reads_updates_and_deletes_every_record_type_and_keeps_referenced_ones() -> None:
    from app.db import connect_database

    database = connect_database(URL)
    try:
        for name in ["products","customers","pickup_slots","orders","production_lists","users","payments","notifications","analytics_events","uploads","record_owners"]:
            database.database[name].delete_many({})
        client = create_test_client(database.repositories)
        for check in [*ENTITY_CHECKS, *REFERENCE_CHECKS, *OWNERSHIP_CHECKS]:
            check(client)
        assert len(ENTITY_CHECKS) > 0
    finally:
        database.close()
