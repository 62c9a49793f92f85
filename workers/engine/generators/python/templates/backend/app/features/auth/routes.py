"""/api/auth: register, log in (both answer {"token", "user"}) and the signed-in user."""
from typing import Any, Dict

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel

from app.domain import fields as rules
from app.features.auth.guard import require_auth
from app.features.auth.passwords import hash_password, verify_password
from app.features.auth.tokens import issue_token
from app.http.body import json_body, parse
from app.http.errors import HttpError
from app.repositories.repository import Record
from app.services import Services

PASSWORD_MIN = 8
PASSWORD_MAX = 200


def account_email(cls: Any, value: Any) -> str:
    """An email address, compared and stored in lower case."""
    return str(rules.email(required=True)(cls, value)).lower()


def new_password(cls: Any, value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("Required")
    if len(value) < PASSWORD_MIN:
        raise ValueError(f"Use at least {PASSWORD_MIN} characters")
    if len(value) > PASSWORD_MAX:
        raise ValueError(f"At most {PASSWORD_MAX} characters")
    return value


def given_password(cls: Any, value: Any) -> str:
    if not isinstance(value, str) or not value:
        raise ValueError("Required")
    return value


class Registration(BaseModel):
    name: str
    email: str
    password: str

    check_name = rules.checked("name")(rules.text(required=True, max_length=100))
    check_email = rules.checked("email")(account_email)
    check_password = rules.checked("password")(new_password)


class Credentials(BaseModel):
    email: str
    password: str

    check_email = rules.checked("email")(account_email)
    check_password = rules.checked("password")(given_password)


def public_user(user: Record) -> Dict[str, Any]:
    """What the API shows of an account: never the password hash."""
    return {"id": user["id"], "name": user["name"], "email": user["email"]}


def auth_routes(services: Services) -> APIRouter:
    users = services.repositories.users
    secret = services.settings.auth_secret
    router = APIRouter()

    def session(user: Record) -> Dict[str, Any]:
        return {"token": issue_token(user["id"], user["email"], secret), "user": public_user(user)}

    @router.post("/register", status_code=201)
    def register(body: Any = Depends(json_body)) -> Dict[str, Any]:
        account = parse(Registration, body)
        if users.find_by("email", account.email):
            raise HttpError(409, "An account with that email already exists")
        password_hash = hash_password(account.password)
        user = users.create({"name": account.name, "email": account.email, "passwordHash": password_hash})
        return session(user)

    @router.post("/login")
    def login(body: Any = Depends(json_body)) -> Dict[str, Any]:
        credentials = parse(Credentials, body)
        found = users.find_by("email", credentials.email)
        if not found or not verify_password(credentials.password, str(found[0]["passwordHash"])):
            raise HttpError(401, "Wrong email or password")
        return session(found[0])

    @router.get("/me", dependencies=[Depends(require_auth(secret))])
    def me(request: Request) -> Dict[str, Any]:
        user = users.get(str(request.state.user_id))
        if user is None:
            raise HttpError(401, "Sign in first")
        return public_user(user)

    return router
