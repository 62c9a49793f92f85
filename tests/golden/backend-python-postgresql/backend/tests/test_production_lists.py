"""/api/production-lists: production lists through the API, on the in-memory store."""
from tests.entity_checks import check_production_list_lifecycle
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
