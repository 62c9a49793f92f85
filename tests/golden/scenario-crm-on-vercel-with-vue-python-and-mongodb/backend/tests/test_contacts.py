"""/api/contacts: contacts through the API, on the in-memory store."""
from tests.entity_checks import check_contact_lifecycle
from tests.fixtures import contact_input
from tests.helpers import create_test_client, expect_status

def test_creates_lists_reads_updates_and_deletes_a_contact() -> None:
    check_contact_lifecycle(create_test_client())

def test_rejects_a_contact_without_its_required_fields() -> None:
    response = expect_status(create_test_client().post("/api/contacts", json={}), 400)
    paths = [issue["path"] for issue in response["issues"]]
    assert {"firstName", "lastName", "email"} <= set(paths)

def test_answers_404_for_a_contact_that_does_not_exist() -> None:
    client = create_test_client()
    expect_status(client.get("/api/contacts/missing"), 404)
    expect_status(client.put("/api/contacts/missing", json={}), 404)
    expect_status(client.delete("/api/contacts/missing"), 404)

def test_rejects_a_contact_whose_company_does_not_exist() -> None:
    client = create_test_client()
    values = {**contact_input(client), "companyId": "missing"}
    expect_status(client.post("/api/contacts", json=values), 400)
