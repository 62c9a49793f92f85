"""The routes docs/ARCHITECTURE.md lists: each must reach its handler (any answer but "No route" or a crash)."""
from typing import List, Tuple

import pytest

from tests.helpers import create_test_client

ROUTES: List[Tuple[str, str]] = [
    ("GET", "/api/health"),
    ("GET", "/api/contacts"),
    ("POST", "/api/contacts"),
    ("GET", "/api/contacts/:id"),
    ("PUT", "/api/contacts/:id"),
    ("DELETE", "/api/contacts/:id"),
    ("GET", "/api/companies"),
    ("POST", "/api/companies"),
    ("GET", "/api/companies/:id"),
    ("PUT", "/api/companies/:id"),
    ("DELETE", "/api/companies/:id"),
    ("GET", "/api/deals"),
    ("POST", "/api/deals"),
    ("GET", "/api/deals/:id"),
    ("PUT", "/api/deals/:id"),
    ("DELETE", "/api/deals/:id"),
    ("GET", "/api/search"),
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
