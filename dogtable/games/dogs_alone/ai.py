"""Computer players for Dogs Alone: easy, medium and hard (see docs/ai.md).

Everything here reasons from what one seat may see.  ``Seen`` gathers that from a view
dict (a real decision) or from a determinized full state (inside the hard player's
search, where only the acting seat's own parts are read).

* **Risk model** - the game ends when the third Mario Hugo card is drawn, and cards are only
  drawn from the mess deck when a mess is taken.  From the view (deck size, cards drawn, the
  Mario Hugo cards seen) we know the distribution of how many more messes can be taken
  before the end, hence the chance that a mess still uncleaned after ``k`` more turns by the
  other players survives.
* **Projection** - a seat's expected final score: cleaned messes, pool, uncleaned messes
  weighted by the chance of cleaning them in time (one colour per turn, best first), sets and
  colour majorities over those chances, and what its hand is worth.
* **Hand value** - how close the hand and pool are to the messes on offer (discounted per
  missing dog), plus pairs and a little for dogs of colours still to come.
* **medium** plays each small action greedily from these; **easy** uses a few beginner rules
  with some noise; **hard** runs a determinized Monte Carlo search (dogtable.ai.montecarlo)
  over the medium player's candidate plans at the decisions that shape a turn (clean or
  recruit, change the supply, which messes to make), with medium-policy playouts truncated
  after a few turns and scored by the projection.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import product
import math
import random
from typing import Sequence

from dogtable.ai.agent import decision_seed
from dogtable.core.rules import Action

from .cards import DOG_COUNT, FOUR, MESS_IDS, PAIR, THREE, WILD_KIND, mess_colour, mess_kind, mess_points
from .rules import DISCARD, DRAW, HAND_LIMIT, MESS, START, WILD_PHASE, mario_layouts, score

_COL = tuple(c // 16 for c in range(DOG_COUNT))
_TYP = tuple(c // 4 for c in range(DOG_COUNT))
_MCOL = tuple(mess_colour(m) for m in MESS_IDS)
_MKIND = tuple(mess_kind(m) for m in MESS_IDS)
_MPTS = tuple(mess_points(m) for m in MESS_IDS)
_MNEED = {FOUR: 4, THREE: 3, PAIR: 2, WILD_KIND: 4}

FINISH = Action("finish")
CANCEL = Action("cancel_payment")
CHANGE = Action("change_supply")
DRAW_DECK = Action("draw_deck")


@dataclass(frozen=True)
class Weights:
    """The medium player's constants (points unless said otherwise)."""

    clean_cost: float = 2.5       # a turn spent cleaning one colour, instead of recruiting
    join_rate: float = 0.2        # chance a mess we take later is of a given colour (or wild)
    rho: float = 0.42             # messes a player takes per turn, on average (prior)
    delta: float = 0.55           # value kept per dog still missing for a mess
    ready: float = 0.75           # share of a mess's worth a ready payment is worth in hand
    pair_one: float = 0.22        # a lone dog towards a 2-identical mess (needs its twin)
    pair_bonus: float = 0.35      # each identical pair held (pool and future messes)
    generic: float = 0.3          # a dog of a colour with no mess to aim at, up to four
    leftover: float = 0.1         # each dog beyond four of one colour
    wild_share: float = 0.5       # a wild mess competes with the colours for the same dogs
    opp_card: float = 0.55        # an opponent's unseen hand card
    supply_margin: float = 0.05   # prefer the known deck odds unless a supply dog is better
    discard_margin: float = 0.1   # a recruit discard must buy a clearly better draw
    clean_margin: float = 0.0
    recruit_bias: float = 0.4     # what recruiting is worth beyond the draws we can see
    change_margin: float = 0.0


MEDIUM = Weights()


# -- what one seat knows ------------------------------------------------------------------

