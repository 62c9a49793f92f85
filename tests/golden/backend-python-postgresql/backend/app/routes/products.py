"""/api/products: list, create, read, replace and delete products."""
from fastapi import APIRouter

from app.domain.product import ProductInput
from app.http.crud import crud_router
from app.services import Services

def products_routes(services: Services) -> APIRouter:
    repositories = services.repositories
    return crud_router(
        label="Product",
        topic="products",
        repository=repositories.products,
        model=ProductInput,
        references=[],
        events=services.events,
    )
