import type { PythonFeature } from "../feature";
import { pythonFeatureEmitter } from "../feature";
import { pyCode, pyTest } from "../files";

const mailerPy = `
"""Sending email: an interface, and the outbox that is the default until a real mailer is configured."""
from dataclasses import dataclass
from typing import List, Protocol


@dataclass(frozen=True)
class Email:
    to: str
    subject: str
    text: str


class Mailer(Protocol):
    """Sends email. An SMTP or email-API adapter implements this; app/services.py picks one."""

    def send(self, email: Email) -> None: ...


class OutboxMailer:
    """Keeps sent emails in memory: what tests read, and a safe default with no mail server."""

    def __init__(self) -> None:
        self.sent: List[Email] = []

    def send(self, email: Email) -> None:
        self.sent.append(email)
`;

const routesPy = `
"""/api/notifications: in-app notifications, also emailed when the recipient is an email address."""
from typing import Any, List, Optional

from fastapi import APIRouter, Depends
from pydantic import BaseModel

from app.domain import fields as rules
from app.events import Change
from app.features.notifications.mailer import Email
from app.http.body import json_body, parse
from app.http.errors import HttpError
from app.repositories.repository import Record
from app.services import Services


class NotificationInput(BaseModel):
    recipient: str
    """An email address, or a name for an in-app notification only."""
    title: str
    body: Optional[str] = None

    check_recipient = rules.checked("recipient")(rules.text(required=True, max_length=200))
    check_title = rules.checked("title")(rules.text(required=True, max_length=200))
    check_body = rules.checked("body")(rules.text(required=False, max_length=2000))


def notification_routes(services: Services) -> APIRouter:
    notifications = services.repositories.notifications
    router = APIRouter()

    @router.get("")
    def list_notifications() -> List[Record]:
        return list(reversed(notifications.list()))

    @router.post("", status_code=201)
    def send_notification(body: Any = Depends(json_body)) -> Record:
        notification = parse(NotificationInput, body)
        created = notifications.create(
            {"recipient": notification.recipient, "title": notification.title, "body": notification.body, "read": False}
        )
        if "@" in notification.recipient:
            text = notification.body if notification.body is not None else notification.title
            services.mailer.send(Email(notification.recipient, notification.title, text))
        services.events.publish(Change("notifications", "created", created["id"]))
        return created

    @router.post("/{notification_id}/read")
    def mark_read(notification_id: str) -> Record:
        existing = notifications.get(notification_id)
        if existing is None:
            raise HttpError(404, "Notification not found")
        updated = notifications.update(notification_id, {**existing, "read": True})
        if updated is None:
            raise HttpError(404, "Notification not found")
        services.events.publish(Change("notifications", "updated", notification_id))
        return updated

    return router
`;

const notificationsTest = `
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
`;

export const notificationsPython: PythonFeature = {
  feature: "notifications",
  emitter: pythonFeatureEmitter("notifications", {
    name: "Notifications API (in-app + email)",
    description:
      "Stored in-app notifications with read state, emailed through a Mailer interface whose default keeps " +
      "an outbox in memory; an SMTP or email-API adapter plugs in behind it.",
    emit: () => [
      pyCode("backend/app/features/notifications/__init__.py", "backend", `"""Notifications: stored, and emailed through a Mailer."""`),
      pyCode("backend/app/features/notifications/mailer.py", "backend", mailerPy),
      pyCode("backend/app/features/notifications/routes.py", "backend", routesPy),
      pyTest("backend/tests/test_notifications.py", notificationsTest),
    ],
  }),
  services: [
    {
      imports: ["from app.features.notifications.mailer import Mailer, OutboxMailer"],
      field: "mailer: Mailer",
      create: "mailer=OutboxMailer()",
    },
  ],
  routes: {
    imports: ["from app.features.notifications.routes import notification_routes"],
    mounts: [{ router: "notification_routes(services)", prefix: "/api/notifications" }],
  },
};
