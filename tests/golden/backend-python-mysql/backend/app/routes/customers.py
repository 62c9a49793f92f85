"""/api/customers: list, create, read, replace and delete customers."""
from fastapi import APIRouter

from app.domain.customer import CustomerInput
from app.features.auth.ownership import owners_of
from app.http.crud import crud_router
from app.services import Services

def customers_routes(services: Services) -> APIRouter:
    repositories = services.repositories
    return crud_router(
        label="Customer",
        topic="customers",
        repository=repositories.customers,
        model=CustomerInput,
        references=[],
        events=services.events,
        owners=owners_of(repositories, "customers"),
    )
