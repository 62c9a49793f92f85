"""Each rule of docs/ARCHITECTURE.md ("Business rules"), broken and kept."""
from typing import Any, Callable, Dict, List, Tuple

import pytest

from tests.fixtures import customer_input, order_input, pickup_slot_input, product_input, production_list_input
from tests.helpers import ApiClient, create_test_client, expect_status

Fixture = Callable[[ApiClient], Dict[str, Any]]

CASES: List[Tuple[str, str, Fixture, str, Dict[str, Any], int]] = [
    ("RULE-1: order total is between 1 and 500; refuses one with total 0", "/api/orders", order_input, "create", {"total": 0}, 400),
    ("RULE-1: order total is between 1 and 500; allows one with total 1", "/api/orders", order_input, "create", {"total": 1}, 201),
    ("RULE-1: order total is between 1 and 500; refuses one with total 501", "/api/orders", order_input, "create", {"total": 501}, 400),
    ("RULE-1: order total is between 1 and 500; allows one with total 500", "/api/orders", order_input, "create", {"total": 500}, 201),
    ("RULE-2: product stock is at least 0; refuses one with stock -1", "/api/products", product_input, "create", {"stock": -1}, 400),
    ("RULE-2: product stock is at least 0; allows one with stock 0", "/api/products", product_input, "create", {"stock": 0}, 201),
    ("RULE-3: product name is unique; refuses the same one twice", "/api/products", product_input, "create twice", {}, 409),
    ("RULE-4: customer phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them); refuses one with phone \"call me\"", "/api/customers", customer_input, "create", {"phone": "call me"}, 400),
    ("RULE-4: customer phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them); allows one with phone \"+44 20 7946 0999\"", "/api/customers", customer_input, "create", {"phone": "+44 20 7946 0999"}, 201),
    ("RULE-5: order status starts as pending and moves pending → paid, paid → collected; refuses one with status \"paid\"", "/api/orders", order_input, "create", {"status": "paid"}, 400),
    ("RULE-5: order status starts as pending and moves pending → paid, paid → collected; refuses a change to status \"collected\"", "/api/orders", order_input, "update", {"status": "collected"}, 400),
    ("RULE-5: order status starts as pending and moves pending → paid, paid → collected; allows a change to status \"paid\"", "/api/orders", order_input, "update", {"status": "paid"}, 200),
    ("RULE-6: pickup slot endsAt is after startsAt; refuses one with endsAt \"2030-01-14T10:00:00.000Z\", startsAt \"2030-01-15T10:00:00.000Z\"", "/api/pickup-slots", pickup_slot_input, "create", {"endsAt": "2030-01-14T10:00:00.000Z", "startsAt": "2030-01-15T10:00:00.000Z"}, 400),
    ("RULE-6: pickup slot endsAt is after startsAt; allows one with endsAt \"2030-01-17T10:00:00.000Z\", startsAt \"2030-01-15T10:00:00.000Z\"", "/api/pickup-slots", pickup_slot_input, "create", {"endsAt": "2030-01-17T10:00:00.000Z", "startsAt": "2030-01-15T10:00:00.000Z"}, 201),
    ("RULE-7: order placedAt is in the past; refuses one with placedAt \"2999-01-01T00:00:00.000Z\"", "/api/orders", order_input, "create", {"placedAt": "2999-01-01T00:00:00.000Z"}, 400),
    ("RULE-7: order placedAt is in the past; allows a valid one", "/api/orders", order_input, "create", {}, 201),
    ("RULE-8: production list title is one of Morning bake or Afternoon bake; refuses one with title \"none of these\"", "/api/production-lists", production_list_input, "create", {"title": "none of these"}, 400),
    ("RULE-8: production list title is one of Morning bake or Afternoon bake; allows one with title \"Afternoon bake\"", "/api/production-lists", production_list_input, "create", {"title": "Afternoon bake"}, 201),
    ("RULE-9: customer email is unique; refuses the same one twice", "/api/customers", customer_input, "create twice", {}, 409),
]

@pytest.mark.parametrize("title,route,fixture,action,changes,status", CASES, ids=[case[0] for case in CASES])
def test_rule(title: str, route: str, fixture: Fixture, action: str, changes: Dict[str, Any], status: int) -> None:
    client = create_test_client()
    values = fixture(client)
    if action == "update":
        created = expect_status(client.post(route, json=values), 201)
        expect_status(client.put(f"{route}/{created['id']}", json={**values, **changes}), status)
        return
    if action == "create twice":
        expect_status(client.post(route, json=values), 201)
    expect_status(client.post(route, json={**values, **changes}), status)
