"""/api/pickup-slots: list, create, read, replace and delete pickup slots."""
from fastapi import APIRouter

from app.domain.pickup_slot import PickupSlotInput
from app.http.crud import DateOrder, crud_router
from app.services import Services

def pickup_slots_routes(services: Services) -> APIRouter:
    repositories = services.repositories
    return crud_router(
        label="Pickup slot",
        topic="pickup-slots",
        repository=repositories.pickup_slots,
        model=PickupSlotInput,
        references=[],
        events=services.events,
        orders=[
            # RULE-6 (BIZ-6): endsAt is after startsAt
            DateOrder("endsAt", "after", "startsAt", "Must be after starts at"),
        ],
    )
