"""The DOGS hard player: medium's judgement plus a lookahead at the fuel purchases and moves
of phase 1 and the meeple placements of phase 2 (docs/ai.md, "DOGS", "hard").

Each candidate (medium's choice first, then medium's next best options) is applied to a state
dealt by ``resample`` and played out by medium for every seat (meeples judged by the card and
the first box step, to keep playouts cheap): a move to the meeple placements, a fuel purchase
or a placement through the feeding and the salary to the next round (or the final score);
then scored by the margin of ``value`` over the best other seat, turned into a chance to win
by the rounds left (``outlook``).

DOGS hides little within a phase (only the order of the face-down supplies and of the card
deck, which the playout does not reach before the board is refilled), and medium's own play is
a function of the state, so a playout from a given state is in practice the same on every deal:
one deal already tells the options apart.  The budget therefore goes to trying *more options*
once each rather than a few options on many deals.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
import math
import random
from typing import Sequence

from dogtable.ai.agent import Budget, decision_seed
from dogtable.ai.search import SearchReport, means_search
from dogtable.ai.levels import Decision
from dogtable.core.rules import Action

from . import rules as R
from .ai import (
    MEDIUM, RULES, Weights, _next_move_gain, _world, apply, margin, medium_action,
    place_action, rounds_to_come, scored_places, sensible, value,
)


def ends_the_game(s: R.KState, seat: int) -> bool:
    """Would staying home now make this the last round?  It does when no truck has moved
    this round, none but ours is still out, and the game was not ending already."""
    return (s.phase == R.MOVE and not s.last_round and not s.moved_any
            and all(s.status[o] != R.OUT for o in range(s.n) if o != seat))


def outlook(s: R.KState, seat: int, w: Weights, st: "HardSettings") -> float:
    """A playout's result for ``seat``: the margin over the best other seat, turned into a
    chance to win and back into points (``win_scale`` x (2 P - 1)).  The fewer rounds are
    left, the surer a margin is: a deficit in the last round is nearly a certain loss, the
    same deficit with rounds to come is not.  So hard does not end the game while behind
    (staying home when nobody moved), and is glad to end it while ahead."""
    m = margin(s, seat, w)
    if not st.win_scale:
        return m
    left = 0.0 if s.phase == R.OVER else rounds_to_come(s, w) + 1.0
    sigma = st.spread * math.sqrt(left + 0.25)
    return st.win_scale * math.erf(m / (sigma * math.sqrt(2.0)))


@dataclass(frozen=True)
class HardSettings:
    time_share: float = 0.85    # of think_ms, by the clock
    candidates: int = 8         # medium's best distinct options tried (all when fewer)
    max_worlds: int = 2         # by the clock: deals per option at most (one tells them apart)
    switch: float = 0.3         # points another option must gain over medium's choice
    fuel: bool = True           # search buying fuel too (played out to the feeding) ...
    fuel_worlds: int = 2        # ... on this many deals at most
    cap: int = 300              # actions per playout at most
    win_scale: float = 10.0     # a playout's result: win_scale x (2 P(win) - 1), in points
    spread: float = 5.0         # ... P(win) from the margin, whose spread is this x
    #                             sqrt(rounds to come + 1.25); win_scale 0: the plain margin
    through_upkeep: bool = True  # phase-2 and fuel playouts run through the feeding and the
    #                             salary (to the next round, or the final score): see ``search``


def fast_action(s: R.KState, seat: int, legal: Sequence[Action], w: Weights, seed: int) -> Action:
    """Medium's policy for playouts: a meeple goes by the card and the box's first step."""
    if s.phase == R.PLACE:
        return place_action(s, seat, legal, w, seed, whole_visit=False)
    return medium_action(s, seat, legal, w, seed)


def playout(s: R.KState, stop, rng: random.Random, w: Weights, cap: int) -> R.KState:
    for _ in range(cap):
        if stop(s):
            break
        seat = s.current
        legal = RULES.legal_actions(s, seat)
        if not legal:
            break
        seed = rng.getrandbits(32)
        action = legal[0] if len(legal) == 1 else fast_action(s, seat, legal, w, seed)
        s = apply(s, seat, action, seed)
    return s


def hard_candidates(s: R.KState, seat: int, legal: Sequence[Action], w: Weights, seed: int,
                    k: int, st_fuel: bool = True) -> list[Action]:
    """Medium's choice first, then its next best options (moves and meeple placements).
    When staying home would end the game, every move is an option (not only those worth a
    trip): a dog worth nothing that keeps the game going may be worth more than the end."""
    default = medium_action(s, seat, legal, w, seed)
    if s.phase == R.PLACE:
        scored = scored_places(s, seat, legal, w, seed)
    elif s.phase == R.FUEL_PHASE and st_fuel:
        # fuel or the coin: played out to the feeding, so a truck left without fuel (it stays
        # home all round) and a salary left unpaid are both seen
        scored = [(0.0, a) for a in legal]
    elif s.phase == R.MOVE and default.kind in ("move", "return_home", "stay_home"):
        scored = []
        options = legal if ends_the_game(s, seat) else sensible(s, seat, legal, w)
        for a in options:
            if a.kind == "move":
                s1 = apply(s, seat, a, seed)
                v1 = value(s1, seat, w)
                v = v1 - w.home_fuel + w.cont * _next_move_gain(s1, seat, w, v1)
            elif a.kind in ("return_home", "stay_home"):
                v = value(apply(s, seat, a, seed), seat, w)
            else:
                continue
            scored.append((v, a))
    else:
        return [default]
    scored.sort(key=lambda x: -x[0])
    out = [default]
    for _, a in scored:
        if len(out) >= k:
            break
        if a not in out:
            out.append(a)
    return out


class HardAgent:
    level = "hard"

    def __init__(self, seed: int = 0, weights: Weights = MEDIUM, settings: HardSettings = HardSettings()):
        self.seed = seed
        self.w = weights
        self.settings = settings
        self.last_report: SearchReport | None = None

    def choose(self, view, legal, resample, budget: Budget) -> Action:
        legal = list(legal)
        self.last_report = None
        if len(legal) == 1:
            return legal[0]
        seat = view["seat"]
        s, d = _world(Decision(view, legal, resample, self.seed, "medium"))
        cands = hard_candidates(s, seat, legal, self.w, d, self.settings.candidates,
                                self.settings.fuel)
        if len(cands) == 1:
            return cands[0] if cands[0] in legal else legal[0]
        report = self.search(s, seat, cands, resample, budget, random.Random(decision_seed(self.seed, view, "hard")))
        self.last_report = report
        return report.chosen if report.chosen in legal else cands[0]

    def search(self, s: R.KState, seat: int, cands: list[Action], resample, budget: Budget,
               rng: random.Random) -> SearchReport:
        """Every option played on (a move: to the placements; a fuel purchase or a placement:
        past the round's upkeep) on a few dealt worlds (``dogtable.ai.search.means_search``):
        one world already tells them apart, so a fuel decision is held to ``fuel_worlds``."""
        st, w = self.settings, self.w
        round_now = s.round
        if s.phase == R.MOVE:
            ends = (R.PLACE, R.BOX, R.FEED, R.SALARY, R.OVER)
        elif st.through_upkeep:
            # ``value`` counts food still to be eaten (+3 a hungry pen) and nothing for a pen
            # already fed, and a seat with food for every pen is fed the moment feeding opens:
            # a playout stopped there scored "bought the food" ~9 points below "stayed one
            # short".  Every line is played to the same point instead, past the feeding (sick
            # dogs seen) and the salary: the next round's start, or the final score.
            ends = (R.OVER,)
        else:
            ends = (R.FEED, R.SALARY, R.OVER)

        def stop(x: R.KState) -> bool:
            return x.phase in ends or x.round != round_now

        def simulate(a: Action, world: R.KState, sim_rng: random.Random) -> float:
            x = apply(world, seat, a, sim_rng.getrandbits(32))   # a copy: the world stays
            x = playout(x, stop, sim_rng, w, st.cap)
            return outlook(x, seat, w, st)

        if budget.iterations is not None and s.phase == R.FUEL_PHASE:
            # a fuel playout runs through two phases, and one deal already tells the
            # options apart (see the module's docstring): a few deals are enough
            budget = replace(budget, iterations=min(budget.iterations, st.fuel_worlds * len(cands)))
        return means_search(cands, resample, simulate, budget, rng, st.switch, st.max_worlds,
                            st.time_share)
