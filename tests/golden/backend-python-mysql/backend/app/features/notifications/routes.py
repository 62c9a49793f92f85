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
