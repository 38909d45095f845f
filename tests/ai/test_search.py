"""The shared search (dogtable.ai.search) and the agent helpers."""
from __future__ import annotations

import random

from dogtable.ai.agent import Budget, RandomAgent, decision_seed
from dogtable.ai.search import Candidate, halving_search
from dogtable.core.rules import Action


def _noisy_world(rng: random.Random) -> float:
    """A 'deal': the luck every candidate shares in a round."""
    return rng.gauss(0.0, 1.0)


def _candidates(means):
    return [Candidate(Action("pick", (i,)), i, plan=m, prior=-i) for i, m in enumerate(means)]


def _simulate(c: Candidate, world: float, rng: random.Random) -> float:
    # the shared luck is large, the candidate's own noise small: common deals must cancel it
    return world * 5.0 + c.plan + rng.gauss(0.0, 0.05)


def test_search_finds_the_best_candidate_despite_large_shared_luck():
    cands = _candidates([0.0, 0.3, 0.1, 0.25, -0.2])
    report = halving_search(cands, _noisy_world, _simulate, Budget(iterations=200),
                                 random.Random(1), clone=lambda w: w)
    assert report.chosen.key == 1
    assert report.simulations <= 200


def test_a_fixed_number_of_iterations_gives_the_same_choice_and_ignores_the_clock():
    cands = _candidates([0.0, 0.02, 0.01])

    def broken_clock():
        raise AssertionError("the clock must not be read when iterations are fixed")

    runs = [halving_search(cands, _noisy_world, _simulate, Budget(think_ms=1.0, iterations=60),
                                random.Random(5), clone=lambda w: w, clock=broken_clock)
            for _ in range(2)]
    assert runs[0].chosen == runs[1].chosen and runs[0].means == runs[1].means
    assert runs[0].simulations == runs[1].simulations > 0


def test_every_candidate_of_a_round_sees_the_same_deal():
    seen = {}

    def sim(c, world, rng):
        seen.setdefault(world, set()).add(c.key)
        return 0.0

    cands = _candidates([0, 0, 0, 0])
    halving_search(cands, lambda rng: rng.random(), sim, Budget(iterations=16),
                        random.Random(3), clone=lambda w: w)
    first_phase = [keys for keys in seen.values() if len(keys) == 4]
    assert first_phase, "the first phase plays all candidates on each deal"


def test_a_single_candidate_needs_no_search():
    only = _candidates([1.0])
    report = halving_search(only, lambda rng: 1 / 0, lambda *a: 1 / 0, Budget(iterations=50),
                                 random.Random(0), clone=lambda w: w)
    assert report.chosen is only[0] and report.simulations == 0


class FakeClock:
    """Seconds that pass only when a playout is played (each takes ``step``)."""

    def __init__(self, step: float):
        self.now, self.step = 100.0, step

    def __call__(self) -> float:
        return self.now

    def simulate(self, c, world, rng):
        self.now += self.step
        return c.plan


def test_the_time_budget_is_respected():
    clock = FakeClock(0.002)
    report = halving_search(_candidates([0.0, 0.1]), lambda rng: 0.0, clock.simulate,
                                 Budget(think_ms=60.0), random.Random(0), clone=lambda w: w,
                                 clock=clock)
    elapsed_ms = (clock.now - 100.0) * 1000
    assert report.chosen.key == 1
    # rounds run while 90 % of the budget is left, and never past all of it
    assert 0.9 * 60.0 - 2 * 2.0 <= elapsed_ms <= 60.0 + 2.0
    assert report.simulations == round(elapsed_ms / 2.0)


def test_decision_seed_depends_on_seed_view_and_salt_only():
    view = {"hand": [1, 2, 3], "phase": "start", "wild": [{"28": None}]}
    same = {"phase": "start", "wild": [{"28": None}], "hand": [1, 2, 3]}
    assert decision_seed(4, view) == decision_seed(4, same)
    assert decision_seed(4, view) != decision_seed(5, view)
    assert decision_seed(4, view) != decision_seed(4, view, "other")
    assert decision_seed(4, view) != decision_seed(4, {**view, "hand": [1, 2, 4]})


def test_random_agent_only_picks_legal_actions():
    legal = [Action("a"), Action("b", (1,))]
    agent = RandomAgent(3)
    picks = {agent.choose({}, legal, None, Budget()) for _ in range(30)}
    assert picks == set(legal)


def test_a_round_cut_short_by_the_clock_is_dropped_so_candidates_stay_comparable():
    # two candidates (one phase), 10 ms a playout, a 45 ms budget: rounds end at 20 and 40 ms;
    # a third starts before the 40.5 ms mark, and its second playout is not started at 50 ms
    clock = FakeClock(0.010)
    plays = []

    def simulate(c, world, rng):
        plays.append(c.key)
        return clock.simulate(c, world, rng)

    cands = _candidates([0.0, 0.1])
    report = halving_search(cands, lambda rng: 0.0, simulate, Budget(think_ms=45.0),
                                 random.Random(0), clone=lambda w: w, clock=clock)
    assert len(plays) == 5 and report.simulations == 4, "the unfinished round is not counted"
    assert report.worlds == 2 and report.means == {0: 0.0, 1: 0.1}
    assert report.chosen.key == 1
