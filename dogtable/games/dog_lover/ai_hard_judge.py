"""The hard player's judge: medium's value, less the hope of a hungry dog thrown away.

Medium's ``Judge`` counts a dog that its cubes (and the food it hopes to find, rounded per
colour) cannot feed at the score's -2, however many turns are left.  Early in the game that
makes losing a dog look like a gain: taking an Escape Artist with no small dog, whose
penalty discards a dog, "earns" the 2 points of a hungry dog thrown away.  A person knows a
dog on the table in round two is worth keeping: food keeps coming.  So for each dog a seat
owned when the decision began and has lost since, hard takes off the chance that the dog
would have been fed before the end (``hope`` per turn left, capped at ``hope_cap``) times
the swing from -2 to its points.  Nothing else changes: a position that loses no dog is
valued exactly as medium values it.

Hard uses this judge to rank its candidates and to value the end of every playout; the
playouts' own policy (the quick medium of ``ai_playout``) keeps medium's judge, so the other
seats are still modelled as medium players.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ai import MEDIUM, Weights
from .ai_judge_cache import CachingJudge
from .ai_fast_score import _VP
from .cards import UNFED_VP


@dataclass(frozen=True)
class HardWeights(Weights):
    hope: float = 0.09          # chance per turn left that a hungry dog is fed after all
    hope_cap: float = 0.4       # ... at most


def hard_weights(w: Weights = MEDIUM) -> HardWeights:
    """Medium's weights ``w`` with hard's hope terms (their defaults) added."""
    if isinstance(w, HardWeights):
        return w
    return HardWeights(**{f: getattr(w, f) for f in Weights.__dataclass_fields__})


HARD = hard_weights(MEDIUM)


class HardJudge(CachingJudge):
    """``Judge`` (its cache shared with the playouts' judge) with the hope of the dogs lost
    since ``root`` taken off."""

    def __init__(self, root, w: Weights = HARD, cache: dict | None = None):
        super().__init__(hard_weights(w))
        if cache is not None:
            self.cache = cache   # shared with the playout judge: the same scores
        self.root = [frozenset(dogs) for dogs in root.dogs]

    def value(self, state, seat: int, turns: float) -> float:
        total = super().value(state, seat, turns)
        if turns > 0:
            now = state.dogs[seat]
            lost = [d for d in self.root[seat] if d not in now]
            if lost:
                chance = min(self.w.hope_cap, self.w.hope * turns)
                total -= chance * sum(_VP[d] - UNFED_VP for d in lost)
        return total
