"""Dodgy Dogs' log and refusal parameters as words (the table's ``log_words`` hook, declared
in game.py), and the cards' names the board shows too.  No pygame: the log, the refusals
and the lessons' sentences word their names here without loading the board."""
from __future__ import annotations

from .cards import BEHAVIOURS, DOG, LEADER, PICKUP, behaviour, breed, kind, pickup_count, size


def behaviour_name(b, t) -> str:
    return t(f"dodgy_dogs.behaviour.{b}") if b is not None else "?"


def size_name(s, t) -> str:
    return t(f"dodgy_dogs.size.{s}")


def card_name(card: int, t) -> str:
    """The card's name in the current language (``t`` is the translate function)."""
    k = kind(card)
    if k == DOG:
        return t("dodgy_dogs.card.dog", size=size_name(size(card), t),
                 behaviour=behaviour_name(behaviour(card), t), breed=t(f"dodgy_dogs.breed.{breed(card)}"))
    if k == LEADER:
        return t("dodgy_dogs.card.leader", size=size_name(size(card), t))
    if k == PICKUP:
        return t("dodgy_dogs.card.pickup", count=pickup_count(card))
    return t(f"dodgy_dogs.card.{k}")


def resolve_log_params(params: dict, t, seat_names) -> dict:
    """Dodgy Dogs log/refusal parameters as words: ``player``/``target`` seats by name,
    ``card`` by its name, ``cards`` (a list) as names in order, ``behaviour`` by its name
    (counts and rounds stay numbers)."""
    out = {}
    for key, value in (params or {}).items():
        if key == "cards" and isinstance(value, (list, tuple)):
            out[key] = ", ".join(card_name(c, t) if isinstance(c, int) else str(c) for c in value)
        elif isinstance(value, bool) or not isinstance(value, int):
            out[key] = value
        elif key in ("player", "target"):
            out[key] = seat_names[value] if 0 <= value < len(seat_names) else str(value)
        elif key == "card":
            out[key] = card_name(value, t)
        elif key == "behaviour" and 0 <= value < len(BEHAVIOURS):
            out[key] = behaviour_name(value, t)
        else:
            out[key] = value
    return out
