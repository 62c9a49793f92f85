"""/api/companies: list, create, read, replace and delete companies."""
from fastapi import APIRouter

from app.domain.company import CompanyInput
from app.http.crud import crud_router
from app.services import Services

def companies_routes(services: Services) -> APIRouter:
    repositories = services.repositories
    return crud_router(
        label="Company",
        topic="companies",
        repository=repositories.companies,
        model=CompanyInput,
        references=[],
        events=services.events,
    )
