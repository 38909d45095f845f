"""Log and refusal parameters as words, for the table's log, its refusals and the lessons'
sentences: seats by name, cards by their names.

A game words its own through the ``log_words`` hook its declaration names
(``GameDeclaration.log_words_path``: ``(params, t, seat_names) -> dict``); a game without
one gets seats by name and every other value as it is.  Pure: the caller passes ``t``.
"""
from __future__ import annotations

import sys
import traceback

from dogtable.core.registry import UnknownGame, get_game


def _plain(params: dict, seat_names: list[str]) -> dict:
    out = {}
    for key, value in params.items():
        if key == "player" and isinstance(value, int) and not isinstance(value, bool):
            out[key] = seat_names[value] if 0 <= value < len(seat_names) else str(value)
        else:
            out[key] = value
    return out


def resolve_params(game_id: str, params: dict, t, seat_names: list[str]) -> dict:
    """``params`` as words, by the game's own hook when it declares one."""
    params = dict(params or {})
    try:
        own = get_game(game_id).part("log_words")
    except UnknownGame:
        own = None
    except Exception:  # a board module that cannot be imported: the plain words below
        traceback.print_exc(file=sys.stderr)
        own = None
    if own is not None:
        try:
            return dict(own(dict(params), t, seat_names))
        except Exception:  # a wording bug must not lose the log line: fall back below
            traceback.print_exc(file=sys.stderr)
    return _plain(params, seat_names)
