"""The Crumb & Co Bakery API: every route under /api, one error shape."""
from typing import Dict

from fastapi import Depends, FastAPI

from app.features.analytics.routes import analytics_routes
from app.features.api_docs.routes import openapi_routes
from app.features.auth.guard import require_auth
from app.features.auth.ownership import note_account
from app.features.auth.routes import auth_routes
from app.features.live.routes import live_routes
from app.features.notifications.routes import notification_routes
from app.features.payments.routes import payment_routes
from app.features.search.routes import search_routes
from app.features.uploads.routes import upload_routes
from app.http.cors import AllowOrigin
from app.http.errors import add_error_handlers
from app.routes.customers import customers_routes
from app.routes.orders import orders_routes
from app.routes.pickup_slots import pickup_slots_routes
from app.routes.production_lists import production_lists_routes
from app.routes.products import products_routes
from app.services import Services

def create_app(services: Services) -> FastAPI:
    # FastAPI's own /docs and /openapi.json stay off: every route of this API is under /api.
    app = FastAPI(title="Crumb & Co Bakery API", docs_url=None, redoc_url=None, openapi_url=None)
    check_signed_in = require_auth(services.settings.auth_secret, services.repositories.users)
    signed_in = [Depends(check_signed_in), Depends(note_account)]
    add_error_handlers(app, before_unknown_route=check_signed_in)
    if services.settings.cors_origin:
        app.add_middleware(AllowOrigin, origin=services.settings.cors_origin)

    @app.get("/api/health")
    def health() -> Dict[str, str]:
        return {"status": "ok"}

    app.include_router(auth_routes(services), prefix="/api/auth")
    app.include_router(openapi_routes(), prefix="/api/openapi.json")
    app.include_router(products_routes(services), prefix="/api/products", dependencies=signed_in)
    app.include_router(orders_routes(services), prefix="/api/orders", dependencies=signed_in)
    app.include_router(customers_routes(services), prefix="/api/customers", dependencies=signed_in)
    app.include_router(pickup_slots_routes(services), prefix="/api/pickup-slots", dependencies=signed_in)
    app.include_router(production_lists_routes(services), prefix="/api/production-lists", dependencies=signed_in)
    app.include_router(payment_routes(services), prefix="/api/payments", dependencies=signed_in)
    app.include_router(notification_routes(services), prefix="/api/notifications", dependencies=signed_in)
    app.include_router(analytics_routes(services), prefix="/api/analytics", dependencies=signed_in)
    app.include_router(search_routes(services), prefix="/api/search", dependencies=signed_in)
    app.include_router(upload_routes(services), prefix="/api/uploads", dependencies=signed_in)
    app.include_router(live_routes(services), prefix="/api/live", dependencies=signed_in)
    return app
