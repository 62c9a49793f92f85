"""A valid input per record type."""
from typing import Any, Dict

from tests.helpers import ApiClient, expect_status

def company_input(client: ApiClient) -> Dict[str, Any]:
    """A valid company."""
    return {
        "name": "Sample name",
        "website": "https://example.com/companies",
        "industry": "Sample industry",
    }

def contact_input(client: ApiClient) -> Dict[str, Any]:
    """A valid contact."""
    return {
        "firstName": "Sample first name",
        "lastName": "Sample last name",
        "email": "contact@example.com",
        "phone": "Sample phone",
        "companyId": None,
    }

def deal_input(client: ApiClient) -> Dict[str, Any]:
    """A valid deal, with what it refers to created first."""
    company_created = expect_status(client.post("/api/companies", json=company_input(client)), 201)
    return {
        "title": "Sample title",
        "value": 1,
        "stage": "Sample stage",
        "closeDate": "2030-01-15T10:00:00.000Z",
        "companyId": company_created["id"],
        "contactId": None,
    }
