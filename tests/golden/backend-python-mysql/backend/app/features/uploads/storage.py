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
