"""/api/orders: list, create, read, replace and delete orders."""
from fastapi import APIRouter

from app.domain.order import OrderInput
from app.features.auth.ownership import owners_of
from app.http.crud import StateField, Reference, crud_router
from app.services import Services

def orders_routes(services: Services) -> APIRouter:
    repositories = services.repositories
    return crud_router(
        label="Order",
        topic="orders",
        repository=repositories.orders,
        model=OrderInput,
        references=[
            Reference(
                "customerId",
                "Customer",
                lambda record_id: repositories.customers.get(record_id) is not None,
            ),
            Reference(
                "pickupSlotId",
                "Pickup slot",
                lambda record_id: repositories.pickup_slots.get(record_id) is not None,
            ),
        ],
        events=services.events,
        owners=owners_of(repositories, "orders"),
        states=[
            # RULE-5 (BIZ-5): status starts as pending and moves pending → paid, paid → collected
            StateField("status", ("pending", "paid", "collected",), {"pending": ("paid",), "paid": ("collected",), "collected": ()}),
        ],
    )
