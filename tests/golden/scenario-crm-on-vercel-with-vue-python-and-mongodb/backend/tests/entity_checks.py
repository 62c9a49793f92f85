"""The lifecycle of every record type through the API: run on the memory store and on the database."""
from typing import Callable, List

from tests.fixtures import company_input, contact_input, deal_input
from tests.helpers import ApiClient, assert_contains, expect_status

def check_contact_lifecycle(client: ApiClient) -> None:
    values = contact_input(client)
    created = expect_status(client.post("/api/contacts", json=values), 201)
    record_id = created["id"]
    assert_contains(created, values)
    listed = expect_status(client.get("/api/contacts"), 200)
    assert record_id in [record["id"] for record in listed]
    expect_status(client.get(f"/api/contacts/{record_id}"), 200)
    change = {"firstName": "Updated first name"}
    updated = expect_status(client.put(f"/api/contacts/{record_id}", json={**values, **change}), 200)
    assert_contains(updated, change)
    expect_status(client.delete(f"/api/contacts/{record_id}"), 204)
    expect_status(client.get(f"/api/contacts/{record_id}"), 404)

def check_company_lifecycle(client: ApiClient) -> None:
    values = company_input(client)
    created = expect_status(client.post("/api/companies", json=values), 201)
    record_id = created["id"]
    assert_contains(created, values)
    listed = expect_status(client.get("/api/companies"), 200)
    assert record_id in [record["id"] for record in listed]
    expect_status(client.get(f"/api/companies/{record_id}"), 200)
    change = {"name": "Updated name"}
    updated = expect_status(client.put(f"/api/companies/{record_id}", json={**values, **change}), 200)
    assert_contains(updated, change)
    expect_status(client.delete(f"/api/companies/{record_id}"), 204)
    expect_status(client.get(f"/api/companies/{record_id}"), 404)

def check_deal_lifecycle(client: ApiClient) -> None:
    values = deal_input(client)
    created = expect_status(client.post("/api/deals", json=values), 201)
    record_id = created["id"]
    assert_contains(created, values)
    listed = expect_status(client.get("/api/deals"), 200)
    assert record_id in [record["id"] for record in listed]
    expect_status(client.get(f"/api/deals/{record_id}"), 200)
    change = {"title": "Updated title"}
    updated = expect_status(client.put(f"/api/deals/{record_id}", json={**values, **change}), 200)
    assert_contains(updated, change)
    expect_status(client.delete(f"/api/deals/{record_id}"), 204)
    expect_status(client.get(f"/api/deals/{record_id}"), 404)

def check_deal_keeps_references(client: ApiClient) -> None:
    """The company a deal refers to cannot be deleted while it does."""
    values = deal_input(client)
    expect_status(client.post("/api/deals", json=values), 201)
    expect_status(client.delete(f"/api/companies/{values['companyId']}"), 409)

ENTITY_CHECKS: List[Callable[[ApiClient], None]] = [check_contact_lifecycle, check_company_lifecycle, check_deal_lifecycle]
REFERENCE_CHECKS: List[Callable[[ApiClient], None]] = [check_deal_keeps_references]
