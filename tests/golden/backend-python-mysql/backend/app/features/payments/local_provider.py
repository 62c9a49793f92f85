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
