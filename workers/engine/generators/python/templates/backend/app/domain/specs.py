"""How a record is described to the storage layers: one spec per table, shared by memory and database."""
from dataclasses import dataclass
from typing import Optional, Tuple


@dataclass(frozen=True)
class FieldSpec:
    name: str
    column: str
    kind: str
    required: bool
    target: Optional[str] = None
    """For references: the table of the record pointed at."""
    unique: bool = False


@dataclass(frozen=True)
class RecordSpec:
    table: str
    label: str
    fields: Tuple[FieldSpec, ...]

    def field(self, name: str) -> FieldSpec:
        for candidate in self.fields:
            if candidate.name == name:
                return candidate
        raise KeyError(f"{self.table} has no field {name}")
