import type { GeneratedFile } from "../types";
import { pyCode } from "./files";

const errorsPy = `
"""One error shape for every failure: {"error": ...}, with "issues" for invalid input."""
import logging
from dataclasses import asdict, dataclass
from typing import Any, Callable, Dict, List, Optional, Sequence

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from app.repositories.repository import DuplicateValueError, RecordInUseError

logger = logging.getLogger(__name__)


class HttpError(Exception):
    """An error with the HTTP status it is answered with."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


@dataclass(frozen=True)
class Issue:
    """One broken rule: the field (dotted path) and what is wrong with it."""

    path: str
    message: str


class InvalidInput(Exception):
    """Input that breaks the rules: answered with 400 and one issue per broken rule."""

    def __init__(self, issues: List[Issue]) -> None:
        super().__init__("Invalid input")
        self.issues = issues


VALUE_ERROR_PREFIX = "Value error, "


def issues_of(errors: Sequence[Any]) -> List[Issue]:
    """pydantic's errors as issues: the field by its JSON name, the message without pydantic's prefix."""
    issues = []
    for error in errors:
        path = ".".join(str(part) for part in error["loc"] if part != "body")
        message = str(error["msg"])
        if message.startswith(VALUE_ERROR_PREFIX):
            message = message[len(VALUE_ERROR_PREFIX):]
        issues.append(Issue(path, message))
    return issues


def error_response(status: int, message: str, issues: Optional[List[Issue]] = None) -> JSONResponse:
    body: Dict[str, Any] = {"error": message}
    if issues is not None:
        body["issues"] = [asdict(issue) for issue in issues]
    return JSONResponse(body, status_code=status)


def add_error_handlers(app: FastAPI, before_unknown_route: Optional[Callable[[Request], None]] = None) -> None:
    """Answers every failure with the one error shape; unknown errors are logged and answered with 500.

    before_unknown_route runs before a path no route serves is answered with 404 (the sign-in check, so
    that a caller who is not signed in learns nothing about which routes exist).
    """

    @app.exception_handler(HttpError)
    async def http_error(request: Request, error: HttpError) -> JSONResponse:
        return error_response(error.status, error.message)

    @app.exception_handler(InvalidInput)
    async def invalid_input(request: Request, error: InvalidInput) -> JSONResponse:
        return error_response(400, "Invalid input", error.issues)

    @app.exception_handler(ValidationError)
    async def invalid_body(request: Request, error: ValidationError) -> JSONResponse:
        return error_response(400, "Invalid input", issues_of(error.errors()))

    @app.exception_handler(RequestValidationError)
    async def invalid_request(request: Request, error: RequestValidationError) -> JSONResponse:
        return error_response(400, "Invalid input", issues_of(error.errors()))

    @app.exception_handler(RecordInUseError)
    async def record_in_use(request: Request, error: RecordInUseError) -> JSONResponse:
        return error_response(409, str(error))

    @app.exception_handler(DuplicateValueError)
    async def duplicate_value(request: Request, error: DuplicateValueError) -> JSONResponse:
        return error_response(409, str(error))

    @app.exception_handler(StarletteHTTPException)
    async def unknown_route(request: Request, error: StarletteHTTPException) -> JSONResponse:
        # The router raises 404 for an unknown path and 405 for a known path with another method:
        # both are a route this API does not have.
        if error.status_code not in (404, 405):
            return error_response(error.status_code, str(error.detail))
        if before_unknown_route is not None:
            try:
                before_unknown_route(request)
            except HttpError as refused:
                return error_response(refused.status, refused.message)
        target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
        return error_response(404, f"No route for {request.method} {target}")

    @app.exception_handler(Exception)
    async def unexpected(request: Request, error: Exception) -> JSONResponse:
        logger.exception("Unexpected error on %s %s", request.method, request.url.path, exc_info=error)
        return error_response(500, "Something went wrong")
`;

const bodyPy = `
"""Reading request bodies the way every route expects them."""
import json
from typing import Any, Optional, Type, TypeVar

from fastapi import Request
from pydantic import BaseModel

from app.domain.fields import PYDANTIC_V2
from app.http.errors import HttpError

MAX_JSON_BYTES = 1024 * 1024

Model = TypeVar("Model", bound=BaseModel)


def media_type(request: Request) -> str:
    return request.headers.get("content-type", "").split(";")[0].strip().lower()


async def json_body(request: Request) -> Any:
    """The JSON body: {} when none is sent as JSON, 400 when it is malformed, 413 past 1 MB."""
    if media_type(request) != "application/json":
        return {}
    raw = await request.body()
    if len(raw) > MAX_JSON_BYTES:
        raise HttpError(413, "The request body is larger than 1 MB")
    if not raw.strip():
        return {}
    try:
        return json.loads(raw)
    except ValueError:
        raise HttpError(400, "The request body is not valid JSON") from None


async def raw_body(request: Request, limit: int) -> Optional[bytes]:
    """The bytes of an application/octet-stream body (None for any other type), 413 past the limit."""
    if media_type(request) != "application/octet-stream":
        return None
    data = await request.body()
    if len(data) > limit:
        raise HttpError(413, f"The file is larger than {limit // (1024 * 1024)} MB")
    return data


def parse(model: Type[Model], body: Any) -> Model:
    """Checks a body against an input model; a broken rule raises ValidationError, answered with 400."""
    if PYDANTIC_V2:
        return model.model_validate(body)
    return model.parse_obj(body)  # pragma: no cover - pydantic 1
`;

