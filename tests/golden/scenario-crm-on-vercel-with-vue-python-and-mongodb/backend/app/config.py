"""The settings, read from the environment (see .env.example)."""
from dataclasses import dataclass
from typing import Mapping, Optional

@dataclass(frozen=True)
class Settings:
    host: str
    """The address to bind: HOST, else 127.0.0.1 (this machine only), or 0.0.0.0 (every interface) in production."""
    port: int
    database_url: Optional[str]
    """MongoDB connection string; without it records are kept in memory."""
    cors_origin: Optional[str]
    """The frontend's origin when it is served from another host than the API."""

def read_settings(env: Mapping[str, str]) -> Settings:
    """Reads the settings from the environment (os.environ, or a plain dict in tests)."""
    return Settings(
        host=host_from(env),
        port=int(env.get("PORT") or 3000),
        database_url=env.get("DATABASE_URL") or None,
        cors_origin=env.get("CORS_ORIGIN") or None,
    )

def is_production(env: Mapping[str, str]) -> bool:
    """APP_ENV=production, as the Docker image and every deploy target set it."""
    return env.get("APP_ENV") == "production"

def host_from(env: Mapping[str, str]) -> str:
    """HOST; without it every interface in production (a container or a platform needs that), else this machine only."""
    return env.get("HOST") or ("0.0.0.0" if is_production(env) else "127.0.0.1")
