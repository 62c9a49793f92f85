"""/api/openapi.json: the machine-readable description of this API, for clients and API tools."""
import json
from pathlib import Path
from typing import Any, Dict

from fastapi import APIRouter

DOCUMENT = Path(__file__).with_name("openapi.json")
"""Written from the app model; regenerate rather than edit."""

def openapi_routes() -> APIRouter:
    document: Dict[str, Any] = json.loads(DOCUMENT.read_text(encoding="utf-8"))
    router = APIRouter()

    @router.get("")
    def openapi() -> Dict[str, Any]:
        return document

    return router
