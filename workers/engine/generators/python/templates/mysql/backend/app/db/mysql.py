"""MySQL storage: a repository over one table, written from its spec, with the memory store's behaviour."""
import re
import threading
import uuid
from typing import Any, Dict, List, Optional, Sequence, Tuple
from urllib.parse import unquote, urlsplit

import pymysql
from pymysql.cursors import DictCursor

from app.domain.fields import iso, parse_date_time
from app.domain.specs import FieldSpec, RecordSpec
from app.repositories.repository import DuplicateValueError, Record, RecordInUseError

ROW_IS_REFERENCED = 1451
REFERENCE_MISSING = 1452
DUPLICATE_ENTRY = 1062
DUPLICATE_KEY = re.compile(r"for key '(?:[^.']*\.)?([^']+)'")


def quote(identifier: str) -> str:
    return f"`{identifier}`"


def connect_args(url: str) -> Dict[str, Any]:
    """mysql://user:password@host:3306/database as PyMySQL's arguments."""
    parts = urlsplit(url)
    return {
        "host": parts.hostname or "localhost",
        "port": parts.port or 3306,
        "user": unquote(parts.username or "root"),
        "password": unquote(parts.password or ""),
        "database": unquote(parts.path.lstrip("/")) or None,
        "charset": "utf8mb4",
        "autocommit": True,
        "cursorclass": DictCursor,
    }


class Connection:
    """One connection the repositories share; the lock serialises its use, ping() reopens it when it was lost."""

    def __init__(self, url: str) -> None:
        self.lock = threading.Lock()
        self.connection = pymysql.connect(**connect_args(url))

    def run(self, sql: str, params: Sequence[Any] = ()) -> Tuple[List[Record], int]:
        with self.lock:
            self.connection.ping(reconnect=True)
            with self.connection.cursor() as cursor:
                count = cursor.execute(sql, tuple(params))
                rows = list(cursor.fetchall()) if cursor.description else []
                return rows, count

    def close(self) -> None:
        self.connection.close()


def to_column(field: FieldSpec, value: Any) -> Any:
    if value is None:
        return None
    if field.kind == "date":
        # Stored in UTC, without a zone (DATETIME).
        return parse_date_time(value).replace(tzinfo=None)
    return value


def from_column(field: FieldSpec, value: Any) -> Any:
    """Database values back to what the API answers: ISO strings, floats and true or false."""
    if value is None:
        return None
    if field.kind == "date":
        return iso(value)
    if field.kind == "number":
        return float(value)
    if field.kind == "boolean":
        return bool(value)
    return value


class MysqlRepository:
    def __init__(self, connection: Connection, spec: RecordSpec) -> None:
        self.connection = connection
        self.spec = spec
        self.table = quote(spec.table)
        self.columns = ", ".join(["`id`", *(quote(field.column) for field in spec.fields)])

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
        except pymysql.err.IntegrityError as error:
            code = error.args[0] if error.args else None
            if code in (ROW_IS_REFERENCED, REFERENCE_MISSING):
                raise RecordInUseError(self.spec.label) from None
            if code == DUPLICATE_ENTRY:
                raise DuplicateValueError(self.duplicate_field(str(error.args[1]))) from None
            raise
        return [self.to_record(row) for row in rows], count

    def duplicate_field(self, message: str) -> str:
        match = DUPLICATE_KEY.search(message)
        key = match.group(1) if match else ""
        column = key.removeprefix(f"{self.spec.table}_").removesuffix("_key")
        return next((field.name for field in self.spec.fields if field.column == column), "value")

    def list(self) -> List[Record]:
        return self.query(f"SELECT {self.columns} FROM {self.table} ORDER BY `created_at`, `id`")[0]

    def get(self, record_id: str) -> Optional[Record]:
        rows = self.query(f"SELECT {self.columns} FROM {self.table} WHERE `id` = %s", [record_id])[0]
        return rows[0] if rows else None

    def find_by(self, field: str, value: Any) -> List[Record]:
        column = quote(self.spec.field(field).column)
        sql = f"SELECT {self.columns} FROM {self.table} WHERE {column} = %s ORDER BY `created_at`, `id`"
        return self.query(sql, [value])[0]

    def create(self, values: Record) -> Record:
        record_id = str(uuid.uuid4())
        placeholders = ", ".join(["%s"] * (len(self.spec.fields) + 1))
        self.query(f"INSERT INTO {self.table} ({self.columns}) VALUES ({placeholders})", [record_id, *self.values(values)])
        created = self.get(record_id)
        if created is None:
            raise RuntimeError(f"Insert into {self.spec.table} stored no row")
        return created

    def update(self, record_id: str, values: Record) -> Optional[Record]:
        if self.get(record_id) is None:
            return None
        assignments = ", ".join(f"{quote(field.column)} = %s" for field in self.spec.fields)
        self.query(f"UPDATE {self.table} SET {assignments} WHERE `id` = %s", [*self.values(values), record_id])
        return self.get(record_id)

    def remove(self, record_id: str) -> bool:
        return self.query(f"DELETE FROM {self.table} WHERE `id` = %s", [record_id])[1] > 0
