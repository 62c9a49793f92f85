"""/api/companies: companies through the API, on the in-memory store."""
from tests.entity_checks import check_company_lifecycle
from tests.helpers import create_test_client, expect_status

def test_creates_lists_reads_updates_and_deletes_a_company() -> None:
    check_company_lifecycle(create_test_client())

def test_rejects_a_company_without_its_required_fields() -> None:
    response = expect_status(create_test_client().post("/api/companies", json={}), 400)
    paths = [issue["path"] for issue in response["issues"]]
    assert {"name"} <= set(paths)

def test_answers_404_for_a_company_that_does_not_exist() -> None:
    client = create_test_client()
    expect_status(client.get("/api/companies/missing"), 404)
    expect_status(client.put("/api/companies/missing", json={}), 404)
    expect_status(client.delete("/api/companies/missing"), 404)
