"""The repositories of every record type, built from one factory: the memory store's or the database's."""
from dataclasses import dataclass
from typing import Callable, Tuple

from app.domain.product import PRODUCT_SPEC
from app.domain.customer import CUSTOMER_SPEC
from app.domain.pickup_slot import PICKUP_SLOT_SPEC
from app.domain.order import ORDER_SPEC
from app.domain.production_list import PRODUCTION_LIST_SPEC
from app.domain.user import USER_SPEC
from app.domain.payment import PAYMENT_SPEC
from app.domain.notification import NOTIFICATION_SPEC
from app.domain.analytics_event import ANALYTICS_EVENT_SPEC
from app.domain.upload import UPLOAD_SPEC
from app.domain.record_owner import RECORD_OWNER_SPEC
from app.domain.specs import RecordSpec
from app.repositories.memory import MemoryStore
from app.repositories.repository import Repository

# Every table, referenced ones first (the order they are created in).
RECORD_SPECS: Tuple[RecordSpec, ...] = (
    PRODUCT_SPEC,
    CUSTOMER_SPEC,
    PICKUP_SLOT_SPEC,
    ORDER_SPEC,
    PRODUCTION_LIST_SPEC,
    USER_SPEC,
    PAYMENT_SPEC,
    NOTIFICATION_SPEC,
    ANALYTICS_EVENT_SPEC,
    UPLOAD_SPEC,
    RECORD_OWNER_SPEC,
)

@dataclass
class Repositories:
    products: Repository
    customers: Repository
    pickup_slots: Repository
    orders: Repository
    production_lists: Repository
    users: Repository
    payments: Repository
    notifications: Repository
    analytics_events: Repository
    uploads: Repository
    record_owners: Repository

def repositories_from(make: Callable[[RecordSpec], Repository]) -> Repositories:
    return Repositories(
        products=make(PRODUCT_SPEC),
        customers=make(CUSTOMER_SPEC),
        pickup_slots=make(PICKUP_SLOT_SPEC),
        orders=make(ORDER_SPEC),
        production_lists=make(PRODUCTION_LIST_SPEC),
        users=make(USER_SPEC),
        payments=make(PAYMENT_SPEC),
        notifications=make(NOTIFICATION_SPEC),
        analytics_events=make(ANALYTICS_EVENT_SPEC),
        uploads=make(UPLOAD_SPEC),
        record_owners=make(RECORD_OWNER_SPEC),
    )

def create_memory_repositories() -> Repositories:
    store = MemoryStore(RECORD_SPECS)
    return repositories_from(store.repository)
