"""/api/pickup-slots: pickup slots through the API, on the in-memory store."""
from tests.entity_checks import check_pickup_slot_lifecycle
from tests.helpers import create_test_client, expect_status

def test_creates_lists_reads_updates_and_deletes_a_pickup_slot() -> None:
    check_pickup_slot_lifecycle(create_test_client())

def test_rejects_a_pickup_slot_without_its_required_fields() -> None:
    response = expect_status(create_test_client().post("/api/pickup-slots", json={}), 400)
    paths = [issue["path"] for issue in response["issues"]]
    assert {"startsAt", "endsAt", "capacity"} <= set(paths)

def test_answers_404_for_a_pickup_slot_that_does_not_exist() -> None:
    client = create_test_client()
    expect_status(client.get("/api/pickup-slots/missing"), 404)
    expect_status(client.put("/api/pickup-slots/missing", json={}), 404)
    expect_status(client.delete("/api/pickup-slots/missing"), 404)
