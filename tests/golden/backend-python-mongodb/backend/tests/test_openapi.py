"""/api/openapi.json: the API's description, open to everyone."""
from tests.helpers import create_test_client, expect_status

PATHS = [
    "/api/health",
    "/api/products",
    "/api/products/{id}",
    "/api/orders",
    "/api/orders/{id}",
    "/api/customers",
    "/api/customers/{id}",
    "/api/pickup-slots",
    "/api/pickup-slots/{id}",
    "/api/production-lists",
    "/api/production-lists/{id}",
    "/api/auth/register",
    "/api/auth/login",
    "/api/auth/me",
    "/api/auth/users",
    "/api/auth/users/{id}/role",
    "/api/payments/checkout",
    "/api/payments",
    "/api/payments/{id}",
    "/api/notifications",
    "/api/notifications/{id}/read",
    "/api/openapi.json",
    "/api/analytics/events",
    "/api/analytics/summary",
    "/api/search",
    "/api/uploads",
    "/api/uploads/{id}",
    "/api/uploads/{id}/content",
    "/api/live",
]

def test_describes_every_route_of_the_api_without_signing_in() -> None:
    client = create_test_client(signed_in=False)
    document = expect_status(client.get("/api/openapi.json"), 200)
    assert set(PATHS) <= set(document["paths"])
