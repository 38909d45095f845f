"""Dogs Alone computer players: the risk model, how many more messes can be taken before the
third Mario Hugo card ends the game, and so the chance a mess left now survives."""
from __future__ import annotations

from functools import lru_cache

from .rules import mario_layouts
from .ai_seen import Seen, Weights


# -- risk: how many more messes before Mario Hugo comes home ---------------------------

@lru_cache(maxsize=4096)
def _mario_outlook(deck: int, marios: int, mess_total: int, mess_drawn: int) -> tuple:
    """(end, first): end[t] = P(the t-th mess taken from now ends the game), first[t] =
    P(the t-th taking brings the next Mario Hugo card), t = 0, 1, ...

    The deck recipe puts two Mario Hugo cards at random in each of two of the four piles of
    plain messes, in the lower half of the deck, and stacks those two piles under the others;
    what was drawn so far says which layouts remain possible and how likely each is
    (``rules.mario_layouts``, which the engine's resample deals from too).  A taking draws
    plain messes only, so the t-th taking brings the card that lies below t - 1 plain
    messes."""
    missing = 4 - marios
    need = 3 - marios
    end = [0.0] * (deck + 2)
    first = [0.0] * (deck + 2)
    if need <= 0 or deck <= 0:
        end[0] = 1.0
        return tuple(end), tuple(first)
    options, weights = mario_layouts(mess_total - 4, mess_drawn, marios)
    total = sum(weights)
    if not total:  # a position the recipe cannot build: the rest lie at the bottom
        end[min(deck + 1, deck - missing + 1)] = 1.0
        first[min(deck + 1, deck - missing + 1)] = 1.0
        return tuple(end), tuple(first)
    for weight, (piles, seen, split) in zip(weights, options):
        choices = []
        for (start, length), d, r in zip(piles, seen, split):
            spots = [start + p - mess_drawn for p in range(d, length)]
            choices.append(list(_subsets(spots, 2 - r)))
        share = weight / total / (len(choices[0]) * len(choices[1]))
        for upper in choices[0]:
            for lower in choices[1]:
                slots = sorted(upper + lower)
                # the k-th unseen card (0-based) at slot p lies below p - k plain messes
                end[min(deck + 1, slots[need - 1] - (need - 1) + 1)] += share
                first[min(deck + 1, slots[0] + 1)] += share
    return tuple(end), tuple(first)


def _subsets(items: list, k: int):
    if k == 0:
        yield ()
    elif k == 1:
        for x in items:
            yield (x,)
    else:
        for i, x in enumerate(items):
            for y in items[i + 1:]:
                yield (x, y)


def takings_to_end(deck: int, marios: int, mess_total: int, mess_drawn: int) -> tuple:
    """P(the game ends exactly when the t-th mess from now is taken), t = 0, 1, ..."""
    return _mario_outlook(deck, marios, mess_total, mess_drawn)[0]


@lru_cache(maxsize=4096)
def mario_within(deck: int, marios: int, mess_total: int, mess_drawn: int, takings: int) -> float:
    """P(at least one Mario Hugo card turns up while ``takings`` messes are replaced)."""
    if takings <= 0:
        return 0.0
    return min(1.0, sum(_mario_outlook(deck, marios, mess_total, mess_drawn)[1][: takings + 1]))


@lru_cache(maxsize=8192)
def survival(deck: int, marios: int, mess_total: int, mess_drawn: int, shift: int, rho_pct: int) -> tuple:
    """surv[k]: P(the game still runs after k more turns of other players), given that
    ``shift`` messes are taken now without ending it; each turn takes a mess with chance rho."""
    dist = takings_to_end(deck, marios, mess_total, mess_drawn)
    tail = [0.0] * (len(dist) + 1)  # tail[t] = P(end > t)
    acc = 0.0
    for t in range(len(dist) - 1, -1, -1):
        tail[t] = acc
        acc += dist[t]
    base = tail[shift] if shift < len(tail) else 0.0
    if base <= 1e-12:
        return (0.0,) * 65
    rho = rho_pct / 100.0
    out = []
    probs = [1.0]  # binomial distribution of takings in k turns
    for k in range(65):
        if k:
            nxt = [0.0] * (len(probs) + 1)
            for j, p in enumerate(probs):
                nxt[j] += p * (1 - rho)
                nxt[j + 1] += p * rho
            probs = nxt
        s = 0.0
        for j, p in enumerate(probs):
            t = shift + j
            if t < len(tail):
                s += p * tail[t]
        out.append(s / base)
    return tuple(out)


def end_now_prob(seen: Seen, takings: int) -> float:
    dist = takings_to_end(seen.mess_deck_count, seen.marios, seen.mess_total, seen.mess_drawn)
    return sum(dist[: takings + 1]) if takings > 0 else 0.0


def rho_estimate(seen: Seen, w: Weights) -> int:
    taken = sum(len(m) for m in seen.messes) + len(seen.mess_discard)
    turns = max(0, seen.turn - 1)
    rho = (taken + w.rho * 12) / (turns + 12)
    return max(5, min(95, int(round(rho * 20)) * 5))
