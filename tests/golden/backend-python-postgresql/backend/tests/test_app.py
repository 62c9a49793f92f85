"""What every route shares: the health check, unknown routes, malformed bodies, the address it binds."""
import secrets

from app.config import read_settings
from tests.helpers import create_test_client, expect_status

def test_binds_this_machine_only_unless_host_is_set_or_in_production() -> None:
    assert read_settings({}).host == "127.0.0.1"
    assert read_settings({"HOST": "0.0.0.0"}).host == "0.0.0.0"
    production = {"APP_ENV": "production", "AUTH_SECRET": secrets.token_hex(32)}
    assert read_settings(production).host == "0.0.0.0"
    assert read_settings({**production, "HOST": "127.0.0.1"}).host == "127.0.0.1"

def test_answers_the_health_check() -> None:
    assert expect_status(create_test_client().get("/api/health"), 200) == {"status": "ok"}

def test_answers_an_unknown_route_with_404_and_a_json_error() -> None:
    client = create_test_client()
    assert expect_status(client.get("/api/no-such-thing"), 404) == {"error": "No route for GET /api/no-such-thing"}
    assert expect_status(client.delete("/api/health"), 404) == {"error": "No route for DELETE /api/health"}

def test_answers_malformed_json_with_400() -> None:
    client = create_test_client()
    response = client.post("/api/products", content=b"{not json", headers={"Content-Type": "application/json"})
    expect_status(response, 400)
