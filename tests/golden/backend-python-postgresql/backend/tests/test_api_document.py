"""The OpenAPI document (app/openapi.json) and the check every answer of the tests goes through."""
import httpx
import pytest

from tests.api_document import check_answer, check_every_schema, schema_problems
from tests.fixtures import (
    customer_input,
    order_input,
    pickup_slot_input,
    product_input,
    production_list_input,
)
from tests.helpers import create_test_client, expect_status

def test_holds_only_valid_schemas_whose_references_resolve() -> None:
    assert check_every_schema() > 0

def test_describes_what_the_tests_send_as_valid_input() -> None:
    client = create_test_client()
    assert schema_problems("ProductInput", product_input(client)) is None
    assert schema_problems("OrderInput", order_input(client)) is None
    assert schema_problems("CustomerInput", customer_input(client)) is None
    assert schema_problems("PickupSlotInput", pickup_slot_input(client)) is None
    assert schema_problems("ProductionListInput", production_list_input(client)) is None

def test_fails_an_answer_whose_status_or_body_it_does_not_declare() -> None:
    health = {"status": "ok"}
    check_answer("GET", "/api/health", httpx.Response(200, json=health))
    with pytest.raises(AssertionError, match="does not declare"):
        check_answer("GET", "/api/health", httpx.Response(418, json=health))
    with pytest.raises(AssertionError, match="body"):
        check_answer("GET", "/api/health", httpx.Response(200, json={"status": "down"}))
    with pytest.raises(AssertionError, match="body"):
        check_answer("GET", "/api/products", httpx.Response(200, json={}))
    check_answer("GET", "/api/no-such-thing", httpx.Response(404, json={"error": "No route"}))
    with pytest.raises(AssertionError, match="no operation"):
        check_answer("GET", "/api/no-such-thing", httpx.Response(200, json=health))

def test_fails_an_answered_date_that_is_not_rfc_3339() -> None:
    client = create_test_client()
    created = expect_status(client.post("/api/orders", json=order_input(client)), 201)
    path = f"/api/orders/{created['id']}"
    check_answer("GET", path, httpx.Response(200, json=created))
    for value in ["1 Jan 2030", "2030-02-30T10:00:00Z", "2030-01-15T10:00:00", "2030-01-15", "+010000-01-01T00:00:00.000Z"]:
        with pytest.raises(AssertionError, match="date-time"):
            check_answer("GET", path, httpx.Response(200, json={**created, "placedAt": value}))
