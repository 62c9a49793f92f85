"""/api/live, read from a real server: the in-process TestClient waits for an answer to end, a stream never does."""
import socket
import threading
import time
from typing import Iterator, Tuple

import httpx
import pytest
import uvicorn

from tests.fixtures import product_input
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
