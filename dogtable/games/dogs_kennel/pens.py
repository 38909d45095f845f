"""Pens (baias): what may live together, what a pen scores, and the best arrangement.

A pen has two rows of two places and each row takes one breed, so a pen holds either one breed
(1 to 4 dogs) or two breeds with at most two dogs each.  Its points (rulebook, final scoring):
a pair 2, a pair and a single 3, two different pairs 5, a trio 8, a quartet 12.

``best_arrangement`` is the "arrange best" helper of the end of phase 1 (GAMES.md ruling): it
spreads a kennel's healthy dogs over its built pens for the most points (pens, the extra pens'
bonus, breed variety), housing as many dogs as it can among equal arrangements; with
``house_all`` it first makes sure every dog has a place (accepting a donation).
"""
from __future__ import annotations

from .components import breed

PENS = 5
BUILT_AT_START = 2
EXTRA_PEN_POINTS = (0, 0, 2, 3, 5)   # per pen index: the additional pens score when occupied
PEN_CAPACITY = 4
FULL_PEN = 4


def counts(tokens) -> dict[int, int]:
    out: dict[int, int] = {}
    for t in tokens:
        b = breed(t)
        out[b] = out.get(b, 0) + 1
    return out


def valid_counts(c: dict[int, int]) -> bool:
    if len(c) > 2:
        return False
    if len(c) == 2:
        return all(k <= 2 for k in c.values())
    return all(k <= PEN_CAPACITY for k in c.values())


def accepts(pen_tokens, token: int) -> bool:
    """May ``token`` join the dogs already in the pen?"""
    c = counts(pen_tokens)
    b = breed(token)
    c[b] = c.get(b, 0) + 1
    return valid_counts(c)


def pattern_points(c) -> int:
    shape = tuple(sorted((k for k in (c.values() if isinstance(c, dict) else c) if k), reverse=True))
    return {(4,): 12, (3,): 8, (2, 2): 5, (2, 1): 3, (2,): 2}.get(shape, 0)


def pen_points(pen_tokens) -> int:
    return pattern_points(counts(pen_tokens))


def is_full_of_one_breed(pen_tokens) -> bool:
    c = counts(pen_tokens)
    return len(c) == 1 and next(iter(c.values())) == FULL_PEN


# -- the best arrangement ------------------------------------------------------------------
# Breed by breed, a kennel's dogs are cut into chunks: a quartet or a trio fills a pen alone;
# a pair or a single (a "half") takes one row, and may share its pen with one half of another
# breed.  Scanning breeds in order, a half either opens a new pen (left "open" for a later
# breed's half) or closes a pen opened by an earlier breed, so two halves sharing a pen are
# always of different breeds.  A pen's points split over its halves: a pair 2, a single 0,
# plus 1 when a pair shares the pen with another half ((2,2) = 5, (2,1) = 3, (1,1) = 0).
# The search state is (pens used, open pens holding a pair, open pens holding a single).

_CACHE: dict = {}


