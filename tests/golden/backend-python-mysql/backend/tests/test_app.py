"""What every route shares: the health check, unknown routes, unreadable bodies, the address it binds."""
import gzip
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

def test_answers_a_body_over_1_mb_with_413() -> None:
    client = create_test_client()
    body = b'{"padding": "' + b"x" * (1024 * 1024) + b'"}'
    response = client.post("/api/products", content=body, headers={"Content-Type": "application/json"})
    assert expect_status(response, 413) == {"error": "The request body is larger than 1 MB"}

def test_answers_a_body_in_another_charset_or_compressed_with_415() -> None:
    client = create_test_client()
    latin = {"Content-Type": "application/json; charset=latin1"}
    response = client.post("/api/products", content='{"name": "Café"}'.encode("latin-1"), headers=latin)
    assert expect_status(response, 415) == {"error": "Unsupported charset latin1: send JSON as UTF-8"}
    compressed = {"Content-Type": "application/json", "Content-Encoding": "gzip"}
    response = client.post("/api/products", content=gzip.compress(b"{}"), headers=compressed)
    assert expect_status(response, 415) == {"error": "Unsupported content encoding gzip: send the body uncompressed"}
