"""The AI kit's policy agent, level table and factory (dogtable/ai/levels.py, issue 22)."""
from __future__ import annotations

import ast
from pathlib import Path
import random

import pytest

import dogtable
from dogtable import sim
from dogtable.ai.agent import Budget, RandomAgent, decision_seed
from dogtable.ai.levels import (Decision, LEVEL_NAMES, Levels, PolicyAgent, agent_for,
                                first_legal, lowest_legal, policy_level, random_legal)
from dogtable.core.registry import game_ids, get_game
from dogtable.core.rules import Action

LEGAL = [Action("c"), Action("a"), Action("b")]
VIEW = {"seat": 0, "seen": [3, 1, 4]}


def _no_world(rng):
    raise AssertionError("this policy does not deal a world")


def test_a_forced_move_is_played_without_asking_the_policy():
    def policy(d):
        raise AssertionError("asked")
    agent = PolicyAgent("easy", 1, policy)
    assert agent.choose(VIEW, [Action("only")], _no_world, Budget()) == Action("only")


def test_the_policy_sees_the_decision_and_its_answer_is_kept_when_legal():
    seen = []

    def policy(d):
        seen.append((d.view, d.legal, d.agent_seed, d.level))
        return Action("b")
    agent = PolicyAgent("medium", 5, policy)
    assert agent.choose(VIEW, tuple(LEGAL), _no_world, Budget()) == Action("b")
    assert seen == [(VIEW, LEGAL, 5, "medium")]


@pytest.mark.parametrize("fallback, wanted", [(first_legal, Action("c")),
                                              (lowest_legal, Action("a"))])
def test_a_stray_answer_falls_back_to_a_legal_action(fallback, wanted):
    for stray in (None, Action("not legal")):
        agent = PolicyAgent("easy", 1, lambda d, stray=stray: stray, fallback)
        assert agent.choose(VIEW, LEGAL, _no_world, Budget()) == wanted


def test_the_random_fallback_draws_on_from_where_the_policy_left_the_decision_rng():
    def policy(d):
        d.rng.random()
        return None
    agent = PolicyAgent("easy", 9, policy, random_legal)
    rng = random.Random(decision_seed(9, VIEW, "easy"))
    rng.random()
    assert agent.choose(VIEW, LEGAL, _no_world, Budget()) == rng.choice(sorted(LEGAL))


def test_a_decisions_randomness_is_a_function_of_seed_view_and_level_only():
    d = Decision(VIEW, LEGAL, _no_world, 7, "easy")
    assert d.seed == decision_seed(7, VIEW, "easy")
    assert d.rng is d.rng                       # one generator per decision
    assert d.fresh_rng() is not d.rng
    assert d.fresh_rng().random() == random.Random(d.seed).random()
    assert Decision(dict(VIEW), LEGAL, _no_world, 7, "medium").seed != d.seed
    assert Decision(dict(VIEW), LEGAL, _no_world, 8, "easy").seed != d.seed


def test_weights_go_to_the_policy_when_given():
    got = []
    agent = policy_level("medium", lambda d, w="own": got.append(w) or Action("a"),
                         weights="tuned")(3)
    agent.choose(VIEW, LEGAL, _no_world, Budget())
    plain = policy_level("medium", lambda d, w="own": got.append(w) or Action("a"))(3)
    plain.choose(VIEW, LEGAL, _no_world, Budget())
    assert got == ["tuned", "own"]
    assert (agent.level, agent.seed, agent.w) == ("medium", 3, "tuned")


def test_a_level_table_builds_each_level_and_refuses_others():
    levels = Levels(easy=lambda seed: ("e", seed), medium=lambda seed: ("m", seed),
                    hard=lambda seed: ("h", seed))
    assert [levels.make(level, 4) for level in LEVEL_NAMES] == [("e", 4), ("m", 4), ("h", 4)]
    with pytest.raises(ValueError):
        levels.make("grandmaster", 1)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_declares_its_levels_in_the_kit(game_id):
    for level in LEVEL_NAMES:
        agent = get_game(game_id).agent(level, 2)
        assert agent.level == level and agent.seed == 2
        if level != "hard":
            assert isinstance(agent, PolicyAgent)
        assert type(agent_for(game_id, level, 2)) is type(agent)
    with pytest.raises(ValueError):
        get_game(game_id).agent("grandmaster", 1)


def test_random_is_the_baseline_for_every_game_and_sim_asks_the_kit():
    assert isinstance(agent_for("dogs_alone", "random", 3), RandomAgent)
    for level in ("random", "easy", "medium", "hard"):
        assert type(sim.make_agent("dog_lover", level, 3)) is type(
            agent_for("dog_lover", level, 3))


def _imports_of(path: Path) -> set[tuple[str, str]]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found |= {(node.module, a.name) for a in node.names}
        elif isinstance(node, ast.Import):
            found |= {(a.name, "") for a in node.names}
    return found


def test_the_shell_the_lessons_and_balance_get_agents_from_the_kit_not_the_sim():
    root = Path(dogtable.__file__).parent
    places = [*root.glob("ui/**/*.py"), *root.glob("learn/**/*.py"),
              *root.glob("games/*/balance.py")]
    assert places
    offenders = [str(p.relative_to(root)) for p in places
                 if ("dogtable.sim", "make_agent") in _imports_of(p)]
    assert offenders == []
