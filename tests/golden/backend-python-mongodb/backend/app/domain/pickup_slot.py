"""Pickup slots: what a client sends, and how the record is stored."""
from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.domain.specs import FieldSpec, RecordSpec

class PickupSlotInput(BaseModel):
    """What a client sends to create or replace a pickup slot."""

    starts_at: str = Field(..., alias="startsAt")
    ends_at: str = Field(..., alias="endsAt")
    capacity: float = Field(..., alias="capacity")
    available: bool = Field(False, alias="available")

    check_starts_at = rules.checked("starts_at")(rules.date_time(required=True))
    check_ends_at = rules.checked("ends_at")(rules.date_time(required=True))
    check_capacity = rules.checked("capacity")(rules.number(required=True))
    check_available = rules.checked("available")(rules.flag())

PICKUP_SLOT_SPEC = RecordSpec(
    table="pickup_slots",
    label="Pickup slot",
    fields=(
        FieldSpec(name="startsAt", column="starts_at", kind="date", required=True),
        FieldSpec(name="endsAt", column="ends_at", kind="date", required=True),
        FieldSpec(name="capacity", column="capacity", kind="number", required=True),
        FieldSpec(name="available", column="available", kind="boolean", required=True),
    ),
)
