"""The DOGS computer players: easy, medium and hard (docs/ai_dogs_kennel.md).

Every player reads only its seat's view.  A decision works on one state rebuilt from the view
by ``resample`` with a seed drawn from ``decision_seed`` (the hidden piles dealt at random, the
same way for the same view), looks one action ahead on it with the engine's own handlers, and
values the result with ``value``: the points the kennel would score, plus what money, fuel,
food, medicine, special cards and the helper are worth at this stage of the game.

- easy: greedy on a short-sighted value (points now, little thought for later rounds), with
  some noise and a random action now and then.
- medium: greedy on the full value; in phase 1 a move is judged with the best next move it
  opens, in phase 2 a box is judged by the whole visit (card plus the box's best actions),
  feeding is planned pen by pen, settling uses the engine's "arrange best".
- hard: medium plus a determinized search at the moves and meeple placements: each candidate
  is played out on resampled states by medium for every seat to the end of the round's
  phase 2 (or the next decision of a new round) and scored by the margin of ``value`` over
  the best other seat.

The levels are declared in ai_levels.py; this module is easy's and medium's policies and the
judgement hard builds on (it imports nothing of hard's).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
import math
import random
from typing import Sequence

from dogtable.ai.levels import Decision
from dogtable.core.rules import Action

from . import rules as R
from .components import (
    CITY, COUNTRY, DISCOUNT, FOOD, FREE_ENTRY, FUEL, HEALTHY, HELPER, LOST, MAX_FUEL,
    MAX_SICK, MEDICINE, MONEY, PRIZE, SICK, SWAP, TAKE_DOG, TRAINED, VET, area, breed, card_kind,
    is_blocker, status,
)
from .ai_state import fast_clone
from .city_map import REWARD
from .pens import EXTRA_PEN_POINTS, PENS, accepts, arrangement_points, best_arrangement, pen_points

RULES = R.DogsKennelRules()
FINAL_LOCKED = (R.OFFER, R.PLACE, R.BOX, R.FEED, R.SALARY, R.OVER)


# -- looking one action ahead ---------------------------------------------------------------------

def apply(state: R.KState, seat: int, action: Action, rng_seed: int = 0) -> R.KState:
    """The state after ``action`` (and the automatic steps it sets off), on a copy."""
    step = R._Step(RULES, fast_clone(state), random.Random(rng_seed))
    R._HANDLERS[action.kind](step, seat, *action.args)
    return step.s


# -- the value of a position ---------------------------------------------------------------------

@dataclass(frozen=True)
class Weights:
    money: float = 1.0          # per coin while rounds remain, up to money_cap coins
    money_cap: int = 4
    money_rich: float = 0.5     # per coin beyond money_cap (up to 8), then a third of that
    money_last: float = 0.5     # per coin in the last round before feeding
    fuel: float = 0.2           # per fuel up to fuel_cap, on top of the 1/3 it scores
    fuel_cap: int = 6
    food_need: float = 3.0      # per food this round's feeding needs
    food_next: float = 1.3      # per food towards next round's feeding
    food_later: float = 0.4     # per food towards the round after
    cure: float = 1.3           # per sick dog we have medicine for (while it can be cured)
    sick_hope: float = 0.5      # a sick dog with rounds to come may yet be cured
    meeple: float = 2.0         # the helper's meeple, per round still to come (up to 3)
    build_cost: float = 3.0     # what building one more pen costs us (money and a visit)
    future: bool = True         # value the kennel we could arrange, not the pens as they are
    cont: float = 0.5           # a move's worth includes this share of the best next move
    home_fuel: float = 0.45     # a truck out still owes the fuel to come home
    swaps: int = 6              # Dog Swap: how many swaps to try
    cards: tuple = ((SWAP, 0.7), (HELPER, 1.0), (TAKE_DOG, 1.4), (DISCOUNT, 0.9), (VET, 0.9),
                    (TRAINED, 0.9), (PRIZE, 1.6), (FREE_ENTRY, 1.0))
    salary_coin: float = 2.5     # the coin that keeps the helper this round
    upkeep: float = 0.25        # food a pen in use eats, per round to come (up to 6)
    dogs_per_round: float = 2.0  # dogs leaving each supply per round (to guess the end)


MEDIUM = Weights()
EASY = Weights(money=0.6, money_rich=0.6, fuel=0.05, food_need=2.0, food_next=0.3, food_later=0.0,
               cure=0.5, sick_hope=0.0, meeple=1.0, future=False, cont=0.0, home_fuel=0.0, swaps=0,
               cards=((SWAP, 0.3), (HELPER, 0.6), (TAKE_DOG, 0.8), (DISCOUNT, 0.6), (VET, 0.6),
                      (TRAINED, 0.6), (PRIZE, 1.0), (FREE_ENTRY, 0.5)))


def rounds_to_come(s: R.KState, w: Weights) -> float:
    """How many rounds are likely after this one (0 in the last round)."""
    if s.last_round:
        return 0.0
    # a supply that cannot refill the board ends the game
    short = min(len(s.supply[a]) for a in (CITY, COUNTRY))
    return max(0.5, short / w.dogs_per_round)


_ARR: dict = {}


def arrangement_value(dogs: Sequence[int], built: int, variety: int) -> tuple[int, int, int]:
    """(points, pens used, areas housed as a bitmask) of the best arrangement of ``dogs``."""
    key = (tuple(sorted(breed(t) for t in dogs)), built, variety)
    hit = _ARR.get(key)
    if hit is None:
        pens, _ = best_arrangement(dogs, built, variety)
        mask = 0
        for p in pens:
            for t in p:
                mask |= 1 << area(t)
        hit = (arrangement_points(pens, variety), sum(1 for p in pens if p), mask)
        if len(_ARR) > 100_000:
            _ARR.clear()
        _ARR[key] = hit
    return hit


def _placed_greedily(s: R.KState, seat: int) -> list[list[int]]:
    """The pens with the dogs waiting now (phase 2: cured or bought) put where they add most."""
    pens = [list(p) for p in s.pens[seat]]
    for t in s.loose[seat]:
        best, where = None, None
        for p in range(s.built[seat]):
            if len(pens[p]) < 4 and accepts(pens[p], t):
                gain = pen_points(pens[p] + [t]) - pen_points(pens[p]) + \
                    (EXTRA_PEN_POINTS[p] if not pens[p] else 0)
                if best is None or gain > best:
                    best, where = gain, p
        if where is not None:
            pens[where].append(t)
    return pens


def kennel(s: R.KState, seat: int, w: Weights) -> tuple[float, int]:
    """The kennel's points (pens, extra pens, breeds, the two-player mix) and pens in use."""
    variety = s.variety_points()
    locked = (s.last_round and s.phase in FINAL_LOCKED) or not w.future
    if locked:
        pens = _placed_greedily(s, seat)
        pts = float(arrangement_points(pens, variety))
        used = sum(1 for p in pens if p)
        mask = 0
        for p in pens:
            for t in p:
                mask |= 1 << area(t)
        if not w.future and not (s.last_round and s.phase in FINAL_LOCKED):
            # a beginner still counts the dogs on the truck as half a point each
            pts += 0.5 * sum(1 for t in s.truck[seat] if status(t) == HEALTHY)
    else:
        dogs = s.healthy(seat) + s.loose[seat] + [t for t in s.truck[seat] if status(t) == HEALTHY]
        built = s.built[seat]
        pts, used, mask = arrangement_value(dogs, built, variety)
        pts = float(pts)
        if built < PENS and not s.last_round:
            more, used2, mask2 = arrangement_value(dogs, built + 1, variety)
            if more - w.build_cost > pts:
                pts, used, mask = more - w.build_cost, used2, mask2
    if s.n == 2 and mask != 3:
        pts += R.TWO_PLAYER_MIX_PENALTY * (1.0 if s.last_round else 0.6)
    return pts, used


