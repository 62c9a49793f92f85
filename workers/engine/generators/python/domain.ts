import type { Entity, Field } from "../../model";
import { snakeCase } from "../../model/naming";
import { lines } from "../files";
import { pyCode as code } from "./files";
import type { GeneratedFile } from "../types";
import { fieldAttribute, pyNames, pyString } from "./names";

const TEXT_MAX = { plain: 200, long: 10000 };

/** The annotation and default of a field on its pydantic model. */
function annotation(field: Field): string {
  const alias = `alias=${pyString(field.name)}`;
  const base = field.kind === "number" ? "float" : field.kind === "boolean" ? "bool" : "str";
  if (field.kind === "boolean") return `bool = Field(False, ${alias})`;
  return field.required ? `${base} = Field(..., ${alias})` : `Optional[${base}] = Field(None, ${alias})`;
}

/** The rule (from app/domain/fields.py) that checks and normalises a field's raw JSON value. */
export function ruleFor(field: Field): string {
  const required = field.required ? "True" : "False";
  switch (field.kind) {
    case "number":
      return `number(required=${required})`;
    case "boolean":
      return "flag()";
    case "date":
      return `date_time(required=${required})`;
    case "reference":
      return `reference(required=${required})`;
    default:
      if (field.format === "email") return `email(required=${required})`;
      if (field.format === "url") return `url(required=${required})`;
      return `text(required=${required}, max_length=${field.format === "long" ? TEXT_MAX.long : TEXT_MAX.plain})`;
  }
}

/** The validator attribute names, kept clear of the fields' own attributes. */
export function checkNames(entity: Entity): Map<string, string> {
  const taken = new Set(entity.fields.map(fieldAttribute));
  return new Map(
    entity.fields.map((field) => {
      const plain = `check_${fieldAttribute(field)}`;
      return [field.name, taken.has(plain) ? `${plain}_rule` : plain];
    }),
  );
}

function specField(field: Field, entities: readonly Entity[]): string {
  const target = entities.find((entity) => entity.name === field.target);
  const parts = [
    `name=${pyString(field.name)}`,
    `column=${pyString(snakeCase(field.name))}`,
    `kind=${pyString(field.kind)}`,
    `required=${field.required ? "True" : "False"}`,
    target ? `target=${pyString(target.table)}` : undefined,
    field.unique ? "unique=True" : undefined,
  ];
  return `        FieldSpec(${parts.filter(Boolean).join(", ")}),`;
}

const article = (label: string) => (/^[aeiou]/i.test(label) ? "an" : "a");

/** app/domain/<record>.py: the input model (validation) and the storage spec. */
export function domainFile(entity: Entity, stored: readonly Entity[]): GeneratedFile {
  const names = pyNames(entity);
  const checks = checkNames(entity);
  const optional = entity.fields.some((field) => !field.required && field.kind !== "boolean");
  return code(
    names.path,
    "backend",
    lines(
      `"""${entity.pluralLabel}: what a client sends, and how the record is stored."""`,
      optional && "from typing import Optional",
      optional && "",
      "from pydantic import BaseModel, Field",
      "",
      // The rules by module: a field may be named like one of them (email, url, text).
      "from app.domain import fields as rules",
      "from app.domain.specs import FieldSpec, RecordSpec",
      "",
      "",
      `class ${names.model}(BaseModel):`,
      `    """What a client sends to create or replace ${article(entity.label)} ${entity.label.toLowerCase()}."""`,
      "",
      ...entity.fields.map((field) => `    ${fieldAttribute(field)}: ${annotation(field)}`),
      "",
      ...entity.fields.map((field) => `    ${checks.get(field.name) ?? ""} = rules.checked(${pyString(fieldAttribute(field))})(rules.${ruleFor(field)})`),
      "",
      "",
      `${names.spec} = RecordSpec(`,
      `    table=${pyString(entity.table)},`,
      `    label=${pyString(entity.label)},`,
      "    fields=(",
      ...entity.fields.map((field) => specField(field, stored)),
      "    ),",
      ")",
    ),
  );
}

