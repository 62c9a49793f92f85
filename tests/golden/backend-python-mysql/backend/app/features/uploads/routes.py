"""/api/uploads: POST the file's bytes as application/octet-stream with X-File-Name (URI-encoded) and
X-File-Type headers; GET lists them, GET /{id}/content downloads one."""
import re
from typing import List, Optional
from urllib.parse import quote, unquote

from fastapi import APIRouter, Depends, Request, Response

from app.events import Change
from app.http.body import raw_body
from app.http.errors import HttpError
from app.repositories.repository import Record
from app.services import Services

MAX_UPLOAD_BYTES = 10 * 1024 * 1024
NAME_MAX = 200
SLASHES = re.compile(r"[\\/]")
# What JavaScript's encodeURIComponent leaves as it is, so names travel the same way both ways.
URI_SAFE = "-_.!~*'()"

async def upload_body(request: Request) -> Optional[bytes]:
    return await raw_body(request, MAX_UPLOAD_BYTES)

def file_name_of(header: str) -> str:
    return SLASHES.sub("_", unquote(header)).strip()[:NAME_MAX]

def upload_routes(services: Services) -> APIRouter:
    uploads = services.repositories.uploads
    router = APIRouter()

    def find(upload_id: str) -> Record:
        upload = uploads.get(upload_id)
        if upload is None:
            raise HttpError(404, "File not found")
        return upload

    @router.post("", status_code=201)
    def upload(request: Request, data: Optional[bytes] = Depends(upload_body)) -> Record:
        if not data:
            raise HttpError(400, "Send the file's bytes as application/octet-stream")
        file_name = file_name_of(request.headers.get("x-file-name", ""))
        if not file_name:
            raise HttpError(400, "Name the file in the X-File-Name header")
        content_type = request.headers.get("x-file-type") or "application/octet-stream"
        created = uploads.create({"fileName": file_name, "contentType": content_type, "size": len(data)})
        services.files.save(created["id"], data)
        services.events.publish(Change("uploads", "created", created["id"]))
        return created

    @router.get("")
    def list_uploads() -> List[Record]:
        return uploads.list()

    @router.get("/{upload_id}")
    def read_upload(upload_id: str) -> Record:
        return find(upload_id)

    @router.get("/{upload_id}/content", response_class=Response)
    def download(upload_id: str) -> Response:
        upload = find(upload_id)
        data = services.files.read(upload["id"])
        if data is None:
            raise HttpError(404, "File content not found")
        disposition = "attachment; filename*=UTF-8''" + quote(str(upload["fileName"]), safe=URI_SAFE)
        return Response(data, media_type=str(upload["contentType"]), headers={"Content-Disposition": disposition})

    return router
