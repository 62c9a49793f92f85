import type { AppModel } from "../../../model";
import { lines } from "../../files";
import type { PythonFeature } from "../feature";
import { pythonFeatureEmitter } from "../feature";
import { pyCode, pyTest } from "../files";
import { pyNames, pyString } from "../names";

const routesPy = `
"""/api/live: a server-sent event stream with one "change" event per created, updated or deleted record,
so open screens refresh without reloading. Behind a proxy, disable response buffering for this path."""
import asyncio
import json
from dataclasses import asdict
from typing import AsyncIterator

from fastapi import APIRouter, Request
from fastapi.responses import StreamingResponse

from app.events import Change
from app.services import Services

KEEP_ALIVE_SECONDS = 25.0
POLL_SECONDS = 1.0
"""How often an idle stream checks whether its client is still there."""


def change_event(change: Change) -> str:
    return "event: change\\ndata: " + json.dumps(asdict(change), separators=(",", ":")) + "\\n\\n"


def live_routes(services: Services) -> APIRouter:
    router = APIRouter()

    @router.get("", response_class=StreamingResponse)
    async def live(request: Request) -> StreamingResponse:
        loop = asyncio.get_running_loop()
        changes: "asyncio.Queue[Change]" = asyncio.Queue()

        def deliver(change: Change) -> None:
            # Routes publish from worker threads: hand the change to this connection's event loop.
            try:
                loop.call_soon_threadsafe(changes.put_nowait, change)
            except RuntimeError:
                pass  # The loop has closed: the connection is gone.

        # Subscribed before the answer starts, so no change made after the client connected is missed.
        unsubscribe = services.events.subscribe(deliver)

        async def stream() -> AsyncIterator[str]:
            try:
                yield ": connected\\n\\n"
                idle = 0.0
                while not await request.is_disconnected():
                    try:
                        change = await asyncio.wait_for(changes.get(), POLL_SECONDS)
                    except asyncio.TimeoutError:
                        idle += POLL_SECONDS
                        if idle >= KEEP_ALIVE_SECONDS:
                            idle = 0.0
                            yield ": keep-alive\\n\\n"
                        continue
                    idle = 0.0
                    yield change_event(change)
            finally:
                unsubscribe()

        headers = {"Cache-Control": "no-cache", "Connection": "keep-alive", "X-Accel-Buffering": "no"}
        return StreamingResponse(stream(), media_type="text/event-stream", headers=headers)

    return router
`;

function liveTest(model: AppModel): string {
  const entity = model.entities[0];
  if (!entity) return `"""/api/live: no record types to announce."""`;
  const names = pyNames(entity);
  return lines(
    `"""/api/live, read from a real server: the in-process TestClient waits for an answer to end, a stream never does."""`,
    "import socket",
    "import threading",
    "import time",
    "from typing import Iterator, Tuple",
    "",
    "import httpx",
    "import pytest",
    "import uvicorn",
    "",
    `from tests.fixtures import ${names.fixture}`,
    "from tests.helpers import ApiClient, create_test_client, expect_status",
    "",
    "",
    "@pytest.fixture",
    "def live_server() -> Iterator[Tuple[ApiClient, str]]:",
    `    """The app served by uvicorn on a free local port, and a TestClient on the same services."""`,
    "    client = create_test_client()",
    "    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)",
    `    listener.bind(("127.0.0.1", 0))`,
    "    port = listener.getsockname()[1]",
    `    server = uvicorn.Server(uvicorn.Config(client.app, log_level="warning"))`,
    `    thread = threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True)`,
    "    thread.start()",
    "    deadline = time.monotonic() + 10",
    "    while not server.started:",
    "        if time.monotonic() > deadline or not thread.is_alive():",
    `            raise RuntimeError("The test server did not start")`,
    "        time.sleep(0.02)",
    "    try:",
    `        yield client, f"http://127.0.0.1:{port}"`,
    "    finally:",
    "        # The stream may still be open on the server's side: stop without waiting for it.",
    "        server.should_exit = True",
    "        server.force_exit = True",
    "        thread.join(timeout=10)",
    "        listener.close()",
    "",
    "",
    "def test_streams_each_change_to_open_connections(live_server: Tuple[ApiClient, str]) -> None:",
    "    client, address = live_server",
    "    received = \"\"",
    "    with httpx.Client(base_url=address, headers=client.headers, timeout=10) as http:",
    `        with http.stream("GET", "/api/live") as response:`,
    `            assert "text/event-stream" in response.headers["content-type"]`,
    `            expect_status(client.post(${pyString(`/api/${entity.route}`)}, json=${names.fixture}(client)), 201)`,
    "            for chunk in response.iter_text():",
    "                received += chunk",
    `                if ${pyString(`"topic":"${entity.route}"`)} in received:`,
    "                    break",
    `    assert '"action":"created"' in received`,
    "    # The closed connection stops listening.",
    "    deadline = time.monotonic() + 5",
    "    while client.services.events.listener_count() > 0 and time.monotonic() < deadline:",
    "        time.sleep(0.05)",
    "    assert client.services.events.listener_count() == 0",
  );
}

export const realtimePython: PythonFeature = {
  feature: "real-time",
  emitter: pythonFeatureEmitter("real-time", {
    name: "Real-time updates (server-sent events)",
    description: "A live event stream that announces every created, updated and deleted record to open screens.",
    emit: (model) => [
      pyCode("backend/app/features/live/__init__.py", "backend", `"""Real-time updates over server-sent events."""`),
      pyCode("backend/app/features/live/routes.py", "backend", routesPy),
      pyTest("backend/tests/test_live.py", liveTest(model)),
    ],
  }),
  routes: {
    imports: ["from app.features.live.routes import live_routes"],
    mounts: [{ router: "live_routes(services)", prefix: "/api/live" }],
  },
};
