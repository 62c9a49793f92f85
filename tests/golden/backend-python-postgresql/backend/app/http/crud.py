"""GET, POST, GET /{id}, PUT /{id} and DELETE /{id} for one record type, validated and announced."""
from dataclasses import dataclass
from typing import Any, Callable, List, Mapping, Optional, Sequence, Type

from fastapi import APIRouter, Depends, Response
from pydantic import BaseModel

from app.custom_rules import check_custom_rules
from app.domain.fields import dump, parse_date_time
from app.events import Change, ChangeEvents
from app.http.body import json_body, parse
from app.http.errors import HttpError, InvalidInput, Issue
from app.repositories.repository import Record, Repository

@dataclass(frozen=True)
class Reference:
    """A reference field (by its JSON name) and how to check that the record it points at exists."""

    field: str
    label: str
    exists: Callable[[str], bool]

@dataclass(frozen=True)
class DateOrder:
    """A date that must come after (or before) another date of the same record."""

    field: str
    relation: str
    other: str
    message: str

@dataclass(frozen=True)
class StateField:
    """A field that walks through states: a new record starts in the first, and a change moves only as listed."""

    field: str
    states: Sequence[str]
    moves: Mapping[str, Sequence[str]]

def check_rules(label: str, values: Record, orders: Sequence[DateOrder], states: Sequence[StateField], current: Optional[Record]) -> None:
    """Refuses values that break a date order or a state move, on the field concerned."""
    for order in orders:
        first, second = values.get(order.field), values.get(order.other)
        if isinstance(first, str) and isinstance(second, str):
            before, after = parse_date_time(first), parse_date_time(second)
            if not (before > after if order.relation == "after" else before < after):
                raise InvalidInput([Issue(order.field, order.message)])
    for state in states:
        value = values.get(state.field)
        if current is None:
            if value != state.states[0]:
                raise InvalidInput([Issue(state.field, f"A new {label.lower()} starts as {state.states[0]}")])
            continue
        previous = current.get(state.field)
        if value != previous and value not in state.moves.get(str(previous), ()):
            raise InvalidInput([Issue(state.field, f"Cannot go from {previous} to {value}")])

def crud_router(
    *,
    label: str,
    topic: str,
    repository: Repository,
    model: Type[BaseModel],
    references: Sequence[Reference],
    events: ChangeEvents,
    # Who created a record, for a type some role owns (none for the others): its change events carry them.
    owners: Callable[[str], Sequence[str]] = lambda record_id: (),
    orders: Sequence[DateOrder] = (),
    states: Sequence[StateField] = (),
) -> APIRouter:
    """The five routes of one record type; topic is the name change events carry ("orders"), as the route."""
    router = APIRouter()

    def not_found() -> HttpError:
        return HttpError(404, f"{label} not found")

    def checked(body: Any, current: Optional[Record] = None) -> Record:
        values = dump(parse(model, body))
        check_rules(label, values, orders, states, current)
        for reference in references:
            value = values.get(reference.field)
            if isinstance(value, str) and not reference.exists(value):
                raise HttpError(400, f"{reference.label} {value} does not exist")
        check_custom_rules(topic, values, current)
        return values

    @router.get("")
    def list_records() -> List[Record]:
        return repository.list()

    @router.post("", status_code=201)
    def create_record(body: Any = Depends(json_body)) -> Record:
        created = repository.create(checked(body))
        events.publish(Change(topic, "created", created["id"], owners(created["id"])))
        return created

    @router.get("/{record_id}")
    def read_record(record_id: str) -> Record:
        record = repository.get(record_id)
        if record is None:
            raise not_found()
        return record

    @router.put("/{record_id}")
    def replace_record(record_id: str, body: Any = Depends(json_body)) -> Record:
        current = repository.get(record_id)
        if current is None:
            raise not_found()
        updated = repository.update(record_id, checked(body, current))
        if updated is None:
            raise not_found()
        events.publish(Change(topic, "updated", record_id, owners(record_id)))
        return updated

    @router.delete("/{record_id}", status_code=204, response_class=Response)
    def delete_record(record_id: str) -> Response:
        created_by = owners(record_id)  # before they are forgotten with the record
        if not repository.remove(record_id):
            raise not_found()
        events.publish(Change(topic, "deleted", record_id, created_by))
        return Response(status_code=204)

    return router
