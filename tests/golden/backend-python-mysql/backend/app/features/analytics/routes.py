"""/api/analytics: record usage events (page views, actions) and read counts per record type and event."""
from datetime import datetime, timezone
from typing import Any, Dict, Optional

from fastapi import APIRouter, Depends
from pydantic import BaseModel

from app.domain import fields as rules
from app.http.body import json_body, parse
from app.repositories.repository import Record
from app.services import Services

class UsageEvent(BaseModel):
    name: str
    path: Optional[str] = None

    check_name = rules.checked("name")(rules.text(required=True, max_length=100))
    check_path = rules.checked("path")(rules.text(required=False, max_length=500))

def analytics_routes(services: Services) -> APIRouter:
    repositories = services.repositories
    router = APIRouter()

    @router.post("/events", status_code=201)
    def record_event(body: Any = Depends(json_body)) -> Record:
        event = parse(UsageEvent, body)
        occurred_at = rules.iso(datetime.now(timezone.utc))
        return repositories.analytics_events.create({"name": event.name, "path": event.path, "occurredAt": occurred_at})

    @router.get("/summary")
    def summary() -> Dict[str, Dict[str, int]]:
        # Of a type the account's role owns, its own records only: the repositories see as the account does.
        records = {
            "products": len(repositories.products.list()),
            "orders": len(repositories.orders.list()),
            "customers": len(repositories.customers.list()),
            "pickup-slots": len(repositories.pickup_slots.list()),
            "production-lists": len(repositories.production_lists.list()),
        }
        events: Dict[str, int] = {}
        for event in repositories.analytics_events.list():
            events[event["name"]] = events.get(event["name"], 0) + 1
        return {"records": records, "events": events}

    return router
