"""The routes docs/ARCHITECTURE.md lists: each must reach its handler (any answer but "No route" or a crash)."""
from typing import List, Tuple

import pytest

from tests.helpers import create_test_client

ROUTES: List[Tuple[str, str]] = [
    ("GET", "/api/health"),
    ("GET", "/api/products"),
    ("POST", "/api/products"),
    ("GET", "/api/products/:id"),
    ("PUT", "/api/products/:id"),
    ("DELETE", "/api/products/:id"),
    ("GET", "/api/orders"),
    ("POST", "/api/orders"),
    ("GET", "/api/orders/:id"),
    ("PUT", "/api/orders/:id"),
    ("DELETE", "/api/orders/:id"),
    ("GET", "/api/customers"),
    ("POST", "/api/customers"),
    ("GET", "/api/customers/:id"),
    ("PUT", "/api/customers/:id"),
    ("DELETE", "/api/customers/:id"),
    ("GET", "/api/pickup-slots"),
    ("POST", "/api/pickup-slots"),
    ("GET", "/api/pickup-slots/:id"),
    ("PUT", "/api/pickup-slots/:id"),
    ("DELETE", "/api/pickup-slots/:id"),
    ("GET", "/api/production-lists"),
    ("POST", "/api/production-lists"),
    ("GET", "/api/production-lists/:id"),
    ("PUT", "/api/production-lists/:id"),
    ("DELETE", "/api/production-lists/:id"),
    ("POST", "/api/auth/register"),
    ("POST", "/api/auth/login"),
    ("GET", "/api/auth/me"),
    ("GET", "/api/auth/users"),
    ("PUT", "/api/auth/users/:id/role"),
    ("POST", "/api/payments/checkout"),
    ("GET", "/api/payments"),
    ("GET", "/api/payments/:id"),
    ("GET", "/api/notifications"),
    ("POST", "/api/notifications"),
    ("POST", "/api/notifications/:id/read"),
    ("GET", "/api/openapi.json"),
    ("POST", "/api/analytics/events"),
    ("GET", "/api/analytics/summary"),
    ("GET", "/api/search"),
    ("POST", "/api/uploads"),
    ("GET", "/api/uploads"),
    ("GET", "/api/uploads/:id"),
    ("GET", "/api/uploads/:id/content"),
]

@pytest.mark.parametrize("method,path", ROUTES)
def test_route_is_served(method: str, path: str) -> None:
    client = create_test_client()
    url = path.replace(":id", "contract-check")
    response = client.request(method, url, json={} if method in ("POST", "PUT") else None)
    assert response.status_code < 500
    body = response.json() if response.headers.get("content-type", "").startswith("application/json") else None
    error = body.get("error", "") if isinstance(body, dict) else ""
    assert not str(error).startswith("No route"), f"{method} {path}: {error}"
