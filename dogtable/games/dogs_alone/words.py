"""Dogs Alone's log and refusal parameters as words (the table's ``log_words`` hook, declared
in game.py): seats by name, a dog by its type (cards.dog_type: four copies of each), a mess
and a colour by their names.  No pygame: the lessons' sentences word their names here too."""
from __future__ import annotations

from .cards import dog_type


def resolve_log_params(params: dict, t, seat_names) -> dict:
    out = {}
    for key, value in params.items():
        if isinstance(value, bool) or not isinstance(value, int):
            out[key] = value
        elif key == "player":
            out[key] = seat_names[value] if 0 <= value < len(seat_names) else str(value)
        elif key == "dog":
            out[key] = t(f"dogs_alone.dog.{dog_type(value)}")
        elif key == "mess":
            out[key] = t(f"dogs_alone.mess.{value}")
        elif key == "colour":
            out[key] = t(f"dogs_alone.colour.{value}")
        else:
            out[key] = value
    return out
