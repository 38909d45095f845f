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


def classified_event_leaks(event, event_fields: dict, home: str, id_kinds: tuple[str, ...],
                           before_public: dict, after_public: dict,
                           other=None) -> list[str]:
    """The leaks of one event as a seat receives it: every field must be classified in
    ``event_fields`` (by event kind) at ``home``; a field of one of ``id_kinds`` may name only
    ids public before or after the event; ``other(kind, value)`` judges a game's other secret
    kinds (a problem text, or None)."""
    fields = event_fields.get(event.kind)
    if fields is None:
        return [f"event kind {event.kind!r} is not classified in {home}"]
    problems = []
    for key, value in event.data.items():
        kind = fields.get(key)
        if kind is None:
            problems.append(f"{event.kind}.{key} is not classified in {home}")
        elif kind in id_kinds:
            hidden = set(flat_ints(value)) - before_public[kind] - after_public[kind]
            if hidden:
                problems.append(f"{event.kind}.{key} names hidden {kind} ids {sorted(hidden)}")
        elif other is not None and (problem := other(kind, value)):
            problems.append(problem)
    return problems


def classified_view_leaks(view: dict, view_fields: dict, home: str, id_kinds: tuple[str, ...],
                          public: dict, other=None) -> list[str]:
    """The leaks of one seat's view: every field must be classified in ``view_fields`` at
    ``home``; a field of one of ``id_kinds`` may name only ids in ``public[kind]`` (what the
    seat may know now); ``other(key, kind, value)`` judges a game's other secret kinds (a list
    of problem texts)."""
    problems = []
    for key, value in view.items():
        kind = view_fields.get(key)
        if kind is None:
            problems.append(f"view field {key!r} is not classified in {home}")
        elif kind in id_kinds:
            hidden = set(flat_ints(value)) - public[kind]
            if hidden:
                problems.append(f"view field {key!r} shows hidden {kind} ids {sorted(hidden)}")
        elif other is not None:
            problems.extend(other(key, kind, value))
    return problems
