"""/api/contacts: list, create, read, replace and delete contacts."""
from fastapi import APIRouter

from app.domain.contact import ContactInput
from app.http.crud import Reference, crud_router
from app.services import Services

def contacts_routes(services: Services) -> APIRouter:
    repositories = services.repositories
    return crud_router(
        label="Contact",
        topic="contacts",
        repository=repositories.contacts,
        model=ContactInput,
        references=[
            Reference(
                "companyId",
                "Company",
                lambda record_id: repositories.companies.get(record_id) is not None,
            ),
        ],
        events=services.events,
    )