def _fed_already(s: R.KState, seat: int) -> bool:
    if s.phase in (R.SALARY, R.OVER):
        return True
    if s.phase == R.FEED:
        order = s.order()
        return order.index(seat) < order.index(s.current)
    return False


def _salary_due(s: R.KState, seat: int) -> bool:
    if s.phase == R.OVER:
        return False
    if s.phase == R.SALARY:
        order = s.order()
        return order.index(seat) >= order.index(s.current)
    return True


def value(s: R.KState, seat: int, w: Weights = MEDIUM) -> float:
    """What the position is worth to ``seat``, in final points."""
    if s.phase == R.OVER:
        return float(sum(row[seat] for row in R.score_rows(s).values()))
    later = rounds_to_come(s, w)
    last = s.last_round
    fuel, money, food, med = s.res[seat]
    pts, used = kennel(s, seat, w)
    v = pts
    # sick dogs: -2 each at the end, less while medicine and a visit to the vet can cure them
    sick = len(s.infirmary[seat]) + sum(1 for t in s.truck[seat] if status(t) == SICK)
    v += R.SICK_PENALTY * sick
    if not last or s.phase not in (R.FEED, R.SALARY, R.OVER):
        v += w.cure * min(sick, med)
        if later >= 1:
            v += w.sick_hope * max(0, sick - med)
    # goods score a point per three; food keeps dogs healthy; fuel moves the truck
    v += (fuel + food + med) / R.GOODS_PER_POINT
    if s.phase == R.FEED and s.current == seat:
        need = len(s.feed_left)
    elif _fed_already(s, seat):
        need = 0
    else:
        need = used
    v += w.food_need * min(food, need)
    v -= w.upkeep * used * min(later, 6.0)
    if later > 0:
        spare = max(0, food - need)
        v += w.food_next * min(spare, used) * min(1.0, later)
        if later > 1:
            v += w.food_later * min(max(0, spare - used), used)
    if not last or s.phase in (R.FUEL_PHASE, R.MOVE):
        v += w.fuel * min(fuel, w.fuel_cap)
    # money scores nothing: it is worth what it buys, first the helper's salary
    if s.helper[seat] and money >= 1 and not s.cards_of(seat, HELPER) and _salary_due(s, seat):
        v += w.salary_coin if not last or s.phase != R.OVER else 0.0
        money -= 1
    if not last:
        v += w.money * min(money, w.money_cap) + \
            w.money_rich * (min(money, 8) - min(money, w.money_cap)) + \
            w.money_rich / 3 * max(0, money - 8)
    elif s.phase not in (R.FEED, R.SALARY):
        v += w.money_last * money
    else:
        v += 0.05 * money
    if s.helper[seat]:
        if not last or s.helper_paid[seat] or s.phase != R.OVER:
            v += R.HELPER_POINTS
        v += w.meeple * min(later, 3.0)
    v += hand_value(s, seat, w, later)
    return v


