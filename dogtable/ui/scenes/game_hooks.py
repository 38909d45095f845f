"""The table's hooks a game declares (games/<id>/game.py, ``GameDeclaration.*_path``):

* ``log_words(params, t, seat_names) -> dict``: log and refusal parameters as words (seats
  by name, cards by their names...), used through dogtable/core/wording.py;
* ``round_summary(session, events, t) -> dict | None``: the summary of the round the last
  act ended (see ui/scenes/round_summary.py for its shape), or None;
* ``round_break(events) -> int | None``: the index in an act's events where the next round's
  deal begins; the table shows the board as the round ended and plays the rest after the
  summary is closed.

and one plain fact, ``offers_undo`` (False: no Undo button, nothing could be taken back).
A game without a hook gets the shell's default (or no round summary), so the shell never
grows a chain of ``if game == ...``.
"""
from __future__ import annotations

import sys
import traceback
from typing import Callable

from dogtable.core.registry import UnknownGame, get_game


def hook(game_id: str, name: str) -> Callable | None:
    """The hook ``name`` the game declares, or None (none declared, an unknown game, or a
    module that cannot be imported: a broken board must not take the menu or the log down)."""
    try:
        found = get_game(game_id).part(name)
    except UnknownGame:
        return None
    except Exception:
        traceback.print_exc(file=sys.stderr)
        return None
    return found if callable(found) else None


def offers_undo(game_id: str) -> bool:
    try:
        return get_game(game_id).offers_undo
    except UnknownGame:
        return True
