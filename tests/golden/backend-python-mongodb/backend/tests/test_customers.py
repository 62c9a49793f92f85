"""/api/customers: customers through the API, on the in-memory store."""
from tests.entity_checks import check_customer_lifecycle
from tests.helpers import create_test_client, expect_status

def test_creates_lists_reads_updates_and_deletes_a_customer() -> None:
    check_customer_lifecycle(create_test_client())

def test_rejects_a_customer_without_its_required_fields() -> None:
    response = expect_status(create_test_client().post("/api/customers", json={}), 400)
    paths = [issue["path"] for issue in response["issues"]]
    assert {"name", "email"} <= set(paths)

def test_answers_404_for_a_customer_that_does_not_exist() -> None:
    client = create_test_client()
    expect_status(client.get("/api/customers/missing"), 404)
    expect_status(client.put("/api/customers/missing", json={}), 404)
    expect_status(client.delete("/api/customers/missing"), 404)
