"""The repositories of every record type, built from one factory: the memory store's or the database's."""
from dataclasses import dataclass
from typing import Callable, Tuple

from app.domain.company import COMPANY_SPEC
from app.domain.contact import CONTACT_SPEC
from app.domain.deal import DEAL_SPEC
from app.domain.specs import RecordSpec
from app.repositories.memory import MemoryStore
from app.repositories.repository import Repository

# Every table, referenced ones first (the order they are created in).
RECORD_SPECS: Tuple[RecordSpec, ...] = (
    COMPANY_SPEC,
    CONTACT_SPEC,
    DEAL_SPEC,
)

@dataclass
class Repositories:
    companies: Repository
    contacts: Repository
    deals: Repository

def repositories_from(make: Callable[[RecordSpec], Repository]) -> Repositories:
    return Repositories(
        companies=make(COMPANY_SPEC),
        contacts=make(CONTACT_SPEC),
        deals=make(DEAL_SPEC),
    )

def create_memory_repositories() -> Repositories:
    store = MemoryStore(RECORD_SPECS)
    return repositories_from(store.repository)