def _breed_choices(c: int, open2: int, open1: int):
    """Ways to cut ``c`` dogs of one breed (not all need a place): (quartets, trios,
    pairs closing pair-pens, pairs closing single-pens, singles closing pair-pens, singles
    closing single-pens, pairs opening pens, singles opening pens)."""
    for q in range(c // 4 + 1):
        for t in range((c - 4 * q) // 3 + 1):
            rest = c - 4 * q - 3 * t
            for pairs in range(rest // 2 + 1):
                for singles in range(rest - 2 * pairs + 1):
                    for j2 in range(min(pairs, open2) + 1):
                        for j2b in range(min(pairs - j2, open1) + 1):
                            o2 = pairs - j2 - j2b
                            for j1 in range(min(singles, open2 - j2) + 1):
                                for j1b in range(min(singles - j1, open1 - j2b) + 1):
                                    yield q, t, j2, j2b, j1, j1b, o2, singles - j1 - j1b


def _plan(sizes: tuple[int, ...], built: int, variety: int, house_all: bool):
    """The best cut of every breed (``sizes`` = dogs per breed, in breed order)."""
    bonuses = sorted((EXTRA_PEN_POINTS[p] for p in range(built)), reverse=True)
    key = (sizes, built, variety, house_all)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    # layer[state] = (value, back-pointer chain)
    layer: dict[tuple[int, int, int], tuple[tuple[int, int], tuple]] = {(0, 0, 0): ((0, 0), ())}
    for c in sizes:
        nxt: dict[tuple[int, int, int], tuple[tuple[int, int], tuple]] = {}
        for (used, open2, open1), (value, chain) in layer.items():
            for ch in _breed_choices(c, open2, open1):
                q, t, j2, j2b, j1, j1b, o2, o1 = ch
                used2 = used + q + t + o2 + o1
                if used2 > built:
                    continue
                n = 4 * q + 3 * t + 2 * (j2 + j2b + o2) + j1 + j1b + o1
                pts = 12 * q + 8 * t + 3 * (j2 + j2b) + j1 + 2 * o2 + (variety if n else 0)
                v = (value[0] + n, value[1] + pts) if house_all else (value[0] + pts, value[1] + n)
                state = (used2, open2 - j2 - j1 + o2, open1 - j2b - j1b + o1)
                if state not in nxt or v > nxt[state][0]:
                    nxt[state] = (v, (chain, ch))
        layer = nxt
    best = None
    for (used, _, _), (value, chain) in layer.items():
        extra = sum(bonuses[:used])
        v = (value[0], value[1] + extra) if house_all else (value[0] + extra, value[1])
        if best is None or v > best[0]:
            best = (v, chain)
    if len(_CACHE) > 50_000:
        _CACHE.clear()
    _CACHE[key] = best
    return best


def best_arrangement(tokens, built: int, variety: int = 2,
                     house_all: bool = False) -> tuple[list[list[int]], list[int]]:
    """The best way to put ``tokens`` (healthy dogs) in the first ``built`` pens: the five pens'
    contents and the dogs left over.  ``variety`` is what each breed housed is worth."""
    pool: dict[int, list[int]] = {}
    for t in sorted(tokens):
        pool.setdefault(breed(t), []).append(t)
    order = sorted(pool)
    _, chain = _plan(tuple(len(pool[b]) for b in order), built, variety, house_all)
    choices = []
    while chain:
        chain, ch = chain
        choices.append(ch)
    choices.reverse()
    made: list[list[int]] = []        # pens in the order they are filled
    open2: list[int] = []             # indices into made
    open1: list[int] = []
    for b, (q, t, j2, j2b, j1, j1b, o2, o1) in zip(order, choices):
        dogs = pool[b]

        def take(k: int) -> list[int]:
            got = dogs[:k]
            del dogs[:k]
            return got

        for _ in range(q):
            made.append(take(4))
        for _ in range(t):
            made.append(take(3))
        for _ in range(j2):
            made[open2.pop()].extend(take(2))
        for _ in range(j2b):
            made[open1.pop()].extend(take(2))
        for _ in range(j1):
            made[open2.pop()].extend(take(1))
        for _ in range(j1b):
            made[open1.pop()].extend(take(1))
        for _ in range(o2):
            made.append(take(2))
            open2.append(len(made) - 1)
        for _ in range(o1):
            made.append(take(1))
            open1.append(len(made) - 1)
    pens: list[list[int]] = [[] for _ in range(PENS)]
    targets = sorted(range(built), key=lambda p: (-EXTRA_PEN_POINTS[p], p))  # extra pens first
    for pen, dogs in zip(targets, made):
        pens[pen] = sorted(dogs)
    leftover = sorted(t for ts in pool.values() for t in ts)
    return pens, leftover


def arrangement_points(pens: list[list[int]], variety: int = 2) -> int:
    """What an arrangement is worth to ``best_arrangement``."""
    housed = {breed(t) for p in pens for t in p}
    return sum(pen_points(p) + (EXTRA_PEN_POINTS[i] if p else 0) for i, p in enumerate(pens)) + \
        variety * len(housed)


def can_house_all(tokens, built: int) -> bool:
    """Could every one of ``tokens`` live in the first ``built`` pens at once?"""
    tokens = list(tokens)
    if len(tokens) > PEN_CAPACITY * built:
        return False
    return not best_arrangement(tokens, built, 0, house_all=True)[1]
