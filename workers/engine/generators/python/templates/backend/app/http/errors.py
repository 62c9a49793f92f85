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