const crudPy = `
"""GET, POST, GET /{id}, PUT /{id} and DELETE /{id} for one record type, validated and announced."""
from dataclasses import dataclass
from typing import Any, Callable, List, Sequence, Type

from fastapi import APIRouter, Depends, Response
from pydantic import BaseModel

from app.domain.fields import dump
from app.events import Change, ChangeEvents
from app.http.body import json_body, parse
from app.http.errors import HttpError
from app.repositories.repository import Record, Repository


@dataclass(frozen=True)
class Reference:
    """A reference field (by its JSON name) and how to check that the record it points at exists."""

    field: str
    label: str
    exists: Callable[[str], bool]


def crud_router(
    *,
    label: str,
    topic: str,
    repository: Repository,
    model: Type[BaseModel],
    references: Sequence[Reference],
    events: ChangeEvents,
) -> APIRouter:
    """The five routes of one record type; topic is the name change events carry ("orders"), as the route."""
    router = APIRouter()

    def not_found() -> HttpError:
        return HttpError(404, f"{label} not found")

    def checked(body: Any) -> Record:
        values = dump(parse(model, body))
        for reference in references:
            value = values.get(reference.field)
            if isinstance(value, str) and not reference.exists(value):
                raise HttpError(400, f"{reference.label} {value} does not exist")
        return values

    @router.get("")
    def list_records() -> List[Record]:
        return repository.list()

    @router.post("", status_code=201)
    def create_record(body: Any = Depends(json_body)) -> Record:
        created = repository.create(checked(body))
        events.publish(Change(topic, "created", created["id"]))
        return created

    @router.get("/{record_id}")
    def read_record(record_id: str) -> Record:
        record = repository.get(record_id)
        if record is None:
            raise not_found()
        return record

    @router.put("/{record_id}")
    def replace_record(record_id: str, body: Any = Depends(json_body)) -> Record:
        if repository.get(record_id) is None:
            raise not_found()
        updated = repository.update(record_id, checked(body))
        if updated is None:
            raise not_found()
        events.publish(Change(topic, "updated", record_id))
        return updated

    @router.delete("/{record_id}", status_code=204, response_class=Response)
    def delete_record(record_id: str) -> Response:
        if not repository.remove(record_id):
            raise not_found()
        events.publish(Change(topic, "deleted", record_id))
        return Response(status_code=204)

    return router
`;

const corsPy = `
"""Lets one other origin (the frontend, when it is served from elsewhere) call the API."""
from starlette.datastructures import MutableHeaders
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send


class AllowOrigin:
    """Adds the CORS headers for one origin to every answer, and answers preflight requests with 204."""

    def __init__(self, app: ASGIApp, origin: str) -> None:
        self.app = app
        self.headers = {
            "Access-Control-Allow-Origin": origin,
            "Vary": "Origin",
            "Access-Control-Allow-Headers": "Authorization, Content-Type, X-File-Name",
            "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE, OPTIONS",
        }

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if scope["method"] == "OPTIONS":
            await Response(status_code=204, headers=self.headers)(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in self.headers.items():
                    headers[name] = value
            await send(message)

        await self.app(scope, receive, send_with_headers)
`;

const eventsPy = `
"""Changes to records: what real-time clients listen to."""
import threading
from dataclasses import dataclass
from typing import Callable, List

Listener = Callable[["Change"], None]


@dataclass(frozen=True)
class Change:
    """A created, updated or deleted record; topic is its route ("orders")."""

    topic: str
    action: str
    id: str


class ChangeEvents:
    """Announces changes to whoever subscribed; routes publish from worker threads, so it is thread-safe."""

    def __init__(self) -> None:
        self._listeners: List[Listener] = []
        self._lock = threading.Lock()

    def publish(self, change: Change) -> None:
        with self._lock:
            listeners = list(self._listeners)
        for listener in listeners:
            listener(change)

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Adds a listener; call the returned function to remove it."""
        with self._lock:
            self._listeners.append(listener)

        def unsubscribe() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return unsubscribe

    def listener_count(self) -> int:
        with self._lock:
            return len(self._listeners)
`;

/** The HTTP plumbing every route shares: errors, bodies, the CRUD router, CORS and change events. */
export const httpFiles = (): GeneratedFile[] => [
  pyCode("backend/app/http/__init__.py", "backend", `"""What every route shares: errors, request bodies, the CRUD router, CORS."""`),
  pyCode("backend/app/http/errors.py", "backend", errorsPy),
  pyCode("backend/app/http/body.py", "backend", bodyPy),
  pyCode("backend/app/http/crud.py", "backend", crudPy),
  pyCode("backend/app/http/cors.py", "backend", corsPy),
  pyCode("backend/app/events.py", "backend", eventsPy),
];
