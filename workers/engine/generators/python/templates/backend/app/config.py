"""The settings, read from the environment (see .env.example)."""
from dataclasses import dataclass
from typing import Mapping, Optional

@dataclass(frozen=True)
class Settings:
    port: int
    database_url: Optional[str]
    """{{databaseLabel}} connection string; without it records are kept in memory."""
    cors_origin: Optional[str]
    """The frontend's origin when it is served from another host than the API."""
    {{fields}}

def read_settings(env: Mapping[str, str]) -> Settings:
    """Reads the settings from the environment (os.environ, or a plain dict in tests)."""
    return Settings(
        port=int(env.get("PORT") or 3000),
        database_url=env.get("DATABASE_URL") or None,
        cors_origin=env.get("CORS_ORIGIN") or None,
        {{reads}}
    )
{{helpers}}
