"""The Dogs Alone hard player: a determinized Monte Carlo search (dogtable.ai.search) over
the medium player's candidate plans at the decisions that shape a turn (clean or recruit,
change the supply, which messes to make), scored by medium-policy playouts (ai_playout)."""
from __future__ import annotations

import copy
from dataclasses import dataclass, replace
import random

from dogtable.ai.agent import Budget, decision_seed
from dogtable.ai.search import Candidate, halving_search
from dogtable.core.rules import Action, IllegalAction

from .ai_seen import CANCEL, CHANGE, DRAW_DECK, FINISH, MEDIUM, _MPTS, Seen, Weights
from .ai_planner import Planner
from .ai import draw_action, first_pay, medium_action, recruit_action
from .ai_playout import RULES, _apply, finish_turn, leaf_value, play_turns
from .ai_value import learned_leaf_value, restricted_leaf_value
from .rules import DRAW, MESS, START


@dataclass(frozen=True)
class HardSettings:
    # whole turns played after ours before evaluating, by table size: at four seats two
    # whole rounds (ending at the start of our next turn measured worse, docs/ai.md)
    horizons: tuple = ((2, 4), (3, 4), (4, 8), (5, 4))
    obvious_clean: float = 3.0       # skip the search when medium's margin is this clear
    obvious_mess: float = 2.5
    max_candidates: int = 4
    keep_medium: float = 0.01        # medium's own choice stands unless beaten by this much
    draw_candidates: int = 2         # plain draws searched beside medium's recruit (draw_now)
    # the value of a playout's end, one name for every table size or ((size, name), ...)
    # with "projection" for the sizes not named: "projection" (leaf_value), "learned"
    # (ai_value: a linear model per table size fitted on medium self-play; it made hard
    # clean too early and lost paired games, docs/ai.md "Tried, did not help") or
    # "restricted" (the same with corrections of the hand, pool and turns left only: at
    # three seats it won paired games, docs/ai.md "hard")
    end_value: str | tuple = ((3, "restricted"),)
    # at most this many cleans searched at a turn's start, by table size ((size, cap), ...),
    # medium's best colour first; sizes not named search every colour that can be cleaned
    clean_caps: tuple = ()
    # the table sizes at which the later draws of a turn (after a recruit discard or a draw)
    # are searched too, not only its first action: medium's draw against the supply dog it
    # values most, the deck and the dog after which the best mess plan is worth most (on at
    # two players: its paired and fresh-seed games are in docs/ai.md, Dogs Alone, "hard")
    mid_turn_draws: tuple = (2,)

    def horizon(self, players: int) -> int:
        return dict(self.horizons).get(players, 4)

    def end_value_at(self, players: int) -> str:
        if isinstance(self.end_value, str):
            return self.end_value
        return dict(self.end_value).get(players, "projection")


