"""A memoizing ``Judge`` for the hard player's search.

Hard's playouts judge thousands of positions per decision, and most of a judgement is the
search for the best feeding (``ai_fast_score.fast_score``, the same numbers as
``scoring.score_seat``).  That search reads only one seat's play
area (dogs, their traits and tucked cards), cubes, number of tricks (Show Off) and the
favorite things and bones in hand, and the candidates' playouts keep meeting the same play
areas (the other seats' areas are untouched by most of our moves, and settling a turn tries
many tucks on one area).  So ``CachingJudge`` keys the result by exactly those fields: the
values are the same as ``Judge``'s, only cheaper.  The cache lives in one judge, and hard
makes a fresh judge for each decision (no memory across decisions).
"""
from __future__ import annotations

from .ai import Judge, MEDIUM, Weights, _SHARES
from .cards import ADOPTION, ALL_IDS, BONE, THING, TRAINING, kind, trick_shape
from .ai_fast_score import fast_score

# the hand cards that score_seat counts (favorite things and bones)
_SCORED_IN_HAND = frozenset(c for c in range(ALL_IDS) if kind(c) in (THING, BONE))
_KIND = [kind(c) for c in range(ALL_IDS)]


def score_key(state, seat: int) -> tuple:
    """Everything ``score_seat(state, seat)`` reads."""
    dogs = state.dogs[seat]
    attached, tucked = state.attached, state.tucked
    return (tuple(dogs), tuple(state.cubes[seat]),
            tuple([attached.get(d) for d in dogs]),
            tuple([tuple(tucked[d]) if d in tucked else () for d in dogs]),
            len(state.tricks[seat]),
            tuple(sorted([c for c in state.hands[seat] if c in _SCORED_IN_HAND])))


class CachingJudge(Judge):
    """``Judge`` with ``score`` memoized (same values).  One instance per decision."""

    def __init__(self, w: Weights = MEDIUM):
        super().__init__(w)
        self.cache: dict[tuple, tuple[int, int]] = {}

    def score(self, state, seat: int) -> tuple[int, int]:
        key = score_key(state, seat)
        hit = self.cache.get(key)
        if hit is None:
            hit = self.cache[key] = fast_score(state, seat)
        return hit

    def value(self, state, seat: int, turns: float) -> float:
        """``Judge.value``, the same sums in the same order (the same float), with the card
        kinds and the tricks' sizes looked up in tables (a playout judges thousands of
        positions)."""
        w = self.w
        real_total, fed = self.score(state, seat)
        total = float(real_total)
        if turns <= 0:
            return total
        if fed < len(state.dogs[seat]):
            total += w.food_trust * food_hope(self, state, seat, real_total, turns)
        trainings, adoptions, bones, _ = hand_counts(state.hands[seat])
        total += w.training * trainings
        if state.shelter:
            total += w.adoption * adoptions
        if bones == 1:
            total += w.lone_bone
        tricks = state.tricks[seat]
        if len(tricks) > 1:
            t = min(turns, w.trick_turns_cap)
            special = state.special
            for trick in tricks[1:]:
                cells = trick_cells(trick, trick in special)
                total += t * (w.trick_turn + w.trick_cell * (cells - 3))
        if state.fetch_holder == seat:
            total += w.fetch
        total += w.cube * max(0, sum(state.cubes[seat]) - 2 * fed)
        return total


# The parts of medium's value that hard's cached value and the learned value's features
# (``ai_value.features``) both compute, written once (medium's own ``Judge.value`` is the
# yardstick and stays as it is; tests compare all three to the last bit).

def food_hope(judge: Judge, state, seat: int, real: int, turns: float) -> float:
    """The points ``seat``'s hungry dogs would gain with the food medium expects it to find
    in ``turns`` turns (``Weights.food_rate``, shared out as the supply's colours are)."""
    found = judge.w.food_rate * turns
    cubes = state.cubes[seat]
    supply = state.supply
    extra = [min(int(round(found * share)), supply[i]) for i, share in enumerate(_SHARES)]
    if not any(extra):
        return 0.0
    state.cubes[seat] = [cubes[0] + extra[0], cubes[1] + extra[1], cubes[2] + extra[2], cubes[3]]
    try:
        hoped = judge.score(state, seat)[0]
    finally:
        state.cubes[seat] = cubes
    return max(0.0, hoped - real)


def hand_counts(hand) -> tuple[int, int, int, int]:
    """Trainings, Adoptions, bones and favorite things in ``hand``."""
    trainings = adoptions = bones = things = 0
    for c in hand:
        k = _KIND[c]
        if k == TRAINING:
            trainings += 1
        elif k == ADOPTION:
            adoptions += 1
        elif k == BONE:
            bones += 1
        elif k == THING:
            things += 1
    return trainings, adoptions, bones, things


_CELLS: dict[tuple[int, bool], int] = {}


def trick_cells(trick: int, special: bool) -> int:
    """The number of cells a trick takes (memoized ``trick_shape``)."""
    got = _CELLS.get((trick, special))
    if got is None:
        got = _CELLS[(trick, special)] = len(trick_shape(trick, special).cells)
    return got
