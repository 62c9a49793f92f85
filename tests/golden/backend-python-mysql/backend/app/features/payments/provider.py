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
