"""/api/products: products through the API, on the in-memory store."""
from tests.entity_checks import check_product_lifecycle
from tests.helpers import create_test_client, expect_status

def test_creates_lists_reads_updates_and_deletes_a_product() -> None:
    check_product_lifecycle(create_test_client())

def test_rejects_a_product_without_its_required_fields() -> None:
    response = expect_status(create_test_client().post("/api/products", json={}), 400)
    paths = [issue["path"] for issue in response["issues"]]
    assert {"name", "price", "stock"} <= set(paths)

def test_answers_404_for_a_product_that_does_not_exist() -> None:
    client = create_test_client()
    expect_status(client.get("/api/products/missing"), 404)
    expect_status(client.put("/api/products/missing", json={}), 404)
    expect_status(client.delete("/api/products/missing"), 404)
