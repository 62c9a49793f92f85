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
