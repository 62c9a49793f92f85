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

def charset(request: Request) -> Optional[str]:
    """The charset the Content-Type names, in lower case, or None."""
    for parameter in request.headers.get("content-type", "").split(";")[1:]:
        name, _, value = parameter.partition("=")
        if name.strip().lower() == "charset":
            return value.strip().strip('"').lower()
    return None

async def json_body(request: Request) -> Any:
    """The JSON body: {} when none is sent as JSON, 400 when it is malformed, 413 past 1 MB, 415 when it is
    compressed or in a charset other than UTF-8 (JSON's own, RFC 8259)."""
    if media_type(request) != "application/json":
        return {}
    if charset(request) not in (None, "utf-8", "utf8"):
        raise HttpError(415, f"Unsupported charset {charset(request)}: send JSON as UTF-8")
    encoding = (request.headers.get("content-encoding") or "identity").strip().lower()
    if encoding != "identity":
        raise HttpError(415, f"Unsupported content encoding {encoding}: send the body uncompressed")
    # A Content-Length over the limit is refused before the body is read.
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_JSON_BYTES:
        raise HttpError(413, "The request body is larger than 1 MB")
    raw = await request.body()
    if len(raw) > MAX_JSON_BYTES:
        raise HttpError(413, "The request body is larger than 1 MB")
    if not raw.strip():
        return {}
    try:
        return json.loads(raw.decode("utf-8"))
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
