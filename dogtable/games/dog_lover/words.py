"""Dog Lover's log and refusal parameters as words (the table's ``log_words`` hook, declared
in game.py), and the components' names the board shows too.  No pygame: the log, the
refusals and the lessons' sentences word their names here without loading the board."""
from __future__ import annotations

from .cards import DOG, FOOD, RESCUE, STARTING_TRICKS, THING, TRAIT, TRICK, WILD, food, index, kind, thing

P = "dog_lover."


def trick_key(card: int, special: bool = False) -> str:
    """The locale key of a trick's name: a starting trick is named by the side it shows."""
    if card in STARTING_TRICKS:
        return f"{P}trick.special.{index(card)}" if special else f"{P}trick.standard"
    return f"{P}trick.dog.{card - 142}"


def card_name(card, t, special: bool = False) -> str:
    """A component's name in the current language."""
    if not isinstance(card, int) or isinstance(card, bool):
        return "?"
    try:
        k, i = kind(card), index(card)
    except ValueError:
        return str(card)
    if k == DOG:
        return t(f"{P}dog.{i}")
    if k == RESCUE:
        return t(f"{P}rescue.{i}")
    if k == TRAIT:
        return t(f"{P}trait.{i}")
    if k == THING:
        return t(f"{P}thing.{thing(card)}")
    if k == FOOD:
        colour, count = food(card)
        if colour == WILD:
            return t(f"{P}card.wild")
        return t(f"{P}card.food_double" if count > 1 else f"{P}card.food", colour=t(f"{P}colour.{colour}"))
    if k == TRICK:
        return t(trick_key(card, special))
    return t(f"{P}card.{k}")


def resolve_log_params(params: dict, t, seat_names) -> dict:
    """Dog Lover log and refusal parameters as words (see the top of describe.py)."""
    out = {}
    for key, value in (params or {}).items():
        if isinstance(value, bool) or not isinstance(value, int):
            out[key] = value
        elif key == "player":
            out[key] = seat_names[value] if 0 <= value < len(seat_names) else str(value)
        elif key in ("card", "onto", "trick"):
            out[key] = card_name(value, t)
        elif key == "line" and 0 <= value < 6:
            out[key] = t(f"{P}line.{value}")
        elif key == "colour" and 0 <= value < 4:
            out[key] = t(f"{P}colour.{value}")
        else:
            out[key] = value
    return out
