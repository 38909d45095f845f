"""Dogs Alone computer players: a seat's expected final score (cleaned messes, pool, the
chances of the uncleaned ones, sets and majorities) and what a hand is worth towards the messes
on offer."""
from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import Sequence

from .cards import FOUR, PAIR
from .ai_seen import Weights, _MCOL, _MKIND, _MPTS
from .ai_risk import survival


# -- projection: expected final scores ----------------------------------------------------

def _complete_sets(counts: Sequence[float], wilds: float) -> int:
    level = int(min(counts))
    while sum(max(0.0, level + 1 - c) for c in counts) <= wilds + 1e-9:
        level += 1
    return level


def _majority(counts: Sequence[float]) -> list[float]:
    n = len(counts)
    out = [0.0] * n
    values = sorted({c for c in counts if c > 0}, reverse=True)
    if not values:
        return out
    first = [s for s in range(n) if counts[s] == values[0]]
    if len(first) > 1:
        for s in first:
            out[s] = 7 // len(first)
        return out
    out[first[0]] = 5.0
    if len(values) > 1:
        second = [s for s in range(n) if counts[s] == values[1]]
        for s in second:
            out[s] = 2 // len(second)
    return out


@lru_cache(maxsize=65536)
def _seat_part(cleaned: tuple, uncleaned: tuple, pool: int, offset: int, n: int, surv_key: tuple,
               clean_cost: float, join_rate: float) -> tuple:
    """One seat's projection without the majorities: (value, cleaned counts per colour,
    uncleaned counts per colour, chance each colour gets cleaned in time).

    Cleaning a colour costs a turn, but a colour left uncleaned also takes in the later
    messes of that colour for free: the cost is only what is not likely to be shared."""
    surv = survival(*surv_key)
    last = len(surv) - 1
    if uncleaned and join_rate > 0:
        turns_left = sum(surv[min(last, offset + (n - 1) * i)] for i in range(40))
        future = turns_left * surv_key[5] / 100.0
        clean_cost *= (1.0 - join_rate) ** future
    base = [0, 0, 0, 0, 0]
    v = float(pool)
    for m in cleaned:
        base[_MCOL[m]] += 1
        v += _MPTS[m]
    unc = [0, 0, 0, 0, 0]
    upts = [0, 0, 0, 0, 0]
    for m in uncleaned:
        c = _MCOL[m]
        unc[c] += 1
        upts[c] += _MPTS[m]
    groups = sorted((c for c in range(5) if unc[c]), key=lambda c: (-upts[c] - unc[c], c))
    keep = [0.0] * 5
    for i, c in enumerate(groups):
        k = surv[min(last, offset + (n - 1) * i)]
        keep[c] = k
        v += k * (upts[c] - clean_cost)
    # sets: the colours are cleaned in order, so "the first j groups" are the outcomes
    sets = 0.0
    counts = base[:]
    prev = 1.0
    for j in range(len(groups) + 1):
        nxt = keep[groups[j]] if j < len(groups) else 0.0
        p = prev - nxt
        if p > 1e-9:
            sets += p * _complete_sets(counts[:4], counts[4])
        if j < len(groups):
            counts[groups[j]] += unc[groups[j]]
        prev = nxt
    return v + 5.0 * sets, tuple(base), tuple(unc), tuple(keep)


def seat_values(n: int, cleaned, uncleaned, pools: Sequence[int], hand_vals: Sequence[float],
                offsets: Sequence[int], surv_key: tuple, w: Weights) -> list[float]:
    """Each seat's projected final score.  ``offsets[s]``: turns of the others before seat s
    can next clean; its i-th colour to clean (best first) waits (n - 1) * i more.
    ``surv_key``: the arguments of ``survival`` for this moment."""
    parts = [_seat_part(tuple(cleaned[s]), tuple(uncleaned[s]), pools[s], offsets[s], n, surv_key,
                        w.clean_cost, w.join_rate) for s in range(n)]
    maj = _majorities(tuple((part[1], part[2], part[3]) for part in parts))
    return [parts[s][0] + hand_vals[s] + maj[s] for s in range(n)]


@lru_cache(maxsize=65536)
def _majorities(parts: tuple) -> tuple:
    """Expected majority points per seat from (cleaned counts, uncleaned counts, chance the
    uncleaned ones get cleaned) per seat and colour."""
    n = len(parts)
    vals = [0.0] * n
    for c in range(4):
        fixed = [part[0][c] for part in parts]
        unsure = [s for s in range(n) if parts[s][1][c] and parts[s][2][c] > 1e-9]
        if not unsure:
            if any(fixed):
                for s, pts in enumerate(_majority(fixed)):
                    vals[s] += pts
            continue
        for outcome in product((0, 1), repeat=len(unsure)):
            p = 1.0
            counts = fixed[:]
            for s, got in zip(unsure, outcome):
                k = parts[s][2][c]
                if got:
                    p *= k
                    counts[s] += parts[s][1][c]
                else:
                    p *= 1.0 - k
            if p > 1e-9:
                for s, pts in enumerate(_majority(counts)):
                    if pts:
                        vals[s] += p * pts
    return tuple(vals)


def utility(vals: Sequence[float], me: int) -> float:
    """Our margin over the best other seat: what winning is about."""
    return vals[me] - max(v for s, v in enumerate(vals) if s != me)


# -- hand value ------------------------------------------------------------------------------

def _kept_best(counts: Sequence[int], r: int) -> int:
    """Pool dogs gained by paying ``r`` dogs of one colour picking pairs first."""
    kept = 0
    left = r
    for x in sorted(counts, reverse=True):
        take = min(x, left)
        kept += take // 2
        left -= take
        if not left:
            break
    return kept


def colour_term(counts: Sequence[int], messes: Sequence[int], worth: dict, avail: float,
                w: Weights) -> float:
    """What the dogs of one colour in hand and pool are worth: the best mess of that colour
    on offer (discounted per dog still missing) or, failing that, future messes."""
    ncol = counts[0] + counts[1] + counts[2] + counts[3]
    if not ncol:
        return 0.0
    pairs = counts[0] // 2 + counts[1] // 2 + counts[2] // 2 + counts[3] // 2
    best = w.generic * min(ncol, 4) * avail
    for m in messes:
        kind = _MKIND[m]
        worth_m = worth.get(m, 0.0)
        if kind == PAIR:
            v = (worth_m + 1.0) * (w.ready if max(counts) >= 2 else w.pair_one)
        else:
            need = 4 if kind == FOUR else 3
            miss = need - ncol
            kept = _kept_best(counts, need)
            v = (worth_m + kept) * (w.ready if miss <= 0 else w.delta ** miss)
        if v > best:
            best = v
    return best + w.pair_bonus * pairs + w.leftover * max(0, ncol - 4)