class Seen:
    """One seat's knowledge at a decision: its own hand, the public table, pile sizes."""

    __slots__ = ("seat", "n", "current", "phase", "turn", "hand", "pool", "pools", "hand_counts",
                 "messes", "cleaned", "dog_supply", "mess_supply", "marios", "mess_deck_count",
                 "mess_drawn", "mess_total", "recruit_discards", "draws", "supply_changes",
                 "pending", "pending_cards", "last_mess", "discard", "dog_deck_count", "wild",
                 "removed", "mess_discard", "hands")

    @classmethod
    def from_view(cls, v: dict) -> "Seen":
        s = cls.__new__(cls)
        s.seat = v["seat"]
        s.n = v["players"]
        s.current, s.phase, s.turn = v["current"], v["phase"], v["turn"]
        s.hand = list(v["hands"][s.seat] or [])
        s.pools = v["pools"]
        s.pool = s.pools[s.seat]
        s.hand_counts = v["hand_counts"]
        s.messes, s.cleaned = v["messes"], v["cleaned"]
        s.dog_supply, s.mess_supply = v["dog_supply"], v["mess_supply"]
        s.marios = len(v["mario"])
        s.mess_deck_count, s.mess_drawn, s.mess_total = v["mess_deck_count"], v["mess_drawn"], v["mess_total"]
        s.recruit_discards, s.draws, s.supply_changes = v["recruit_discards"], v["draws"], v["supply_changes"]
        s.pending, s.pending_cards, s.last_mess = v["pending"], v["pending_cards"], v["last_mess"]
        s.discard, s.dog_deck_count = v["discard"], v["dog_deck_count"]
        s.wild = v["wild"]
        s.removed, s.mess_discard = v["removed"], v["mess_discard"]
        s.hands = None
        return s

    @classmethod
    def from_state(cls, st, seat: int) -> "Seen":
        """From a (determinized) full state; policies read only ``seat``'s own cards."""
        s = cls.__new__(cls)
        s.seat, s.n = seat, st.n
        s.current, s.phase, s.turn = st.current, st.phase, st.turn
        s.hand = st.hands[seat]
        s.pools = st.pools
        s.pool = st.pools[seat]
        s.hand_counts = [len(h) for h in st.hands]
        s.messes, s.cleaned = st.messes, st.cleaned
        s.dog_supply, s.mess_supply = st.dog_supply, st.mess_supply
        s.marios = len(st.mario)
        s.mess_deck_count, s.mess_drawn, s.mess_total = len(st.mess_deck), st.mess_drawn, st.mess_total
        s.recruit_discards, s.draws, s.supply_changes = st.recruit_discards, st.draws, st.supply_changes
        s.pending, s.pending_cards, s.last_mess = st.pending, st.pending_cards, st.last_mess
        s.discard, s.dog_deck_count = st.discard, len(st.dog_deck)
        s.wild = [{str(m): c for m, c in w.items()} for w in st.wild]
        s.removed, s.mess_discard = st.removed, st.mess_discard
        s.hands = st.hands
        return s

    def uncleaned(self, seat: int) -> list[int]:
        done = self.cleaned[seat]
        return [m for m in self.messes[seat] if m not in done]

    def budget(self) -> int:
        return self.recruit_discards + 1 - self.draws

    def unseen_type_counts(self) -> list[int]:
        """How many copies of each dog this seat has not seen (deck and other hands)."""
        counts = [4] * 16
        for pile in (self.discard, self.hand):
            for c in pile:
                counts[_TYP[c]] -= 1
        for c in self.dog_supply:
            if c is not None:
                counts[_TYP[c]] -= 1
        for p in self.pools:
            for c in p:
                counts[_TYP[c]] -= 1
        return counts

    def unseen_messes(self) -> list[int]:
        gone = set(self.removed) | set(self.mess_discard)
        gone.update(m for m in self.mess_supply if m is not None)
        for ms in self.messes:
            gone.update(ms)
        return [m for m in MESS_IDS if m not in gone]


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
                kept_cards = _pooled(cards, pool)
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


