"""Accounts: registration, sign-in, and the records kept behind it."""
import json
import secrets

import pytest

from app.config import read_settings
from app.features.auth.tokens import issue_token, verify_token
from tests.entity_checks import check_customer_ownership
from tests.helpers import create_test_client, expect_status

ACCOUNT = {"name": "Ada", "email": "ada@example.com", "password": "a long password"}

def test_registers_signs_in_and_reads_the_signed_in_user() -> None:
    client = create_test_client(signed_in=False)
    registered = expect_status(client.post("/api/auth/register", json=ACCOUNT), 201)
    assert registered["user"] == {"id": registered["user"]["id"], "name": "Ada", "email": "ada@example.com", "role": "owner"}
    assert "passwordHash" not in json.dumps(registered)
    credentials = {"email": "Ada@Example.com", "password": ACCOUNT["password"]}
    login = expect_status(client.post("/api/auth/login", json=credentials), 200)
    me = expect_status(client.get("/api/auth/me", headers={"Authorization": f"Bearer {login['token']}"}), 200)
    assert me["name"] == "Ada" and me["email"] == "ada@example.com"

def test_refuses_a_wrong_password_and_a_second_account_with_the_same_email() -> None:
    client = create_test_client(signed_in=False)
    expect_status(client.post("/api/auth/register", json=ACCOUNT), 201)
    expect_status(client.post("/api/auth/register", json=ACCOUNT), 409)
    wrong = {"email": ACCOUNT["email"], "password": "not the password"}
    expect_status(client.post("/api/auth/login", json=wrong), 401)

def test_rejects_a_short_password() -> None:
    client = create_test_client(signed_in=False)
    response = expect_status(client.post("/api/auth/register", json={**ACCOUNT, "password": "short"}), 400)
    assert [issue["path"] for issue in response["issues"]] == ["password"]

def test_keeps_the_apps_records_behind_sign_in() -> None:
    client = create_test_client(signed_in=False)
    expect_status(client.get("/api/products"), 401)
    expect_status(client.get("/api/products", headers={"Authorization": "Bearer forged.token"}), 401)
    expect_status(client.get("/api/no-such-thing"), 401)

def test_reads_the_token_from_the_authorization_header_only_never_from_the_url() -> None:
    client = create_test_client(signed_in=False)
    session = expect_status(client.post("/api/auth/register", json=ACCOUNT), 201)
    expect_status(client.get("/api/products", headers={"Authorization": f"Bearer {session['token']}"}), 200)
    expect_status(client.get("/api/products", params={"token": session["token"]}), 401)

def test_gives_the_first_account_the_managing_role_and_later_ones_the_sign_up_role() -> None:
    client = create_test_client(signed_in=False)
    first = expect_status(client.post("/api/auth/register", json=ACCOUNT), 201)
    second = expect_status(client.post("/api/auth/register", json={**ACCOUNT, "email": "bo@example.com"}), 201)
    assert second["user"]["role"] == "customer"
    manager = {"Authorization": f"Bearer {first['token']}"}
    member = {"Authorization": f"Bearer {second['token']}"}
    expect_status(client.get("/api/auth/users", headers=member), 403)
    expect_status(client.put(f"/api/auth/users/{first['user']['id']}/role", json={"role": "customer"}, headers=member), 403)
    users = expect_status(client.get("/api/auth/users", headers=manager), 200)
    assert [user["email"] for user in users] == ["ada@example.com", "bo@example.com"]
    second_role = f"/api/auth/users/{second['user']['id']}/role"
    expect_status(client.put(second_role, json={"role": "nobody"}, headers=manager), 400)
    expect_status(client.put(f"/api/auth/users/{first['user']['id']}/role", json={"role": "customer"}, headers=manager), 400)
    expect_status(client.put("/api/auth/users/no-such-account/role", json={"role": "customer"}, headers=manager), 404)
    changed = expect_status(client.put(second_role, json={"role": "owner"}, headers=manager), 200)
    assert changed["role"] == "owner"
    assert expect_status(client.get("/api/auth/me", headers=member), 200)["role"] == "owner"

def test_lets_only_a_role_that_writes_products_change_them() -> None:
    client = create_test_client(signed_in=False)
    first = expect_status(client.post("/api/auth/register", json=ACCOUNT), 201)
    second = expect_status(client.post("/api/auth/register", json={**ACCOUNT, "email": "bo@example.com"}), 201)
    member = {"Authorization": f"Bearer {second['token']}"}
    refused = expect_status(client.post("/api/products", json={}, headers=member), 403)
    assert refused["error"] == "Your role (Customer) cannot change products"
    expect_status(client.get("/api/products", headers=member), 200)
    manager = {"Authorization": f"Bearer {first['token']}"}
    expect_status(client.put(f"/api/auth/users/{second['user']['id']}/role", json={"role": "owner"}, headers=manager), 200)
    # The role is read on every change: the next call passes the role check and meets the input check.
    expect_status(client.post("/api/products", json={}, headers=member), 400)

def test_lets_the_customer_role_see_and_change_only_its_own_customers() -> None:
    # The test client's account registers first and manages; the accounts the check registers sign up.
    check_customer_ownership(create_test_client())

def test_accepts_only_unexpired_tokens_signed_with_the_servers_secret() -> None:
    key = secrets.token_hex(32)
    token = issue_token("u1", "a@example.com", key, now=0)
    claims = verify_token(token, key, now=1)
    assert claims is not None and claims.sub == "u1"
    assert verify_token(token, secrets.token_hex(32), now=1) is None
    assert verify_token(token, key, now=8 * 24 * 60 * 60) is None

def test_refuses_to_start_in_production_without_a_secret_of_32_characters() -> None:
    with pytest.raises(RuntimeError, match="AUTH_SECRET must be set in production"):
        read_settings({"APP_ENV": "production"})
    with pytest.raises(RuntimeError, match="at least 32 characters"):
        read_settings({"APP_ENV": "production", "AUTH_SECRET": secrets.token_hex(16)[1:]})
    given = secrets.token_hex(16)
    assert read_settings({"APP_ENV": "production", "AUTH_SECRET": given}).auth_secret == given

def test_makes_a_random_secret_at_each_start_outside_production() -> None:
    first = read_settings({}).auth_secret
    second = read_settings({}).auth_secret
    assert len(first) >= 32 and len(second) >= 32
    assert first != second
    given = secrets.token_hex(4)
    assert read_settings({"AUTH_SECRET": given}).auth_secret == given
