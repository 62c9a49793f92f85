"""Everything a route needs, created once per app; tests build it with in-memory repositories."""
from dataclasses import dataclass

from app.config import Settings
from app.events import ChangeEvents
{{imports}}
from app.repositories import Repositories

@dataclass
class Services:
    settings: Settings
    repositories: Repositories
    events: ChangeEvents
    {{fields}}

def create_services(repositories: Repositories, settings: Settings) -> Services:
    return Services(
        settings=settings,
        repositories={{repositories}},
        events=ChangeEvents(),
        {{creates}}
    )
