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

Hard uses this judge to rank its candidates (the end of every playout is valued by
``ai_value.LearnedJudge``, which builds on it and keeps its forfeit charge); the
playouts' own policy (the quick medium of ``ai_playout``) keeps medium's judge, so the other
seats are still modelled as medium players.

A trait the searching seat forfeits in its own turn (taken with no free dog of its size) also
costs ``forfeit`` points: medium sees nothing lost when the forfeit's penalty is cheap (a Lap
Dog, a lone bone), so two small traits for one small dog tie with a row that wastes nothing,
and a person laughs at the discard (issue 22).  The card's slot could have held something.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ai import MEDIUM, Weights
from .ai_judge_cache import CachingJudge
from .ai_fast_score import _VP
from .cards import ALL_IDS, TRAIT, UNFED_VP, kind

_IS_TRAIT = [kind(c) == TRAIT for c in range(ALL_IDS)]


@dataclass(frozen=True)
class HardWeights(Weights):
    hope: float = 0.09          # chance per turn left that a hungry dog is fed after all
    hope_cap: float = 0.4       # ... at most
    forfeit: float = 1.0        # a trait our own turn forfeits (no free dog of its size)


def hard_weights(w: Weights = MEDIUM) -> HardWeights:
    """Medium's weights ``w`` with hard's hope terms (their defaults) added."""
    if isinstance(w, HardWeights):
        return w
    return HardWeights(**{f: getattr(w, f) for f in Weights.__dataclass_fields__})


HARD = hard_weights(MEDIUM)


class HardJudge(CachingJudge):
    """``Judge`` (its cache shared with the playouts' judge) with the hope of the dogs lost
    since ``root`` taken off."""

    def __init__(self, root, w: Weights = HARD, cache: dict | None = None,
                 me: int | None = None):
        super().__init__(hard_weights(w))
        if cache is not None:
            self.cache = cache   # shared with the playout judge: the same scores
        self.root = [frozenset(dogs) for dogs in root.dogs]
        # ``me``: the seat whose own positions are judged (ranking at the root), charged for
        # the traits it forfeits; the discard only grows, so what is new lies past its length
        self.me, self.root_discard = me, len(root.discard)
        self.root_traits = frozenset(root.attached.values())

    def forfeited(self, state) -> int:
        """Traits discarded since the root that were on no dog then: forfeited ones (a
        trait discarded with its dog is the lost dog's, counted by the hope)."""
        return sum(1 for c in state.discard[self.root_discard:]
                   if _IS_TRAIT[c] and c not in self.root_traits)

    def value(self, state, seat: int, turns: float) -> float:
        total = super().value(state, seat, turns)
        if seat == self.me:
            total -= self.w.forfeit * self.forfeited(state)
        if turns > 0:
            now = state.dogs[seat]
            lost = [d for d in self.root[seat] if d not in now]
            if lost:
                chance = min(self.w.hope_cap, self.w.hope * turns)
                total -= chance * sum(_VP[d] - UNFED_VP for d in lost)
        return total
