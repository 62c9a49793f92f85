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

def test_takes_placed_at_only_as_an_rfc_3339_date_and_time() -> None:
    client = create_test_client()
    values = order_input(client)
    for value in ["1 Jan 2030", "2030-02-30T10:00:00Z", "2030-01-15T10:00:00", "2030-01-15", "+010000-01-01T00:00:00.000Z"]:
        refused = expect_status(client.post("/api/orders", json={**values, "placedAt": value}), 400)
        assert "placedAt" in [issue["path"] for issue in refused["issues"]], value
    created = expect_status(client.post("/api/orders", json={**values, "placedAt": "2020-01-15T12:00:00+02:00"}), 201)
    assert created["placedAt"] == "2020-01-15T10:00:00.000Z"
