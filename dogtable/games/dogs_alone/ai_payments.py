"""Dogs Alone computer players: the ways to pay for a mess from the hand and the pool."""
from __future__ import annotations

from typing import Sequence

from .cards import PAIR, WILD_KIND
from .ai_seen import _COL, _MCOL, _MKIND, _MNEED, _TYP


# -- paying for messes -------------------------------------------------------------------

def _compositions(avail: Sequence[int], r: int):
    """Ways to take r dogs from types with ``avail`` copies: tuples of counts per type."""
    if len(avail) == 1:
        if r <= avail[0]:
            yield (r,)
        return
    for x in range(min(r, avail[0]), -1, -1):
        for rest in _compositions(avail[1:], r - x):
            yield (x,) + rest


def payments(mess: int, hand: Sequence[int], pool: Sequence[int], partial: Sequence[int] = ()):
    """Candidate payments for ``mess``: (cards in paying order, pool dogs kept).  Hand dogs
    are spent before pool dogs of the same kind (pool dogs score and do not count towards
    the hand limit); every payment includes the ``partial`` cards already laid."""
    kind = _MKIND[mess]
    out = []
    if kind == WILD_KIND:
        chosen = list(partial)
        have = {_COL[c] for c in chosen}
        for col in range(4):
            if col in have:
                continue
            # a dog that breaks no pair, from the hand if possible
            opts = [c for c in hand if _COL[c] == col and c not in chosen]
            if not opts:
                opts = [c for c in pool if _COL[c] == col and c not in chosen]
            if not opts:
                return []
            tcount = {}
            for c in list(hand) + list(pool):
                tcount[_TYP[c]] = tcount.get(_TYP[c], 0) + 1
            opts.sort(key=lambda c: (tcount[_TYP[c]] == 2, -tcount[_TYP[c]], c))
            chosen.append(opts[0])
        return [(chosen, 0)]
    col = _MCOL[mess]
    need = _MNEED[kind]
    fixed = {}
    for c in partial:
        fixed[_TYP[c]] = fixed.get(_TYP[c], 0) + 1
    types = [col * 4 + i for i in range(4)]
    h_by = {t: [c for c in hand if _TYP[c] == t and c not in partial] for t in types}
    p_by = {t: [c for c in pool if _TYP[c] == t and c not in partial] for t in types}
    avail = [len(h_by[t]) + len(p_by[t]) for t in types]
    base = [fixed.get(t, 0) for t in types]
    if any(_COL[c] != col for c in partial):
        return []
    rest = need - len(partial)
    if rest < 0:
        return []
    for comp in _compositions(avail, rest):
        total = [b + x for b, x in zip(base, comp)]
        if kind == PAIR and sum(1 for x in total if x) != 1:
            continue
        cards = list(partial)
        for t, x in zip(types, comp):
            if x:
                hs = h_by[t]
                take = hs[:x]
                if len(take) < x:
                    take = take + p_by[t][: x - len(take)]
                cards.extend(take)
        kept = sum(x // 2 for x in total)
        out.append((cards, kept))
    return out
