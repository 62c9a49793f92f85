"""/api/live: a server-sent event stream with one "change" event per created, updated or deleted record,
so open screens refresh without reloading (of a type the account's role owns, only its own records).
Behind a proxy, disable response buffering for this path."""
import asyncio
import json
from typing import AsyncIterator

from fastapi import APIRouter, Request
from fastapi.responses import StreamingResponse

from app.events import Change
from app.features.auth.ownership import sees_change
from app.services import Services

KEEP_ALIVE_SECONDS = 25.0
POLL_SECONDS = 1.0
"""How often an idle stream checks whether its client is still there."""

def change_event(change: Change) -> str:
    # What the API describes, and only that: who created the record stays in the server.
    data = {"topic": change.topic, "action": change.action, "id": change.id}
    return "event: change\ndata: " + json.dumps(data, separators=(",", ":")) + "\n\n"

def live_routes(services: Services) -> APIRouter:
    router = APIRouter()

    @router.get("", response_class=StreamingResponse)
    async def live(request: Request) -> StreamingResponse:
        loop = asyncio.get_running_loop()
        changes: "asyncio.Queue[Change]" = asyncio.Queue()
        # The signed-in account, as the sign-in check noted it: whose changes this stream may tell.
        account = getattr(request.state, "user_id", None)

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
                yield ": connected\n\n"
                idle = 0.0
                while not await request.is_disconnected():
                    try:
                        change = await asyncio.wait_for(changes.get(), POLL_SECONDS)
                    except asyncio.TimeoutError:
                        idle += POLL_SECONDS
                        if idle >= KEEP_ALIVE_SECONDS:
                            idle = 0.0
                            yield ": keep-alive\n\n"
                        continue
                    # Read in a worker thread (the stores block), for every change: a new role applies at once.
                    if not await asyncio.to_thread(sees_change, services.repositories.users, account, change):
                        continue  # Another account's record of a type this account's role owns: not even its id.
                    idle = 0.0
                    yield change_event(change)
            finally:
                unsubscribe()

        headers = {"Cache-Control": "no-cache", "Connection": "keep-alive", "X-Accel-Buffering": "no"}
        return StreamingResponse(stream(), media_type="text/event-stream", headers=headers)

    return router
