"""The sign-in check every record route depends on."""
from typing import Callable

from fastapi import Request

from app.features.auth.tokens import verify_token
from app.http.errors import HttpError

BEARER = "Bearer "


def require_auth(secret: str) -> Callable[[Request], None]:
    """Lets a request through with a valid token: "Authorization: Bearer <token>", or ?token= for the
    browser's EventSource and download links, which cannot send headers."""

    def check_signed_in(request: Request) -> None:
        header = request.headers.get("authorization", "")
        from_header = header[len(BEARER):] if header.startswith(BEARER) else None
        token = from_header if from_header is not None else request.query_params.get("token", "")
        claims = verify_token(token, secret)
        if claims is None:
            raise HttpError(401, "Sign in first")
        request.state.user_id = claims.sub

    return check_signed_in
