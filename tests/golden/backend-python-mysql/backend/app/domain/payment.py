"""Payments: what a client sends, and how the record is stored."""
from typing import Optional

from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.domain.specs import FieldSpec, RecordSpec

class PaymentInput(BaseModel):
    """What a client sends to create or replace a payment."""

    amount: float = Field(..., alias="amount")
    currency: str = Field(..., alias="currency")
    description: Optional[str] = Field(None, alias="description")
    status: str = Field(..., alias="status")
    provider_reference: Optional[str] = Field(None, alias="providerReference")
    failure_reason: Optional[str] = Field(None, alias="failureReason")

    check_amount = rules.checked("amount")(rules.number(required=True))
    check_currency = rules.checked("currency")(rules.text(required=True, max_length=200))
    check_description = rules.checked("description")(rules.text(required=False, max_length=200))
    check_status = rules.checked("status")(rules.text(required=True, max_length=200))
    check_provider_reference = rules.checked("provider_reference")(rules.text(required=False, max_length=200))
    check_failure_reason = rules.checked("failure_reason")(rules.text(required=False, max_length=200))

PAYMENT_SPEC = RecordSpec(
    table="payments",
    label="Payment",
    fields=(
        FieldSpec(name="amount", column="amount", kind="number", required=True),
        FieldSpec(name="currency", column="currency", kind="string", required=True),
        FieldSpec(name="description", column="description", kind="string", required=False),
        FieldSpec(name="status", column="status", kind="string", required=True),
        FieldSpec(name="providerReference", column="provider_reference", kind="string", required=False),
        FieldSpec(name="failureReason", column="failure_reason", kind="string", required=False),
    ),
)
