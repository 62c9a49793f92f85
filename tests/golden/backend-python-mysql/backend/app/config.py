"""The settings, read from the environment (see .env.example)."""
from dataclasses import dataclass
from typing import Mapping, Optional

@dataclass(frozen=True)
class Settings:
    port: int
    database_url: Optional[str]
    """MySQL connection string; without it records are kept in memory."""
    cors_origin: Optional[str]
    """The frontend's origin when it is served from another host than the API."""
    auth_secret: str
    upload_dir: Optional[str]

def read_settings(env: Mapping[str, str]) -> Settings:
    """Reads the settings from the environment (os.environ, or a plain dict in tests)."""
    return Settings(
        port=int(env.get("PORT") or 3000),
        database_url=env.get("DATABASE_URL") or None,
        cors_origin=env.get("CORS_ORIGIN") or None,
        auth_secret=secret_from(env),
        upload_dir=env.get("UPLOAD_DIR") or None,
    )

def secret_from(env: Mapping[str, str]) -> str:
    """The token signing secret: required in production (APP_ENV=production), a fixed development value otherwise."""
    secret = env.get("AUTH_SECRET")
    if secret:
        return secret
    if env.get("APP_ENV") == "production":
        raise RuntimeError("AUTH_SECRET must be set in production")
    return "development-secret-change-me"
