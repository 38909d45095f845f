"""Dog Lover: the score pad with the rulebook's tie-breaks (docs/rules/dog_lover.md, "Scoring")."""
from __future__ import annotations

from dogtable.core.scoring import ScorePad

from ..scoring import CATEGORIES, score_seat


class DogLoverPad(ScorePad):
    """The score pad, with the rulebook's tie-breaks: most fed dogs, then most fed rescued
    dogs; a tie after both is shared."""

    def __init__(self, categories, seats):
        super().__init__(categories, seats)
        self.fed: list[int] = []
        self.fed_rescued: list[int] = []

    def winners(self) -> list[int]:
        totals = self.totals()
        keys = [(totals[s], self.fed[s] if self.fed else 0,
                 self.fed_rescued[s] if self.fed_rescued else 0) for s in range(self.seats)]
        best = max(keys)
        return [s for s in range(self.seats) if keys[s] == best]

    def break_ties(self) -> None:
        totals = self.totals()
        top = [s for s in range(self.seats) if totals[s] == max(totals)]
        if len(top) < 2:
            return
        won = self.winners()
        # name the criterion that left the winner alone: among three tied seats the fed dogs
        # may only drop one of them, and the fed rescued dogs then decide between the others
        most_fed = max(self.fed[s] for s in top)
        still_tied = [s for s in top if self.fed[s] == most_fed]
        if len(won) > 1:
            reason = "shared"
        elif len(still_tied) == 1:
            reason = "fed"
        else:
            reason = "fed_rescued"
        for s in won:
            self.notes.append((f"dog_lover.tie_break.{reason}", {"seat": s}))


def score_pad(state) -> DogLoverPad:
    pad = DogLoverPad(list(CATEGORIES), state.n)
    for seat in range(state.n):
        result = score_seat(state, seat)
        for category in CATEGORIES:
            pad.set(category, seat, getattr(result, category))
        pad.fed.append(len(result.fed))
        pad.fed_rescued.append(result.fed_rescued)
    pad.break_ties()
    return pad
