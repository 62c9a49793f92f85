"""/api/payments: take a payment through the configured provider and keep its record."""
import re
from typing import Any, List, Optional

from fastapi import APIRouter, Depends
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field

from app.domain import fields as rules
from app.events import Change
from app.features.payments.provider import ChargeRequest
from app.http.body import json_body, parse
from app.http.errors import HttpError
from app.repositories.repository import Record
from app.services import Services

CURRENCY = re.compile(r"^[A-Za-z]{3}$")

def whole_amount(cls: Any, value: Any) -> int:
    """A positive whole number of cents."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError("Expected a number")
    if not float(value).is_integer() or value <= 0:
        raise ValueError("Expected a positive whole number")
    return int(value)

def currency_code(cls: Any, value: Any) -> str:
    if not isinstance(value, str) or not CURRENCY.match(value.strip()):
        raise ValueError("Use a three-letter currency code")
    return value.strip().lower()

class Checkout(BaseModel):
    amount: int
    currency: str = "usd"
    description: Optional[str] = None
    payment_method: str = Field(..., alias="paymentMethod")

    check_amount = rules.checked("amount")(whole_amount)
    check_currency = rules.checked("currency")(currency_code)
    check_description = rules.checked("description")(rules.text(required=False, max_length=200))
    check_payment_method = rules.checked("payment_method")(rules.text(required=True, max_length=200))

def payment_routes(services: Services) -> APIRouter:
    payments = services.repositories.payments
    router = APIRouter()

    @router.post("/checkout", response_model=None)
    def checkout(body: Any = Depends(json_body)) -> JSONResponse:
        order = parse(Checkout, body)
        result = services.payments.charge(
            ChargeRequest(order.amount, order.currency, order.description, order.payment_method)
        )
        payment = payments.create(
            {
                "amount": order.amount,
                "currency": order.currency,
                "description": order.description,
                "status": result.status,
                "providerReference": result.provider_reference,
                "failureReason": result.failure_reason,
            }
        )
        services.events.publish(Change("payments", "created", payment["id"]))
        if result.status == "succeeded":
            return JSONResponse(payment, status_code=201)
        # A declined payment is kept (GET /api/payments lists it) and answered as every failure is.
        return JSONResponse({"error": result.failure_reason or "The payment was declined"}, status_code=402)

    @router.get("")
    def list_payments() -> List[Record]:
        return payments.list()

    @router.get("/{payment_id}")
    def read_payment(payment_id: str) -> Record:
        payment = payments.get(payment_id)
        if payment is None:
            raise HttpError(404, "Payment not found")
        return payment

    return router
