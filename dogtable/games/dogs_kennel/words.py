"""DOGS's log and refusal parameters as words (the table's ``log_words`` hook, declared in
game.py), and the cards' names the board shows too.  No pygame: the log, the refusals and
the lessons' sentences word their names here without loading the board."""
from __future__ import annotations

from .city_map import CENTER
from .components import RESOURCES, card_amount, card_kind, card_resource

P = "dogs_kennel."


def card_name(card: int, t) -> str:
    kind = card_kind(card)
    if kind == "resource":
        return t(f"{P}card.resource", count=card_amount(card),
                 resource=t(f"{P}resource.{card_resource(card)}"))
    return t(f"{P}card.{kind}")


def resolve_log_params(params: dict, t, seat_names) -> dict:
    """DOGS log and refusal parameters as words (see the top of describe.py)."""
    out = {}
    for key, value in (params or {}).items():
        if isinstance(value, bool) or not isinstance(value, int):
            out[key] = value
        elif key in ("player", "other"):
            out[key] = seat_names[value] if 0 <= value < len(seat_names) else str(value)
        elif key in ("breed", "other_breed") and 0 <= value < 12:
            out[key] = t(f"{P}breed.{value}")
        elif key in ("resource", "give", "get") and 0 <= value < len(RESOURCES):
            out[key] = t(f"{P}resource.{value}")
        elif key == "box" and 0 <= value < 5:
            out[key] = t(f"{P}box.{value}")
        elif key == "card" and 0 <= value < 44:
            out[key] = card_name(value, t)
        elif key in ("space", "other_space") and 0 <= value <= CENTER:
            out[key] = t(f"{P}space.{value}")
        elif key == "pen":
            out[key] = value + 1
        elif key == "area" and value in (0, 1):
            out[key] = t(f"{P}area.{value}")
        else:
            out[key] = value
    return out
