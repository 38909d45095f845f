"""Per-game hooks the app shell looks up in a game's board module (games/<id>/view.py).

A board module may export:

* ``resolve_log_params(params, t, seat_names) -> dict``: log and refusal parameters as
  words (seats by name, cards by their names...);
* ``round_summary(session, events, t) -> dict | None``: the summary of the round the last
  act ended (see ui/scenes/round_summary.py for its shape), or None;
* ``round_break(events) -> int | None``: the index in an act's events where the next round's
  deal begins; the table shows the board as the round ended and plays the rest after the
  summary is closed.

A game without a hook gets the shell's default (or no round summary), so the shell never
grows a chain of ``if game == ...``.
"""
from __future__ import annotations

from importlib import import_module
import sys
import traceback
from typing import Callable

from dogtable.core.registry import UnknownGame, get_game

_modules: dict[str, object] = {}


def board_module(game_id: str):
    """The game's board module, or None (no board yet, or it cannot be imported)."""
    if game_id in _modules:
        return _modules[game_id]
    module = None
    try:
        path = get_game(game_id).view_path
        if path:
            module = import_module(path.partition(":")[0])
    except UnknownGame:
        module = None
    except Exception:  # a broken board must not take the menu or the log down with it
        traceback.print_exc(file=sys.stderr)
        module = None
    _modules[game_id] = module
    return module


def hook(game_id: str, name: str) -> Callable | None:
    found = getattr(board_module(game_id), name, None)
    return found if callable(found) else None
