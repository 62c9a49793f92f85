"""The sign-in check every record route depends on."""
from typing import Callable, Optional

from fastapi import Request

from app.features.auth.roles import check_write
from app.features.auth.tokens import verify_token
from app.http.errors import HttpError
from app.repositories.repository import Repository

BEARER = "Bearer "

def require_auth(secret: str, users: Optional[Repository] = None) -> Callable[[Request], None]:
    """Lets a request through with a valid token in "Authorization: Bearer <token>", and only there: a
    token in the URL (?token=) is refused, as URLs end up in logs, the history and Referer headers (the
    frontend sends the header on every call, its live stream and file downloads included). Given the
    accounts, it also refuses a change to a record type the account's role does not write (read on every
    change)."""

    def check_signed_in(request: Request) -> None:
        header = request.headers.get("authorization", "")
        token = header[len(BEARER):] if header.startswith(BEARER) else ""
        claims = verify_token(token, secret)
        if claims is None:
            raise HttpError(401, "Sign in first")
        request.state.user_id = claims.sub
        if users is not None:
            accounts: Repository = users
            check_write(request.method, request.url.path, lambda: accounts.get(claims.sub))

    return check_signed_in
