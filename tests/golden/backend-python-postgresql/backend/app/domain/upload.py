"""Uploads: what a client sends, and how the record is stored."""
from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.domain.specs import FieldSpec, RecordSpec

class UploadInput(BaseModel):
    """What a client sends to create or replace an upload."""

    file_name: str = Field(..., alias="fileName")
    content_type: str = Field(..., alias="contentType")
    size: float = Field(..., alias="size")

    check_file_name = rules.checked("file_name")(rules.text(required=True, max_length=200))
    check_content_type = rules.checked("content_type")(rules.text(required=True, max_length=200))
    check_size = rules.checked("size")(rules.number(required=True))

UPLOAD_SPEC = RecordSpec(
    table="uploads",
    label="Upload",
    fields=(
        FieldSpec(name="fileName", column="file_name", kind="string", required=True),
        FieldSpec(name="contentType", column="content_type", kind="string", required=True),
        FieldSpec(name="size", column="size", kind="number", required=True),
    ),
)
