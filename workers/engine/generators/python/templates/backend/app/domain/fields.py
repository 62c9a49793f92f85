"""The checks every record's fields go through: the same rules, and the same stored forms, on pydantic 1 and 2."""
import math
import re
from datetime import datetime, timezone
from typing import Any, Callable, Dict, Optional, Sequence
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


EMAIL = re.compile(r"^[^\s@]+@[^\s@]+\.[^\s@]+$")
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


def one_of(required: bool, values: Sequence[str]) -> Rule:
    """One of a fixed list of strings (a choice, or a state)."""

    def rule(cls: Any, value: Any) -> Optional[str]:
        if value is None:
            return _missing(required)
        if not isinstance(value, str) or value not in values:
            raise ValueError("Must be one of " + ", ".join(values))
        return value

    return rule


def within(rule: Rule, minimum: Optional[float] = None, maximum: Optional[float] = None) -> Rule:
    """A number rule held to a range, both ends included."""

    def checked_rule(cls: Any, value: Any) -> Any:
        result = rule(cls, value)
        if result is not None and minimum is not None and result < minimum:
            raise ValueError(f"Must be at least {minimum:g}")
        if result is not None and maximum is not None and result > maximum:
            raise ValueError(f"Must be at most {maximum:g}")
        return result

    return checked_rule


def matching(rule: Rule, pattern: str, says: str) -> Rule:
    """A text rule held to a format."""
    expression = re.compile(pattern)

    def checked_rule(cls: Any, value: Any) -> Any:
        result = rule(cls, value)
        if result is not None and not expression.match(result):
            raise ValueError(f"Must be {says}")
        return result

    return checked_rule


def dated(rule: Rule, relation: str) -> Rule:
    """A date rule held to the future ("after" now) or the past ("before" now) of the moment it is checked."""

    def checked_rule(cls: Any, value: Any) -> Any:
        result = rule(cls, value)
        if result is not None:
            moment = parse_date_time(result)
            now = datetime.now(timezone.utc)
            if relation == "after" and not moment > now:
                raise ValueError("Must be in the future")
            if relation == "before" and not moment < now:
                raise ValueError("Must be in the past")
        return result

    return checked_rule
