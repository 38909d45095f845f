"""The Dog Lover hard player: medium's judgement plus a paired determinized search over the
best few retrievals (docs/ai.md, "Dog Lover", "hard").

Each candidate retrieval is played out on worlds dealt by ``resample`` (every candidate on
the same worlds, so the luck of the deal cancels out of the comparison): our turn is
finished, then every other seat plays its next turn with a quick medium (``quick_turn``),
and the result is judged from our seat.  The playout's policy is medium's judgement made
cheap: a retrieval's settled position, the one medium judges it by, is the position played
on (medium would re-judge every step of it), only the best-looking retrievals and Fetch
cells are judged in full, and positions are judged by a memoizing judge (same values).
The candidates are ranked by hard's own judge (``ai_hard_judge.HardJudge``: medium's value,
less the hope of any dog lost since the decision began), so a hungry dog thrown away no longer
looks like 2 points gained.  The end of each playout is valued by a model of each seat's final
score fitted on medium self-play (``ai_value.LearnedJudge``), which predicts it better than
medium's hand-made value.  At two players that model also gives a second opinion: its best
move joins the candidates (``second_opinion``), and must win the switch test like any other.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
import math
import random
import time
from typing import Sequence

from dogtable.ai.agent import Budget, decision_seed
from dogtable.ai.search import PairedReport, PairedSettings, paired_search
from dogtable.core.rules import Action, IllegalAction

from .ai import MEDIUM, Judge, Weights, _retrieve_cells, medium_action, medium_scores, turns_left
from .ai_hard_judge import HardJudge
from .ai_judge_cache import CachingJudge
from .ai_playout import apply, playout, quick_turn
from .ai_value import LearnedJudge
from .rules import OVER, TURN


@dataclass(frozen=True)
class HardSettings:
    candidates: int = 4         # medium's choice and the next best distinct searched actions
    searched: tuple = ("retrieve", "fetch", "learn", "rescue", "end_turn")
    within: float = 5.0         # ... judged no more than this many points behind it
    quick: int = 4              # retrievals judged in full per playout decision
    quick_fetch: int = 2        # Fetch cells judged in full per playout decision
    my_quick: int = 8           # retrievals judged in full for our own seat in a playout
    rounds: int = 1             # a playout stops when our rounds-th next turn starts
    # ((players, rounds), ...): ``rounds`` at those table sizes (none by default: two rounds
    # looked stronger at two players but cost 2-3.6x the time; docs/ai.md, "Dog Lover")
    rounds_by_size: tuple = ()
    z: float = 1.0              # leave medium's choice only for one better by z standard errors
    min_gain: float = 0.25      # ... and by at least this many points
    prune_every: int = 8        # worlds between dropping candidates clearly worse than medium's
    time_share: float = 0.8     # of think_ms: no new world is started after this
    cutoff_share: float = 0.9   # a world still being played at this share is dropped
    max_steps: int = 12         # a playout turn's safety cap (decisions)
    hungry_hope: bool = True    # rank and value with HardJudge (a dog lost had hope of food)
    # the rival a playout's end is judged against: the best other seat's value (0.0) or the
    # mean of the others' (1.0), or a blend
    rival_mean: float = 0.0
    # > 0: the rival is instead a soft maximum of the others' values (``_soft_rival``) with a
    # temperature of ``rival_soft`` points per square root of the turns still to play: early,
    # when any seat may yet lead, every rival counts; near the end, only the leader does
    rival_soft: float = 0.0
    # > 0: a playout's end is valued as our chance to finish ahead of every other seat
    # (``_win_chance``): each predicted lead read against the spread of a final lead
    # given the turns left, ``win_spread`` points per square root of our turns left (at
    # least ``win_spread_floor``), scaled so that a point more in an even race is worth a
    # point; a lead or a deficit already decided is then worth little either way (off: at
    # three seats, 5.6, it did not help on 300 paired games; docs/ai.md, session 14)
    win_spread: float = 0.0
    win_spread_floor: float = 3.5
    # ((players, (("setting", value), ...)), ...): other settings at those table sizes: the
    # learned model's second opinion at two players (session 13; at three seats it changed
    # nothing, four not tried; eight candidates within 12 points there did not help, docs/ai.md)
    by_size: tuple = ((2, (("second_opinion", "learned"),)),)
    # what a playout's end is valued by: the learned model of the table size ("learned":
    # ``ai_value.LearnedJudge``, fitted on medium self-play, our own forfeits still charged;
    # hard's judge at a size with no model) or hard's judge ("judge": medium's value less the
    # lost dogs' hope); ``rank_value`` the same for ranking the candidates (not learned: the
    # default choice stays medium's, judged by hard's judge)
    end_value: str = "learned"
    rank_value: str = "judge"
    # "learned": the best action by the learned model (with the same settling), when it is of
    # a searched kind and not a candidate yet, is played out too -- a second opinion that
    # must still win the switch test against medium's choice ("" : none)
    second_opinion: str = ""

    def at_table(self, players: int) -> "HardSettings":
        """These settings at a table of ``players`` (``rounds_by_size`` and ``by_size``
        applied)."""
        out = self
        rounds = dict(self.rounds_by_size).get(players, self.rounds)
        if rounds != self.rounds:
            out = replace(out, rounds=rounds)
        changes = dict(dict(self.by_size).get(players, ()))
        return replace(out, **changes) if changes else out

    @property
    def paired(self) -> PairedSettings:
        """The shared search's settings (dogtable.ai.search.paired_search): a fixed budget
        never starts a world it cannot finish within its playouts."""
        return PairedSettings(z=self.z, min_gain=self.min_gain, prune_every=self.prune_every,
                              time_share=self.time_share, cutoff_share=self.cutoff_share,
                              may_pass=False)


def _judged_turns(state, seat: int) -> float:
    """Turns a seat still has to play, counting the current one if it has not retrieved yet."""
    t = turns_left(state, seat)
    if state.current == seat and state.phase != OVER and not state.retrieved:
        t += 1.0
    return t


def _soft_rival(others: Sequence[float], temperature: float) -> float:
    """``temperature * log(sum(exp(v / temperature)))`` of the others' values: the best of
    them when the temperature is small, a weighted mean (plus a constant) when it is large."""
    top = max(others)
    return top + temperature * math.log(sum(math.exp((v - top) / temperature) for v in others))


def _win_chance(mine: float, others: Sequence[float], spread: float) -> float:
    """Our chance to finish ahead of each of ``others`` (each final lead normal around its
    prediction with sd ``spread``, taken as independent), scaled so that in an even race one
    point more is worth one point, as in a margin."""
    chance = 1.0
    for v in others:
        chance *= 0.5 * (1.0 + math.erf((mine - v) / (spread * math.sqrt(2.0))))
    even = 0.5 ** (len(others) - 1) * len(others) / math.sqrt(2.0 * math.pi)   # the slope there
    return chance * spread / even


# -- the agent ------------------------------------------------------------------------------------

def _distinct(state, action: Action):
    """Retrievals taking the same cells are the same move."""
    return _retrieve_cells(state, action) if action.kind == "retrieve" else action


class HardAgent:
    level = "hard"

    def __init__(self, seed: int = 0, weights: Weights = MEDIUM, settings: HardSettings = HardSettings()):
        self.seed = seed
        self.judge = Judge(weights)
        self.s = settings
        self.last_report: PairedReport | None = None

    def candidates(self, state, seat: int, legal: Sequence[Action], judge: Judge | None = None,
                   s: HardSettings | None = None) -> list[Action]:
        """Medium's choice first; when it is of a searched kind (``s.searched``: a retrieval,
        and by default also a Fetch, a trick to learn, a rescue or ending the turn), the next
        best distinct actions of those kinds judged within ``within`` points of it (retrievals
        taking the same cells count once).  One candidate: nothing to search.  ``s``: the
        settings at this table (default: ``self.s`` as it is)."""
        judge = judge or self.judge
        s = s or self.s
        if state.phase != TURN:
            return [medium_action(state, seat, legal, judge)]
        scored = medium_scores(state, seat, sorted(legal), judge)
        scored.sort(key=lambda x: -x[0])
        best_v, best = scored[0]
        searched = s.searched
        if best.kind not in searched:
            return [best]
        out, seen = [best], {_distinct(state, best)}
        for v, a in scored[1:]:
            if len(out) >= s.candidates or v < best_v - s.within:
                break
            if a.kind not in searched:
                continue
            key = _distinct(state, a)
            if key in seen:
                continue
            seen.add(key)
            out.append(a)
        return out

    def _judge(self, kind: str, state, judge: CachingJudge, s: HardSettings, me: int | None):
        """The judge named by ``end_value``/``rank_value`` (``me``: the seat whose forfeits
        are charged), sharing the decision's cache."""
        if kind == "learned":
            return LearnedJudge(state, self.judge.w, judge.cache, me)
        return HardJudge(state, self.judge.w, judge.cache, me) if s.hungry_hope else judge

    def _with_second_opinion(self, state, me: int, legal, cands: list[Action],
                             judge: CachingJudge, s: HardSettings) -> list[Action]:
        """``cands`` and, after them, the best action by the ``second_opinion`` judge when it
        is of a searched kind and takes other cells than every candidate."""
        other = self._judge(s.second_opinion, state, judge, s, me)
        scored = medium_scores(state, me, sorted(legal), other)
        best = max(scored, key=lambda x: x[0])[1]   # the first of the best, as medium's max
        if best.kind not in s.searched:
            return cands
        if _distinct(state, best) in {_distinct(state, a) for a in cands}:
            return cands
        return cands + [best]

    def choose(self, view, legal, resample, budget: Budget) -> Action:
        legal = list(legal)
        self.last_report = None
        if len(legal) == 1:
            return legal[0]
        start = time.perf_counter() if budget.iterations is None else None
        me = view["seat"]
        rng = random.Random(decision_seed(self.seed, view, "hard"))
        state = resample(random.Random(rng.getrandbits(64)))
        judge, s = CachingJudge(self.judge.w), self.s.at_table(state.n)   # a fresh cache each decision
        # candidates are ranked by hard's judge, the end of each playout valued by the learned
        # model (``end_value``); the playouts' policy stays medium's (the other seats are
        # modelled as medium players)
        value, rank = (self._judge(kind, state, judge, s, who)
                       for kind, who in ((s.end_value, None), (s.rank_value, me)))
        try:
            cands = self.candidates(state, me, legal, rank, s)
            if s.second_opinion and state.phase == TURN:
                cands = self._with_second_opinion(state, me, legal, cands, judge, s)
        except IllegalAction:
            return sorted(legal)[0]
        if len(cands) == 1:
            return cands[0] if cands[0] in legal else sorted(legal)[0]

        def simulate(action: Action, world, _rng=None) -> float:
            """``action`` from a dealt world (left as it is: ``apply`` plays on a copy), our
            turn finished and the others' played out, valued as our lead."""
            try:
                after = apply(world, me, action)
                quick_turn(after, me, judge, s, me)   # our turn first: what it forfeits is ours
                forfeits = rank.forfeited(after) if s.hungry_hope else 0
                playout(after, me, judge, s)
            except IllegalAction:   # cannot happen on a state that agrees with the view
                return -100.0
            mine = value.value(after, me, _judged_turns(after, me)) - rank.w.forfeit * forfeits
            others = [value.value(after, o, _judged_turns(after, o))
                      for o in range(after.n) if o != me]
            if s.win_spread:
                spread = max(s.win_spread_floor, s.win_spread * math.sqrt(_judged_turns(after, me)))
                return _win_chance(mine, others, spread)
            if s.rival_soft:
                heat = s.rival_soft * math.sqrt(turns_left(after, me) + 1.0)
                return mine - _soft_rival(others, heat)
            if not s.rival_mean:
                return mine - max(others)
            return mine - (1.0 - s.rival_mean) * max(others) - s.rival_mean * sum(others) / len(others)

        report = paired_search(cands, resample, simulate, budget, rng, s.paired, start=start)
        self.last_report = report
        return report.chosen if report.chosen in legal else cands[0]