const fieldsPy = `
"""The checks every record's fields go through: the same rules, and the same stored forms, on pydantic 1 and 2."""
import math
import re
from datetime import datetime, timezone
from typing import Any, Callable, Dict, Optional
from urllib.parse import urlsplit

import pydantic
from pydantic import BaseModel

PYDANTIC_V2 = int(pydantic.VERSION.split(".")[0]) >= 2

Rule = Callable[[Any, Any], Any]

if PYDANTIC_V2:
    from pydantic import field_validator

    def checked(*fields: str) -> Callable[[Rule], Any]:
        """Runs a rule on the raw JSON value of these fields, before pydantic's own type check."""
        return field_validator(*fields, mode="before")

else:  # pragma: no cover - pydantic 1
    from pydantic import validator

    def checked(*fields: str) -> Callable[[Rule], Any]:
        """Runs a rule on the raw JSON value of these fields, before pydantic's own type check."""
        return validator(*fields, pre=True, allow_reuse=True)


def dump(model: BaseModel) -> Dict[str, Any]:
    """A validated model as the record's fields, by their JSON names."""
    if PYDANTIC_V2:
        return model.model_dump(by_alias=True)
    return model.dict(by_alias=True)  # pragma: no cover - pydantic 1


EMAIL = re.compile(r"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$")
EMAIL_MAX = 254


def _missing(required: bool) -> None:
    if required:
        raise ValueError("Required")


def text(required: bool, max_length: int) -> Rule:
    """A string, trimmed; a required one must not be empty."""

    def rule(cls: Any, value: Any) -> Optional[str]:
        if value is None:
            return _missing(required)
        if not isinstance(value, str):
            raise ValueError("Expected a string")
        value = value.strip()
        if required and not value:
            raise ValueError("Required")
        if len(value) > max_length:
            raise ValueError(f"At most {max_length} characters")
        return value

    return rule


def email(required: bool) -> Rule:
    """An email address."""

    def rule(cls: Any, value: Any) -> Optional[str]:
        if value is None:
            return _missing(required)
        if not isinstance(value, str) or len(value) > EMAIL_MAX or not EMAIL.match(value):
            raise ValueError("Invalid email address")
        return value

    return rule


def url(required: bool) -> Rule:
    """An absolute address with a scheme and a host (https://...)."""

    def rule(cls: Any, value: Any) -> Optional[str]:
        if value is None:
            return _missing(required)
        if not isinstance(value, str):
            raise ValueError("Invalid URL")
        try:
            parts = urlsplit(value)
        except ValueError:
            raise ValueError("Invalid URL") from None
        if not parts.scheme or not parts.netloc:
            raise ValueError("Invalid URL")
        return value

    return rule


def number(required: bool) -> Rule:
    """A finite JSON number (not a string, not true or false)."""

    def rule(cls: Any, value: Any) -> Optional[float]:
        if value is None:
            return _missing(required)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise ValueError("Expected a number")
        return value

    return rule


def flag() -> Rule:
    """true or false; left out, it is false."""

    def rule(cls: Any, value: Any) -> bool:
        if not isinstance(value, bool):
            raise ValueError("Expected true or false")
        return value

    return rule


def parse_date_time(value: str) -> datetime:
    """An ISO 8601 date or date and time; without a zone it is taken as UTC."""
    text_value = value.strip()
    if text_value.endswith(("Z", "z")):
        text_value = text_value[:-1] + "+00:00"
    parsed = datetime.fromisoformat(text_value)
    return parsed.replace(tzinfo=timezone.utc) if parsed.tzinfo is None else parsed.astimezone(timezone.utc)


def iso(moment: datetime) -> str:
    """The form dates are stored and answered in: 2030-01-15T10:00:00.000Z."""
    utc = moment.replace(tzinfo=timezone.utc) if moment.tzinfo is None else moment.astimezone(timezone.utc)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"


def date_time(required: bool) -> Rule:
    """A date and time, answered as an ISO string in UTC."""

    def rule(cls: Any, value: Any) -> Optional[str]:
        if value is None:
            return _missing(required)
        if not isinstance(value, str):
            raise ValueError("Must be a date")
        try:
            return iso(parse_date_time(value))
        except ValueError:
            raise ValueError("Must be a date") from None

    return rule


def reference(required: bool) -> Rule:
    """The id of another record (whether it exists is checked by the route)."""

    def rule(cls: Any, value: Any) -> Optional[str]:
        if value is None:
            return _missing(required)
        if not isinstance(value, str) or not value:
            raise ValueError("Expected the id of a record")
        return value

    return rule
`;

const specPy = `
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
`;

export const domainSupportFiles = (): GeneratedFile[] => [
  code("backend/app/__init__.py", "backend", `"""The API package."""`),
  code("backend/app/domain/__init__.py", "backend", `"""The records: input models and storage specs."""`),
  code("backend/app/domain/fields.py", "backend", fieldsPy),
  code("backend/app/domain/specs.py", "backend", specPy),
];