def _pooled(cards: Sequence[int], pool: Sequence[int]) -> list[int]:
    """The paid dogs that stay in the pool (the engine's rule: one per identical pair,
    a dog already in the pool first)."""
    by_type = {}
    for c in cards:
        by_type.setdefault(_TYP[c], []).append(c)
    out = []
    for group in by_type.values():
        pairs = len(group) // 2
        if pairs:
            group = sorted(group, key=lambda c: (c not in pool, c))
            out.extend(group[:pairs])
    return out


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


# -- the medium policy: one small action ---------------------------------------------------

def medium_action(seen: Seen, legal_set, w: Weights = MEDIUM, allow_clean: bool = True,
                  allow_change: bool = True, planner: Planner | None = None) -> Action:
    phase = seen.phase
    if phase == WILD_PHASE:
        return wild_action(seen, legal_set)
    p = planner or Planner(seen, w)
    if phase == START:
        fresh = seen.recruit_discards == 0 and seen.supply_changes == 0
        if fresh and allow_clean:
            adv, col = p.clean_choice()
            if col is not None and adv > w.clean_margin and Action("clean", (col,)) in legal_set:
                return Action("clean", (col,))
        return recruit_action(seen, p, legal_set, allow_change)
    if phase == DRAW:
        return draw_action(seen, p, legal_set)
    if phase == MESS:
        return mess_action(seen, p, legal_set)
    if phase == DISCARD:
        kv = p.card_keep_values(list(seen.hand), only_hand=True)
        for _, c in kv:
            a = Action("discard", (c,))
            if a in legal_set:
                return a
    return _fallback(legal_set)


def _fallback(legal_set) -> Action:
    order = ["finish", "draw_deck", "cancel_payment"]
    for k in order:
        for a in legal_set:
            if a.kind == k:
                return a
    return min(legal_set)


def recruit_action(seen: Seen, p: Planner, legal_set, allow_change: bool = True) -> Action:
    w = p.w
    cards = p.my_cards()
    deck = p.deck_value(cards)
    gains = p.supply_gains(cards)
    if (allow_change and CHANGE in legal_set and seen.supply_changes < 2
            and seen.recruit_discards == 0 and seen.draws == 0):
        best_supply = gains[0][0] if gains else 0.0
        if best_supply < deck + w.change_margin:
            return CHANGE
    # the draws we are owed, best first, and the value of one more
    b = seen.budget()
    options = sorted([g for g, _ in gains] + [deck] * (b + 1), reverse=True)
    next_draw = options[b] if b < len(options) else deck
    kv = p.card_keep_values(cards)
    if kv:
        cost, card = kv[0]
        if cost < next_draw - w.discard_margin and Action("recruit_discard", (card,)) in legal_set:
            return Action("recruit_discard", (card,))
    return draw_action(seen, p, legal_set, gains, deck)


def draw_action(seen: Seen, p: Planner, legal_set, gains=None, deck=None) -> Action:
    cards = p.my_cards()
    if gains is None:
        gains = p.supply_gains(cards)
        deck = p.deck_value(cards)
    if gains and gains[0][0] > deck + p.w.supply_margin:
        a = Action("draw_supply", (gains[0][1],))
        if a in legal_set:
            return a
    if DRAW_DECK in legal_set:
        return DRAW_DECK
    for g, c in gains:
        a = Action("draw_supply", (c,))
        if a in legal_set:
            return a
    return _fallback(legal_set)


def mess_action(seen: Seen, p: Planner, legal_set) -> Action:
    if seen.pending is not None:
        return pending_action(seen, p, legal_set)
    plans = p.mess_plans()
    best = plans[0][1]
    if not best:
        return FINISH if FINISH in legal_set else _fallback(legal_set)
    return first_pay(best, legal_set)


