"""Dogs Alone: scoring (docs/rules/dogs_alone.md, "Scoring")."""
from __future__ import annotations

from typing import Sequence

from dogtable.core.scoring import ScorePad

from ..cards import COLOURS, WILD, mess_colour, mess_points


def score(cleaned: Sequence[Sequence[int]], pools: Sequence[Sequence[int]],
          wild: Sequence[dict], n: int) -> ScorePad:
    """The score pad: printed points, pool dogs, sets and the majorities of each colour."""
    categories = ["messes", "pool", "sets"] + [f"majority_{c}" for c in COLOURS]
    pad = ScorePad(categories, n)
    counts = [[0] * 4 for _ in range(n)]
    for s in range(n):
        for m in cleaned[s]:
            pad.add("messes", s, mess_points(m))
            col = mess_colour(m)
            if col == WILD:
                col = wild[s].get(m)
                if col is None:
                    continue  # unassigned wild (game not finished): no colour yet
            counts[s][col] += 1
        pad.set("pool", s, len(pools[s]))
        pad.set("sets", s, 5 * min(counts[s]))
    for col, name in enumerate(COLOURS):
        for s, pts in majority_points([counts[s][col] for s in range(n)]).items():
            pad.set(f"majority_{name}", s, pts)
    return pad


def majority_points(counts: Sequence[int]) -> dict[int, int]:
    """First majority 5, second 2; a tie for first shares 7 (rounded down) and leaves no
    second; a tie for second shares 2 (rounded down).  A seat with none of the colour gets
    nothing."""
    values = sorted({c for c in counts if c > 0}, reverse=True)
    if not values:
        return {}
    first = [s for s, c in enumerate(counts) if c == values[0]]
    if len(first) > 1:
        return {s: 7 // len(first) for s in first}
    points = {first[0]: 5}
    if len(values) > 1:
        second = [s for s, c in enumerate(counts) if c == values[1]]
        for s in second:
            points[s] = 2 // len(second)
    return points
