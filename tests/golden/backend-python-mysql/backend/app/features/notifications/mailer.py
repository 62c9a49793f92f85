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
