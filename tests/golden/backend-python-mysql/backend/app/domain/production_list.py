"""Production lists: what a client sends, and how the record is stored."""
from typing import Optional

from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.domain.specs import FieldSpec, RecordSpec

# RULE-8 (BIZ-8): title is one of Morning bake or Afternoon bake
class ProductionListInput(BaseModel):
    """What a client sends to create or replace a production list."""

    title: str = Field(..., alias="title")
    date: str = Field(..., alias="date")
    notes: Optional[str] = Field(None, alias="notes")

    check_title = rules.checked("title")(rules.one_of(required=True, values=("Morning bake", "Afternoon bake",)))
    check_date = rules.checked("date")(rules.date_time(required=True))
    check_notes = rules.checked("notes")(rules.text(required=False, max_length=10000))

PRODUCTION_LIST_SPEC = RecordSpec(
    table="production_lists",
    label="Production list",
    fields=(
        FieldSpec(name="title", column="title", kind="string", required=True),
        FieldSpec(name="date", column="date", kind="date", required=True),
        FieldSpec(name="notes", column="notes", kind="string", required=False),
    ),
)
