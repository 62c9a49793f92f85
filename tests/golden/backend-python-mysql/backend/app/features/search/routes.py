"""/api/search?q=: every record whose text contains the query, across record types.

It scans the repositories, which is right for thousands of records; past that, add a full-text index
to the database."""
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional

from fastapi import APIRouter

from app.http.errors import InvalidInput, Issue
from app.repositories.repository import Record
from app.services import Services

MAX_QUERY = 100
MAX_HITS = 50

@dataclass(frozen=True)
class Source:
    type: str
    route: str
    title: str
    """The field a hit is shown by."""
    list: Callable[[], List[Record]]

def texts_of(record: Record) -> List[str]:
    return [value.lower() for key, value in record.items() if key != "id" and isinstance(value, str)]

def needle_of(query: Optional[str]) -> str:
    text = (query or "").strip()
    if not text:
        raise InvalidInput([Issue("q", "Type something to search for")])
    if len(text) > MAX_QUERY:
        raise InvalidInput([Issue("q", f"At most {MAX_QUERY} characters")])
    return text.lower()

def search_routes(services: Services) -> APIRouter:
    repositories = services.repositories
    sources = [
        Source("Product", "products", "name", repositories.products.list),
        Source("Order", "orders", "status", repositories.orders.list),
        Source("Customer", "customers", "name", repositories.customers.list),
        Source("Pickup slot", "pickup-slots", "startsAt", repositories.pickup_slots.list),
        Source("Production list", "production-lists", "title", repositories.production_lists.list),
    ]
    router = APIRouter()

    @router.get("")
    def search(q: Optional[str] = None) -> List[Dict[str, Any]]:
        needle = needle_of(q)
        hits: List[Dict[str, Any]] = []
        for source in sources:
            for record in source.list():
                if any(needle in text for text in texts_of(record)):
                    title = record.get(source.title)
                    shown = str(title) if title is not None else record["id"]
                    hits.append({"type": source.type, "route": source.route, "id": record["id"], "title": shown})
        return hits[:MAX_HITS]

    return router
