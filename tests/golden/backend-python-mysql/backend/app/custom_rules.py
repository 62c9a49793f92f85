"""The business rules the typed rules cannot say (docs/ARCHITECTURE.md, "Needs a person").

Checked on every create and change of any record (app/http/crud.py), after the typed rules. Each rule's
code goes in its slot in check_custom_rules, and its test cases in tests/test_custom_rules.py.
"""
from typing import NoReturn, Optional

from app.http.errors import InvalidInput, Issue
from app.repositories.repository import Record

def refuse(field: str, message: str) -> NoReturn:
    """Refuses the change with a 400 on one field, the answer the typed rules give."""
    raise InvalidInput([Issue(field, message)])

def check_custom_rules(topic: str, values: Record, current: Optional[Record]) -> None:
    """Checks one record created or changed, as the typed rules let it through.

    topic is the record type as its route names it ("products" for /api/products), values what was sent
    (by JSON name), current the stored record a change replaces (None for a new one).
    """
    # rule BIZ-9: Refunds need the owner's approval
    # TODO(BIZ-9): not written yet. A person or the configured model writes this rule's code here.
    # end of rule BIZ-9
