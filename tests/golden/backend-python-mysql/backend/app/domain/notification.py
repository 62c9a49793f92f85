"""Notifications: what a client sends, and how the record is stored."""
from typing import Optional

from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.domain.specs import FieldSpec, RecordSpec

class NotificationInput(BaseModel):
    """What a client sends to create or replace a notification."""

    recipient: str = Field(..., alias="recipient")
    title: str = Field(..., alias="title")
    body: Optional[str] = Field(None, alias="body")
    read: bool = Field(False, alias="read")

    check_recipient = rules.checked("recipient")(rules.text(required=True, max_length=200))
    check_title = rules.checked("title")(rules.text(required=True, max_length=200))
    check_body = rules.checked("body")(rules.text(required=False, max_length=10000))
    check_read = rules.checked("read")(rules.flag())

NOTIFICATION_SPEC = RecordSpec(
    table="notifications",
    label="Notification",
    fields=(
        FieldSpec(name="recipient", column="recipient", kind="string", required=True),
        FieldSpec(name="title", column="title", kind="string", required=True),
        FieldSpec(name="body", column="body", kind="string", required=False),
        FieldSpec(name="read", column="read", kind="boolean", required=True),
    ),
)
