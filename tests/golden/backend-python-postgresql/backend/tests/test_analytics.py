"""/api/analytics: usage events and counts."""
from tests.entity_checks import signed_up
from tests.fixtures import customer_input, product_input
from tests.helpers import create_test_client, expect_status

def test_counts_usage_events_by_name_and_records_by_type() -> None:
    client = create_test_client()
    expect_status(client.post("/api/analytics/events", json={"name": "page_view", "path": "/"}), 201)
    expect_status(client.post("/api/analytics/events", json={"name": "page_view", "path": "/"}), 201)
    expect_status(client.post("/api/analytics/events", json={"name": "signup"}), 201)
    summary = expect_status(client.get("/api/analytics/summary"), 200)
    assert summary["events"] == {"page_view": 2, "signup": 1}
    assert summary["records"] == {"products": 0, "orders": 0, "customers": 0, "pickup-slots": 0, "production-lists": 0}

def test_rejects_an_event_without_a_name() -> None:
    client = create_test_client()
    expect_status(client.post("/api/analytics/events", json={}), 400)

def test_counts_only_its_own_customers_for_an_account_whose_role_owns_them() -> None:
    client = create_test_client()
    first, second = signed_up(client), signed_up(client)
    expect_status(client.post("/api/customers", json=customer_input(client), headers=first), 201)
    expect_status(client.post("/api/products", json=product_input(client)), 201)
    mine = expect_status(client.get("/api/analytics/summary", headers=first), 200)["records"]
    theirs = expect_status(client.get("/api/analytics/summary", headers=second), 200)["records"]
    every = expect_status(client.get("/api/analytics/summary"), 200)["records"]
    # The other account of the role does not count the first one's; the managing role, which owns nothing, does.
    assert (mine["customers"], theirs["customers"], every["customers"]) == (1, 0, 1)
    # No role owns products: every account counts every one.
    assert (mine["products"], theirs["products"], every["products"]) == (1, 1, 1)
