"""/api/production-lists: production lists through the API, on the in-memory store."""
from tests.entity_checks import check_production_list_lifecycle
from tests.fixtures import production_list_input
from tests.helpers import create_test_client, expect_status

def test_creates_lists_reads_updates_and_deletes_a_production_list() -> None:
    check_production_list_lifecycle(create_test_client())

def test_rejects_a_production_list_without_its_required_fields() -> None:
    response = expect_status(create_test_client().post("/api/production-lists", json={}), 400)
    paths = [issue["path"] for issue in response["issues"]]
    assert {"title", "date"} <= set(paths)

def test_answers_404_for_a_production_list_that_does_not_exist() -> None:
    client = create_test_client()
    expect_status(client.get("/api/production-lists/missing"), 404)
    expect_status(client.put("/api/production-lists/missing", json={}), 404)
    expect_status(client.delete("/api/production-lists/missing"), 404)

def test_takes_date_only_as_an_rfc_3339_date_and_time() -> None:
    client = create_test_client()
    values = production_list_input(client)
    for value in ["1 Jan 2030", "2030-02-30T10:00:00Z", "2030-01-15T10:00:00", "2030-01-15", "+010000-01-01T00:00:00.000Z"]:
        refused = expect_status(client.post("/api/production-lists", json={**values, "date": value}), 400)
        assert "date" in [issue["path"] for issue in refused["issues"]], value
    created = expect_status(client.post("/api/production-lists", json={**values, "date": "2030-01-15T12:00:00+02:00"}), 201)
    assert created["date"] == "2030-01-15T10:00:00.000Z"
