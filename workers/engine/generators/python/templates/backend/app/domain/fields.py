"""The checks every record's fields go through: the same rules, and the same stored forms, on pydantic 1 and 2."""
import math
import re
from datetime import datetime, timedelta, timezone
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


# RFC 3339: 2030-01-15T10:00:00Z, with fractions of a second or an offset (+02:00) when wanted. Python's own
# datetime.fromisoformat takes more (a date alone, a time without an offset), which the API's document refuses.
RFC_3339 = re.compile(
    r"([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]+))?(?:[Zz]|([+-])([0-9]{2}):([0-9]{2}))"
)


def parse_date_time(value: str) -> datetime:
    """An RFC 3339 date and time that names a real moment, in UTC; ValueError for anything else."""
    parts = RFC_3339.fullmatch(value)
    if parts is None:
        raise ValueError("Not an RFC 3339 date and time")
    year, month, day, hour, minute, second = (int(part) for part in parts.group(1, 2, 3, 4, 5, 6))
    fraction, sign, offset_hours, offset_minutes = parts.group(7, 8, 9, 10)
    # No February 30th, no 24:00 and no leap second: datetime refuses them with ValueError.
    microsecond = int((fraction or "0")[:6].ljust(6, "0"))
    if int(offset_hours or 0) > 23 or int(offset_minutes or 0) > 59:
        raise ValueError("Not an RFC 3339 offset")
    offset = timedelta(hours=int(offset_hours or 0), minutes=int(offset_minutes or 0))
    zone = timezone(-offset if sign == "-" else offset)
    try:
        # In UTC it must still fall in years 1 to 9999, or it could not be answered as RFC 3339.
        return datetime(year, month, day, hour, minute, second, microsecond, tzinfo=zone).astimezone(timezone.utc)
    except OverflowError:
        raise ValueError("Out of range") from None


def iso(moment: datetime) -> str:
    """The form dates are stored and answered in: 2030-01-15T10:00:00.000Z."""
    utc = moment.replace(tzinfo=timezone.utc) if moment.tzinfo is None else moment.astimezone(timezone.utc)
    # isoformat writes a four-digit year even before 1000, which strftime("%Y") does not on every platform.
    return utc.replace(tzinfo=None).isoformat(timespec="milliseconds") + "Z"


def date_time(required: bool) -> Rule:
    """A date and time: RFC 3339 only, stored and answered as an ISO string in UTC (2030-01-15T10:00:00.000Z)."""

    def rule(cls: Any, value: Any) -> Optional[str]:
        if value is None:
            return _missing(required)
        if not isinstance(value, str):
            raise ValueError("Must be a date and time such as 2030-01-15T10:00:00Z")
        try:
            return iso(parse_date_time(value))
        except ValueError:
            raise ValueError("Must be a date and time such as 2030-01-15T10:00:00Z") from None

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
