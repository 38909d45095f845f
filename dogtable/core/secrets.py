"""What every game's secrets adapter shares (games/<id>/secrets.py, declared as
``GameDeclaration.secrets_path``): the conformance suite's hidden-id check asks a game's
adapter which fields of its views and events hold ids of which kind of component, and which
ids a seat may know at a moment; a field not classified fails the check, so a field added
later must say what it holds.  Fields holding nothing secret are ``PLAIN``."""
from __future__ import annotations

from typing import Any

PLAIN = "plain"


def flat_ints(value: Any) -> list[int]:
    """Every int inside nested lists/tuples (None and other values skipped)."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, (list, tuple)):
        return [i for v in value for i in flat_ints(v)]
    return []
