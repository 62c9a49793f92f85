"""Orders: what a client sends, and how the record is stored."""
from typing import Optional

from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.domain.specs import FieldSpec, RecordSpec

# RULE-1 (BIZ-1): total is between 1 and 500
# RULE-7 (BIZ-7): placedAt is in the past
class OrderInput(BaseModel):
    """What a client sends to create or replace an order."""

    customer_id: str = Field(..., alias="customerId")
    status: str = Field(..., alias="status")
    total: float = Field(..., alias="total")
    placed_at: str = Field(..., alias="placedAt")
    pickup_slot_id: Optional[str] = Field(None, alias="pickupSlotId")

    check_customer_id = rules.checked("customer_id")(rules.reference(required=True))
    check_status = rules.checked("status")(rules.one_of(required=True, values=("pending", "paid", "collected",)))
    check_total = rules.checked("total")(rules.within(rules.number(required=True), minimum=1, maximum=500))
    check_placed_at = rules.checked("placed_at")(rules.dated(rules.date_time(required=True), "before"))
    check_pickup_slot_id = rules.checked("pickup_slot_id")(rules.reference(required=False))

ORDER_SPEC = RecordSpec(
    table="orders",
    label="Order",
    fields=(
        FieldSpec(name="customerId", column="customer_id", kind="reference", required=True, target="customers"),
        FieldSpec(name="status", column="status", kind="string", required=True),
        FieldSpec(name="total", column="total", kind="number", required=True),
        FieldSpec(name="placedAt", column="placed_at", kind="date", required=True),
        FieldSpec(name="pickupSlotId", column="pickup_slot_id", kind="reference", required=False, target="pickup_slots"),
    ),
)
