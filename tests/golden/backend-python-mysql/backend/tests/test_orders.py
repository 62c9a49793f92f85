"""/api/orders: orders through the API, on the in-memory store."""
from tests.entity_checks import check_order_lifecycle, check_order_keeps_references
from tests.fixtures import order_input
from tests.helpers import create_test_client, expect_status

def test_creates_lists_reads_updates_and_deletes_an_order() -> None:
    check_order_lifecycle(create_test_client())

def test_rejects_an_order_without_its_required_fields() -> None:
    response = expect_status(create_test_client().post("/api/orders", json={}), 400)
    paths = [issue["path"] for issue in response["issues"]]
    assert {"customerId", "status", "total", "placedAt"} <= set(paths)

def test_answers_404_for_an_order_that_does_not_exist() -> None:
    client = create_test_client()
    expect_status(client.get("/api/orders/missing"), 404)
    expect_status(client.put("/api/orders/missing", json={}), 404)
    expect_status(client.delete("/api/orders/missing"), 404)

def test_rejects_an_order_whose_customer_does_not_exist() -> None:
    client = create_test_client()
    values = {**order_input(client), "customerId": "missing"}
    expect_status(client.post("/api/orders", json=values), 400)

def test_keeps_what_an_order_refers_to() -> None:
    check_order_keeps_references(create_test_client())
