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
