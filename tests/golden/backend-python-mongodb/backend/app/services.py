"""Everything a route needs, created once per app; tests build it with in-memory repositories."""
from dataclasses import dataclass

from app.config import Settings
from app.events import ChangeEvents
from app.features.auth.ownership import owned_records
from app.features.notifications.mailer import Mailer, OutboxMailer
from app.features.payments.local_provider import LocalPaymentProvider
from app.features.payments.provider import PaymentProvider
from app.features.uploads.storage import DiskFileStorage, FileStorage, MemoryFileStorage
from app.repositories import Repositories

@dataclass
class Services:
    settings: Settings
    repositories: Repositories
    events: ChangeEvents
    payments: PaymentProvider
    mailer: Mailer
    files: FileStorage

def create_services(repositories: Repositories, settings: Settings) -> Services:
    return Services(
        settings=settings,
        repositories=owned_records(repositories),
        events=ChangeEvents(),
        payments=LocalPaymentProvider(),
        mailer=OutboxMailer(),
        files=DiskFileStorage(settings.upload_dir) if settings.upload_dir else MemoryFileStorage(),
    )
