"""PostgreSQL storage: a repository over one table, written from its spec, with the memory store's behaviour."""
import threading
import uuid
from typing import Any, List, Optional, Sequence, Tuple

import psycopg
from psycopg import errors
from psycopg.rows import dict_row

from app.domain.fields import iso, parse_date_time
from app.domain.specs import FieldSpec, RecordSpec
from app.repositories.repository import DuplicateValueError, Record, RecordInUseError


def quote(identifier: str) -> str:
    return f'"{identifier}"'


class Connection:
    """One connection the repositories share; the lock serialises its use and reopens it when it was lost."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.lock = threading.Lock()
        self.connection = self.open()

    def open(self) -> psycopg.Connection:
        return psycopg.connect(self.url, autocommit=True, row_factory=dict_row)

    def run(self, sql: str, params: Sequence[Any] = ()) -> Tuple[List[Record], int]:
        with self.lock:
            if self.connection.closed or getattr(self.connection, "broken", False):
                self.connection = self.open()
            with self.connection.cursor() as cursor:
                cursor.execute(sql, params)
                rows = cursor.fetchall() if cursor.description else []
                return rows, cursor.rowcount

    def close(self) -> None:
        self.connection.close()


def to_column(field: FieldSpec, value: Any) -> Any:
    if value is None:
        return None
    return parse_date_time(value) if field.kind == "date" else value


def from_column(field: FieldSpec, value: Any) -> Any:
    """Database values back to what the API answers: ISO strings for dates, floats for numbers."""
    if value is None:
        return None
    if field.kind == "date":
        return iso(value)
    if field.kind == "number":
        return float(value)
    return value


class PostgresRepository:
    def __init__(self, connection: Connection, spec: RecordSpec) -> None:
        self.connection = connection
        self.spec = spec
        self.table = quote(spec.table)
        self.columns = ", ".join(['"id"', *(quote(field.column) for field in spec.fields)])

    def to_record(self, row: Record) -> Record:
        record: Record = {"id": row["id"]}
        for field in self.spec.fields:
            record[field.name] = from_column(field, row[field.column])
        return record

    def values(self, values: Record) -> List[Any]:
        return [to_column(field, values.get(field.name)) for field in self.spec.fields]

    def query(self, sql: str, params: Sequence[Any] = ()) -> Tuple[List[Record], int]:
        try:
            rows, count = self.connection.run(sql, params)
        except errors.ForeignKeyViolation:
            raise RecordInUseError(self.spec.label) from None
        except errors.UniqueViolation as error:
            raise DuplicateValueError(self.duplicate_field(error.diag.constraint_name or "")) from None
        return [self.to_record(row) for row in rows], count

    def duplicate_field(self, constraint: str) -> str:
        column = constraint.removeprefix(f"{self.spec.table}_").removesuffix("_key")
        return next((field.name for field in self.spec.fields if field.column == column), "value")

    def list(self) -> List[Record]:
        return self.query(f'SELECT {self.columns} FROM {self.table} ORDER BY "created_at", "id"')[0]

    def get(self, record_id: str) -> Optional[Record]:
        rows = self.query(f'SELECT {self.columns} FROM {self.table} WHERE "id" = %s', [record_id])[0]
        return rows[0] if rows else None

    def find_by(self, field: str, value: Any) -> List[Record]:
        column = quote(self.spec.field(field).column)
        sql = f'SELECT {self.columns} FROM {self.table} WHERE {column} = %s ORDER BY "created_at", "id"'
        return self.query(sql, [value])[0]

    def create(self, values: Record) -> Record:
        placeholders = ", ".join(["%s"] * (len(self.spec.fields) + 1))
        sql = f"INSERT INTO {self.table} ({self.columns}) VALUES ({placeholders}) RETURNING {self.columns}"
        rows = self.query(sql, [str(uuid.uuid4()), *self.values(values)])[0]
        if not rows:
            raise RuntimeError(f"Insert into {self.spec.table} returned no row")
        return rows[0]

    def update(self, record_id: str, values: Record) -> Optional[Record]:
        assignments = ", ".join(f"{quote(field.column)} = %s" for field in self.spec.fields)
        sql = f'UPDATE {self.table} SET {assignments} WHERE "id" = %s RETURNING {self.columns}'
        rows = self.query(sql, [*self.values(values), record_id])[0]
        return rows[0] if rows else None

    def remove(self, record_id: str) -> bool:
        return self.query(f'DELETE FROM {self.table} WHERE "id" = %s', [record_id])[1] > 0
