"""The Dodgy Dogs hard player: medium's judgement plus a determinized search (docs/ai.md).

Each decision with more than one real choice deals worlds with ``resample`` (the hidden cards at
random, consistent with the view), plays every candidate move out on the same world to the end
of the round with medium for every seat (``playout``: the lean round of ai_playout), and keeps
medium's own choice unless another move beats it by a clear margin on those same deals
(``dogtable.ai.search.paired_search``).  The candidates are every distinct move
(``HardSettings.wide``): which dog or Leader to lay, when to spend a special, what to whisper,
guess or answer.  When another hand holds one card the search plays four times the worlds (its
playouts are short there) and deals that card through the cards it may be (ai_strata.py).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
import math
import random
from typing import Sequence

from dogtable.ai.agent import Budget, decision_seed
from dogtable.ai.search import Candidate, PairedSettings, paired_search
from dogtable.core.rules import Action, IllegalAction

from .ai import _CATEG, _K, _PEN, DOG, LEADER, MEDIUM, NCAT, RULES, WIN, Info, Weights, \
    _move_key, _respond_score, guess_weights, medium_action, play_score, whisper_values
from .ai_memory import recall
from .ai_playout import PublicCounts, medium_playout
from .ai_strata import stratified
from .rules import GUESS, PICKUP_PHASE, PLAY, REVEAL, RESPOND, ROUNDS, WHISPER


@dataclass(frozen=True)
class HardSettings:
    z: float = 1.0              # leave medium's choice only for one better by z standard errors
    min_gain: float = 0.005     # ... and by at least this much value (about 0.3 points)
    prune_every: int = 24       # worlds between dropping candidates clearly worse than medium's
    playout_cap: int = 400      # actions; a round that has not ended by then is scored as it is
    round_sd: float = 16.0      # how much one round's margin varies between two medium players
    time_share: float = 0.85    # of think_ms: leave room for the work around the search
    wide: bool = True           # every distinct move is a candidate (else one per sort of move)
    max_cands: int = 6          # medium's choice and the best others by medium's own score
    memory: bool = True         # deal worlds that agree with what the round's record showed
    # near the round's end a playout is short, so the same time buys more of them: playouts
    # times m when the smallest other hand holds at most k cards ((k, m), first match)
    short_boost: tuple = ((1, 4),)
    strata: bool = True         # deal another seat's last card through the cards it may be

    @property
    def paired(self) -> PairedSettings:
        """The shared search's settings (dogtable.ai.search.paired_search): by the clock no
        new world after ``time_share`` of the budget; a fixed budget may end one world past
        its playouts."""
        return PairedSettings(z=self.z, min_gain=self.min_gain, prune_every=self.prune_every,
                              time_share=self.time_share, may_pass=True)


def _apply(state, seat, action: Action, rng: random.Random) -> None:
    for event in RULES.decide(state, seat, action, rng):
        RULES.evolve(state, event)


def playout(state, rng: random.Random, w: Weights, cap: int) -> None:
    """Play the round out with medium for every seat, each reading only its own hand and the
    public piles (the lean round of ai_playout: the same moves as the engine, faster)."""
    public = PublicCounts(_CATEG, NCAT)

    def policy(st, seat, acts, weights):
        return medium_action(Info.from_state(st, seat, public.of(st)), acts, weights)

    medium_playout(state, rng, w, cap, policy)


def engine_playout(state, rng: random.Random, w: Weights, cap: int) -> None:
    """``playout`` through the engine's decide and evolve: the reference the lean round is
    checked against (tests), too slow for the search."""
    rounds_done = len(state.scores)
    for _ in range(cap):
        if len(state.scores) > rounds_done or state.phase == "over":
            return
        movers = RULES.to_act(state)
        if not movers:  # the Crafty Cat race: anyone may be the slowest
            _apply(state, None, Action("slap_loser", (rng.choice(state.slappers),)), rng)
            continue
        seat = movers[0]
        legal = RULES.legal_actions(state, seat)
        action = legal[0] if len(legal) == 1 else medium_action(Info.from_state(state, seat), legal, w)
        _apply(state, seat, action, rng)


def round_value(state, me: int, rounds_done: int, totals: Sequence[int], s: HardSettings) -> float:
    """The value of a played-out state for ``me``, in -1..1: how likely we are to win the game.

    The lead over the best other seat after this round, against the luck of the rounds still
    to come (each round's margin varies by about ``round_sd`` points): early on this is close
    to the round's margin, late in the game a safe lead is worth little more and a hopeless
    one little less.  In the last round it is the result itself, blended with the margin so
    that a lost game is still played well."""
    n = state.n
    if len(state.scores) > rounds_done:
        pts = state.scores[rounds_done]
    else:  # the round did not end: the hands as they stand
        pts = [-sum(_PEN[c] for c in h) - 10 * len(state.cats[i]) for i, h in enumerate(state.hands)]
    final = [totals[i] + pts[i] for i in range(n)]
    lead = final[me] - max(final[i] for i in range(n) if i != me)
    left = ROUNDS - (rounds_done + 1)
    if left > 0:
        return math.erf(lead / (s.round_sd * math.sqrt(2.0 * left)))
    others = [pts[i] for i in range(n) if i != me]
    margin = pts[me] - sum(others) / len(others)
    won = 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0
    return 0.3 * math.tanh(margin / s.round_sd) + 0.7 * (2 * won - 1)


def _play_type(action: Action) -> str:
    """Which sort of move a play is: the search compares sorts, medium picks within one."""
    if action.kind in ("play_all", "play_leader"):
        return "dogs"
    if action.kind == "play_wild":
        return f"wild{action.args[1]}"
    k = _K[action.args[0]] if action.args else None
    return "dogs" if k in (DOG, LEADER) else action.kind if k is None else k


class HardAgent:
    level = "hard"

    def __init__(self, seed: int = 0, weights: Weights = MEDIUM, settings: HardSettings = HardSettings()):
        self.seed = seed
        self.w = weights
        self.s = settings
        self.last_report = None

    def candidates(self, info: Info, legal: Sequence[Action]) -> list[Candidate]:
        """Medium's choice first, then the alternatives worth a playout; one candidate means
        there is nothing to search."""
        w = self.w
        legal = sorted(legal)
        default = medium_action(info, legal, w)
        if self.s.wide:
            return self._every_move(info, legal, default)
        return self._every_sort(info, legal, default)

    def _every_move(self, info: Info, legal: Sequence[Action], default: Action) -> list[Candidate]:
        """Medium's choice, then the other distinct moves (copies of a card are the same move)
        best first by medium's own score, at most ``max_cands`` in all.  A move that empties
        the hand is taken at once, and drawing is never a choice."""
        w, phase, n = self.w, info.phase, info.n
        if phase == PLAY:
            if Action("draw") in legal:
                return [Candidate(default, ("draw",))]
            scored = [(play_score(info, a, w) if a.kind.startswith("play") else 0.0, a) for a in legal]
            if max(v for v, _ in scored) >= WIN:
                return [Candidate(max(scored)[1], ("win",))]
        elif phase == WHISPER:
            vals = whisper_values(info, info.hand, w)
            scored = [(vals[a.args[0]], a) for a in legal]
        elif phase == GUESS:
            gw = guess_weights(info, w)
            # a behaviour already guessed wrong is not the whisper: guessing it only draws
            scored = [(gw[a.args[0]], a) for a in legal if a.args[0] not in info.wrong]
        elif phase in (RESPOND, REVEAL):
            scored = [(_respond_score(info, a.args[0], w), a) for a in legal]
        elif phase == PICKUP_PHASE:
            scored = [(0.0, a) for a in legal]
        else:
            return [Candidate(default, ("default",))]
        first = _move_key(default, n)
        seen = {first}
        others = []
        for v, a in sorted(scored, key=lambda va: -va[0]):  # stable: legal order breaks ties
            key = _move_key(a, n)
            if key not in seen:
                seen.add(key)
                others.append(Candidate(a, ("move",) + key, None, v))
        return [Candidate(default, ("default",))] + others[:self.s.max_cands - 1]

    def _every_sort(self, info: Info, legal: Sequence[Action], default: Action) -> list[Candidate]:
        """Medium's choice first, then the best move of each other sort (a Wild, a Pick Up,
        the Whisperer, the Crafty Cat, passing; picking up instead of stacking)."""
        w = self.w
        if info.phase == PLAY:
            if Action("draw") in legal:
                return [Candidate(default, ("draw",))]
            scored = [(play_score(info, a, w) if a.kind.startswith("play") else 0.0, a) for a in legal]
            if max(v for v, _ in scored) >= WIN:
                return [Candidate(max(scored)[1], ("win",))]
            best: dict = {}
            for v, a in scored:
                t = _play_type(a)
                if info.n == 2 and t.startswith("wild"):
                    t = "wild"  # with two players both directions swap the hands
                if t not in best or v > best[t][0]:
                    best[t] = (v, a)
            out = [Candidate(default, ("default",))]
            for t, (v, a) in sorted(best.items(), key=lambda kv: -kv[1][0]):
                if a != default:
                    out.append(Candidate(a, (t,), None, v))
            return out
        if info.phase == PICKUP_PHASE and default != Action("pick_up"):
            return [Candidate(default, ("default",)), Candidate(Action("pick_up"), ("pick_up",))]
        return [Candidate(default, ("default",))]

    def scaled(self, budget: Budget, view) -> Budget:
        """The budget for this decision: a fixed number of playouts grows when another hand
        is nearly empty (``short_boost``), where a playout lasts a lap or two and where the
        choice (what to leave on top for a seat about to go out) decides the round."""
        if budget.iterations is None:
            return budget
        me = view["seat"]
        smallest = min(c for i, c in enumerate(view["hand_counts"]) if i != me)
        for most, times in self.s.short_boost:
            if smallest <= most:
                return replace(budget, iterations=budget.iterations * times)
        return budget

    def choose(self, view, legal, resample, budget: Budget) -> Action:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        info = Info.from_view(view)
        cands = self.candidates(info, legal)
        self.last_report = None
        if len(cands) == 1:
            return cands[0].action
        me = info.seat
        seed = decision_seed(self.seed, view, "hard")
        rng = random.Random(seed)
        w, s = self.w, self.s
        rounds_done = len(view["scores"])
        totals = info.totals

        def simulate(cand: Candidate, state, sim_rng: random.Random) -> float:
            """``cand`` on a copy of a dealt world, the round played out by medium, valued."""
            try:
                _apply(state, me, cand.action, sim_rng)
            except IllegalAction:  # cannot happen on a state that agrees with the view
                return -2.0
            playout(state, sim_rng, w, s.playout_cap)
            return round_value(state, me, rounds_done, totals, s)

        memory = recall(view) if s.memory else None
        if memory is not None and memory.informative():
            dealt = resample

            def resample(world_rng: random.Random):
                """A world from the view that agrees with what the seat remembers."""
                return memory.deal(dealt(world_rng), world_rng)

        if s.strata:
            resample = stratified(resample, view, memory,
                                  random.Random(seed ^ 0x57A7A))
        report = paired_search(cands, resample, simulate, self.scaled(budget, view), rng, s.paired,
                               clone=RULES.clone, key=lambda c: c.key)
        self.last_report = report
        return report.chosen.action if report.chosen.action in legal else cands[0].action


