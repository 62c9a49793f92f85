import type { PythonFeature } from "../feature";
import { pythonFeatureEmitter } from "../feature";
import { pyCode, pyTest } from "../files";

const providerPy = `
"""Where payments are taken: an interface, so a real provider plugs in without touching the routes."""
from dataclasses import dataclass
from typing import Optional, Protocol


@dataclass(frozen=True)
class ChargeRequest:
    amount: int
    """In the currency's smallest unit (cents)."""
    currency: str
    description: Optional[str]
    payment_method: str
    """A payment method token from the provider's client library (or a local test method)."""


@dataclass(frozen=True)
class ChargeResult:
    status: str
    """"succeeded" or "failed"."""
    provider_reference: str
    failure_reason: Optional[str]


class PaymentProvider(Protocol):
    """The app ships with a local provider so it runs and tests with no account; a Stripe (or other)
    adapter implements this and is chosen in app/services.py."""

    name: str

    def charge(self, request: ChargeRequest) -> ChargeResult: ...
`;

const localProviderPy = `
"""A payment provider that needs no account: for development and tests."""
import uuid

from app.features.payments.provider import ChargeRequest, ChargeResult

DECLINED_METHOD = "pm_card_chargeDeclined"
"""Local test methods are named like Stripe's: "pm_card_visa" succeeds, this one is declined."""


class LocalPaymentProvider:
    name = "local"

    def charge(self, request: ChargeRequest) -> ChargeResult:
        reference = f"local_{uuid.uuid4()}"
        if request.payment_method == DECLINED_METHOD:
            return ChargeResult("failed", reference, "The card was declined")
        return ChargeResult("succeeded", reference, None)
`;

const routesPy = `
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
`;

const paymentsTest = `
"""/api/payments: checkout through the local provider."""
from app.features.payments.local_provider import DECLINED_METHOD
from tests.helpers import assert_contains, create_test_client, expect_status


def test_takes_a_payment_and_keeps_its_record() -> None:
    client = create_test_client()
    order = {"amount": 2500, "currency": "EUR", "description": "First order", "paymentMethod": "pm_card_visa"}
    payment = expect_status(client.post("/api/payments/checkout", json=order), 201)
    assert_contains(payment, {"amount": 2500, "currency": "eur", "status": "succeeded", "failureReason": None})
    assert len(expect_status(client.get("/api/payments"), 200)) == 1
    expect_status(client.get(f"/api/payments/{payment['id']}"), 200)


def test_records_a_declined_card_as_a_failed_payment() -> None:
    client = create_test_client()
    answer = expect_status(client.post("/api/payments/checkout", json={"amount": 100, "paymentMethod": DECLINED_METHOD}), 402)
    # Answered as every failure is; the payment is kept as a failed one.
    assert answer == {"error": "The card was declined"}
    payments = expect_status(client.get("/api/payments"), 200)
    assert len(payments) == 1
    assert_contains(payments[0], {"status": "failed", "failureReason": "The card was declined", "currency": "usd"})


def test_rejects_an_amount_that_is_not_a_positive_whole_number_of_cents() -> None:
    client = create_test_client()
    expect_status(client.post("/api/payments/checkout", json={"amount": -5, "paymentMethod": "pm_card_visa"}), 400)
    expect_status(client.post("/api/payments/checkout", json={"amount": 1.5, "paymentMethod": "pm_card_visa"}), 400)
    expect_status(client.get("/api/payments/missing"), 404)
`;

export const paymentsPython: PythonFeature = {
  feature: "payments",
  emitter: pythonFeatureEmitter("payments", {
    name: "Payments API (provider interface + local provider)",
    description:
      "Checkout through a PaymentProvider interface, with a local provider for development and tests; " +
      "each payment is stored with its outcome. A Stripe adapter plugs in behind the same interface.",
    emit: () => [
      pyCode("backend/app/features/payments/__init__.py", "backend", `"""Payments: a provider interface and the local provider."""`),
      pyCode("backend/app/features/payments/provider.py", "backend", providerPy),
      pyCode("backend/app/features/payments/local_provider.py", "backend", localProviderPy),
      pyCode("backend/app/features/payments/routes.py", "backend", routesPy),
      pyTest("backend/tests/test_payments.py", paymentsTest),
    ],
  }),
  services: [
    {
      imports: [
        "from app.features.payments.local_provider import LocalPaymentProvider",
        "from app.features.payments.provider import PaymentProvider",
      ],
      field: "payments: PaymentProvider",
      create: "payments=LocalPaymentProvider()",
    },
  ],
  routes: {
    imports: ["from app.features.payments.routes import payment_routes"],
    mounts: [{ router: "payment_routes(services)", prefix: "/api/payments" }],
  },
};
