"""Events: facts that happened, with a stable JSON form.

An event is a kind plus a flat dict of JSON values.  Each game registers the kinds
it emits and the fields each must carry, so a save with an unknown or malformed
event is refused instead of half-replayed.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

HIDDEN = None  # the value a redacted field takes


@dataclass(frozen=True)
class Event:
    kind: str
    data: dict = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def with_data(self, **changes: Any) -> "Event":
        merged = dict(self.data)
        merged.update(changes)
        return Event(self.kind, merged)

    def to_json(self) -> dict:
        return {"kind": self.kind, **self.data}


class EventFormatError(ValueError):
    """A serialised event that is not one this program knows."""


# kind -> required field names, filled by each game's module at import time
_EVENT_TYPES: dict[str, frozenset[str]] = {}


def register_event_types(types: dict[str, Iterable[str]]) -> None:
    for kind, fields in types.items():
        known = _EVENT_TYPES.get(kind)
        new = frozenset(fields)
        if known is not None and known != new:
            raise ValueError(f"event kind {kind!r} registered twice with different fields")
        _EVENT_TYPES[kind] = new


def event_from_json(data: Any) -> Event:
    if not isinstance(data, dict):
        raise EventFormatError("an event must be an object")
    kind = data.get("kind")
    if not isinstance(kind, str):
        raise EventFormatError("an event needs a kind")
    required = _EVENT_TYPES.get(kind)
    if required is None:
        raise EventFormatError(f"unknown event kind {kind!r}")
    body = {k: v for k, v in data.items() if k != "kind"}
    missing = required - body.keys()
    if missing:
        raise EventFormatError(f"event {kind!r} lacks {sorted(missing)}")
    return Event(kind, body)
