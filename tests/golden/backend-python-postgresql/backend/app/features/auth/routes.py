"""/api/auth: register, log in (both answer {"token", "user"}), the signed-in user, and for the managing role
every account and the role each has."""
from typing import Any, Dict, List

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel

from app.domain import fields as rules
from app.features.auth.guard import require_auth
from app.features.auth.passwords import hash_password, verify_password
from app.features.auth.roles import MANAGING_ROLE, ROLES, SIGN_UP_ROLE, role_named
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

def known_role(cls: Any, value: Any) -> str:
    if role_named(value) is None:
        raise ValueError("One of " + ", ".join(role.name for role in ROLES))
    return str(value)

class RoleChange(BaseModel):
    role: str

    check_role = rules.checked("role")(known_role)

class Credentials(BaseModel):
    email: str
    password: str

    check_email = rules.checked("email")(account_email)
    check_password = rules.checked("password")(given_password)

def public_user(user: Record) -> Dict[str, Any]:
    """What the API shows of an account: never the password hash."""
    return {"id": user["id"], "name": user["name"], "email": user["email"], "role": user["role"]}

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
        # The first account runs the app; every later one starts in the sign-up role.
        role = MANAGING_ROLE if not users.list() else SIGN_UP_ROLE
        user = users.create({"name": account.name, "email": account.email, "passwordHash": password_hash, "role": role.name})
        return session(user)

    @router.post("/login")
    def login(body: Any = Depends(json_body)) -> Dict[str, Any]:
        credentials = parse(Credentials, body)
        found = users.find_by("email", credentials.email)
        if not found or not verify_password(credentials.password, str(found[0]["passwordHash"])):
            raise HttpError(401, "Wrong email or password")
        return session(found[0])

    def signed_in(request: Request) -> Record:
        user = users.get(str(request.state.user_id))
        if user is None:
            raise HttpError(401, "Sign in first")
        return user

    def managing(request: Request) -> Record:
        user = signed_in(request)
        if user["role"] != MANAGING_ROLE.name:
            raise HttpError(403, f"Only the {MANAGING_ROLE.label} role manages accounts")
        return user

    @router.get("/me", dependencies=[Depends(require_auth(secret))])
    def me(request: Request) -> Dict[str, Any]:
        return public_user(signed_in(request))

    @router.get("/users", dependencies=[Depends(require_auth(secret))])
    def list_users(request: Request) -> List[Dict[str, Any]]:
        managing(request)
        return [public_user(user) for user in users.list()]

    @router.put("/users/{user_id}/role", dependencies=[Depends(require_auth(secret))])
    def change_role(user_id: str, request: Request, body: Any = Depends(json_body)) -> Dict[str, Any]:
        manager = managing(request)
        change = parse(RoleChange, body)
        user = users.get(user_id)
        if user is None:
            raise HttpError(404, "Account not found")
        # Someone must always be able to assign roles: the managing account keeps its own.
        if user["id"] == manager["id"]:
            raise HttpError(400, "You cannot change your own role")
        updated = users.update(user_id, {**user, "role": change.role})
        if updated is None:
            raise HttpError(404, "Account not found")
        return public_user(updated)

    return router
