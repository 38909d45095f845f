"""Every game's hard player decides through the one search module (dogtable.ai.search):
it supplies candidates, a playout and a value, and the shared search picks (issue 22)."""
from __future__ import annotations

import dataclasses
import importlib
import random

import pytest

from dogtable.ai import search
from dogtable.ai.agent import Budget, ask
from dogtable.ai.levels import agent_for
from dogtable.core.registry import get_game
from dogtable.core.rules import Seat, replay

SEARCH_OF = {"dogs_alone": "halving_search", "dodgy_dogs": "paired_search",
             "dog_lover": "paired_search", "dogs_kennel": "means_search"}


def _searched_decisions(game_id: str, seed: int):
    """Positions of a medium self-play game at which hard runs a search."""
    rules = get_game(game_id).rules()
    state = replay(rules, rules.start([Seat("a", "medium"), Seat("b", "medium")], {},
                                      random.Random(seed)))
    medium = [agent_for(game_id, "medium", i) for i in range(2)]
    rng = random.Random(seed)
    for _ in range(3000):
        if rules.is_over(state):
            return
        movers = rules.to_act(state)
        if not movers:
            return   # a real-time moment: far enough into the game
        seat = movers[0]
        legal = rules.legal_actions(state, seat)
        if len(legal) > 1:
            yield rules, state, seat, legal
        action = ask(rules, state, seat, medium[seat], Budget(), 0, legal)
        for event in rules.decide(state, seat, action, rng):
            rules.evolve(state, event)


@pytest.mark.parametrize("game_id", sorted(SEARCH_OF))
def test_hard_s_choice_is_the_shared_search_s(game_id, monkeypatch):
    hard_module = importlib.import_module(f"dogtable.games.{game_id}.ai_hard")
    name = SEARCH_OF[game_id]
    real = getattr(search, name)
    assert getattr(hard_module, name) is real   # no copy of the loop in the game
    overridden = []

    def contrary(cands, *args, **kwargs):
        """The real search, its choice then replaced by another candidate: hard must follow."""
        report = real(cands, *args, **kwargs)
        other = next((c for c in reversed(list(cands)) if c != report.chosen), None)
        if other is not None:
            overridden.append(other)
            report = dataclasses.replace(report, chosen=other)
            if hasattr(report, "means"):   # and by far the best mean (Dogs Alone checks it)
                report.means = {**report.means, getattr(other, "key", other): 1e9}
        return report

    monkeypatch.setattr(hard_module, name, contrary)
    for rules, state, seat, legal in _searched_decisions(game_id, 17):
        hard = agent_for(game_id, "hard", 3)
        before = len(overridden)
        action = ask(rules, state, seat, hard, Budget(iterations=8), 0, legal)
        if len(overridden) > before:
            other = overridden[-1]
            assert action == getattr(other, "action", other)
            assert hard.last_report.chosen == other
            return
    pytest.fail("no searched decision with two candidates was reached")