def hand_value(s: R.KState, seat: int, w: Weights, later: float) -> float:
    """The special cards held, by what they may still do."""
    if not s.hands[seat]:
        return 0.0
    worth = dict(w.cards)
    last = s.last_round
    phase = s.phase
    total = 0.0
    for c in s.hands[seat]:
        kind = card_kind(c)
        base = worth.get(kind, 0.0)
        if not last:
            total += base * min(1.0, 0.4 + 0.6 * later)
            continue
        if kind in (SWAP, TAKE_DOG):
            useful = phase in (R.FUEL_PHASE, R.MOVE)
        elif kind == VET:
            useful = phase in (R.FUEL_PHASE, R.MOVE, R.ARRANGE)
        elif kind in (DISCOUNT, TRAINED, PRIZE, FREE_ENTRY):
            useful = phase not in (R.FEED, R.SALARY, R.OVER)
        elif kind == HELPER:
            useful = phase != R.OVER
            base = min(base, 0.3)
        else:
            useful = False
        total += base if useful else 0.0
    return total


def margin(s: R.KState, seat: int, w: Weights = MEDIUM) -> float:
    """Our value less the best other seat's."""
    mine = value(s, seat, w)
    others = [value(s, o, w) for o in range(s.n) if o != seat]
    return mine - max(others)


# -- medium's choices, phase by phase --------------------------------------------------------------

# a step inside a visit must gain at least this much over the position as it stands: a swap or
# a purchase worth nothing is not made, so food is never traded for fuel and straight back
# (each step is judged against the visit as it is now, not against ending the turn, whose
# value is read after the automatic steps of the next phase and is not comparable)
STEP_GAIN = 0.05


