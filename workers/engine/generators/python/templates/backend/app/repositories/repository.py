"""The one storage interface: the in-memory store (tests, local runs) and the database both implement it."""
from typing import Any, Dict, List, Optional, Protocol

Record = Dict[str, Any]
"""A stored record as the API answers it: {"id": ..., <field>: <value>, ...}."""


class Repository(Protocol):
    def list(self) -> List[Record]: ...

    def get(self, record_id: str) -> Optional[Record]: ...

    def find_by(self, field: str, value: Any) -> List[Record]: ...

    def create(self, values: Record) -> Record: ...

    def update(self, record_id: str, values: Record) -> Optional[Record]: ...

    def remove(self, record_id: str) -> bool: ...


class RecordInUseError(Exception):
    """A record other records still refer to cannot be deleted."""

    def __init__(self, label: str) -> None:
        super().__init__(f"This {label.lower()} is still referred to by other records")


class DuplicateValueError(Exception):
    """A value that must be unique (an email address) is already taken."""

    def __init__(self, field: str) -> None:
        super().__init__(f"That {field} is already taken")
