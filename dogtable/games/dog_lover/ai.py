"""The Dog Lover computer players: easy, medium and hard (docs/ai_dog_lover.md).

Every player reads only its seat's view.  To try actions out, medium and hard deal the hidden
cards once with ``resample`` from a generator seeded by ``decision_seed(seed, view)``, so the
state they reason on is a function of the view; and the evaluation (``Judge``) reads only the
seat's own hand, cubes and play area and the public table, never another seat's hidden cards
or the deck order.

- easy: a beginner: takes the placement whose cards look best by a fixed card-value table
  (with some noise), attaches traits and tucks whatever it can, rescues and learns when it
  can.
- medium: tries every legal action on the dealt state, finishes what the action leaves waiting
  (traits, walks, food, useful tucks) and keeps the action whose result ``Judge.value`` rates
  best: the final score the play area would make now (scoring.py, optimal feeding), plus the
  food the seat can still expect to find, plus what the cards in hand, extra tricks and the
  Fetch card are worth with the turns left.  The Watch Dog goes where it spoils most for the
  next player.
- hard: medium's judgement plus a paired determinized search over the best few retrievals
  (the decision that matters most): each is played out on worlds dealt by ``resample``, the
  turn finished by medium, the next turns of the table played by a quick medium, and the
  result judged as our value less the best other seat's.

The levels are declared in ai_levels.py; this module is easy's and medium's policies and the
judgement hard builds on (it imports nothing of hard's).
"""
from __future__ import annotations

from dataclasses import dataclass
import math
import random
from typing import Sequence

from dogtable.ai.levels import Decision
from dogtable.core.rules import Action, IllegalAction

from . import cards as C
from .cards import (
    ADOPTION, BONE, DOG, END_GAME_CARD, FETCH, FOOD, THING, TRAINING, TRAIT, WALK, kind,
    line_cells, trick_cost, trick_shape,
)
from .rules import DogLoverRules, OVER, PENALTY, SIDES, TURN, WATCH
from .scoring import score_seat

RULES = DogLoverRules()
_RNG0 = random.Random(0)   # decide() draws nothing in Dog Lover; it only needs an rng

# what a card on the grid looks like to a beginner (and to the Watch Dog heuristic)
_CARD_LOOK = {DOG: 4.0, TRAIT: 2.5, WALK: 1.5, TRAINING: 1.2, ADOPTION: 1.3, BONE: 0.8,
              THING: 1.3, FETCH: 1.5, FOOD: 1.0}


def card_look(card: int | None) -> float:
    if card is None:
        return 0.0
    k = kind(card)
    if k == FOOD:
        colour, count = C.food(card)
        return (1.6 if colour == C.WILD else 0.8 + 0.3 * colour) * count
    if k == DOG:
        return 2.0 + 0.4 * C.dog_vp(card)
    return _CARD_LOOK.get(k, 0.5)


def apply(state, seat: int, action: Action):
    """A copy of ``state`` after ``action`` (raises IllegalAction if refused)."""
    out = state.clone()
    for event in RULES.decide(state, seat, action, _RNG0):
        RULES.evolve(out, event)
    return out


def apply_in_place(state, seat: int, action: Action) -> None:
    for event in RULES.decide(state, seat, action, _RNG0):
        RULES.evolve(state, event)


# -- the game clock ---------------------------------------------------------------------------------

CARDS_PER_TURN = 3.3


def turns_left(state, seat: int) -> float:
    """How many more turns ``seat`` expects after the one being played now (estimated from the
    End Game card's known depth: about CARDS_PER_TURN cards are drawn per turn)."""
    n = state.n
    cur = state.current
    if state.last_round or END_GAME_CARD not in state.deck:
        total = (state.first - 1 - cur) % n + 1           # turns left in this round, this one too
    else:
        depth = len(state.deck) - 1 - state.deck.index(END_GAME_CARD)
        k0 = max(1, int(math.ceil((depth + 1) / CARDS_PER_TURN)))
        last = (cur + k0 - 1) % n
        total = k0 + (state.first - 1 - last) % n
    mine = sum(1 for i in range(1, total) if (cur + i) % n == seat)
    return float(mine)


# -- medium's judgement -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Weights:
    food_rate: float = 1.1      # cubes a seat may expect to find per turn still to play
    food_trust: float = 0.6     # how much of the points those cubes would feed to count now
    training: float = 0.5       # a training in hand (a tuck or part of a trick later)
    adoption: float = 1.3       # an adoption in hand (half a rescued dog)
    trick_turn: float = 0.3     # per turn left, an extra trick (more ways to retrieve)
    trick_cell: float = 0.5     # per turn left, per cell a trick takes beyond three
    trick_turns_cap: float = 5.0
    fetch: float = 1.0          # holding the Fetch card with turns to play
    cube: float = 0.1           # a cube no dog needs yet
    lone_bone: float = 0.8      # a single bone (-1 now) will likely find a second


MEDIUM = Weights()
_SHARES = (0.45, 0.33, 0.22)   # how found food splits between scraps, dry bits and canned


