"""Records an account owns. Of the record types a role owns, an account in that role sees and changes only the
records it created: another account's are not there for it, so every route answers them as it answers a
missing record (404, a reference that does not exist, left out of lists and search). Every other role sees
every record. Who created each record of those types is kept in record_owners, whichever role created it.
The live stream tells an account of a change to such a record only when it would see the record."""
from contextvars import ContextVar
from dataclasses import replace
from typing import Any, Callable, List, Optional, Set, Tuple

from fastapi import Request

from app.events import Change
from app.features.auth.roles import ROLES, role_named
from app.repositories import Repositories
from app.repositories.repository import Record, Repository

OWNED_ROUTES = frozenset(route for role in ROLES for route in role.owns)
"""The record types some role owns: who creates a record of these is kept in record_owners."""

ACCOUNT: ContextVar[Optional[str]] = ContextVar("account", default=None)
"""The id of the signed-in account whose request is being answered (None outside a request)."""

def notes_of(owners: Repository, route: str, record_id: str) -> List[Record]:
    """The notes of who created one record of a route."""
    return [row for row in owners.find_by("recordId", record_id) if row["recordType"] == route]

async def note_account(request: Request) -> None:
    """Notes the signed-in account (after the sign-in check) for the repositories below.

    Async on purpose: FastAPI runs this in the request's own context, which the worker thread of the route
    starts from a copy of; a plain def would run in a thread of its own, and the value would be lost."""
    ACCOUNT.set(getattr(request.state, "user_id", None))

class Owners:
    """Who created each record of the owned types, and which of them the request's account sees."""

    def __init__(self, owners: Repository, users: Repository) -> None:
        self.owners = owners
        self.users = users

    def visible(self, route: str) -> Optional[Set[str]]:
        """The ids of the route's records the account sees, or None for all of them: its role does not own
        the route. The role is read from the stored account on every call, as the write check reads it."""
        account = ACCOUNT.get()
        if account is None:
            return None
        user = self.users.get(account)
        role = role_named(user.get("role")) if user is not None else None
        if role is not None and route not in role.owns:
            return None
        return {str(row["recordId"]) for row in self.owners.find_by("accountId", account) if row["recordType"] == route}

    def note(self, route: str, record_id: str) -> None:
        """Keeps who created a record: any account, so a record a manager creates is no customer's."""
        account = ACCOUNT.get()
        if account is not None:
            self.owners.create({"recordType": route, "recordId": record_id, "accountId": account})

    def forget(self, route: str, record_id: str) -> None:
        for row in notes_of(self.owners, route, record_id):
            self.owners.remove(row["id"])

class OwnedRepository:
    """The repository of an owned record type as the request's account sees it: another account's record is
    None to get, False to remove, and left out of lists."""

    def __init__(self, route: str, records: Repository, owners: Owners) -> None:
        self.route = route
        self.records = records
        self.owners = owners

    def _seen(self, rows: List[Record]) -> List[Record]:
        ids = self.owners.visible(self.route)
        return rows if ids is None else [row for row in rows if row["id"] in ids]

    def _sees(self, record_id: str) -> bool:
        ids = self.owners.visible(self.route)
        return ids is None or record_id in ids

    def list(self) -> List[Record]:
        return self._seen(self.records.list())

    def get(self, record_id: str) -> Optional[Record]:
        return self.records.get(record_id) if self._sees(record_id) else None

    def find_by(self, field: str, value: Any) -> List[Record]:
        return self._seen(self.records.find_by(field, value))

    def create(self, values: Record) -> Record:
        created = self.records.create(values)
        self.owners.note(self.route, str(created["id"]))
        return created

    def update(self, record_id: str, values: Record) -> Optional[Record]:
        return self.records.update(record_id, values) if self._sees(record_id) else None

    def remove(self, record_id: str) -> bool:
        if not self._sees(record_id) or not self.records.remove(record_id):
            return False
        self.owners.forget(self.route, record_id)
        return True

def owned_records(repositories: Repositories) -> Repositories:
    """The repositories the routes use: those of the owned record types as the request's account sees them
    (so record routes, references and search all leave out what is not its own), the others as they are."""
    owners = Owners(repositories.record_owners, repositories.users)
    return replace(
        repositories,
        orders=OwnedRepository("orders", repositories.orders, owners),
        customers=OwnedRepository("customers", repositories.customers, owners),
    )

def owners_of(repositories: Repositories, route: str) -> Callable[[str], Tuple[str, ...]]:
    """Who created a record of an owned type, which its change events carry (inside the server, never sent).
    The record routes read it before a record is deleted, as its owners are forgotten with it."""
    owners = repositories.record_owners

    def accounts(record_id: str) -> Tuple[str, ...]:
        # A tuple: the change that carries it is frozen.
        return tuple(str(row["accountId"]) for row in notes_of(owners, route, record_id))

    return accounts

def sees_change(users: Repository, account: Optional[str], change: Change) -> bool:
    """Whether an account's live stream tells it of a change: always, unless the record is of a type the
    account's role owns and another account created it. The role is read from the stored account for every
    change, as every call reads it; an account that is gone hears of no record of an owned type."""
    if change.topic not in OWNED_ROUTES:
        return True
    user = users.get(account) if account is not None else None
    if user is None:
        return False
    role = role_named(user.get("role"))
    if role is not None and change.topic not in role.owns:
        return True
    return account in change.owners
