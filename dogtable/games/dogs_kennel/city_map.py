"""The city map of DOGS: city and countryside (GAMES.md ruling: our own map, kept as data).

Spaces 0..7 are the city's paw-print spaces, 8..15 the countryside's; ``CENTER`` (16) is the
central start space, which holds no dog and costs nothing to pass.  ``ROADS`` join spaces;
``POS`` gives each space a place on a unit square (x to the right, y down) for a board to draw.
``REWARD`` is the Fair's reward for a lost dog found on a space: 1 to 4 coins, growing with the
distance from the centre (a test checks it against the roads).
"""
from __future__ import annotations

from functools import lru_cache
import heapq

CENTER = 16
SPACES = tuple(range(16))
CITY_SPACES = tuple(range(8))
COUNTRY_SPACES = tuple(range(8, 16))

ROADS = (
    # city: two avenues out of the centre, joined by two cross streets
    (CENTER, 0), (CENTER, 1), (0, 2), (2, 4), (4, 6), (1, 3), (3, 5), (5, 7), (2, 3), (6, 7),
    # countryside: a ring road through the fields with one shortcut
    (CENTER, 8), (8, 10), (10, 12), (12, 14), (14, 15), (15, 13), (13, 11), (11, 9), (9, CENTER),
    (12, 13),
)

REWARD = (1, 1, 2, 2, 3, 3, 4, 4, 1, 1, 2, 2, 3, 3, 4, 4)

POS = {
    CENTER: (0.5, 0.5),
    0: (0.38, 0.32), 1: (0.38, 0.68), 2: (0.27, 0.26), 3: (0.27, 0.74),
    4: (0.16, 0.2), 5: (0.16, 0.8), 6: (0.05, 0.35), 7: (0.05, 0.65),
    8: (0.62, 0.32), 9: (0.62, 0.68), 10: (0.73, 0.22), 11: (0.73, 0.78),
    12: (0.84, 0.26), 13: (0.84, 0.74), 14: (0.95, 0.38), 15: (0.95, 0.62),
}

NEIGHBOURS: dict[int, tuple[int, ...]] = {}
for _a, _b in ROADS:
    NEIGHBOURS[_a] = NEIGHBOURS.get(_a, ()) + (_b,)
    NEIGHBOURS[_b] = NEIGHBOURS.get(_b, ()) + (_a,)


def space_area(space: int) -> int:
    """0 = city, 1 = countryside."""
    return 0 if space < 8 else 1


def travel_costs(start: int, blocked: frozenset[int] | set[int] = frozenset()) -> dict[int, int]:
    """The fuel to reach every paw space from ``start``: 1 per paw space entered on the way,
    2 for a space with a blocking token (which can be crossed, never stopped on); the centre is
    free to cross.  The result names every space reachable, blocked ones included (callers
    refuse to stop there)."""
    # the computer players ask this thousands of times a decision for a handful of layouts
    return dict(_travel_costs(start, frozenset(blocked)))


@lru_cache(maxsize=4096)
def _travel_costs(start: int, blocked: frozenset[int]) -> dict[int, int]:
    best = {start: 0}
    heap = [(0, start)]
    while heap:
        cost, here = heapq.heappop(heap)
        if cost > best.get(here, 1 << 30):
            continue
        for nxt in NEIGHBOURS[here]:
            step = 0 if nxt == CENTER else (2 if nxt in blocked else 1)
            total = cost + step
            if total < best.get(nxt, 1 << 30):
                best[nxt] = total
                heapq.heappush(heap, (total, nxt))
    best.pop(start, None)
    best.pop(CENTER, None)
    return best


def distance_from_center(space: int) -> int:
    """Paw spaces entered on the shortest road from the centre (no blocking tokens)."""
    return travel_costs(CENTER)[space]
