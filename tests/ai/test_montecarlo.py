"""The game-independent determinized search and the agent helpers."""
from __future__ import annotations

import random

from dogtable.ai.agent import Budget, RandomAgent, decision_seed
from dogtable.ai.montecarlo import Candidate, determinized_search
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
    report = determinized_search(cands, _noisy_world, _simulate, Budget(iterations=200),
                                 random.Random(1), clone=lambda w: w)
    assert report.chosen.key == 1
    assert report.simulations <= 200


def test_a_fixed_number_of_iterations_gives_the_same_choice_and_ignores_the_clock():
    cands = _candidates([0.0, 0.02, 0.01])

    def broken_clock():
        raise AssertionError("the clock must not be read when iterations are fixed")

    runs = [determinized_search(cands, _noisy_world, _simulate, Budget(think_ms=1.0, iterations=60),
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
    determinized_search(cands, lambda rng: rng.random(), sim, Budget(iterations=16),
                        random.Random(3), clone=lambda w: w)
    first_phase = [keys for keys in seen.values() if len(keys) == 4]
    assert first_phase, "the first phase plays all candidates on each deal"


def test_a_single_candidate_needs_no_search():
    only = _candidates([1.0])
    report = determinized_search(only, lambda rng: 1 / 0, lambda *a: 1 / 0, Budget(iterations=50),
                                 random.Random(0), clone=lambda w: w)
    assert report.chosen is only[0] and report.simulations == 0


def test_the_time_budget_is_respected():
    import time

    cands = _candidates([0.0, 0.1])

    def slow(c, world, rng):
        time.sleep(0.002)
        return c.plan

    start = time.perf_counter()
    report = determinized_search(cands, lambda rng: 0.0, slow, Budget(think_ms=60.0),
                                 random.Random(0), clone=lambda w: w)
    elapsed = (time.perf_counter() - start) * 1000
    assert report.simulations >= 2 and elapsed < 60.0 * 1.5


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
    # a fake clock that advances 10 ms per playout: the test does not depend on machine speed
    now = [0.0]
    plays = {}

    def slow(c, world, rng):
        now[0] += 0.010
        plays[c.key] = plays.get(c.key, 0) + 1
        return c.plan

    cands = _candidates([0.0, 0.1])  # two candidates: one phase, every round plays both
    report = determinized_search(cands, lambda rng: 0.0, slow, Budget(think_ms=45.0),
                                 random.Random(0), clone=lambda w: w, clock=lambda: now[0])
    assert report.simulations % 2 == 0 and report.simulations >= 2
    assert sum(plays.values()) > report.simulations, "the last round should have been cut"
