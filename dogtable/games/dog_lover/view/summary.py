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

from dogtable.core.rules import Action, IllegalAction

from ..cards import placements, trick_shape
from ..scoring import score_seat, state_from_view


def running_scores(view: dict) -> tuple[dict[int, object], set[int]]:
    """({seat: SeatScore}, seats whose hand is hidden and so not counted).  The hand of a
    seat the viewer cannot see counts as empty: its favorite things and bones are unknown."""
    try:
        n = view["players"]
        state = state_from_view(view)
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


def learn_forecast(rules, view: dict, seat: int | None, slot: int) -> tuple[int, int, tuple[str, dict] | None] | None:
    """Before an offered trick is bought: (placements the engine would accept now, placements
    of its shape, (reason key, params) refusing most of the others) — the engine learns it on
    a state resampled from the seat's view, then judges every placement of it on the grid as it
    stands (as if the retrieval were still to come this turn).  None if it cannot be worked out."""
    if seat is None:
        return None
    try:
        display = view["trick_display"]
        trick = display[slot]
        state = rules.resample(view, seat, random.Random(0))
        for event in rules.decide(state, seat, Action("learn", (slot,)), random.Random(0)):
            state = rules.evolve(state, event)
        if getattr(state, "retrieved", False):
            state.retrieved = False   # "now": the grid as it is, the retrieval still to do
        if trick not in state.tricks[seat]:
            return None
        fits, total = 0, 0
        refused: Counter = Counter()
        asked: dict[str, dict] = {}
        for p in placements(trick_shape(trick, False)):
            total += 1
            try:
                rules.decide(state, seat, Action("retrieve", (trick, p.rotation, p.row, p.col)), random.Random(0))
                fits += 1
            except IllegalAction as refusal:
                refused[refusal.reason_key] += 1
                asked.setdefault(refusal.reason_key, dict(refusal.params or {}))
        reason = None
        if refused:
            key = sorted(refused, key=lambda k: (k.endswith(".empty_cell"), -refused[k], k))[0]
            reason = (key, asked[key])
        return fits, total, reason
    except Exception:   # no forecast rather than no board
        traceback.print_exc()
        return None