def first_pay(plan, legal_set) -> Action:
    # the least valuable mess first: Mario Hugo cleans the last one taken
    m, cards = min(plan, key=lambda mc: (_MPTS[mc[0]], mc[0]))
    for c in cards:
        a = Action("pay", (m, c))
        if a in legal_set:
            return a
    return _fallback(legal_set)


def pending_action(seen: Seen, p: Planner, legal_set) -> Action:
    m = seen.pending
    opts = payments(m, seen.hand, seen.pool, seen.pending_cards)
    if not opts:
        return CANCEL if CANCEL in legal_set else _fallback(legal_set)
    # the completion that keeps the most for the pool, then the best hand left
    best, best_v = None, -math.inf
    for cards, kept in opts:
        rest = [c for c in p.my_cards() if c not in cards]
        v = kept + p.hand_value(rest)
        if v > best_v:
            best, best_v = cards, v
    for c in best[len(seen.pending_cards):]:
        a = Action("pay", (m, c))
        if a in legal_set:
            return a
    return CANCEL if CANCEL in legal_set else _fallback(legal_set)


def wild_action(seen: Seen, legal_set) -> Action:
    me = seen.seat
    mine = seen.cleaned[me]
    best = best_wilds(mine, seen.cleaned, me)
    for m, col in sorted(best.items()):
        a = Action("assign_wild", (m, col))
        if a in legal_set:
            return a
    return min(legal_set)


# -- easy: a beginner's rules of thumb --------------------------------------------------------

def _easy_target(seen: Seen, cards: Sequence[int]) -> tuple[int | None, int]:
    """The coloured mess on offer that needs the fewest more dogs (then the most points):
    what a beginner aims at.  Returns (mess, colour) or (None, favourite colour)."""
    colour_counts = [0] * 4
    type_counts = [0] * 16
    for c in cards:
        colour_counts[_COL[c]] += 1
        type_counts[_TYP[c]] += 1
    best, best_key = None, None
    for m in seen.mess_supply:
        if m is None or _MKIND[m] == WILD_KIND:
            continue
        col = _MCOL[m]
        if _MKIND[m] == PAIR:
            top = max(type_counts[col * 4: col * 4 + 4])
            missing = 2 - min(2, top) + (1 if top < 2 else 0)  # a twin is hard to find
        else:
            missing = max(0, _MNEED[_MKIND[m]] - colour_counts[col])
        key = (missing, -_MPTS[m], m)
        if best_key is None or key < best_key:
            best, best_key = m, key
    if best is None:
        return None, max(range(4), key=lambda c: (colour_counts[c], -c))
    return best, _MCOL[best]


