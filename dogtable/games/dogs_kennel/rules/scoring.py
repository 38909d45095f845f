"""DOGS: the final scoring (docs/rules/dogs_kennel.md, "End and scoring")."""
from __future__ import annotations

from dogtable.core.scoring import ScorePad

from ..components import CITY, COUNTRY, area, breed
from ..pens import EXTRA_PEN_POINTS, pen_points

SICK_PENALTY = -2
HELPER_POINTS = 2
GOODS_PER_POINT = 3
TWO_PLAYER_MIX_PENALTY = -5


class KennelScorePad(ScorePad):
    """Ties on points go to the kennel with more healthy dogs (rulebook); a tie on both is
    shared."""

    def __init__(self, categories, seats, tiebreak: list[int]):
        super().__init__(categories, seats)
        self.tiebreak = list(tiebreak)

    def winners(self) -> list[int]:
        totals = self.totals()
        best = max(totals)
        tied = [s for s, t in enumerate(totals) if t == best]
        most = max(self.tiebreak[s] for s in tied)
        return [s for s in tied if self.tiebreak[s] == most]


def score_rows(state) -> dict[str, list[int]]:
    """The score pad's rows (rulebook, final scoring), per seat."""
    n = state.n
    rows: dict[str, list[int]] = {c: [0] * n for c in
                                  ("pens", "extra_pens", "breeds", "helper", "resources", "sick")}
    if n == 2:
        rows["mixed"] = [0] * n
    for s in range(n):
        pens = state.pens[s]
        rows["pens"][s] = sum(pen_points(p) for p in pens)
        rows["extra_pens"][s] = sum(EXTRA_PEN_POINTS[i] for i, p in enumerate(pens)
                                    if p and i < state.built[s])
        breeds = {breed(t) for p in pens for t in p}
        rows["breeds"][s] = state.variety_points() * len(breeds)
        rows["helper"][s] = HELPER_POINTS if state.helper[s] and state.helper_paid[s] else 0
        fuel, _, food, med = state.res[s]
        rows["resources"][s] = (fuel + food + med) // GOODS_PER_POINT
        rows["sick"][s] = SICK_PENALTY * len(state.infirmary[s])
        if n == 2:
            areas = {area(t) for p in pens for t in p}
            rows["mixed"][s] = 0 if areas == {CITY, COUNTRY} else TWO_PLAYER_MIX_PENALTY
    return rows


def score_pad(state) -> KennelScorePad:
    rows = score_rows(state)
    pad = KennelScorePad(list(rows), state.n, [len(state.healthy(s)) for s in range(state.n)])
    for cat, values in rows.items():
        for seat, pts in enumerate(values):
            pad.set(cat, seat, pts)
    totals = pad.totals()
    best = max(totals)
    tied = [s for s, t in enumerate(totals) if t == best]
    if len(tied) > 1:
        for s in pad.winners():
            pad.notes.append(("dogs_kennel.score.tie_broken",
                              {"player": s, "dogs": pad.tiebreak[s]}))
    return pad
