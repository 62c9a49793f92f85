"""/api/pickup-slots: pickup slots through the API, on the in-memory store."""
from tests.entity_checks import check_pickup_slot_lifecycle
from tests.fixtures import pickup_slot_input
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

def test_takes_starts_at_only_as_an_rfc_3339_date_and_time() -> None:
    client = create_test_client()
    values = pickup_slot_input(client)
    for value in ["1 Jan 2030", "2030-02-30T10:00:00Z", "2030-01-15T10:00:00", "2030-01-15", "+010000-01-01T00:00:00.000Z"]:
        refused = expect_status(client.post("/api/pickup-slots", json={**values, "startsAt": value}), 400)
        assert "startsAt" in [issue["path"] for issue in refused["issues"]], value
    created = expect_status(client.post("/api/pickup-slots", json={**values, "startsAt": "2030-01-15T12:00:00+02:00"}), 201)
    assert created["startsAt"] == "2030-01-15T10:00:00.000Z"
