"""The {{name}} API: every route under /api, one error shape."""
from typing import Dict

from fastapi import {{fastapiNames}}

{{imports}}

def create_app(services: Services) -> FastAPI:
    # FastAPI's own /docs and /openapi.json stay off: every route of this API is under /api.
    app = FastAPI(title={{title}}, docs_url=None, redoc_url=None, openapi_url=None)
    {{signIn}}
    add_error_handlers(app{{unknownRouteCheck}})
    if services.settings.cors_origin:
        app.add_middleware(AllowOrigin, origin=services.settings.cors_origin)

    @app.get("/api/health")
    def health() -> Dict[str, str]:
        return {"status": "ok"}

    {{mounts}}
    return app
