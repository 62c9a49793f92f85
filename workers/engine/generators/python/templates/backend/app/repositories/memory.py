"""Every table in memory, with the same rules as the database (references and unique values)."""
import threading
import uuid
from typing import Any, Dict, List, Optional, Sequence

from app.domain.specs import RecordSpec
from app.repositories.repository import DuplicateValueError, Record, RecordInUseError, Repository


class MemoryStore:
    """Keeps the records of every table, so tests and a local run need no database server."""

    def __init__(self, specs: Sequence[RecordSpec]) -> None:
        self.specs = list(specs)
        self.tables: Dict[str, Dict[str, Record]] = {spec.table: {} for spec in specs}
        # Routes run in a thread pool: one lock keeps each change whole.
        self.lock = threading.RLock()

    def repository(self, spec: RecordSpec) -> Repository:
        return MemoryRepository(self, spec)

    def table(self, name: str) -> Dict[str, Record]:
        if name not in self.tables:
            raise KeyError(f"Unknown table {name}")
        return self.tables[name]

    def check_unique(self, spec: RecordSpec, row: Record) -> None:
        for field in spec.fields:
            if not field.unique:
                continue
            for other in self.table(spec.table).values():
                if other["id"] != row["id"] and other.get(field.name) == row.get(field.name):
                    raise DuplicateValueError(field.name)

    def check_unused(self, spec: RecordSpec, record_id: str) -> None:
        for other in self.specs:
            for field in other.fields:
                if field.target != spec.table:
                    continue
                if any(row.get(field.name) == record_id for row in self.table(other.table).values()):
                    raise RecordInUseError(spec.label)


class MemoryRepository:
    def __init__(self, store: MemoryStore, spec: RecordSpec) -> None:
        self.store = store
        self.spec = spec
        self.rows = store.table(spec.table)

    def _write(self, record_id: str, values: Record) -> Record:
        row: Record = {"id": record_id, **{field.name: values.get(field.name) for field in self.spec.fields}}
        self.store.check_unique(self.spec, row)
        self.rows[record_id] = row
        return dict(row)

    def list(self) -> List[Record]:
        with self.store.lock:
            return [dict(row) for row in self.rows.values()]

    def get(self, record_id: str) -> Optional[Record]:
        with self.store.lock:
            row = self.rows.get(record_id)
            return dict(row) if row is not None else None

    def find_by(self, field: str, value: Any) -> List[Record]:
        self.spec.field(field)
        with self.store.lock:
            return [dict(row) for row in self.rows.values() if row.get(field) == value]

    def create(self, values: Record) -> Record:
        with self.store.lock:
            return self._write(str(uuid.uuid4()), values)

    def update(self, record_id: str, values: Record) -> Optional[Record]:
        with self.store.lock:
            if record_id not in self.rows:
                return None
            return self._write(record_id, values)

    def remove(self, record_id: str) -> bool:
        with self.store.lock:
            if record_id not in self.rows:
                return False
            self.store.check_unused(self.spec, record_id)
            del self.rows[record_id]
            return True
