"""What a player needs to decide, worked out by the engine's own code from the board's view:
each seat's score as the score pad would count it now (which dogs the best feeding of the
food held would feed), and, for one's own tricks that fit nowhere now, the engine's reason.

Nothing here decides a rule: the scores come from ``scoring.score_seat`` and the reasons from
``rules.decide`` on a state resampled from the seat's own view.
"""
from __future__ import annotations

from collections import Counter
import random
import traceback
from types import SimpleNamespace

from dogtable.core.rules import Action, IllegalAction

from ..cards import placements, trick_shape
from ..scoring import score_seat


def running_scores(view: dict) -> tuple[dict[int, object], set[int]]:
    """({seat: SeatScore}, seats whose hand is hidden and so not counted).  The hand of a
    seat the viewer cannot see counts as empty: its favorite things and bones are unknown."""
    try:
        n = view["players"]
        dogs = view["dogs"]
        state = SimpleNamespace(
            dogs=[[d for d, _t, _k in ds] for ds in dogs],
            attached={d: t for ds in dogs for d, t, _k in ds if t is not None},
            tucked={d: list(k) for ds in dogs for d, _t, k in ds if k},
            cubes=[list(c) for c in view["cubes"]],
            hands=[list(h or []) for h in view["hands"]],
            tricks=[list(t) for t in view["tricks"]],
        )
        hidden = {s for s in range(n) if view["hands"][s] is None and view["hand_counts"][s] > 0}
        return {s: score_seat(state, s) for s in range(n)}, hidden
    except Exception:  # no figures rather than no board
        traceback.print_exc()
        return {}, set()


def trick_reasons(rules, view: dict, legal, seat: int | None, t) -> dict[int, tuple[str, Action]]:
    """{trick: (the engine's reason in words, the placement it was asked about)} for each of
    the seat's tricks that has no legal placement while the seat still has to retrieve."""
    if seat is None or view.get("current") != seat or view.get("phase") != "turn" or view.get("retrieved"):
        return {}
    usable = {a.args[0] for a in legal or [] if a.kind == "retrieve"}
    mine = [tr for tr in view["tricks"][seat] if tr not in usable]
    if not mine or not legal:
        return {}
    try:
        state = rules.resample(view, seat, random.Random(0))
    except Exception:
        traceback.print_exc()
        return {}
    out = {}
    special = view.get("special") or []
    for trick in mine:
        asked: dict[str, tuple[dict, Action]] = {}
        count: Counter = Counter()
        for p in placements(trick_shape(trick, trick in special)):
            action = Action("retrieve", (trick, p.rotation, p.row, p.col))
            try:
                rules.decide(state, seat, action, random.Random(0))
                continue       # legal after all: nothing to explain
            except IllegalAction as refusal:
                key = refusal.reason_key
                count[key] += 1
                asked.setdefault(key, (dict(refusal.params or {}), action))
            except Exception:
                continue
        if not count:
            continue
        # the reason that forbids most placements; an empty cell only when nothing else does
        ranked = sorted(count, key=lambda k: (k.endswith(".empty_cell"), -count[k], k))
        key = ranked[0]
        params, action = asked[key]
        out[trick] = (t(key, **params), action)
    return out
