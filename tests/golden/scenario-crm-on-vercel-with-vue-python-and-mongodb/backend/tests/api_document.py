"""Checks the answers the tests receive against the API's OpenAPI document (app/openapi.json, served at
/api/openapi.json when the app has API documentation).

An answer's status must be one its operation declares, its content type one declared for that status, and a JSON
body must match the schema declared for it. A request the document has no operation for must be answered with an
error, in the one error shape. So a change to the API that the document does not follow, or the other way round,
fails the tests. jsonschema checks the schemas; pyRFC3339 checks dates and times.
"""
import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional, Tuple

import httpx
import pyrfc3339
from jsonschema import Draft4Validator, FormatChecker, validators

DOCUMENT_FILE = Path(__file__).resolve().parents[1] / "app" / "openapi.json"
DOCUMENT: Dict[str, Any] = json.loads(DOCUMENT_FILE.read_text(encoding="utf-8"))

FORMATS = FormatChecker()

# jsonschema checks date-time only when an optional package is installed, and pyRFC3339 1.x is strict: a date
# alone, a time without an offset, a day the calendar lacks or a six-digit year is not RFC 3339.
@FORMATS.checks("date-time", raises=ValueError)
def is_date_time(value: object) -> bool:
    return not isinstance(value, str) or pyrfc3339.parse(value) is not None

def _type_or_null(validator: Any, types: Any, instance: Any, schema: Dict[str, Any]) -> Iterator[Any]:
    """OpenAPI 3.0's `nullable: true` allows null besides the type, which plain JSON Schema does not know."""
    if instance is None and schema.get("nullable") is True:
        return
    yield from Draft4Validator.VALIDATORS["type"](validator, types, instance, schema)

# OpenAPI 3.0 schemas are JSON Schema draft 4 (draft 5 is the same keywords), with nullable.
OpenApiValidator = validators.extend(Draft4Validator, {"type": _type_or_null})

def _pointer(*keys: str) -> str:
    """The JSON pointer to a place in the document, named by the keys that lead to it."""
    return "/".join(key.replace("~", "~0").replace("/", "~1") for key in keys)

def _at(pointer: str) -> Any:
    """The part of the document a pointer names, or KeyError."""
    found: Any = DOCUMENT
    for key in pointer.split("/"):
        found = found[key.replace("~1", "/").replace("~0", "~")]
    return found

@lru_cache(maxsize=None)
def _validator(pointer: str) -> Any:
    """A validator for the schema at a place in the document: its $refs resolve in the whole document."""
    schema = _at(pointer)
    OpenApiValidator.check_schema(schema)
    # The document itself is the root schema: its own keys are not keywords, and $ref leads to the place.
    return OpenApiValidator({**DOCUMENT, "$ref": f"#/{pointer}"}, format_checker=FORMATS)

def _problems(pointer: str, value: Any) -> Optional[str]:
    """What is wrong with a value for the schema at a place in the document, or None when it matches."""
    errors = sorted(_validator(pointer).iter_errors(value), key=lambda error: list(map(str, error.absolute_path)))
    if not errors:
        return None
    return "; ".join(f"{'.'.join(map(str, error.absolute_path)) or 'the body'}: {error.message}" for error in errors)

def schema_problems(name: str, value: Any) -> Optional[str]:
    """What is wrong with a value for a schema of the document's components ("OrderInput"), or None."""
    return _problems(_pointer("components", "schemas", name), value)

def _refs(part: Any) -> Iterator[str]:
    if isinstance(part, dict):
        for key, value in part.items():
            if key == "$ref" and isinstance(value, str):
                yield value
            else:
                yield from _refs(value)
    elif isinstance(part, list):
        for value in part:
            yield from _refs(value)

def check_every_schema() -> int:
    """Checks every schema of the document as JSON Schema, and that every $ref leads somewhere; answers how many."""
    for ref in _refs(DOCUMENT):
        assert ref.startswith("#/"), f"{ref} is not a reference inside the document"
        try:
            _at(ref[2:])
        except KeyError:
            raise AssertionError(f"{ref} leads nowhere in the document") from None
    count = 0
    for name in DOCUMENT["components"]["schemas"]:
        _validator(_pointer("components", "schemas", name))
        count += 1
    for path, operations in DOCUMENT["paths"].items():
        for method, operation in operations.items():
            for status, answer in operation["responses"].items():
                if "application/json" in answer.get("content", {}):
                    schema = _pointer("paths", path, method, "responses", status, "content", "application/json", "schema")
                    _validator(schema)
                    count += 1
    return count

def _template_pattern(template: str) -> "re.Pattern[str]":
    parts = ["[^/]+" if re.fullmatch(r"\{\w+\}", part) else re.escape(part) for part in template.split("/")]
    return re.compile("/".join(parts))

TEMPLATES: List[Tuple[str, "re.Pattern[str]", int]] = [
    (template, _template_pattern(template), template.count("{")) for template in DOCUMENT["paths"]
]

def operation_for(method: str, path: str) -> Optional[Tuple[str, Dict[str, Any]]]:
    """The operation that serves a request: of the paths that match it and have the method, the one with the
    fewest variables (a fixed path wins over a templated one)."""
    found = sorted(
        (variables, template)
        for template, pattern, variables in TEMPLATES
        if pattern.fullmatch(path) and method in DOCUMENT["paths"][template]
    )
    if not found:
        return None
    template = found[0][1]
    return template, DOCUMENT["paths"][template][method]

def _media_type(response: httpx.Response) -> str:
    return response.headers.get("content-type", "").split(";")[0].strip().lower()

def _matches(declared: str, media_type: str) -> bool:
    return declared in (media_type, "*/*") or (declared.endswith("/*") and media_type.startswith(declared[:-1]))

def _body(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        raise AssertionError(f"{response.status_code}: the body is not JSON\n{response.text}") from None

def _difference(method: str, path: str, response: httpx.Response) -> Optional[str]:
    """What in an answer to `method path` the document does not declare, or None."""
    request = f"{method.upper()} {path} answered {response.status_code}"
    found = operation_for(method, path)
    if found is None:
        if response.status_code < 400:
            return f"{request}, but the document has no operation for it"
        problems = schema_problems("Error", _body(response))
        return f"{request} without the error shape: {problems}" if problems else None
    template, operation = found
    name = f"{method.upper()} {template}"
    status = str(response.status_code)
    declared = operation["responses"].get(status)
    if declared is None:
        return f"{request}, which the document does not declare for {name} (it declares {', '.join(operation['responses'])})"
    types = list(declared.get("content", {}))
    if not types:
        return f"{request} with a body, which the document says has none" if response.content else None
    media_type = _media_type(response)
    media = next((candidate for candidate in types if _matches(candidate, media_type)), None)
    if media is None:
        return f"{request} as {media_type or 'no content type'}; the document declares {', '.join(types)}"
    if media != "application/json":
        return None  # a file's bytes or an event stream: no JSON body to check
    schema = _pointer("paths", template, method, "responses", status, "content", media, "schema")
    problems = _problems(schema, _body(response))
    return f"{request} with a body that {name} does not declare: {problems}" if problems else None

def check_answer(method: str, path: str, response: httpx.Response) -> None:
    """Raises AssertionError, saying what differs, when an answer to `method path` is not what the document declares."""
    difference = _difference(method.lower(), path, response)
    if difference is not None:
        raise AssertionError(f"{difference}\n{response.text}")
