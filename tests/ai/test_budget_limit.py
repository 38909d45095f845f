"""A fixed number of playouts (the app's hard budget) is cut short on a slow machine, and the
app's hard spends exactly the playouts its strength was measured at."""
from __future__ import annotations

import random

import pytest

from dogtable.ai.agent import Budget, stop_time
from dogtable.ai.search import Candidate, halving_search
from dogtable.core.registry import GAMES
from dogtable.core.rules import Action


class SlowClock:
    """Each reading is ``step`` seconds after the last: a machine where work takes time."""

    def __init__(self, step: float):
        self.now, self.step, self.reads = 0.0, step, 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now


def _cands(n):
    return [Candidate(Action("pick", (i,)), i, plan=0.1 * i, prior=-i) for i in range(n)]


def _simulate(c, world, rng):
    return world + c.plan


def test_without_a_limit_fixed_playouts_never_read_the_clock():
    clock = SlowClock(1.0)
    assert stop_time(Budget(iterations=50), clock) is None
    assert stop_time(Budget(think_ms=10.0, limit_ms=5.0), clock) is None  # by the clock
    assert clock.reads == 0


def test_fixed_playouts_all_run_when_the_machine_is_fast_enough():
    report = halving_search(_cands(4), lambda r: r.random(), _simulate,
                                 Budget(iterations=200, limit_ms=10_000.0), random.Random(1),
                                 clone=lambda w: w, clock=SlowClock(1e-6))
    assert report.simulations == 200


def test_fixed_playouts_stop_at_the_limit_on_a_slow_machine():
    clock = SlowClock(0.01)     # every reading 10 ms later: the 50 ms limit passes at once
    report = halving_search(_cands(4), lambda r: r.random(), _simulate,
                                 Budget(iterations=2000, limit_ms=50.0), random.Random(1),
                                 clone=lambda w: w, clock=clock)
    assert 4 <= report.simulations < 100      # every candidate still judged at least once
    assert report.chosen.key in range(4)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_table_size_has_a_measured_hard_budget(game_id):
    spec = GAMES[game_id]
    for players in range(spec.min_players, spec.max_players + 1):
        # DOGS needs fewest: its playouts barely depend on the deal (its own test checks
        # that every option still gets several deals)
        assert spec.playouts_for("hard", players) >= 32, (game_id, players)
        assert spec.playouts_for("medium", players) is None   # medium does not search
    assert spec.playouts_for("hard", spec.max_players + 1) is None


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_each_hard_search_stops_at_the_limit(game_id):
    """The hard player of every game, asked for 100 000 playouts (minutes of work) with a
    30 ms limit, deals only the worlds that fit and still answers with a legal move."""
    from dogtable.core.rules import Seat, replay
    from dogtable.sim import make_agent

    rules = GAMES[game_id].rules()
    rng = random.Random(11)
    state = replay(rules, rules.start([Seat("a", "hard"), Seat("b", "random")], {}, rng))
    agent = make_agent(game_id, "hard", 1)
    budget = Budget(think_ms=30.0, iterations=100_000, limit_ms=30.0)
    searched = 0
    for _ in range(3000):
        if rules.is_over(state) or searched >= 3:
            break
        movers = rules.to_act(state)
        if not movers:
            break
        seat = movers[0]
        legal = rules.legal_actions(state, seat)
        if seat == 0 and len(legal) > 1:
            view = rules.view(state, seat)
            worlds = []

            def resample(r, view=view):
                worlds.append(1)
                return rules.resample(view, 0, r)

            action = agent.choose(view, legal, resample, budget)
            assert action in legal
            # a world takes far more than 30 microseconds: past the limit no more are dealt
            assert len(worlds) < 1000, (game_id, len(worlds))
            searched += bool(worlds)
        else:
            action = rng.choice(legal)
        for event in rules.decide(state, seat, action, rng):
            rules.evolve(state, event)
    assert searched >= 1, "no searched decision reached"
