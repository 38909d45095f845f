"""Computer players for Dogs Alone: medium's and easy's choice of one small action, and their
policies for the kit (see docs/ai.md, Dogs Alone).

Everything reasons from what one seat may see.  The parts, one job each, imports running one way:

* ``ai_seen`` - ``Seen``, what one seat knows, from a view dict (a real decision) or from a
  determinized full state (inside the hard player's search, where only the acting seat's own
  parts are read); the card tables; the medium player's constants (``Weights``).
* ``ai_risk`` - the game ends when the third Mario Hugo card is drawn, and cards are only
  drawn from the mess deck when a mess is taken.  From the view (deck size, cards drawn, the
  Mario Hugo cards seen) we know the distribution of how many more messes can be taken
  before the end, hence the chance that a mess still uncleaned after ``k`` more turns by the
  other players survives.
* ``ai_projection`` - a seat's expected final score: cleaned messes, pool, uncleaned messes
  weighted by the chance of cleaning them in time (one colour per turn, best first), sets and
  colour majorities over those chances; and the hand's value: how close the hand and pool are
  to the messes on offer (discounted per missing dog), plus pairs and a little for dogs of
  colours still to come.
* ``ai_payments`` - the ways to pay for a mess.
* ``ai_planner`` - the medium player's reasoning about one decision (``Planner``).
* here - **medium** plays each small action greedily from these; **easy** uses a few beginner
  rules with some noise.  **hard** (``ai_hard``, its playouts in ``ai_playout``) runs a
  determinized Monte Carlo search (dogtable.ai.search) over the medium player's candidate
  plans at the decisions that shape a turn (clean or recruit, change the supply, which messes
  to make), with medium-policy playouts truncated after a few turns and scored by the
  projection.

The levels are declared in ai_levels.py; this module imports nothing of hard's.
"""
from __future__ import annotations

import math
import random
from typing import Sequence

from dogtable.ai.levels import Decision
from dogtable.core.rules import Action

from .cards import PAIR, WILD_KIND
from .rules import DISCARD, DRAW, MESS, START, WILD_PHASE
from .ai_seen import (CANCEL, CHANGE, DRAW_DECK, FINISH, MEDIUM, Seen, Weights, _COL, _MCOL, _MKIND,
                      _MNEED, _MPTS, _TYP)
from .ai_payments import payments
from .ai_planner import Planner, best_wilds


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


# -- the policies (ai_levels.py plays them in the kit's PolicyAgent) -----------------------------

def medium_policy(d: Decision, w: Weights = MEDIUM) -> Action:
    return medium_action(Seen.from_view(d.view), set(d.legal), w)


def easy_policy(d: Decision) -> Action:
    return easy_action(Seen.from_view(d.view), set(d.legal), d.rng)
