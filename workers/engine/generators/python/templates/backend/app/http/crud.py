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
