import type { PythonFeature } from "../feature";
import { pythonFeatureEmitter } from "../feature";
import { pyCode, pyTest } from "../files";

const storagePy = `
"""Where file contents live; the records (name, type, size) are in the database."""
import threading
from pathlib import Path
from typing import Dict, Optional, Protocol


class FileStorage(Protocol):
    def save(self, file_id: str, data: bytes) -> None: ...

    def read(self, file_id: str) -> Optional[bytes]: ...


class MemoryFileStorage:
    """Files in memory: tests, and a local run without UPLOAD_DIR."""

    def __init__(self) -> None:
        self.files: Dict[str, bytes] = {}
        self.lock = threading.Lock()

    def save(self, file_id: str, data: bytes) -> None:
        with self.lock:
            self.files[file_id] = bytes(data)

    def read(self, file_id: str) -> Optional[bytes]:
        with self.lock:
            return self.files.get(file_id)


class DiskFileStorage:
    """Files on a disk (UPLOAD_DIR), named by their record id. Use a mounted volume or swap in object storage."""

    def __init__(self, directory: str) -> None:
        self.directory = Path(directory)

    def save(self, file_id: str, data: bytes) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        (self.directory / file_id).write_bytes(data)

    def read(self, file_id: str) -> Optional[bytes]:
        try:
            return (self.directory / file_id).read_bytes()
        except FileNotFoundError:
            return None
`;

const routesPy = `
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
SLASHES = re.compile(r"[\\\\/]")
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
`;

const uploadsTest = `
"""/api/uploads: files in, files out."""
from urllib.parse import quote

from tests.helpers import assert_contains, create_test_client, expect_status

OCTETS = {"Content-Type": "application/octet-stream"}


def test_stores_a_file_and_gives_it_back() -> None:
    client = create_test_client()
    headers = {**OCTETS, "X-File-Name": quote("menu (final).txt"), "X-File-Type": "text/plain"}
    created = expect_status(client.post("/api/uploads", content=b"hello", headers=headers), 201)
    assert_contains(created, {"fileName": "menu (final).txt", "contentType": "text/plain", "size": 5})
    assert len(expect_status(client.get("/api/uploads"), 200)) == 1
    expect_status(client.get(f"/api/uploads/{created['id']}"), 200)
    content = client.get(f"/api/uploads/{created['id']}/content")
    assert content.status_code == 200
    assert content.content == b"hello"


def test_rejects_an_upload_without_a_name_or_without_content() -> None:
    client = create_test_client()
    expect_status(client.post("/api/uploads", content=b"x", headers=OCTETS), 400)
    expect_status(client.post("/api/uploads", headers={"X-File-Name": "empty.txt"}), 400)
    expect_status(client.get("/api/uploads/missing/content"), 404)
`;

export const uploadsPython: PythonFeature = {
  feature: "file-upload",
  emitter: pythonFeatureEmitter("file-upload", {
    name: "File upload API",
    description:
      "Uploads up to 10 MB stored through a FileStorage interface (disk in production, memory in tests), " +
      "with their name, type and size recorded and a download route.",
    emit: () => [
      pyCode("backend/app/features/uploads/__init__.py", "backend", `"""File uploads: records in the database, contents in a FileStorage."""`),
      pyCode("backend/app/features/uploads/storage.py", "backend", storagePy),
      pyCode("backend/app/features/uploads/routes.py", "backend", routesPy),
      pyTest("backend/tests/test_uploads.py", uploadsTest),
    ],
  }),
  settings: [{ field: "upload_dir: Optional[str]", read: `upload_dir=env.get("UPLOAD_DIR") or None` }],
  services: [
    {
      imports: ["from app.features.uploads.storage import DiskFileStorage, FileStorage, MemoryFileStorage"],
      field: "files: FileStorage",
      create: "files=DiskFileStorage(settings.upload_dir) if settings.upload_dir else MemoryFileStorage()",
    },
  ],
  routes: {
    imports: ["from app.features.uploads.routes import upload_routes"],
    mounts: [{ router: "upload_routes(services)", prefix: "/api/uploads" }],
  },
};
