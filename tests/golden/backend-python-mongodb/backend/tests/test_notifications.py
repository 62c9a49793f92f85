"""/api/notifications: stored, emailed to addresses, marked read."""
from app.features.notifications.mailer import Email, OutboxMailer
from tests.helpers import assert_contains, create_test_client, expect_status

def outbox(mailer: object) -> OutboxMailer:
    assert isinstance(mailer, OutboxMailer)
    return mailer

def test_stores_a_notification_emails_an_address_and_marks_it_read() -> None:
    client = create_test_client()
    sent = {"recipient": "sam@example.com", "title": "Your order is ready", "body": "Come and pick it up"}
    created = expect_status(client.post("/api/notifications", json=sent), 201)
    assert_contains(created, {"read": False, "title": "Your order is ready"})
    assert outbox(client.services.mailer).sent == [Email("sam@example.com", "Your order is ready", "Come and pick it up")]
    read = expect_status(client.post(f"/api/notifications/{created['id']}/read"), 200)
    assert read["read"] is True
    assert len(expect_status(client.get("/api/notifications"), 200)) == 1

def test_keeps_an_in_app_notification_without_sending_email() -> None:
    client = create_test_client()
    expect_status(client.post("/api/notifications", json={"recipient": "kitchen", "title": "New order"}), 201)
    assert outbox(client.services.mailer).sent == []
    expect_status(client.post("/api/notifications/missing/read"), 404)
