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

from .ai import Judge, MEDIUM, Weights
from .cards import ALL_IDS, BONE, THING, kind
from .ai_fast_score import fast_score

# the hand cards that score_seat counts (favorite things and bones)
_SCORED_IN_HAND = frozenset(c for c in range(ALL_IDS) if kind(c) in (THING, BONE))


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
