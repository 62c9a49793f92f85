"""A valid input per record type."""
import itertools
from typing import Any, Dict

from tests.helpers import ApiClient, expect_status

# Unique values differ per fixture, so records made as parents never clash with the record under test.
_made = itertools.count(1)

def product_input(client: ApiClient) -> Dict[str, Any]:
    """A valid product."""
    return {
        "name": "Sample name " + str(next(_made)),
        "description": "Sample description",
        "price": 1,
        "stock": 1,
        "active": True,
    }

def customer_input(client: ApiClient) -> Dict[str, Any]:
    """A valid customer."""
    return {
        "name": "Sample name",
        "email": "customer-" + str(next(_made)) + "@example.com",
        "phone": "+44 20 7946 0000",
    }

def pickup_slot_input(client: ApiClient) -> Dict[str, Any]:
    """A valid pickup slot."""
    return {
        "startsAt": "2030-01-15T10:00:00.000Z",
        "endsAt": "2030-01-16T10:00:00.000Z",
        "capacity": 1,
        "available": True,
    }

def order_input(client: ApiClient) -> Dict[str, Any]:
    """A valid order, with what it refers to created first."""
    customer_created = expect_status(client.post("/api/customers", json=customer_input(client)), 201)
    return {
        "customerId": customer_created["id"],
        "status": "pending",
        "total": 1,
        "placedAt": "2020-01-15T10:00:00.000Z",
        "pickupSlotId": None,
    }

def production_list_input(client: ApiClient) -> Dict[str, Any]:
    """A valid production list."""
    return {
        "title": "Morning bake",
        "date": "2030-01-15T10:00:00.000Z",
        "notes": "Sample notes",
    }
