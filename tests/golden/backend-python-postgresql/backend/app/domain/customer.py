"""Customers: what a client sends, and how the record is stored."""
from typing import Optional

from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.domain.specs import FieldSpec, RecordSpec

# RULE-4 (BIZ-4): phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them)
# RULE-9 (BIZ-10): email is unique
class CustomerInput(BaseModel):
    """What a client sends to create or replace a customer."""

    name: str = Field(..., alias="name")
    email: str = Field(..., alias="email")
    phone: Optional[str] = Field(None, alias="phone")

    check_name = rules.checked("name")(rules.text(required=True, max_length=200))
    check_email = rules.checked("email")(rules.email(required=True))
    check_phone = rules.checked("phone")(rules.matching(rules.text(required=False, max_length=200), "^\\+?[0-9 \\(\\)\\-]{7,20}$", "a phone number (digits, spaces, brackets and dashes, 7 to 20 of them)"))

CUSTOMER_SPEC = RecordSpec(
    table="customers",
    label="Customer",
    fields=(
        FieldSpec(name="name", column="name", kind="string", required=True),
        FieldSpec(name="email", column="email", kind="string", required=True, unique=True),
        FieldSpec(name="phone", column="phone", kind="string", required=False),
    ),
)
