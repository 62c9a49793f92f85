import type { AppModel } from "../../../model";
import { lines } from "../../files";
import { ownsRecords } from "../../shared/backend/roles";
import type { PythonFeature } from "../feature";
import { pythonFeatureEmitter } from "../feature";
import { pyCode, pyTest } from "../files";
import { pyImport, pyNames, pyString } from "../names";
import { pythonOwnedTestCase, pyTestName } from "./auth";

/**
 * app/features/live/routes.py. When a role owns record types, a change to a record of one reaches a stream only
 * when its account sees the record (read as the change is delivered), and the event names only what the API
 * describes: the record's owners, which the change carries, stay in the server.
 */
const routesPy = (model: AppModel) => {
  const owning = ownsRecords(model);
  return `
"""/api/live: a server-sent event stream with one "change" event per created, updated or deleted record,
so open screens refresh without reloading${owning ? " (of a type the account's role owns, only its own records).\n" : ". "}Behind a proxy, disable response buffering for this path."""
import asyncio
import json
${owning ? "" : "from dataclasses import asdict\n"}from typing import AsyncIterator

from fastapi import APIRouter, Request
from fastapi.responses import StreamingResponse

from app.events import Change
${owning ? "from app.features.auth.ownership import sees_change\n" : ""}from app.services import Services

KEEP_ALIVE_SECONDS = 25.0
POLL_SECONDS = 1.0
"""How often an idle stream checks whether its client is still there."""


def change_event(change: Change) -> str:
${
  owning
    ? `    # What the API describes, and only that: who created the record stays in the server.
    data = {"topic": change.topic, "action": change.action, "id": change.id}
    return "event: change\\ndata: " + json.dumps(data, separators=(",", ":")) + "\\n\\n"`
    : `    return "event: change\\ndata: " + json.dumps(asdict(change), separators=(",", ":")) + "\\n\\n"`
}


def live_routes(services: Services) -> APIRouter:
    router = APIRouter()

    @router.get("", response_class=StreamingResponse)
    async def live(request: Request) -> StreamingResponse:
        loop = asyncio.get_running_loop()
        changes: "asyncio.Queue[Change]" = asyncio.Queue()
${
  owning
    ? `        # The signed-in account, as the sign-in check noted it: whose changes this stream may tell.
        account = getattr(request.state, "user_id", None)
`
    : ""
}
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
${
  owning
    ? `                    # Read in a worker thread (the stores block), for every change: a new role applies at once.
                    if not await asyncio.to_thread(sees_change, services.repositories.users, account, change):
                        continue  # Another account's record of a type this account's role owns: not even its id.
`
    : ""
}                    idle = 0.0
                    yield change_event(change)
            finally:
                unsubscribe()

        headers = {"Cache-Control": "no-cache", "Connection": "keep-alive", "X-Accel-Buffering": "no"}
        return StreamingResponse(stream(), media_type="text/event-stream", headers=headers)

    return router
`;
};

/**
 * The test that a change to a record of an owned type reaches its creator's stream (its deletion too) and the
 * managing role's, and never another account's of the owning role, whose stream is shown to be open: it receives
 * the record that account creates itself.
 */