def _best(s, seat, actions, w, seed) -> Action:
    if s.phase == R.BOX and any(a.kind == "end_turn" for a in actions):
        return _box_step(s, seat, actions, w, seed)[0]
    best, best_v = actions[0], -math.inf
    for a in actions:
        v = value(apply(s, seat, a, seed), seat, w)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best


def _box_step(s, seat, actions, w, seed):
    """In a visit with the turn free to end: the step that gains most over standing still, if
    it gains at least STEP_GAIN, else ending the turn; with the state it leads to."""
    best, best_v, best_s = None, value(s, seat, w) + STEP_GAIN, None
    end = None
    for a in actions:
        if a.kind == "end_turn":
            end = a
            continue
        s1 = apply(s, seat, a, seed)
        v = value(s1, seat, w)
        if v > best_v + 1e-9:
            best, best_v, best_s = a, v, s1
    if best is None:
        return end, apply(s, seat, end, seed)
    return best, best_s


def _dog_gain(s: R.KState, seat: int, token: int, space: int | None, cost: int,
              w: Weights, base: float) -> float:
    """What taking ``token`` adds (fuel ``cost``; a lost dog pays the space's reward)."""
    # the dog is put on the truck (or the reward paid) in place and taken back after: far
    # cheaper than a copy of the state, and ``value`` only reads
    res = s.res[seat]
    lost = status(token) == LOST
    reward = (REWARD[space] if space is not None else 1) if lost else 0
    res[FUEL] -= cost
    res[MONEY] += reward
    if not lost:
        s.truck[seat].append(token)
    try:
        return value(s, seat, w) - base
    finally:
        res[FUEL] += cost
        res[MONEY] -= reward
        if not lost:
            s.truck[seat].pop()


def _next_move_gain(s: R.KState, seat: int, w: Weights, base: float | None = None) -> float:
    """The best further dog from where the truck now stands (another truck may take it);
    ``base`` is ``value(s, seat, w)`` when the caller has it already."""
    if base is None:
        base = value(s, seat, w)
    best = 0.0
    for sp, cost in R._destinations(s, seat).items():
        g = _dog_gain(s, seat, s.board[sp], sp, cost, w, base)
        best = max(best, g)
    return best


MIN_DOG_GAIN = 0.25   # what a dog must add to the kennel (fuel aside) to be worth a trip


def worth_a_trip(s: R.KState, seat: int, a: Action, w: Weights, here: float | None = None) -> bool:
    """Does the dog on the move's space add something (points, or the reward of a lost dog),
    leaving the fuel aside?  A trip for a dog worth nothing only burns fuel.  ``here`` is
    ``value(s, seat, w)`` when the caller has it already."""
    sp = a.args[0]
    if here is None:
        here = value(s, seat, w)
    return _dog_gain(s, seat, s.board[sp], sp, 0, w, here) > MIN_DOG_GAIN


def sensible(s: R.KState, seat: int, legal: Sequence[Action], w: Weights) -> list[Action]:
    """The legal actions less the moves that would only waste fuel (the others stay)."""
    if not any(a.kind == "move" for a in legal):
        return list(legal)
    here = value(s, seat, w)
    keep = [a for a in legal if a.kind != "move" or worth_a_trip(s, seat, a, w, here)]
    return keep or list(legal)


