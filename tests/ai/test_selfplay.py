"""The kit's one game loop (``dogtable.ai.selfplay``) and its ridge fit (``linear_fit``)."""
from __future__ import annotations

import random

from dogtable.ai.agent import Budget
from dogtable.ai.levels import agent_for
from dogtable.ai.linear_fit import correlation, ridge_fit, solve
from dogtable.ai.selfplay import asking, play_game_between
from dogtable.core.registry import get_game
from dogtable.sim import play_game


def test_a_game_played_through_the_kit_loop_is_the_sim_s_game(tmp_path):
    # the fitting tools rely on this: the same seed deals and plays the sim's very game
    for game_id, levels in (("dodgy_dogs", ["easy", "medium", "easy"]),
                            ("dogs_kennel", ["medium", "easy"])):
        seed = 4242
        result = play_game(game_id, levels, seed, iterations=1)
        rules = get_game(game_id).rules()
        agents = [agent_for(game_id, lvl, seed * 31 + i) for i, lvl in enumerate(levels)]
        steps = []
        seen_before = []
        state = play_game_between(
            rules, levels, seed, asking(rules, agents, [Budget(1000.0, 1)] * len(levels), seed),
            before_decision=lambda st, seat: seen_before.append(seat),
            on_step=lambda seat, action, events: steps.append((seat, action)))
        assert rules.score_pad(state).totals() == result.scores
        assert len(steps) - 1 == result.actions   # the opening is the first step
        assert steps[0] == (None, None)
        # every seat's act was preceded by one look at the state before it
        assert seen_before == [seat for seat, _ in steps[1:] if seat is not None]


def test_the_least_squares_fit_recovers_a_linear_rule_exactly():
    rng = random.Random(2)
    truth = [rng.uniform(-3, 3) for _ in range(9)]
    samples = []
    for _ in range(200):
        x = [1.0] + [float(rng.randint(0, 6)) for _ in truth[1:]]
        samples.append((x, sum(a * b for a, b in zip(truth, x))))
    got = ridge_fit(samples, ridge=0.0)
    assert max(abs(a - b) for a, b in zip(got, truth)) < 1e-6
    assert solve([[2.0, 1.0], [1.0, 3.0]], [5.0, 10.0]) == [1.0, 3.0]


def test_the_ridge_shrinks_every_weight_but_the_constant():
    # y = 5 + 2 x: a large ridge pulls the slope toward 0 and the constant takes up the mean
    samples = [([1.0, float(x)], 5.0 + 2.0 * x) for x in range(-5, 6)]
    free = ridge_fit(samples, ridge=0.0)
    shrunk = ridge_fit(samples, ridge=1e6)
    assert abs(free[1] - 2.0) < 1e-9 and abs(shrunk[1]) < 0.01
    assert abs(shrunk[0] - 5.0) < 1e-6   # the mean of y, as the slope's share is gone


def test_correlation_sign_and_a_flat_side():
    assert abs(correlation([1, 2, 3], [2, 4, 6]) - 1.0) < 1e-12
    assert abs(correlation([1, 2, 3], [3, 2, 1]) + 1.0) < 1e-12
    assert correlation([1, 1, 1], [1, 2, 3]) == 0.0
