"""Calls the app in-process, signed in when the app has accounts."""
import secrets
import uuid
from typing import Any, Dict, Optional

import httpx
from fastapi.testclient import TestClient

from app.application import create_app
from app.config import read_settings
from app.features.auth.roles import MANAGING_ROLE
from app.repositories import Repositories, create_memory_repositories
from app.services import Services, create_services
from tests.api_document import check_answer

class ApiClient(TestClient):
    """A TestClient on the app, with the services it runs on (repositories, the mailer's outbox).

    Every answer is checked against the API's OpenAPI document (tests/api_document.py): a status, content type
    or body the document does not declare fails the test, so the API and its description cannot drift apart."""

    def __init__(self, services: Services) -> None:
        super().__init__(create_app(services))
        self.services = services

    def request(self, method: str, url: Any, *args: Any, **kwargs: Any) -> httpx.Response:  # type: ignore[override]
        response = super().request(method, url, *args, **kwargs)
        check_answer(method, response.request.url.path, response)
        return response

def create_test_client(repositories: Optional[Repositories] = None, signed_in: bool = True) -> ApiClient:
    """The app on the in-memory store (or the repositories given), signed in when the app has accounts."""
    settings = read_settings({"AUTH_SECRET": secrets.token_hex(32)})  # a fresh random secret per client
    if repositories is None:
        repositories = create_memory_repositories()
    client = ApiClient(create_services(repositories, settings))
    if signed_in:
        account = {"name": "Tester", "email": f"tester-{uuid.uuid4()}@example.com", "password": "correct horse battery"}
        session = expect_status(client.post("/api/auth/register", json=account), 201)
        client.headers["Authorization"] = f"Bearer {session['token']}"
        # The tester changes every record type: on a store that already has accounts it is made the managing role.
        user = repositories.users.get(session["user"]["id"])
        if user is not None and user["role"] != MANAGING_ROLE.name:
            repositories.users.update(user["id"], {**user, "role": MANAGING_ROLE.name})
    return client

def expect_status(response: httpx.Response, status: int) -> Any:
    """Checks the status (showing the answer when it differs) and returns the JSON body, if any."""
    request = f"{response.request.method} {response.request.url.path}"
    assert response.status_code == status, f"{request}: {response.status_code} {response.text}"
    return response.json() if response.content else None

def assert_contains(actual: Dict[str, Any], expected: Dict[str, Any]) -> None:
    """Every expected field has the expected value (other fields may be there too)."""
    for name, value in expected.items():
        assert actual.get(name) == value, f"{name}: {actual.get(name)!r} != {value!r}"
