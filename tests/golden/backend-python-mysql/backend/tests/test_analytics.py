"""/api/analytics: usage events and counts."""
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
