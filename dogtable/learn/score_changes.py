"""Why a score changed: each seat's points by score-pad category, counted from a view as the
score pad would count them if the game ended now, and the differences between two views.

The coach says these after a move in a lesson ("Max: +5, the most cleaned red messes"), so
every score change is explained when it happens.  Pure (no pygame): the counting is the
engine's own (each game's score function over the view, its teaching module's
``score_parts``), the same figures the boards show as running scores.  The views are the learner's, so no hidden card is ever counted or told.
"""
from __future__ import annotations

import traceback

from dogtable.core.registry import UnknownGame, get_game

Scores = dict[tuple[int, str], int]   # (seat, category) -> points


def running(game_id: str, view) -> Scores | None:
    """Each seat's points by category in ``view`` (None: this game or view cannot say).  The
    counting is the game's own: its teaching module's ``score_parts(view)``."""
    try:
        count = getattr(get_game(game_id).module("teaching"), "score_parts", None)
    except UnknownGame:
        count = None
    if count is None or not isinstance(view, dict):
        return None
    try:
        return count(view)
    except Exception:  # no explanation rather than a broken lesson
        traceback.print_exc()
        return None


def changes(before: Scores | None, after: Scores | None) -> list[tuple[int, str, int]]:
    """(seat, category, points gained or lost) for every category that moved, seat by seat."""
    if before is None or after is None:
        return []
    out = []
    for (seat, category), points in sorted(after.items()):
        delta = points - before.get((seat, category), 0)
        if delta:
            out.append((seat, category, delta))
    return out