class Judge:
    """Values one seat's position (in points) from what that seat may know."""

    def __init__(self, w: Weights = MEDIUM):
        self.w = w

    def score(self, state, seat: int) -> tuple[int, int]:
        """(points, fed dogs) the seat's play area would score now (hard memoizes this)."""
        real = score_seat(state, seat)
        return real.total, len(real.fed)

    def value(self, state, seat: int, turns: float) -> float:
        w = self.w
        real_total, fed = self.score(state, seat)
        total = float(real_total)
        dogs = state.dogs[seat]
        if turns > 0 and fed < len(dogs):
            found = w.food_rate * turns
            cubes = state.cubes[seat]
            extra = [min(int(round(found * share)), state.supply[i]) for i, share in enumerate(_SHARES)]
            if any(extra):
                saved = list(cubes)
                state.cubes[seat] = [cubes[0] + extra[0], cubes[1] + extra[1],
                                     cubes[2] + extra[2], cubes[3]]
                hoped = self.score(state, seat)[0]
                state.cubes[seat] = saved
                total += w.food_trust * max(0.0, hoped - real_total)
        hand = state.hands[seat]
        if turns > 0:
            trainings = sum(1 for c in hand if kind(c) == TRAINING)
            adoptions = sum(1 for c in hand if kind(c) == ADOPTION)
            bones = sum(1 for c in hand if kind(c) == BONE)
            total += w.training * trainings
            if state.shelter:
                total += w.adoption * adoptions
            if bones == 1:
                total += w.lone_bone
            t = min(turns, w.trick_turns_cap)
            for trick in state.tricks[seat][1:]:
                cells = len(trick_shape(trick, trick in state.special).cells)
                total += t * (w.trick_turn + w.trick_cell * (cells - 3))
            if state.fetch_holder == seat:
                total += w.fetch
            total += w.cube * max(0, sum(state.cubes[seat]) - 2 * fed)
        return total


def settle(state, seat: int, judge: Judge, turns: float) -> None:
    """Finish, in place, what a turn leaves waiting, the way medium would: attach each trait
    where it is worth most (or forfeit it, paying the cheapest penalty), tuck each walk, eat or
    tuck each food card, then make every tuck from the hand that raises the value."""
    for _ in range(40):
        if state.phase == PENALTY:
            legal = RULES.legal_actions(state, seat)
            if not legal:
                return
            best = max(legal, key=lambda a: judge.value(apply(state, seat, a), seat, turns))
            apply_in_place(state, seat, best)
            continue
        if state.phase != TURN or state.current != seat:
            return
        legal = RULES.legal_actions(state, seat)
        pend = [a for a in legal if a.kind in ("attach", "forfeit", "gain")
                or (a.kind == "tuck" and a.args[0] in state.pending)]
        if pend:
            first = pend[0].args[0]
            options = [a for a in pend if a.args[0] == first]
            best = options[0] if len(options) == 1 else \
                max(options, key=lambda a: judge.value(apply(state, seat, a), seat, turns))
            apply_in_place(state, seat, best)
            continue
        tucks = [a for a in legal if a.kind == "tuck"]
        if not tucks:
            return
        here = judge.value(state, seat, turns)
        scored = [(judge.value(apply(state, seat, a), seat, turns), a) for a in tucks]
        v, a = max(scored, key=lambda x: x[0])
        if v <= here + 1e-9:
            return
        apply_in_place(state, seat, a)


def watch_line(state) -> int:
    """Where the Watch Dog spoils most: the line whose cards are worth most beyond its best
    one (the next player may take only one card of it)."""
    best, best_line = -1.0, 0
    for line in range(6):
        looks = sorted((card_look(state.grid[c]) for c in line_cells(line)), reverse=True)
        v = sum(looks[1:])
        if v > best + 1e-9:
            best, best_line = v, line
    return best_line


def _retrieve_placement(state, action: Action):
    """The card data's placement a retrieve action names (None: none)."""
    return C.placement_of(*action.args, special=state.special)


def _retrieve_cells(state, action: Action) -> tuple[int, ...]:
    p = _retrieve_placement(state, action)
    return p.cells if p is not None else ()


def _retrieve_line(state, action: Action) -> int | None:
    p = _retrieve_placement(state, action)
    return p.line if p is not None else None


def _line_spoil(state, cells: Sequence[int], line: int | None) -> float:
    """How much a Watch Dog line left by a retrieval spoils the grid the next player sees."""
    if line is None:
        return 1.0
    looks = sorted((0.0 if c in cells else card_look(state.grid[c]) for c in line_cells(line)),
                   reverse=True)
    return sum(looks[1:])


