"""/api/deals: deals through the API, on the in-memory store."""
from tests.entity_checks import check_deal_lifecycle, check_deal_keeps_references
from tests.fixtures import deal_input
from tests.helpers import create_test_client, expect_status

def test_creates_lists_reads_updates_and_deletes_a_deal() -> None:
    check_deal_lifecycle(create_test_client())

def test_rejects_a_deal_without_its_required_fields() -> None:
    response = expect_status(create_test_client().post("/api/deals", json={}), 400)
    paths = [issue["path"] for issue in response["issues"]]
    assert {"title", "value", "stage", "companyId"} <= set(paths)

def test_answers_404_for_a_deal_that_does_not_exist() -> None:
    client = create_test_client()
    expect_status(client.get("/api/deals/missing"), 404)
    expect_status(client.put("/api/deals/missing", json={}), 404)
    expect_status(client.delete("/api/deals/missing"), 404)

def test_rejects_a_deal_whose_company_does_not_exist() -> None:
    client = create_test_client()
    values = {**deal_input(client), "companyId": "missing"}
    expect_status(client.post("/api/deals", json=values), 400)

def test_keeps_what_a_deal_refers_to() -> None:
    check_deal_keeps_references(create_test_client())

def test_takes_close_date_only_as_an_rfc_3339_date_and_time() -> None:
    client = create_test_client()
    values = deal_input(client)
    for value in ["1 Jan 2030", "2030-02-30T10:00:00Z", "2030-01-15T10:00:00", "2030-01-15", "+010000-01-01T00:00:00.000Z"]:
        refused = expect_status(client.post("/api/deals", json={**values, "closeDate": value}), 400)
        assert "closeDate" in [issue["path"] for issue in refused["issues"]], value
    created = expect_status(client.post("/api/deals", json={**values, "closeDate": "2030-01-15T12:00:00+02:00"}), 201)
    assert created["closeDate"] == "2030-01-15T10:00:00.000Z"