function ownedLiveTest(model: AppModel): string {
  const owned = pythonOwnedTestCase(model)?.owned;
  if (!owned) return "";
  const base = pyString(`/api/${owned.route}`);
  const fixture = pyNames(owned).fixture;
  const id = (record: string) => `f'"id":"{${record}["id"]}"'`;
  return lines(
    "",
    "",
    "class LiveStream:",
    `    """An open /api/live stream, and everything it has sent so far."""`,
    "",
    "    def __init__(self, response: httpx.Response) -> None:",
    "        self.chunks = response.iter_text()",
    `        self.received = ""`,
    "",
    "    def until(self, text: str) -> str:",
    `        """Reads until the text has come (the client's timeout fails the test when it does not)."""`,
    "        while text not in self.received:",
    "            self.received += next(self.chunks)",
    "        return self.received",
    "",
    "",
    `def ${pyNames(owned).module}_change(action: str, record: Dict[str, Any]) -> str:`,
    `    """A change event as the API describes it: the topic, the action and the id, nothing else."""`,
    `    data = {"topic": ${pyString(owned.route)}, "action": action, "id": record["id"]}`,
    `    return "event: change\\ndata: " + json.dumps(data, separators=(",", ":")) + "\\n\\n"`,
    "",
    "",
    `def ${pyTestName(`streams changes to ${owned.pluralLabel} only to the accounts that see them`)}(live_server: Tuple[ApiClient, str]) -> None:`,
    "    client, address = live_server",
    "    first, second = signed_up(client), signed_up(client)",
    "    with ExitStack() as open_streams:",
    "",
    "        def listen(headers: Mapping[str, str]) -> LiveStream:",
    `            http = open_streams.enter_context(httpx.Client(base_url=address, headers=headers, timeout=10))`,
    `            return LiveStream(open_streams.enter_context(http.stream("GET", "/api/live")))`,
    "",
    "        mine, theirs, managing = listen(first), listen(second), listen(client.headers)",
    `        created = expect_status(client.post(${base}, json=${fixture}(client), headers=first), 201)`,
    `        other = expect_status(client.post(${base}, json=${fixture}(client), headers=second), 201)`,
    `        expect_status(client.delete(f"/api/${owned.route}/{created['id']}", headers=first), 204)`,
    `        expect_status(client.delete(f"/api/${owned.route}/{other['id']}", headers=second), 204)`,
    "        # The second account's stream tells it of its own record, before and after, and nothing of the first's.",
    `        assert ${id("created")} not in theirs.until(${pyNames(owned).module}_change("deleted", other))`,
    `        assert ${pyNames(owned).module}_change("created", other) in theirs.received`,
    "        # The first account's tells it of its record's creation and deletion, and nothing of the second's.",
    `        assert ${id("other")} not in mine.until(${pyNames(owned).module}_change("deleted", created))`,
    `        assert ${pyNames(owned).module}_change("created", created) in mine.received`,
    "        # The managing role owns nothing: its stream tells it of every change.",
    `        managing.until(${pyNames(owned).module}_change("deleted", other))`,
    `        for change in (${pyNames(owned).module}_change("created", created), ${pyNames(owned).module}_change("created", other), ${pyNames(owned).module}_change("deleted", created)):`,
    "            assert change in managing.received",
  );
}

function liveTest(model: AppModel): string {
  const entity = model.entities[0];
  if (!entity) return `"""/api/live: no record types to announce."""`;
  const names = pyNames(entity);
  const owned = pythonOwnedTestCase(model)?.owned;
  return lines(
    `"""/api/live, read from a real server: the in-process TestClient waits for an answer to end, a stream never does."""`,
    owned && "import json",
    "import socket",
    "import threading",
    "import time",
    owned && "from contextlib import ExitStack",
    owned ? "from typing import Any, Dict, Iterator, Mapping, Tuple" : "from typing import Iterator, Tuple",
    "",
    "import httpx",
    "import pytest",
    "import uvicorn",
    "",
    owned && "from tests.entity_checks import signed_up",
    pyImport("tests.fixtures", [...new Set([names.fixture, ...(owned ? [pyNames(owned).fixture] : [])])].sort()),
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
    ownedLiveTest(model),
  );
}

export const realtimePython: PythonFeature = {
  feature: "real-time",
  emitter: pythonFeatureEmitter("real-time", {
    name: "Real-time updates (server-sent events)",
    description: "A live event stream that announces every created, updated and deleted record to open screens.",
    emit: (model) => [
      pyCode("backend/app/features/live/__init__.py", "backend", `"""Real-time updates over server-sent events."""`),
      pyCode("backend/app/features/live/routes.py", "backend", routesPy(model)),
      pyTest("backend/tests/test_live.py", liveTest(model)),
    ],
  }),
  routes: {
    imports: ["from app.features.live.routes import live_routes"],
    mounts: [{ router: "live_routes(services)", prefix: "/api/live" }],
  },
};
