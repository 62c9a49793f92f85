"""/api/deals: list, create, read, replace and delete deals."""
from fastapi import APIRouter

from app.domain.deal import DealInput
from app.http.crud import Reference, crud_router
from app.services import Services

def deals_routes(services: Services) -> APIRouter:
    repositories = services.repositories
    return crud_router(
        label="Deal",
        topic="deals",
        repository=repositories.deals,
        model=DealInput,
        references=[
            Reference(
                "companyId",
                "Company",
                lambda record_id: repositories.companies.get(record_id) is not None,
            ),
            Reference(
                "contactId",
                "Contact",
                lambda record_id: repositories.contacts.get(record_id) is not None,
            ),
        ],
        events=services.events,
    )