def easy_action(seen: Seen, legal_set, rng: random.Random) -> Action:
    """A beginner: aims at the nearest mess on offer, draws its colour, takes whatever mess
    it can pay (the biggest first) and cleans when messes pile up or Mario Hugo shows up;
    now and then it simply does something else."""
    phase = seen.phase
    me = seen.seat
    cards = list(seen.hand) + list(seen.pool)
    colour_counts = [0] * 4
    for c in cards:
        colour_counts[_COL[c]] += 1
    if rng.random() < 0.08 and phase in (START, DRAW, DISCARD):
        # a distracted moment (never a clean: beginners do remember to clean sometimes)
        options = sorted(a for a in legal_set if a.kind != "clean")
        if options:
            return rng.choice(options)
    if phase == WILD_PHASE:
        counts = [0] * 4
        for m in seen.cleaned[me]:
            if _MCOL[m] < 4:
                counts[_MCOL[m]] += 1
        for a in sorted(legal_set):
            if seen.wild[me].get(str(a.args[0])) is None:
                col = min(range(4), key=lambda c: (counts[c], rng.random()))
                return Action("assign_wild", (a.args[0], col))
    _, target_colour = _easy_target(seen, cards)
    if phase == START:
        fresh = seen.recruit_discards == 0 and seen.supply_changes == 0
        mine = seen.uncleaned(me)
        if fresh and mine:
            by_col = {}
            for m in mine:
                by_col[_MCOL[m]] = by_col.get(_MCOL[m], 0) + _MPTS[m]
            col, pts = max(by_col.items(), key=lambda kv: (kv[1], -kv[0]))
            worried = seen.marios >= 1 or seen.mess_drawn > seen.mess_total // 2
            if (len(mine) >= 3 or pts >= 8 or (worried and pts >= 3)) and rng.random() < 0.85:
                return Action("clean", (col,))
        if seen.recruit_discards == 0 and len(seen.hand) >= 4 and rng.random() < 0.6:
            off = [c for c in seen.hand if _COL[c] != target_colour]
            if off:
                worst = min(off, key=lambda c: (colour_counts[_COL[c]], c))
                a = Action("recruit_discard", (worst,))
                if a in legal_set:
                    return a
    if phase in (START, DRAW):
        if rng.random() < 0.85:
            for c in sorted(x for x in seen.dog_supply if x is not None):
                if _COL[c] == target_colour and Action("draw_supply", (c,)) in legal_set:
                    return Action("draw_supply", (c,))
        if DRAW_DECK in legal_set:
            return DRAW_DECK
        draws = sorted(a for a in legal_set if a.kind == "draw_supply")
        if draws:
            return rng.choice(draws)
    if phase == MESS:
        pays = sorted(a for a in legal_set if a.kind == "pay")
        if seen.pending is not None:
            if pays:
                pays.sort(key=lambda a: (a.args[1] in seen.pool, a.args[1]))  # hand dogs first
                return pays[0]
            return CANCEL
        if pays and rng.random() < 0.95:
            best = max(pays, key=lambda a: (_MPTS[a.args[0]], -a.args[0]))
            m = best.args[0]
            mine = sorted((a for a in pays if a.args[0] == m),
                          key=lambda a: (a.args[1] in seen.pool, a.args[1]))
            return mine[0]
        return FINISH if FINISH in legal_set else _fallback(legal_set)
    if phase == DISCARD:
        worst = min(seen.hand, key=lambda c: (_COL[c] == target_colour, colour_counts[_COL[c]], c))
        return Action("discard", (worst,))
    return _fallback(legal_set)


# -- the agents -------------------------------------------------------------------------------

class MediumAgent:
    level = "medium"

    def __init__(self, seed: int = 0, weights: Weights = MEDIUM):
        self.seed = seed
        self.w = weights

    def choose(self, view, legal, resample, budget) -> Action:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        return medium_action(Seen.from_view(view), set(legal), self.w)


class EasyAgent:
    level = "easy"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, view, legal, resample, budget) -> Action:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        rng = random.Random(decision_seed(self.seed, view, "easy"))
        a = easy_action(Seen.from_view(view), set(legal), rng)
        return a if a in legal else rng.choice(sorted(legal))


def make_agent(level: str, seed: int = 0):
    """The computer player of ``level`` (easy, medium, hard) with its own seed."""
    if level == "easy":
        return EasyAgent(seed)
    if level == "medium":
        return MediumAgent(seed)
    if level == "hard":
        from .ai_hard import HardAgent
        return HardAgent(seed)
    raise ValueError(f"unknown level {level!r}")


# The hard player lives in ai_hard.py (its playouts in ai_playout.py), which builds on this
# module; its names stay reachable from here (``ai.HardAgent``) without a circular import.
_HARD_NAMES = {"HardAgent": "ai_hard", "HardSettings": "ai_hard", "finish_turn": "ai_playout",
               "play_turns": "ai_playout", "leaf_value": "ai_playout", "RULES": "ai_playout",
               "simple_hand_value": "ai_playout"}


def __getattr__(name: str):
    module = _HARD_NAMES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module
    return getattr(import_module(f"{__package__}.{module}"), name)
