"""The computer players' fast state copy (ai_state.fast_clone) is the engine's deep copy: equal
field by field, with no list shared with the original, on every state of whole games."""
from __future__ import annotations

import random

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.core.rules import Seat, replay
from dogtable.games.dogs_kennel import ai_levels
from dogtable.games.dogs_kennel import rules as dk
from dogtable.games.dogs_kennel.ai_state import fast_clone

from dk_positions import RULES


def _lists(value, out):
    """Every list object inside ``value`` (ids), depth first."""
    if isinstance(value, list):
        out.append(id(value))
        for v in value:
            _lists(v, out)
    return out


def _states(n: int, seed: int):
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}") for i in range(n)], {}, rng))
    agents = [ai_levels.make_agent("medium", i) for i in range(n)]
    while not RULES.is_over(state):
        yield state
        seat = RULES.to_act(state)[0]
        action = ask(RULES, state, seat, agents[seat], Budget(), seed)
        for event in RULES.decide(state, seat, action, rng):
            RULES.evolve(state, event)
    yield state


@pytest.mark.parametrize("n", [2, 4])
def test_fast_clone_is_the_engines_deep_copy(n):
    phases = set()
    for state in _states(n, seed=40 + n):
        copy = fast_clone(state)
        assert copy.to_json() == state.clone().to_json()
        mine = set(_lists([getattr(state, f) for f in dk._FIELDS], []))
        theirs = _lists([getattr(copy, f) for f in dk._FIELDS], [])
        assert not mine.intersection(theirs), "the copy shares a list with the original"
        phases.add(state.phase)
    # the walk met every phase, so every field was seen filled in
    assert {dk.MOVE, dk.ARRANGE, dk.PLACE, dk.BOX, dk.SALARY, dk.OVER} <= phases


def test_a_copy_changed_leaves_the_original_alone():
    state = next(s for s in _states(3, seed=9) if s.phase == dk.BOX)
    before = state.to_json()
    copy = fast_clone(state)
    for seat in range(copy.n):
        copy.pens[seat][0].append(999)
        copy.res[seat][0] += 5
        copy.hands[seat].append(998)
    copy.board[0] = None
    copy.supply[0].clear()
    assert state.to_json() == before
