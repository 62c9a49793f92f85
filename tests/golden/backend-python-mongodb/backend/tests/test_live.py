"""/api/live, read from a real server: the in-process TestClient waits for an answer to end, a stream never does."""
import json
import socket
import threading
import time
from contextlib import ExitStack
from typing import Any, Dict, Iterator, Mapping, Tuple

import httpx
import pytest
import uvicorn

from tests.entity_checks import signed_up
from tests.fixtures import customer_input, product_input
from tests.helpers import ApiClient, create_test_client, expect_status

@pytest.fixture
def live_server() -> Iterator[Tuple[ApiClient, str]]:
    """The app served by uvicorn on a free local port, and a TestClient on the same services."""
    client = create_test_client()
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(client.app, log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("The test server did not start")
        time.sleep(0.02)
    try:
        yield client, f"http://127.0.0.1:{port}"
    finally:
        # The stream may still be open on the server's side: stop without waiting for it.
        server.should_exit = True
        server.force_exit = True
        thread.join(timeout=10)
        listener.close()

def test_streams_each_change_to_open_connections(live_server: Tuple[ApiClient, str]) -> None:
    client, address = live_server
    received = ""
    with httpx.Client(base_url=address, headers=client.headers, timeout=10) as http:
        with http.stream("GET", "/api/live") as response:
            assert "text/event-stream" in response.headers["content-type"]
            expect_status(client.post("/api/products", json=product_input(client)), 201)
            for chunk in response.iter_text():
                received += chunk
                if "\"topic\":\"products\"" in received:
                    break
    assert '"action":"created"' in received
    # The closed connection stops listening.
    deadline = time.monotonic() + 5
    while client.services.events.listener_count() > 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert client.services.events.listener_count() == 0

class LiveStream:
    """An open /api/live stream, and everything it has sent so far."""

    def __init__(self, response: httpx.Response) -> None:
        self.chunks = response.iter_text()
        self.received = ""

    def until(self, text: str) -> str:
        """Reads until the text has come (the client's timeout fails the test when it does not)."""
        while text not in self.received:
            self.received += next(self.chunks)
        return self.received

def customer_change(action: str, record: Dict[str, Any]) -> str:
    """A change event as the API describes it: the topic, the action and the id, nothing else."""
    data = {"topic": "customers", "action": action, "id": record["id"]}
    return "event: change\ndata: " + json.dumps(data, separators=(",", ":")) + "\n\n"

def test_streams_changes_to_customers_only_to_the_accounts_that_see_them(live_server: Tuple[ApiClient, str]) -> None:
    client, address = live_server
    first, second = signed_up(client), signed_up(client)
    with ExitStack() as open_streams:

        def listen(headers: Mapping[str, str]) -> LiveStream:
            http = open_streams.enter_context(httpx.Client(base_url=address, headers=headers, timeout=10))
            return LiveStream(open_streams.enter_context(http.stream("GET", "/api/live")))

        mine, theirs, managing = listen(first), listen(second), listen(client.headers)
        created = expect_status(client.post("/api/customers", json=customer_input(client), headers=first), 201)
        other = expect_status(client.post("/api/customers", json=customer_input(client), headers=second), 201)
        expect_status(client.delete(f"/api/customers/{created['id']}", headers=first), 204)
        expect_status(client.delete(f"/api/customers/{other['id']}", headers=second), 204)
        # The second account's stream tells it of its own record, before and after, and nothing of the first's.
        assert f'"id":"{created["id"]}"' not in theirs.until(customer_change("deleted", other))
        assert customer_change("created", other) in theirs.received
        # The first account's tells it of its record's creation and deletion, and nothing of the second's.
        assert f'"id":"{other["id"]}"' not in mine.until(customer_change("deleted", created))
        assert customer_change("created", created) in mine.received
        # The managing role owns nothing: its stream tells it of every change.
        managing.until(customer_change("deleted", other))
        for change in (customer_change("created", created), customer_change("created", other), customer_change("deleted", created)):
            assert change in managing.received
