"""/api/search: one search over the text of every record type."""
from tests.fixtures import product_input
from tests.helpers import create_test_client, expect_status

def test_finds_products_by_their_text() -> None:
    client = create_test_client()
    created = expect_status(client.post("/api/products", json=product_input(client)), 201)
    hits = expect_status(client.get("/api/search", params={"q": "SAMPLE NAME"}), 200)
    assert any(hit["route"] == "products" and hit["id"] == created["id"] for hit in hits)

def test_answers_an_empty_list_when_nothing_matches_and_400_without_a_query() -> None:
    client = create_test_client()
    assert expect_status(client.get("/api/search", params={"q": "no record says this"}), 200) == []
    expect_status(client.get("/api/search"), 400)
