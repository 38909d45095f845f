"""Why a score changed: each seat's points by score-pad category, counted from a view as the
score pad would count them if the game ended now, and the differences between two views.

The coach says these after a move in a lesson ("Max: +5, the most cleaned red messes"), so
every score change is explained when it happens.  Pure (no pygame): the counting is the
engine's own (each game's score function over the view), the same figures the boards show
as running scores.  The views are the learner's, so no hidden card is ever counted or told.
"""
from __future__ import annotations

import traceback

Scores = dict[tuple[int, str], int]   # (seat, category) -> points


def _dogs_alone(view: dict) -> Scores:
    from dogtable.games.dogs_alone.rules import score

    wild = [{int(m): c for m, c in (w or {}).items() if c is not None} for w in view["wild"]]
    pad = score(view["cleaned"], view["pools"], wild, view["players"])
    return {(s, c): pad.get(c, s) for c in pad.categories for s in range(view["players"])}


def _dogs_kennel(view: dict) -> Scores:
    from dogtable.games.dogs_kennel.rules import KState, score_rows

    ks = KState()
    for name in ("n", "pens", "built", "helper", "helper_paid", "res", "infirmary"):
        setattr(ks, name, view[name])
    return {(s, c): row[s] for c, row in score_rows(ks).items() for s in range(view["n"])}


def _dog_lover(view: dict) -> Scores:
    from dogtable.games.dog_lover.scoring import CATEGORIES, score_seat, state_from_view

    n = view["players"]
    state = state_from_view(view)   # a hidden hand counts as empty
    out: Scores = {}
    for s in range(n):
        seat = score_seat(state, s)
        out.update({(s, c): getattr(seat, c) for c in CATEGORIES})
    return out


def _dodgy_dogs(view: dict) -> Scores:
    """Points come only at the end of a round: the rounds' rows summed, the winner's under
    "won" (+10, less any Crafty Cat taken) and everyone else's under "left" (the cards left
    in hand and any Crafty Cat)."""
    rows = view.get("scores") or []
    winners = list(view.get("winners") or [])
    n = len(view["hand_counts"])
    out: Scores = {(s, c): 0 for s in range(n) for c in ("won", "left")}
    for r, row in enumerate(rows):
        winner = winners[r] if r < len(winners) else None
        for s in range(n):
            out[(s, "won" if s == winner else "left")] += row[s]
    return out


_COUNTERS = {"dogs_alone": _dogs_alone, "dogs_kennel": _dogs_kennel, "dog_lover": _dog_lover,
             "dodgy_dogs": _dodgy_dogs}


def running(game_id: str, view) -> Scores | None:
    """Each seat's points by category in ``view`` (None: this game or view cannot say)."""
    count = _COUNTERS.get(game_id)
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
