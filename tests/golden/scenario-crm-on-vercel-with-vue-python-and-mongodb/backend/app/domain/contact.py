"""Contacts: what a client sends, and how the record is stored."""
from typing import Optional

from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.domain.specs import FieldSpec, RecordSpec

class ContactInput(BaseModel):
    """What a client sends to create or replace a contact."""

    first_name: str = Field(..., alias="firstName")
    last_name: str = Field(..., alias="lastName")
    email: str = Field(..., alias="email")
    phone: Optional[str] = Field(None, alias="phone")
    company_id: Optional[str] = Field(None, alias="companyId")

    check_first_name = rules.checked("first_name")(rules.text(required=True, max_length=200))
    check_last_name = rules.checked("last_name")(rules.text(required=True, max_length=200))
    check_email = rules.checked("email")(rules.email(required=True))
    check_phone = rules.checked("phone")(rules.text(required=False, max_length=200))
    check_company_id = rules.checked("company_id")(rules.reference(required=False))

CONTACT_SPEC = RecordSpec(
    table="contacts",
    label="Contact",
    fields=(
        FieldSpec(name="firstName", column="first_name", kind="string", required=True),
        FieldSpec(name="lastName", column="last_name", kind="string", required=True),
        FieldSpec(name="email", column="email", kind="string", required=True),
        FieldSpec(name="phone", column="phone", kind="string", required=False),
        FieldSpec(name="companyId", column="company_id", kind="reference", required=False, target="companies"),
    ),
)
