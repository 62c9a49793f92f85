"""Companies: what a client sends, and how the record is stored."""
from typing import Optional

from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.domain.specs import FieldSpec, RecordSpec

class CompanyInput(BaseModel):
    """What a client sends to create or replace a company."""

    name: str = Field(..., alias="name")
    website: Optional[str] = Field(None, alias="website")
    industry: Optional[str] = Field(None, alias="industry")

    check_name = rules.checked("name")(rules.text(required=True, max_length=200))
    check_website = rules.checked("website")(rules.url(required=False))
    check_industry = rules.checked("industry")(rules.text(required=False, max_length=200))

COMPANY_SPEC = RecordSpec(
    table="companies",
    label="Company",
    fields=(
        FieldSpec(name="name", column="name", kind="string", required=True),
        FieldSpec(name="website", column="website", kind="string", required=False),
        FieldSpec(name="industry", column="industry", kind="string", required=False),
    ),
)
