"""The sign-in check every record route depends on."""
from typing import Callable, Optional

from fastapi import Request

from app.features.auth.roles import check_write
from app.features.auth.tokens import verify_token
from app.http.errors import HttpError
from app.repositories.repository import Repository

BEARER = "Bearer "

def require_auth(secret: str, users: Optional[Repository] = None) -> Callable[[Request], None]:
    """Lets a request through with a valid token: "Authorization: Bearer <token>", or ?token= for the
    browser's EventSource and download links, which cannot send headers. Given the accounts, it also
    refuses a change to a record type the account's role does not write (read on every change)."""

    def check_signed_in(request: Request) -> None:
        header = request.headers.get("authorization", "")
        from_header = header[len(BEARER):] if header.startswith(BEARER) else None
        token = from_header if from_header is not None else request.query_params.get("token", "")
        claims = verify_token(token, secret)
        if claims is None:
            raise HttpError(401, "Sign in first")
        request.state.user_id = claims.sub
        if users is not None:
            accounts: Repository = users
            check_write(request.method, request.url.path, lambda: accounts.get(claims.sub))

    return check_signed_in
