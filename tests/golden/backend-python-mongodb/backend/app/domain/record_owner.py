"""Record owners: what a client sends, and how the record is stored."""
from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.domain.specs import FieldSpec, RecordSpec

class RecordOwnerInput(BaseModel):
    """What a client sends to create or replace a record owner."""

    record_type: str = Field(..., alias="recordType")
    record_id: str = Field(..., alias="recordId")
    account_id: str = Field(..., alias="accountId")

    check_record_type = rules.checked("record_type")(rules.text(required=True, max_length=200))
    check_record_id = rules.checked("record_id")(rules.text(required=True, max_length=200))
    check_account_id = rules.checked("account_id")(rules.text(required=True, max_length=200))

RECORD_OWNER_SPEC = RecordSpec(
    table="record_owners",
    label="Record owner",
    fields=(
        FieldSpec(name="recordType", column="record_type", kind="string", required=True),
        FieldSpec(name="recordId", column="record_id", kind="string", required=True),
        FieldSpec(name="accountId", column="account_id", kind="string", required=True),
    ),
)
