"""/api/openapi.json: the machine-readable description of this API, for clients and API tools."""
import json
from pathlib import Path
from typing import Any, Dict

from fastapi import APIRouter

DOCUMENT = Path(__file__).resolve().parents[2] / "openapi.json"
"""app/openapi.json: written from the app model (regenerate rather than edit); the tests hold every answer to it."""

def openapi_routes() -> APIRouter:
    document: Dict[str, Any] = json.loads(DOCUMENT.read_text(encoding="utf-8"))
    router = APIRouter()

    @router.get("")
    def openapi() -> Dict[str, Any]:
        return document

    return router
