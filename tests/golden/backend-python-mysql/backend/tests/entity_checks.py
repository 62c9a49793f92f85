"""The lifecycle of every record type through the API: run on the memory store and on the database."""
import uuid
from typing import Callable, Dict, List

from app.features.auth.roles import SIGN_UP_ROLE
from tests.fixtures import (
    customer_input,
    order_input,
    pickup_slot_input,
    product_input,
    production_list_input,
)
from tests.helpers import ApiClient, assert_contains, expect_status

def check_product_lifecycle(client: ApiClient) -> None:
    values = product_input(client)
    created = expect_status(client.post("/api/products", json=values), 201)
    record_id = created["id"]
    assert_contains(created, values)
    listed = expect_status(client.get("/api/products"), 200)
    assert record_id in [record["id"] for record in listed]
    expect_status(client.get(f"/api/products/{record_id}"), 200)
    change = {"name": "Updated name"}
    updated = expect_status(client.put(f"/api/products/{record_id}", json={**values, **change}), 200)
    assert_contains(updated, change)
    expect_status(client.delete(f"/api/products/{record_id}"), 204)
    expect_status(client.get(f"/api/products/{record_id}"), 404)

def check_order_lifecycle(client: ApiClient) -> None:
    values = order_input(client)
    created = expect_status(client.post("/api/orders", json=values), 201)
    record_id = created["id"]
    assert_contains(created, values)
    listed = expect_status(client.get("/api/orders"), 200)
    assert record_id in [record["id"] for record in listed]
    expect_status(client.get(f"/api/orders/{record_id}"), 200)
    change = {"status": "paid"}
    updated = expect_status(client.put(f"/api/orders/{record_id}", json={**values, **change}), 200)
    assert_contains(updated, change)
    expect_status(client.delete(f"/api/orders/{record_id}"), 204)
    expect_status(client.get(f"/api/orders/{record_id}"), 404)

def check_customer_lifecycle(client: ApiClient) -> None:
    values = customer_input(client)
    created = expect_status(client.post("/api/customers", json=values), 201)
    record_id = created["id"]
    assert_contains(created, values)
    listed = expect_status(client.get("/api/customers"), 200)
    assert record_id in [record["id"] for record in listed]
    expect_status(client.get(f"/api/customers/{record_id}"), 200)
    change = {"name": "Updated name"}
    updated = expect_status(client.put(f"/api/customers/{record_id}", json={**values, **change}), 200)
    assert_contains(updated, change)
    expect_status(client.delete(f"/api/customers/{record_id}"), 204)
    expect_status(client.get(f"/api/customers/{record_id}"), 404)

def check_pickup_slot_lifecycle(client: ApiClient) -> None:
    values = pickup_slot_input(client)
    created = expect_status(client.post("/api/pickup-slots", json=values), 201)
    record_id = created["id"]
    assert_contains(created, values)
    listed = expect_status(client.get("/api/pickup-slots"), 200)
    assert record_id in [record["id"] for record in listed]
    expect_status(client.get(f"/api/pickup-slots/{record_id}"), 200)
    change = {"capacity": 2}
    updated = expect_status(client.put(f"/api/pickup-slots/{record_id}", json={**values, **change}), 200)
    assert_contains(updated, change)
    expect_status(client.delete(f"/api/pickup-slots/{record_id}"), 204)
    expect_status(client.get(f"/api/pickup-slots/{record_id}"), 404)

def check_production_list_lifecycle(client: ApiClient) -> None:
    values = production_list_input(client)
    created = expect_status(client.post("/api/production-lists", json=values), 201)
    record_id = created["id"]
    assert_contains(created, values)
    listed = expect_status(client.get("/api/production-lists"), 200)
    assert record_id in [record["id"] for record in listed]
    expect_status(client.get(f"/api/production-lists/{record_id}"), 200)
    change = {"title": "Afternoon bake"}
    updated = expect_status(client.put(f"/api/production-lists/{record_id}", json={**values, **change}), 200)
    assert_contains(updated, change)
    expect_status(client.delete(f"/api/production-lists/{record_id}"), 204)
    expect_status(client.get(f"/api/production-lists/{record_id}"), 404)

def check_order_keeps_references(client: ApiClient) -> None:
    """The customer an order refers to cannot be deleted while it does."""
    values = order_input(client)
    expect_status(client.post("/api/orders", json=values), 201)
    expect_status(client.delete(f"/api/customers/{values['customerId']}"), 409)

def signed_up(client: ApiClient) -> Dict[str, str]:
    """A new account, in the sign-up role (it is not the first), as the header that signs its requests in."""
    account = {"name": "Member", "email": f"member-{uuid.uuid4()}@example.com", "password": "correct horse battery"}
    session = expect_status(client.post("/api/auth/register", json=account), 201)
    assert session["user"]["role"] == SIGN_UP_ROLE.name
    return {"Authorization": f"Bearer {session['token']}"}

def check_customer_ownership(client: ApiClient) -> None:
    """A customer account sees and changes only the customers it created: another's is "not found" to it.
    The client's own account, in the managing role, sees them all."""
    first, second = signed_up(client), signed_up(client)
    values = customer_input(client)
    created = expect_status(client.post("/api/customers", json=values, headers=first), 201)
    path = f"/api/customers/{created['id']}"
    assert created["id"] not in [record["id"] for record in expect_status(client.get("/api/customers", headers=second), 200)]
    assert expect_status(client.get(path, headers=second), 404) == {"error": "Customer not found"}
    expect_status(client.put(path, json=values, headers=second), 404)
    expect_status(client.delete(path, headers=second), 404)
    pointing = {**order_input(client), "customerId": created["id"]}
    refused = expect_status(client.post("/api/orders", json=pointing, headers=second), 400)
    assert refused["error"] == f"Customer {created['id']} does not exist"
    assert created["id"] in [record["id"] for record in expect_status(client.get("/api/customers", headers=first), 200)]
    expect_status(client.get(path, headers=first), 200)
    expect_status(client.get(path), 200)
    assert created["id"] in [record["id"] for record in expect_status(client.get("/api/customers"), 200)]

ENTITY_CHECKS: List[Callable[[ApiClient], None]] = [check_product_lifecycle, check_order_lifecycle, check_customer_lifecycle, check_pickup_slot_lifecycle, check_production_list_lifecycle]
REFERENCE_CHECKS: List[Callable[[ApiClient], None]] = [check_order_keeps_references]
OWNERSHIP_CHECKS: List[Callable[[ApiClient], None]] = [check_customer_ownership]
