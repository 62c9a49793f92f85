"""The settings, read from the environment (see .env.example)."""
import logging
import secrets
from dataclasses import dataclass
from typing import Mapping, Optional

@dataclass(frozen=True)
class Settings:
    host: str
    """The address to bind: HOST, else 127.0.0.1 (this machine only), or 0.0.0.0 (every interface) in production."""
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
        host=host_from(env),
        port=int(env.get("PORT") or 3000),
        database_url=env.get("DATABASE_URL") or None,
        cors_origin=env.get("CORS_ORIGIN") or None,
        auth_secret=secret_from(env),
        upload_dir=env.get("UPLOAD_DIR") or None,
    )

def is_production(env: Mapping[str, str]) -> bool:
    """APP_ENV=production, as the Docker image and every deploy target set it."""
    return env.get("APP_ENV") == "production"

def host_from(env: Mapping[str, str]) -> str:
    """HOST; without it every interface in production (a container or a platform needs that), else this machine only."""
    return env.get("HOST") or ("0.0.0.0" if is_production(env) else "127.0.0.1")

MIN_SECRET_LENGTH = 32
"""The shortest AUTH_SECRET production accepts (`openssl rand -hex 32` makes one of 64 characters)."""

def secret_from(env: Mapping[str, str]) -> str:
    """The token signing secret, AUTH_SECRET.

    In production it is required, at least MIN_SECRET_LENGTH characters: the server refuses to start otherwise.
    Elsewhere, when it is unset, a random secret is made at start-up, so sign-ins end when the server restarts.
    """
    secret = env.get("AUTH_SECRET") or ""
    if is_production(env):
        if not secret:
            raise RuntimeError("AUTH_SECRET must be set in production: make one with `openssl rand -hex 32`")
        if len(secret) < MIN_SECRET_LENGTH:
            raise RuntimeError(
                f"AUTH_SECRET must be at least {MIN_SECRET_LENGTH} characters in production (it has {len(secret)}): "
                "make one with `openssl rand -hex 32`"
            )
        return secret
    if secret:
        return secret
    logging.getLogger(__name__).warning(
        "AUTH_SECRET is not set: signing with a random secret made at start-up, so sign-ins end when the server restarts."
    )
    return secrets.token_hex(32)