def move_action(s: R.KState, seat: int, legal: Sequence[Action], w: Weights, seed: int) -> Action:
    scored: list[tuple[float, Action]] = []
    legal = sensible(s, seat, legal, w)
    moves = [a for a in legal if a.kind == "move"]
    for a in legal:
        if a.kind == "move":
            s1 = apply(s, seat, a, seed)
            v1 = value(s1, seat, w)
            v = v1 - w.home_fuel
            if w.cont:
                v += w.cont * _next_move_gain(s1, seat, w, v1)
        elif a.kind in ("return_home", "stay_home"):
            v = value(apply(s, seat, a, seed), seat, w)
        else:
            continue
        scored.append((v, a))
    best_v, best = max(scored, key=lambda x: x[0]) if scored else (-math.inf, legal[0])
    here = value(s, seat, w)
    # Take 1 Dog: the expected dog of each supply against keeping the card
    takes = [a for a in legal if a.kind == "take_dog"]
    if takes:
        card_worth = dict(w.cards).get(TAKE_DOG, 0.0)
        for a in takes:
            pool = [t for t in s.supply[a.args[0]] if not is_blocker(t)]
            if not pool:
                continue
            gain = sum(_dog_gain(s, seat, t, None, 0, w, here) for t in pool) / len(pool)
            if gain - card_worth > 0.3:
                return a
    # Dog Swap: bring a dog we want next to the truck
    swaps = [a for a in legal if a.kind == "swap_dogs"]
    if swaps and w.swaps and moves:
        board_dogs = [sp for sp, t in enumerate(s.board) if t is not None and not is_blocker(t)]
        want = sorted(board_dogs, key=lambda sp: -_dog_gain(s, seat, s.board[sp], sp, 0, w, here))
        dests = R._destinations(s, seat)
        near = sorted(dests, key=lambda sp: dests[sp])
        tried = 0
        card_gain = None
        for far in want[:3]:
            for sp in near[:3]:
                if far == sp or far in dests and dests[far] <= dests[sp]:
                    continue
                a = Action("swap_dogs", (min(far, sp), max(far, sp)))
                if a not in swaps:
                    continue
                tried += 1
                s1 = apply(s, seat, a, seed)
                v = value(apply(s1, seat, Action("move", (sp,)), seed), seat, w) - w.home_fuel
                if v > best_v + 0.8 and (card_gain is None or v > card_gain[0]):
                    card_gain = (v, a)
                if tried >= w.swaps:
                    break
            if tried >= w.swaps:
                break
        if card_gain is not None:
            return card_gain[1]
    return best


def arrange_action(s: R.KState, seat: int, legal: Sequence[Action], w: Weights, seed: int) -> Action:
    kinds = {a.kind: a for a in legal}
    if "give_up_sick" in kinds:
        return kinds["give_up_sick"]
    if "vet_card" in kinds:
        return kinds["vet_card"]
    if "arrange_best" in kinds and not s.locked:
        return kinds["arrange_best"]
    if "finish" in kinds:
        return kinds["finish"]
    places = [a for a in legal if a.kind == "place"]
    if places:
        locked_w = replace(w, future=False)
        return _best(s, seat, places, locked_w, seed)
    return legal[0]


def feed_action(s: R.KState, seat: int, legal: Sequence[Action], w: Weights, seed: int) -> Action:
    """Choose the pens left hungry (the dog there that costs least falls ill), then feed."""
    starves = [a for a in legal if a.kind == "starve"]
    feeds = [a for a in legal if a.kind == "feed"]
    if not starves:
        return feeds[0] if feeds else legal[0]
    food = s.res[seat][FOOD]
    hungry = list(s.feed_left)
    short = len(hungry) - food
    per_pen: dict[int, tuple[float, Action]] = {}
    for a in starves:
        p = s.pen_of(seat, a.args[0])
        v = value(apply(s, seat, a, seed), seat, w)
        if p not in per_pen or v > per_pen[p][0]:
            per_pen[p] = (v, a)
    ranked = sorted(per_pen, key=lambda p: -per_pen[p][0])
    hungry_pens = set(ranked[:short])
    for p in ranked[:short]:
        return per_pen[p][1]
    for a in feeds:
        if a.args[0] not in hungry_pens:
            return a
    return legal[0]


def visit_plan(s: R.KState, seat: int, w: Weights, seed: int, cap: int = 8) -> tuple[float, list[Action]]:
    """In a box: the box's actions chosen greedily until ending the turn is best."""
    plan: list[Action] = []
    for _ in range(cap):
        if s.phase != R.BOX or s.current != seat:
            break
        legal = RULES.legal_actions(s, seat)
        if not legal:
            break
        legal = _prune_box(s, seat, legal, w)
        if any(a.kind == "end_turn" for a in legal):
            best_a, best_s = _box_step(s, seat, legal, w, seed)
        else:
            best_v, best_a, best_s = -math.inf, None, None
            for a in legal:
                s1 = apply(s, seat, a, seed)
                v = value(s1, seat, w)
                if v > best_v + 1e-9:
                    best_v, best_a, best_s = v, a, s1
        plan.append(best_a)
        s = best_s
        if best_a.kind == "end_turn":
            break
    return value(s, seat, w), plan


