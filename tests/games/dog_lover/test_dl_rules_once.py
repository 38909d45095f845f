"""Each Dog Lover rule is written once, as a refusal (issue 26): the retrievals listed from the
usable placements are exactly those the rule allows, and ``decide`` refuses every other option
with the rule's own reason."""
from __future__ import annotations

import random

import pytest

from dogtable.core.rules import Action, IllegalAction, Seat, replay
from dogtable.games.dog_lover import rules as dl

RULES = dl.DogLoverRules()


def states(seed: int, n: int):
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}") for i in range(n)], {}, rng))
    while not RULES.is_over(state):
        yield state
        seat = RULES.to_act(state)[0]
        for event in RULES.decide(state, seat, rng.choice(RULES.legal_actions(state, seat)), rng):
            RULES.evolve(state, event)


@pytest.mark.parametrize("seed,n", [(1, 2), (2, 3), (3, 4)])
def test_the_retrievals_listed_are_those_the_rule_allows(seed, n):
    retrieve = dl.ACTIONS["retrieve"]
    checked = 0
    for state in states(seed, n):
        if state.phase == dl.TURN:
            seat = state.current
            assert list(retrieve.listed(state, seat)) == retrieve.allowed_args(state, seat)
            checked += 1
    assert checked > 10


@pytest.mark.parametrize("seed,n", [(4, 2), (5, 4)])
def test_decide_refuses_every_option_the_legal_actions_leave_out(seed, n):
    refused = 0
    for state in states(seed, n):
        seat = state.current
        legal = set(RULES.legal_actions(state, seat))
        for kind in dl._PHASE_KINDS[state.phase][0]:
            for args in dl.ACTIONS[kind].options(state, seat):
                if Action(kind, tuple(args)) in legal:
                    continue
                with pytest.raises(IllegalAction) as why:
                    RULES.decide(state, seat, Action(kind, tuple(args)), random.Random(0))
                key, params = dl.ACTIONS[kind].refusal(state, seat, *args)
                assert (why.value.reason_key, why.value.params) == (key, params)
                refused += 1
    assert refused > 100
