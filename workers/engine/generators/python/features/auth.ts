import type { AppModel } from "../../../model";
import { lines } from "../../files";
import type { PythonFeature } from "../feature";
import { pythonFeatureEmitter } from "../feature";
import { pyCode, pyTest } from "../files";
import { pyString } from "../names";

const passwordsPy = `
"""Password hashes: salted scrypt, never the password itself."""
import base64
import binascii
import hashlib
import hmac
import secrets

KEY_LENGTH = 64
# scrypt's cost settings: Node's defaults, so a hash made by either backend verifies on the other.
COST = 16384
BLOCK_SIZE = 8
PARALLELISM = 1


def _scrypt(password: str, salt: bytes, length: int) -> bytes:
    return hashlib.scrypt(password.encode("utf-8"), salt=salt, n=COST, r=BLOCK_SIZE, p=PARALLELISM, dklen=length)


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def hash_password(password: str) -> str:
    """A salted scrypt hash: "scrypt$<salt>$<key>", both base64."""
    salt = secrets.token_bytes(16)
    return "$".join(["scrypt", _b64(salt), _b64(_scrypt(password, salt, KEY_LENGTH))])


def verify_password(password: str, stored: str) -> bool:
    parts = stored.split("$")
    if len(parts) != 3 or parts[0] != "scrypt" or not parts[1] or not parts[2]:
        return False
    try:
        salt = base64.b64decode(parts[1], validate=True)
        expected = base64.b64decode(parts[2], validate=True)
    except binascii.Error:
        return False
    return hmac.compare_digest(_scrypt(password, salt, len(expected)), expected)
`;

const tokensPy = `
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
`;

const guardPy = `
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
`;

const routesPy = `
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
`;

const authTest = (firstRoute: string) =>
  lines(
    `"""Accounts: registration, sign-in, and the records kept behind it."""`,
    "import json",
    "",
    "from app.features.auth.tokens import issue_token, verify_token",
    "from tests.helpers import create_test_client, expect_status",
    "",
    `ACCOUNT = {"name": "Ada", "email": "ada@example.com", "password": "a long password"}`,
    "",
    "",
    "def test_registers_signs_in_and_reads_the_signed_in_user() -> None:",
    "    client = create_test_client(signed_in=False)",
    `    registered = expect_status(client.post("/api/auth/register", json=ACCOUNT), 201)`,
    `    assert registered["user"] == {"id": registered["user"]["id"], "name": "Ada", "email": "ada@example.com"}`,
    `    assert "passwordHash" not in json.dumps(registered)`,
    `    credentials = {"email": "Ada@Example.com", "password": ACCOUNT["password"]}`,
    `    login = expect_status(client.post("/api/auth/login", json=credentials), 200)`,
    `    me = expect_status(client.get("/api/auth/me", headers={"Authorization": f"Bearer {login['token']}"}), 200)`,
    `    assert me["name"] == "Ada" and me["email"] == "ada@example.com"`,
    "",
    "",
    "def test_refuses_a_wrong_password_and_a_second_account_with_the_same_email() -> None:",
    "    client = create_test_client(signed_in=False)",
    `    expect_status(client.post("/api/auth/register", json=ACCOUNT), 201)`,
    `    expect_status(client.post("/api/auth/register", json=ACCOUNT), 409)`,
    `    wrong = {"email": ACCOUNT["email"], "password": "not the password"}`,
    `    expect_status(client.post("/api/auth/login", json=wrong), 401)`,
    "",
    "",
    "def test_rejects_a_short_password() -> None:",
    "    client = create_test_client(signed_in=False)",
    `    response = expect_status(client.post("/api/auth/register", json={**ACCOUNT, "password": "short"}), 400)`,
    `    assert [issue["path"] for issue in response["issues"]] == ["password"]`,
    "",
    "",
    "def test_keeps_the_apps_records_behind_sign_in() -> None:",
    "    client = create_test_client(signed_in=False)",
    `    expect_status(client.get(${pyString(`/api/${firstRoute}`)}), 401)`,
    `    expect_status(client.get(${pyString(`/api/${firstRoute}`)}, headers={"Authorization": "Bearer forged.token"}), 401)`,
    `    expect_status(client.get("/api/no-such-thing"), 401)`,
    "",
    "",
    "def test_accepts_only_unexpired_tokens_signed_with_the_servers_secret() -> None:",
    `    token = issue_token("u1", "a@example.com", "secret", now=0)`,
    `    claims = verify_token(token, "secret", now=1)`,
    `    assert claims is not None and claims.sub == "u1"`,
    `    assert verify_token(token, "another secret", now=1) is None`,
    `    assert verify_token(token, "secret", now=8 * 24 * 60 * 60) is None`,
  );

export const authPython: PythonFeature = {
  feature: "auth",
  emitter: pythonFeatureEmitter("auth", {
    name: "Accounts & sign-in API",
    description:
      "Registration and sign-in with scrypt password hashes and signed expiring tokens; every record route " +
      "requires a signed-in user.",
    systemIds: ["SYS-auth", "SYS-sec", "SYS-roles"],
    emit: (model: AppModel) => [
      pyCode("backend/app/features/auth/__init__.py", "backend", `"""Accounts and sign-in."""`),
      pyCode("backend/app/features/auth/passwords.py", "backend", passwordsPy),
      pyCode("backend/app/features/auth/tokens.py", "backend", tokensPy),
      pyCode("backend/app/features/auth/guard.py", "backend", guardPy),
      pyCode("backend/app/features/auth/routes.py", "backend", routesPy),
      pyTest("backend/tests/test_auth.py", authTest(model.entities[0]?.route ?? "health")),
    ],
  }),
  settings: [{ field: "auth_secret: str", read: "auth_secret=secret_from(env)" }],
  routes: {
    imports: ["from app.features.auth.routes import auth_routes"],
    open: [{ router: "auth_routes(services)", prefix: "/api/auth" }],
  },
  guard: {
    imports: ["from app.features.auth.guard import require_auth"],
    create: "require_auth(services.settings.auth_secret)",
  },
};
