"""Dogs Alone computer players: the medium player's reasoning about one decision
(``Planner``: what cleaning, recruiting and each draw are worth) and the wild messes' best
colours."""
from __future__ import annotations

from functools import lru_cache
from itertools import product
import math
from typing import Sequence

from .cards import WILD_KIND
from .rules import HAND_LIMIT, pooled_cards, score
from .ai_seen import MEDIUM, Seen, Weights, _MCOL, _MKIND, _MPTS, _TYP
from .ai_risk import end_now_prob, mario_within, rho_estimate, survival
from .ai_projection import colour_term, seat_values, utility
from .ai_payments import payments


# -- the medium player's reasoning about one decision -------------------------------------

class Planner:
    """The greedy evaluation of one decision point for ``seen.seat``."""

    def __init__(self, seen: Seen, w: Weights = MEDIUM):
        self.seen = seen
        self.w = w
        self.me = seen.seat
        n = seen.n
        self.n = n
        self.rho = rho_estimate(seen, w)
        self.cleaned = [list(c) for c in seen.cleaned]
        self.unc = [seen.uncleaned(s) for s in range(n)]
        self.pool_n = [len(p) for p in seen.pools]
        # where everyone stands once our turn is over (the next seat starts)
        me = self.me
        self.after = [((s - me - 1) % n) if s != me else n - 1 for s in range(n)]
        unseen = seen.unseen_messes()
        colour_left = [0.0] * 4
        for m in unseen:
            if _MCOL[m] < 4:
                colour_left[_MCOL[m]] += 1
        tot = max(1.0, sum(colour_left))
        self.avail = [min(1.5, 4 * x / tot) for x in colour_left]
        self._surv = {}
        # other hands are unseen (or, in a determinized state, only guessed): valued by size
        self._opp_hand = [w.opp_card * seen.hand_counts[s] if s != me else 0.0 for s in range(n)]
        self._worth = None
        self._splits = {}
        self._terms = {}
        self._values = {}
        self._deltas = {}
        self.time_factor = self.surv(0)[min(64, n)]

    @property
    def worth(self) -> dict:
        """What each mess on offer adds to our margin if we take it (uncleaned)."""
        if self._worth is None:
            self._worth = self._mess_worth(self.seen.mess_supply)
        return self._worth

    def surv_key(self, shift: int) -> tuple:
        seen = self.seen
        return (seen.mess_deck_count, seen.marios, seen.mess_total, seen.mess_drawn, shift, self.rho)

    def surv(self, shift: int) -> tuple:
        s = self._surv.get(shift)
        if s is None:
            s = self._surv[shift] = survival(*self.surv_key(shift))
        return s

    def values(self, uncleaned_me=None, cleaned_me=None, pool_me=None, hand_me=0.0,
               offsets=None, shift: int = 0) -> list[float]:
        me = self.me
        offsets = offsets or self.after
        key = (None if uncleaned_me is None else tuple(uncleaned_me),
               None if cleaned_me is None else tuple(cleaned_me), pool_me, tuple(offsets), shift)
        vals = self._values.get(key)
        if vals is None:
            unc = self.unc if uncleaned_me is None else [uncleaned_me if s == me else u for s, u in enumerate(self.unc)]
            cl = self.cleaned if cleaned_me is None else [cleaned_me if s == me else c for s, c in enumerate(self.cleaned)]
            pools = self.pool_n if pool_me is None else [pool_me if s == me else p for s, p in enumerate(self.pool_n)]
            vals = seat_values(self.n, cl, unc, pools, self._opp_hand, offsets, self.surv_key(shift), self.w)
            self._values[key] = vals
        if not hand_me:
            return vals
        out = list(vals)
        out[me] += hand_me
        return out

    def _mess_worth(self, supply) -> dict:
        base = utility(self.values(), self.me)
        out = {}
        mine = self.unc[self.me]
        for m in supply:
            if m is not None:
                out[m] = utility(self.values(uncleaned_me=mine + [m], shift=1), self.me) - base
        return out

    # hand values: a sum of per-colour terms, cached (draw and discard choices change one colour)
    def _split(self, supply) -> tuple:
        key = tuple(supply)
        got = self._splits.get(key)
        if got is None:
            by_col = [[], [], [], []]
            wild = 0.0
            worth = self.worth
            for m in supply:
                if m is None:
                    continue
                if _MKIND[m] == WILD_KIND:
                    wild = max(wild, worth.get(m, 0.0))
                else:
                    by_col[_MCOL[m]].append(m)
            got = (tuple(tuple(x) for x in by_col), wild)
            self._splits[key] = got
        return got

    def _term(self, col: int, c4: tuple, messes: tuple) -> float:
        key = (c4, messes, col)
        v = self._terms.get(key)
        if v is None:
            v = self._terms[key] = colour_term(c4, messes, self.worth, self.avail[col], self.w)
        return v

    def _wild_part(self, wild: float, colours: int) -> float:
        if wild <= 0:
            return 0.0
        w = self.w
        return w.wild_share * wild * (w.ready if colours >= 4 else w.delta ** (4 - colours))

    def hv_counts(self, tc: Sequence[int], supply=None) -> float:
        by_col, wild = self._split(self.seen.mess_supply if supply is None else supply)
        total = 0.0
        colours = 0
        for col in range(4):
            i = col * 4
            c4 = (tc[i], tc[i + 1], tc[i + 2], tc[i + 3])
            if c4 != (0, 0, 0, 0):
                colours += 1
                total += self._term(col, c4, by_col[col])
        return (total + self._wild_part(wild, colours)) * self.time_factor

    def one_card_deltas(self, tc: Sequence[int], sign: int) -> list[float]:
        """For each dog type: how the hand value changes when one dog of it is added
        (sign +1) or removed (sign -1); only that dog's colour term moves."""
        key = (tuple(tc), sign, tuple(self.seen.mess_supply))
        got = self._deltas.get(key)
        if got is None:
            got = self._deltas[key] = self._one_card_deltas(tc, sign)
        return got

    def _one_card_deltas(self, tc: Sequence[int], sign: int) -> list[float]:
        by_col, wild = self._split(self.seen.mess_supply)
        c4s = [(tc[i * 4], tc[i * 4 + 1], tc[i * 4 + 2], tc[i * 4 + 3]) for i in range(4)]
        held = [c4 != (0, 0, 0, 0) for c4 in c4s]
        colours = sum(held)
        base_terms = [self._term(col, c4s[col], by_col[col]) if held[col] else 0.0 for col in range(4)]
        base_wild = self._wild_part(wild, colours)
        out = [0.0] * 16
        for t in range(16):
            col, k = divmod(t, 4)
            c4 = list(c4s[col])
            c4[k] += sign
            if c4[k] < 0:
                continue
            c4 = tuple(c4)
            now_held = c4 != (0, 0, 0, 0)
            term = self._term(col, c4, by_col[col]) if now_held else 0.0
            wild_now = self._wild_part(wild, colours - held[col] + now_held) if wild > 0 else 0.0
            out[t] = (term - base_terms[col] + wild_now - base_wild) * self.time_factor
        return out

    def hand_value(self, cards, supply=None) -> float:
        tc = [0] * 16
        for c in cards:
            tc[_TYP[c]] += 1
        return self.hv_counts(tc, supply)

    def my_cards(self) -> list[int]:
        return list(self.seen.hand) + list(self.seen.pool)

    def card_keep_values(self, cards: list[int], only_hand: bool = False,
                         pool: Sequence[int] | None = None) -> list[tuple[float, int]]:
        """(what losing the card costs, card), cheapest first; ``cards`` are hand and pool
        (``pool``: the current pool unless given)."""
        tc = [0] * 16
        for c in cards:
            tc[_TYP[c]] += 1
        loss = self.one_card_deltas(tc, -1)
        pool = self.seen.pool if pool is None else pool
        out = []
        for c in cards:
            in_pool = c in pool
            if only_hand and in_pool:
                continue
            out.append((-loss[_TYP[c]] + (1.0 if in_pool else 0.0), c))
        out.sort()
        return out

    def deck_value(self, cards: list[int]) -> float:
        """The expected gain of drawing a random unseen dog."""
        counts = self.seen.unseen_type_counts()
        tot = sum(k for k in counts if k > 0)
        if tot <= 0:
            return 0.0
        tc = [0] * 16
        for c in cards:
            tc[_TYP[c]] += 1
        gain = self.one_card_deltas(tc, +1)
        return sum(k * gain[t] for t, k in enumerate(counts) if k > 0) / tot

    def supply_gains(self, cards: list[int]) -> list[tuple[float, int]]:
        tc = [0] * 16
        for c in cards:
            tc[_TYP[c]] += 1
        gain = self.one_card_deltas(tc, +1)
        out = [(gain[_TYP[c]], c) for c in self.seen.dog_supply if c is not None]
        out.sort(key=lambda x: (-x[0], x[1]))
        return out

    # mess plans
    def mess_plans(self, limit_per_mess: int = 3) -> list[tuple[float, list]]:
        """Every sensible set of messes to make now, with its value (best first).  A plan is a
        list of (mess, cards) in paying order; the empty plan is always present."""
        seen = self.seen
        hand, pool = list(seen.hand), list(seen.pool)
        supply = [m for m in seen.mess_supply if m is not None]
        plans = []

        def rec(i, hand, pool, chosen):
            if i == len(supply):
                plans.append((list(chosen), hand, pool))
                return
            rec(i + 1, hand, pool, chosen)
            m = supply[i]
            opts = payments(m, hand, pool)
            if not opts:
                return
            opts.sort(key=lambda o: -o[1])
            for cards, kept in opts[:limit_per_mess]:
                nh = [c for c in hand if c not in cards]
                np_ = [c for c in pool if c not in cards]
                kept_cards = pooled_cards(cards, pool)
                np_ += [c for c in kept_cards if c not in np_]
                chosen.append((m, cards))
                rec(i + 1, nh, np_, chosen)
                chosen.pop()

        rec(0, hand, pool, [])
        out = []
        for chosen, h, p in plans:
            out.append((self.plan_value(chosen, h, p), chosen))
        out.sort(key=lambda x: -x[0])
        return out

    def plan_value(self, chosen, hand_after, pool_after) -> float:
        me = self.me
        seen = self.seen
        taken = [m for m, _ in chosen]
        k = len(taken)
        supply_after = [m for m in seen.mess_supply if m is not None and m not in taken]
        hand_after = list(hand_after)
        if len(hand_after) > HAND_LIMIT:  # the turn ends by discarding the least useful dogs
            keep = self.card_keep_values(hand_after + list(pool_after), only_hand=True, pool=pool_after)
            hand_after = [c for _, c in keep[len(hand_after) - HAND_LIMIT:]]
        hv = self.hand_value(hand_after + list(pool_after), supply_after)
        unc_after = self.unc[me] + taken
        cont = utility(self.values(uncleaned_me=unc_after, pool_me=len(pool_after), hand_me=hv, shift=k), me)
        if not k:
            return cont
        # order: the most valuable mess is paid last, so Mario Hugo would clean it
        last = max(taken, key=lambda m: (_MPTS[m], m))
        p_end = end_now_prob(seen, k)
        p_mario = max(0.0, mario_within(seen.mess_deck_count, seen.marios, seen.mess_total,
                                        seen.mess_drawn, k) - p_end)
        value = (1.0 - p_end - p_mario) * cont
        if p_mario > 0:
            value += p_mario * utility(self.values(
                uncleaned_me=[m for m in unc_after if m != last],
                cleaned_me=self.cleaned[me] + [last], pool_me=len(pool_after), hand_me=hv, shift=k), me)
        if p_end > 0:
            value += p_end * self.final_margin(self.cleaned[me] + [last], len(pool_after))
        return value

    def final_margin(self, my_cleaned, my_pool) -> float:
        """Our margin if the game ended now with these cleaned messes and pool."""
        seen = self.seen
        cleaned = [my_cleaned if s == self.me else self.cleaned[s] for s in range(self.n)]
        pools = [list(range(my_pool)) if s == self.me else seen.pools[s] for s in range(self.n)]
        wild = [best_wilds(cleaned[s], cleaned, s) for s in range(self.n)]
        pad = score(cleaned, pools, wild, self.n)
        return float(utility(pad.totals(), self.me))

    def clean_choice(self) -> tuple[float, int | None]:
        """(advantage of cleaning the best colour now over recruiting, that colour)."""
        me = self.me
        mine = self.unc[me]
        if not mine:
            return -math.inf, None
        colours = sorted({_MCOL[m] for m in mine})
        stay = utility(self.values(hand_me=self.hand_value(self.my_cards())), me)
        best, best_col = -math.inf, None
        hv = self.hand_value(self.my_cards())
        for col in colours:
            rest = [m for m in mine if _MCOL[m] != col]
            done = self.cleaned[me] + [m for m in mine if _MCOL[m] == col]
            v = utility(self.values(uncleaned_me=rest, cleaned_me=done, hand_me=hv), me)
            if v > best:
                best, best_col = v, col
        return best - (stay + self.recruit_gain()), best_col

    def recruit_gain(self) -> float:
        cards = self.my_cards()
        draw = max([g for g, _ in self.supply_gains(cards)[:1]] + [self.deck_value(cards)])
        plans = self.mess_plans(limit_per_mess=2)
        stay = next(v for v, p in plans if not p)
        ready = max(0.0, plans[0][0] - stay)
        return max(0.0, draw) + ready + self.w.recruit_bias


def best_wilds(my_cleaned: Sequence[int], all_cleaned, seat: int) -> dict:
    """Colours for a seat's cleaned wild messes: the ones that raise its own score most
    (counting others' wilds as unassigned)."""
    if not any(_MKIND[m] == WILD_KIND for m in my_cleaned):
        return {}
    return dict(_best_wilds(tuple(my_cleaned), tuple(tuple(c) for c in all_cleaned), seat))


@lru_cache(maxsize=4096)
def _best_wilds(my_cleaned: tuple, all_cleaned: tuple, seat: int) -> tuple:
    wilds = [m for m in my_cleaned if _MKIND[m] == WILD_KIND]
    n = len(all_cleaned)
    best, best_map = -math.inf, {}
    for cols in product(range(4), repeat=len(wilds)):
        mapping = dict(zip(wilds, cols))
        wild = [mapping if s == seat else {} for s in range(n)]
        cleaned = [my_cleaned if s == seat else all_cleaned[s] for s in range(n)]
        tot = score(cleaned, [[] for _ in range(n)], wild, n).totals()
        v = tot[seat] - max((t for s, t in enumerate(tot) if s != seat), default=0)
        if v > best:
            best, best_map = v, mapping
    return tuple(sorted(best_map.items()))
