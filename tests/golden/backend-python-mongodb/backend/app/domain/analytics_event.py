"""Analytics events: what a client sends, and how the record is stored."""
from typing import Optional

from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.domain.specs import FieldSpec, RecordSpec

class AnalyticsEventInput(BaseModel):
    """What a client sends to create or replace an analytics event."""

    name: str = Field(..., alias="name")
    path: Optional[str] = Field(None, alias="path")
    occurred_at: str = Field(..., alias="occurredAt")

    check_name = rules.checked("name")(rules.text(required=True, max_length=200))
    check_path = rules.checked("path")(rules.text(required=False, max_length=200))
    check_occurred_at = rules.checked("occurred_at")(rules.date_time(required=True))

ANALYTICS_EVENT_SPEC = RecordSpec(
    table="analytics_events",
    label="Analytics event",
    fields=(
        FieldSpec(name="name", column="name", kind="string", required=True),
        FieldSpec(name="path", column="path", kind="string", required=False),
        FieldSpec(name="occurredAt", column="occurred_at", kind="date", required=True),
    ),
)
