"""The Pipeline API: every route under /api, one error shape."""
from typing import Dict

from fastapi import FastAPI

from app.features.search.routes import search_routes
from app.http.cors import AllowOrigin
from app.http.errors import add_error_handlers
from app.routes.companies import companies_routes
from app.routes.contacts import contacts_routes
from app.routes.deals import deals_routes
from app.services import Services

def create_app(services: Services) -> FastAPI:
    # FastAPI's own /docs and /openapi.json stay off: every route of this API is under /api.
    app = FastAPI(title="Pipeline API", docs_url=None, redoc_url=None, openapi_url=None)
    add_error_handlers(app)
    if services.settings.cors_origin:
        app.add_middleware(AllowOrigin, origin=services.settings.cors_origin)

    @app.get("/api/health")
    def health() -> Dict[str, str]:
        return {"status": "ok"}

    app.include_router(contacts_routes(services), prefix="/api/contacts")
    app.include_router(companies_routes(services), prefix="/api/companies")
    app.include_router(deals_routes(services), prefix="/api/deals")
    app.include_router(search_routes(services), prefix="/api/search")
    return app