def _prune_box(s: R.KState, seat: int, legal: list[Action], w: Weights) -> list[Action]:
    """Keep the Fair's trades cheap to judge: only the three dogs we would miss least."""
    trades = [a for a in legal if a.kind == "trade"]
    if len(trades) <= 12:
        return legal
    pens = s.pens[seat]
    def loss(t):
        p = s.pen_of(seat, t)
        return pen_points(pens[p]) - pen_points([x for x in pens[p] if x != t])
    dogs = sorted({a.args[0] for a in trades}, key=lambda t: (loss(t), t))[:3]
    return [a for a in legal if a.kind != "trade" or a.args[0] in dogs]


def place_action(s: R.KState, seat: int, legal: Sequence[Action], w: Weights, seed: int,
                 whole_visit: bool = True) -> Action:
    best, best_v = legal[0], -math.inf
    for a in legal:
        s1 = apply(s, seat, a, seed)
        if whole_visit:
            v, _ = visit_plan(s1, seat, w, seed)
        else:
            v = value(s1, seat, w)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best


def scored_places(s, seat, legal, w, seed) -> list[tuple[float, Action]]:
    out = []
    for a in legal:
        v, _ = visit_plan(apply(s, seat, a, seed), seat, w, seed)
        out.append((v, a))
    return out


def medium_action(s: R.KState, seat: int, legal: Sequence[Action], w: Weights = MEDIUM,
                  seed: int = 0) -> Action:
    phase = s.phase
    if phase == R.MOVE:
        return move_action(s, seat, legal, w, seed)
    if phase == R.ARRANGE:
        return arrange_action(s, seat, legal, w, seed)
    if phase == R.PLACE:
        return place_action(s, seat, legal, w, seed)
    if phase == R.BOX:
        return _best(s, seat, _prune_box(s, seat, list(legal), w), w, seed)
    if phase == R.FEED:
        return feed_action(s, seat, legal, w, seed)
    return _best(s, seat, list(legal), w, seed)


# -- the policies (ai_levels.py plays them in the kit's PolicyAgent) -----------------------------

def _world(d: Decision) -> tuple[R.KState, int]:
    """The state this decision works on, and a seed for the automatic steps: both functions of
    the view (and the agent's seed and level) only."""
    return d.resample(d.fresh_rng()), d.seed & 0xFFFFFFFF


def medium_policy(d: Decision, w: Weights = MEDIUM) -> Action:
    s, seed = _world(d)
    return medium_action(s, d.view["seat"], d.legal, w, seed)


EASY_SLIP = 0.12    # easy's chance of a random legal action (never while settling the kennel)
EASY_NOISE = 0.6    # points of noise on every judgement of easy's


def easy_policy(d: Decision, w: Weights = EASY) -> Action:
    s, seed = _world(d)
    rng = random.Random(seed)
    legal = d.legal
    me = d.view["seat"]
    phase = s.phase
    if phase == R.ARRANGE:
        return arrange_action(s, me, legal, w, seed)
    if phase == R.FEED:
        return feed_action(s, me, legal, w, seed)
    if rng.random() < EASY_SLIP and phase not in (R.BOX, R.MOVE):
        return rng.choice(legal)
    pool = [a for a in legal if a.kind != "swap_dogs"] or legal
    if phase == R.BOX:   # no noise inside a visit: a noisy swap could undo the last
        return _best(s, me, _prune_box(s, me, pool, w), w, seed)
    if phase == R.MOVE:
        pool = sensible(s, me, pool, w)
    best, best_v = pool[0], -math.inf
    for a in pool:
        v = value(apply(s, me, a, seed), me, w) + rng.gauss(0.0, EASY_NOISE)
        if v > best_v:
            best, best_v = a, v
    return best
