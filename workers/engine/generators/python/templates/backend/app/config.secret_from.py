def secret_from(env: Mapping[str, str]) -> str:
    """The token signing secret: required in production (APP_ENV=production), a fixed development value otherwise."""
    secret = env.get("AUTH_SECRET")
    if secret:
        return secret
    if env.get("APP_ENV") == "production":
        raise RuntimeError("AUTH_SECRET must be set in production")
    return "development-secret-change-me"
