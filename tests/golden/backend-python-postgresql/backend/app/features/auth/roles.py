"""Who uses the app. Every signed-in account reads every record, but another account's of a type its role owns; a role changes only the records it writes."""
from dataclasses import dataclass
from typing import Callable, Mapping, Optional, Sequence

from app.http.errors import HttpError
from app.repositories.repository import Record

@dataclass(frozen=True)
class Role:
    """A kind of user: the record types (by route) it may create, change and delete."""

    name: str
    label: str
    manages: bool
    """Assigns roles; the first account registered takes it."""
    sign_up: bool
    """New accounts take it."""
    writes: Sequence[str]
    owns: Sequence[str] = ()
    """Of those, the ones whose records it sees and changes only when its account created them."""

ROLES: Sequence[Role] = (
    Role("customer", "Customer", manages=False, sign_up=True, writes=("orders", "customers"), owns=("orders", "customers")),
    Role("baker", "Baker", manages=False, sign_up=False, writes=("products", "orders", "customers", "pickup-slots", "production-lists"), owns=()),
    Role("owner", "Owner", manages=True, sign_up=False, writes=("products", "orders", "customers", "pickup-slots", "production-lists"), owns=()),
)

RECORDS: Mapping[str, str] = {
    "products": "products",
    "orders": "orders",
    "customers": "customers",
    "pickup-slots": "pickup slots",
    "production-lists": "production lists",
}
"""The record routes a role is checked on, and how a refusal names their records."""

MANAGING_ROLE = next(role for role in ROLES if role.manages)
SIGN_UP_ROLE = next(role for role in ROLES if role.sign_up)
READS = frozenset({"GET", "HEAD", "OPTIONS"})

def role_named(name: object) -> Optional[Role]:
    return next((role for role in ROLES if role.name == name), None)

def check_write(method: str, path: str, find_user: Callable[[], Optional[Record]]) -> None:
    """Refuses a change (POST, PUT, DELETE) to a record type the account's role does not write; the account
    is read only for such a change."""
    parts = path.split("/")
    route = parts[2] if len(parts) > 2 and parts[1] == "api" else ""
    records = RECORDS.get(route)
    if method in READS or records is None:
        return
    user = find_user()
    if user is None:
        raise HttpError(401, "Sign in first")
    role = role_named(user.get("role"))
    if role is None or route not in role.writes:
        raise HttpError(403, f"Your role ({role.label if role else user.get('role')}) cannot change {records}")
