"""Products: what a client sends, and how the record is stored."""
from typing import Optional

from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.domain.specs import FieldSpec, RecordSpec

# RULE-2 (BIZ-2): stock is at least 0
# RULE-3 (BIZ-3): name is unique
class ProductInput(BaseModel):
    """What a client sends to create or replace a product."""

    name: str = Field(..., alias="name")
    description: Optional[str] = Field(None, alias="description")
    price: float = Field(..., alias="price")
    stock: float = Field(..., alias="stock")
    active: bool = Field(False, alias="active")

    check_name = rules.checked("name")(rules.text(required=True, max_length=200))
    check_description = rules.checked("description")(rules.text(required=False, max_length=10000))
    check_price = rules.checked("price")(rules.number(required=True))
    check_stock = rules.checked("stock")(rules.within(rules.number(required=True), minimum=0))
    check_active = rules.checked("active")(rules.flag())

PRODUCT_SPEC = RecordSpec(
    table="products",
    label="Product",
    fields=(
        FieldSpec(name="name", column="name", kind="string", required=True, unique=True),
        FieldSpec(name="description", column="description", kind="string", required=False),
        FieldSpec(name="price", column="price", kind="number", required=True),
        FieldSpec(name="stock", column="stock", kind="number", required=True),
        FieldSpec(name="active", column="active", kind="boolean", required=True),
    ),
)
