"""The engine's state copy (KState.clone, to_json: one marshal round trip) is the field-by-field
deep walk it replaced: the same values of the same types, and no list shared with the state."""
from __future__ import annotations

import random

import pytest

from dogtable.core.rules import Seat, replay
from dogtable.games.dogs_kennel import rules as dk

from dk_positions import RULES


def _lists(value, out):
    if isinstance(value, list):
        out.append(id(value))
        for v in value:
            _lists(v, out)
    return out


def _same(a, b) -> bool:
    """Equal with the same type at every depth (True == 1 would hide a bool turned int)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b


def _states(n: int, seed: int):
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}") for i in range(n)], {}, rng))
    pick = random.Random(seed)
    while not RULES.is_over(state):
        yield state
        seat = RULES.to_act(state)[0]
        for event in RULES.decide(state, seat, pick.choice(RULES.legal_actions(state, seat)), rng):
            RULES.evolve(state, event)
    yield state


@pytest.mark.parametrize("n", [2, 4])
def test_clone_and_to_json_copy_every_field_as_the_deep_walk(n):
    phases = set()
    for state in _states(n, seed=60 + n):
        walked = {f: dk._deep(getattr(state, f)) for f in dk._FIELDS}
        copy = state.clone()
        data = state.to_json()
        assert list(data) == list(dk._FIELDS)
        mine = set(_lists([getattr(state, f) for f in dk._FIELDS], []))
        for f in dk._FIELDS:
            assert _same(getattr(copy, f), walked[f]), f
            assert _same(data[f], walked[f]), f
        assert not mine.intersection(_lists([getattr(copy, f) for f in dk._FIELDS], []))
        assert not mine.intersection(_lists(list(data.values()), []))
        phases.add(state.phase)
    assert {dk.MOVE, dk.ARRANGE, dk.PLACE, dk.BOX, dk.SALARY, dk.OVER} <= phases


def test_two_fields_never_share_a_copied_list():
    state = next(s for s in _states(3, seed=5) if s.phase == dk.BOX)
    copy = state.clone()
    found = _lists([getattr(copy, f) for f in dk._FIELDS], [])
    assert len(found) == len(set(found))
