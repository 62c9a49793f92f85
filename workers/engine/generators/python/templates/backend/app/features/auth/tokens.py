"""Signed, expiring sign-in tokens: base64url(claims) + "." + its HMAC-SHA256 (the same format as the Node API)."""
import base64
import hashlib
import hmac
import json
import time
from dataclasses import dataclass
from typing import Optional

WEEK_SECONDS = 7 * 24 * 60 * 60


@dataclass(frozen=True)
class TokenClaims:
    sub: str
    email: str
    exp: int
    """Expiry, in seconds since the epoch."""


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _from_b64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _sign(payload: str, secret: str) -> bytes:
    digest = hmac.new(secret.encode("utf-8"), payload.encode("utf-8"), hashlib.sha256).digest()
    return _b64url(digest).encode("ascii")


def issue_token(user_id: str, email: str, secret: str, now: Optional[float] = None) -> str:
    """A token for this user, valid for a week from now (seconds since the epoch)."""
    issued = time.time() if now is None else now
    claims = {"sub": user_id, "email": email, "exp": int(issued) + WEEK_SECONDS}
    payload = _b64url(json.dumps(claims, separators=(",", ":")).encode("utf-8"))
    return payload + "." + _sign(payload, secret).decode("ascii")


def verify_token(token: str, secret: str, now: Optional[float] = None) -> Optional[TokenClaims]:
    """The claims of a token this server signed and that has not expired, else None."""
    parts = token.split(".")
    if len(parts) != 2 or not parts[0] or not parts[1]:
        return None
    payload, signature = parts
    if not hmac.compare_digest(_sign(payload, secret), signature.encode("utf-8")):
        return None
    try:
        claims = json.loads(_from_b64url(payload))
    except ValueError:
        return None
    if not isinstance(claims, dict):
        return None
    sub, email, exp = claims.get("sub"), claims.get("email"), claims.get("exp")
    if not isinstance(sub, str) or not isinstance(email, str):
        return None
    if isinstance(exp, bool) or not isinstance(exp, (int, float)):
        return None
    current = time.time() if now is None else now
    return TokenClaims(sub, email, int(exp)) if exp > current else None