class HardAgent:
    level = "hard"

    def __init__(self, seed: int = 0, weights: Weights = MEDIUM, settings: HardSettings = HardSettings()):
        self.seed = seed
        self.w = weights
        self.s = settings
        self.last_report = None

    def choose(self, view, legal, resample, budget: Budget) -> Action:
        legal = list(legal)
        legal_set = set(legal)
        if len(legal) == 1:
            return legal[0]
        seen = Seen.from_view(view)
        me = seen.seat
        cands = self.candidates(seen, legal_set)
        if len(cands) <= 1:
            self.last_report = None
            return cands[0].action if cands else medium_action(seen, legal_set, self.w)
        rng = random.Random(decision_seed(self.seed, view, "hard"))
        w, horizon = self.w, self.s.horizon(seen.n)
        end_value = {"learned": learned_leaf_value, "restricted": restricted_leaf_value}.get(
            self.s.end_value_at(seen.n), leaf_value)

        def simulate(cand: Candidate, state, sim_rng: random.Random) -> float:
            kind, plan = cand.plan
            try:
                if kind == "messes":
                    for m, cards in sorted(plan, key=lambda mc: (_MPTS[mc[0]], mc[0])):
                        for c in cards:
                            _apply(state, me, Action("pay", (m, c)), sim_rng)
                else:
                    _apply(state, me, cand.action, sim_rng)
            except IllegalAction:
                # a plan that does not fit this deal (should not happen): let medium go on
                if state.pending is not None:
                    _apply(state, me, CANCEL, sim_rng)
            finish_turn(state, me, sim_rng, w, allow_clean=False, allow_change=(plan is not False))
            play_turns(state, horizon, sim_rng, w)
            return end_value(state, me, w)

        # leave room for the work around the search (candidates, the caller's own overhead)
        budget = replace(budget, think_ms=budget.think_ms * 0.85)
        report = halving_search(cands, resample, simulate, budget, rng, RULES.clone)
        self.last_report = report
        chosen = report.chosen
        default = max(cands, key=lambda c: c.prior)
        if chosen is not default and default.key in report.means and \
                report.means[chosen.key] < report.means[default.key] + self.s.keep_medium:
            chosen = default
        return chosen.action

    def candidates(self, seen: Seen, legal_set) -> list[Candidate]:
        """The plans worth searching at this decision; one candidate means no search."""
        w = self.w
        phase = seen.phase
        fresh = phase == START and seen.recruit_discards == 0 and seen.supply_changes == 0
        if fresh:
            p = Planner(seen, w)
            cleans = sorted(a for a in legal_set if a.kind == "clean")
            recruit = recruit_action(seen, p, legal_set, allow_change=True)
            no_change = recruit_action(seen, p, legal_set, allow_change=False)
            out = []
            if cleans:
                adv, col = p.clean_choice()
                if abs(adv) < self.s.obvious_clean or CHANGE in legal_set:
                    cap = dict(self.s.clean_caps).get(seen.n)
                    if cap is not None:   # medium's colour first
                        cleans = sorted(cleans, key=lambda a: a.args[0] != col)[:cap]
                    for a in cleans:
                        out.append(Candidate(a, ("clean", a.args[0]), ("action", None),
                                             adv if a.args[0] == col else adv - 1.0))
                elif adv > 0:
                    return [Candidate(Action("clean", (col,)), ("clean", col), ("action", None))]
            out.append(Candidate(recruit, ("recruit", recruit == CHANGE), ("recruit", True), 0.0))
            if recruit == CHANGE:
                out.append(Candidate(no_change, ("recruit", False), ("recruit", False), -0.5))
            elif CHANGE in legal_set:
                out.append(Candidate(CHANGE, ("recruit", True), ("recruit", True), -0.5))
            return out + self.draw_now(p, legal_set, {c.action for c in out})
        if phase == MESS and seen.pending is None:
            p = Planner(seen, w)
            plans = p.mess_plans()
            if len(plans) == 1:
                return [Candidate(FINISH, ("finish",), ("messes", []))]
            top = plans[0][0]
            if len(plans) > 1 and top - plans[1][0] >= self.s.obvious_mess:
                best = plans[0][1]
                a = first_pay(best, legal_set) if best else FINISH
                return [Candidate(a, ("plan", 0), ("messes", best))]
            out, seen_keys = [], set()
            for v, plan in plans:
                key = tuple(sorted(m for m, _ in plan))
                if key in seen_keys:
                    continue
                seen_keys.add(key)
                a = first_pay(plan, legal_set) if plan else FINISH
                out.append(Candidate(a, ("plan",) + key, ("messes", plan), v))
                if len(out) >= self.s.max_candidates:
                    break
            if not any(c.key == ("plan",) for c in out) and FINISH in legal_set:
                out.append(Candidate(FINISH, ("plan",), ("messes", []), -1.0))
            return out
        mid_turn = seen.n in self.s.mid_turn_draws and phase in (START, DRAW) and not fresh
        p = Planner(seen, w) if mid_turn else None   # one planner for medium and the draws
        medium = medium_action(seen, legal_set, w, planner=p)
        if mid_turn and medium.kind in ("draw_supply", "draw_deck", "recruit_discard"):
            out = [Candidate(medium, ("medium",), ("recruit", False), 0.0)]
            out += self.draw_now(p, legal_set, {medium})
            best = self.plan_draw(p, legal_set)
            if best is not None and all(c.action != best for c in out):
                out.append(Candidate(best, ("plan_draw",) + best.args, ("recruit", False), -0.5))
            return out
        return [Candidate(medium, ("medium",))]

    def plan_draw(self, p: Planner, legal_set) -> Action | None:
        """The supply dog after whose draw the best mess plan is worth most: two dogs that
        together complete a mess are each worth little to medium's draw (docs/ai.md)."""
        seen, best, best_value = p.seen, None, None
        for c in seen.dog_supply:
            a = Action("draw_supply", (c,))
            if c is None or a not in legal_set:
                continue
            after = copy.copy(seen)
            after.hand = list(seen.hand) + [c]
            after.dog_supply = [d if d != c else None for d in seen.dog_supply]
            after.draws = seen.draws + 1
            value = Planner(after, self.w).mess_plans()[0][0]
            if best_value is None or value > best_value:
                best, best_value = a, value
        return best

    def draw_now(self, p: Planner, legal_set, taken) -> list[Candidate]:
        """Drawing at once, without recruit discards: medium's draw, the supply dog it values
        most and the deck.  Medium's recruit discards can throw away the dogs of a mess that
        one draw would complete (tests/games/dogs_alone/test_ai_scenarios.py); the search
        weighs them against the plain draw."""
        gains = p.supply_gains(p.my_cards())
        firsts = [draw_action(p.seen, p, legal_set, gains, p.deck_value(p.my_cards()))]
        if gains:
            firsts.append(Action("draw_supply", (gains[0][1],)))
        firsts.append(DRAW_DECK)
        out = []
        for a in firsts:
            if a in legal_set and a not in taken and len(out) < self.s.draw_candidates:
                taken.add(a)
                out.append(Candidate(a, ("draw",) + a.args, ("recruit", False), -0.3 - 0.1 * len(out)))
        return out
