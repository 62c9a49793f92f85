"""Users: what a client sends, and how the record is stored."""
from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.domain.specs import FieldSpec, RecordSpec

class UserInput(BaseModel):
    """What a client sends to create or replace an user."""

    name: str = Field(..., alias="name")
    email: str = Field(..., alias="email")
    password_hash: str = Field(..., alias="passwordHash")
    role: str = Field(..., alias="role")

    check_name = rules.checked("name")(rules.text(required=True, max_length=200))
    check_email = rules.checked("email")(rules.email(required=True))
    check_password_hash = rules.checked("password_hash")(rules.text(required=True, max_length=200))
    check_role = rules.checked("role")(rules.text(required=True, max_length=200))

USER_SPEC = RecordSpec(
    table="users",
    label="User",
    fields=(
        FieldSpec(name="name", column="name", kind="string", required=True),
        FieldSpec(name="email", column="email", kind="string", required=True, unique=True),
        FieldSpec(name="passwordHash", column="password_hash", kind="string", required=True),
        FieldSpec(name="role", column="role", kind="string", required=True),
    ),
)
