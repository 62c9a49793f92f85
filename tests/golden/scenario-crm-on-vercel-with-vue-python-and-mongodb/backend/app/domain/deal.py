"""Deals: what a client sends, and how the record is stored."""
from typing import Optional

from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.domain.specs import FieldSpec, RecordSpec

class DealInput(BaseModel):
    """What a client sends to create or replace a deal."""

    title: str = Field(..., alias="title")
    value: float = Field(..., alias="value")
    stage: str = Field(..., alias="stage")
    close_date: Optional[str] = Field(None, alias="closeDate")
    company_id: str = Field(..., alias="companyId")
    contact_id: Optional[str] = Field(None, alias="contactId")

    check_title = rules.checked("title")(rules.text(required=True, max_length=200))
    check_value = rules.checked("value")(rules.number(required=True))
    check_stage = rules.checked("stage")(rules.text(required=True, max_length=200))
    check_close_date = rules.checked("close_date")(rules.date_time(required=False))
    check_company_id = rules.checked("company_id")(rules.reference(required=True))
    check_contact_id = rules.checked("contact_id")(rules.reference(required=False))

DEAL_SPEC = RecordSpec(
    table="deals",
    label="Deal",
    fields=(
        FieldSpec(name="title", column="title", kind="string", required=True),
        FieldSpec(name="value", column="value", kind="number", required=True),
        FieldSpec(name="stage", column="stage", kind="string", required=True),
        FieldSpec(name="closeDate", column="close_date", kind="date", required=False),
        FieldSpec(name="companyId", column="company_id", kind="reference", required=True, target="companies"),
        FieldSpec(name="contactId", column="contact_id", kind="reference", required=False, target="contacts"),
    ),
)