def medium_scores(state, seat: int, legal: Sequence[Action], judge: Judge,
                  quick: int | None = None) -> list[tuple[float, Action]]:
    """Medium's value of each turn action: the judged position after it, its waiting cards
    settled.  Retrievals taking the same cells are judged once (the Watch Dog line breaks
    the tie).  ``quick``: judge only that many retrievals, the best by the card-look table."""
    turns = turns_left(state, seat)
    out: list[tuple[float, Action]] = []
    by_cells: dict[tuple, float] = {}
    retrieves = [a for a in legal if a.kind == "retrieve"]
    if quick is not None and len(retrieves) > quick:
        look = {a: sum(card_look(state.grid[c]) for c in _retrieve_cells(state, a)) for a in retrieves}
        keep = set(sorted(retrieves, key=lambda a: -look[a])[:quick])
        legal = [a for a in legal if a.kind != "retrieve" or a in keep]
    for a in legal:
        if a.kind == "retrieve":
            cells = _retrieve_cells(state, a)
            v = by_cells.get(cells)
            if v is None:
                after = apply(state, seat, a)
                if after.phase == WATCH:   # a free star: the Watch Dog is placed at once
                    apply_in_place(after, seat, Action("place_watchdog", (watch_line(after),)))
                settle(after, seat, judge, turns)
                v = judge.value(after, seat, turns)
                by_cells[cells] = v
            v += 0.01 * _line_spoil(state, cells, _retrieve_line(state, a))
        elif a.kind == "end_turn":
            v = judge.value(state, seat, turns) - 0.001
        else:
            after = apply(state, seat, a)
            if a.kind not in ("tuck", "attach", "gain", "forfeit"):
                settle(after, seat, judge, turns)
            v = judge.value(after, seat, turns)
        out.append((v, a))
    return out


def medium_action(state, seat: int, legal: Sequence[Action], judge: Judge,
                  quick: int | None = None) -> Action:
    legal = sorted(legal)
    phase = state.phase
    if phase == SIDES:
        return Action("trick_side", (1,)) if Action("trick_side", (1,)) in legal else legal[0]
    if phase == WATCH:
        act = Action("place_watchdog", (watch_line(state),))
        return act if act in legal else legal[0]
    if phase == PENALTY:
        turns = turns_left(state, seat)
        return max(legal, key=lambda a: judge.value(apply(state, seat, a), seat, turns))
    scored = medium_scores(state, seat, legal, judge, quick)
    return max(scored, key=lambda x: x[0])[1]


# -- easy ---------------------------------------------------------------------------------------------

def easy_action(view: dict, legal: Sequence[Action], rng: random.Random) -> Action:
    """A beginner: the placement whose cards look best (with noise), every trait attached and
    every tuck made at once, a rescue or a trick whenever it can; 8 % of the time anything."""
    legal = sorted(legal)
    if rng.random() < 0.08:
        return rng.choice(legal)
    phase = view["phase"]
    if phase in (SIDES, WATCH, PENALTY):
        return rng.choice(legal)
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    for k in ("attach", "gain", "rescue", "learn"):
        if k in by_kind:
            return rng.choice(by_kind[k])
    if "tuck" in by_kind:
        pend = [a for a in by_kind["tuck"] if a.args[0] in view["pending"]]
        hand = [a for a in by_kind["tuck"] if kind(a.args[0]) in (TRAINING, WALK)]
        if pend or hand:
            return rng.choice(pend or hand)
    if "forfeit" in by_kind:
        return by_kind["forfeit"][0]
    if "retrieve" in by_kind:
        grid = view["grid"]
        special = view["special"]
        me = view["seat"]
        # food still missing for the dogs it has, by colour: hungry dogs make that food look
        # better and more dogs look worse
        need = [0, 0, 0]
        for d, _, _ in view["dogs"][me]:
            need = [x + y for x, y in zip(need, C.dog_needs(d))]
        cubes = view["cubes"][me]
        short = [max(0, need[i] - cubes[i]) for i in range(3)]
        missing = max(0, sum(short) - cubes[3])
        late = view["end_game_in"] is None or view["end_game_in"] < 4 * view["players"]

        def card(c: int | None) -> float:
            if c is None:
                return 0.0
            if kind(c) == DOG:
                return 1.5 + 0.5 * C.dog_vp(c) - 0.4 * sum(C.dog_needs(c)) - 0.7 * missing \
                    - (2.0 if late else 0.0)
            if kind(c) == FOOD:
                colour, count = C.food(c)
                wanted = missing > 0 and (colour == C.WILD or short[colour] > 0)
                return count * (1.8 if wanted else 0.5)
            return card_look(c)

        def look(a: Action) -> float:
            shape = trick_shape(a.args[0], a.args[0] in special)
            cells = next(p.cells for p in C.placements(shape)
                         if (p.rotation, p.row, p.col) == tuple(a.args[1:]))
            return sum(card(grid[c]) for c in cells) + rng.random() * 2.0
        return max(by_kind["retrieve"], key=look)
    if "end_turn" in by_kind:
        return by_kind["end_turn"][0]
    return rng.choice(legal)


# -- the policies (ai_levels.py plays them in the kit's PolicyAgent) -----------------------------

def medium_policy(d: Decision, w: Weights = MEDIUM) -> Action | None:
    state = d.resample(d.fresh_rng())
    try:
        return medium_action(state, d.view["seat"], d.legal, Judge(w))
    except IllegalAction:   # cannot happen on a state that agrees with the view
        return None


def easy_policy(d: Decision) -> Action:
    return easy_action(d.view, d.legal, d.rng)
