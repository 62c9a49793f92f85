"""/api/production-lists: list, create, read, replace and delete production lists."""
from fastapi import APIRouter

from app.domain.production_list import ProductionListInput
from app.http.crud import crud_router
from app.services import Services

def production_lists_routes(services: Services) -> APIRouter:
    repositories = services.repositories
    return crud_router(
        label="Production list",
        topic="production-lists",
        repository=repositories.production_lists,
        model=ProductionListInput,
        references=[],
        events=services.events,
    )
