"""Each DOGS rule is written once, as a refusal (issue 26): the legal actions are exactly the
options the refusal allows, and ``decide`` refuses the others with the rule's own reason."""
from __future__ import annotations

import random

import pytest

from dogtable.core.rules import Action, IllegalAction, Seat, replay
from dogtable.games.dogs_kennel import rules as dk

RULES = dk.DogsKennelRules()


def states(seed: int, n: int, every: int = 1):
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}") for i in range(n)], {}, rng))
    i = 0
    while not RULES.is_over(state):
        if i % every == 0:
            yield state
        seat = RULES.to_act(state)[0]
        for event in RULES.decide(state, seat, rng.choice(RULES.legal_actions(state, seat)), rng):
            RULES.evolve(state, event)
        i += 1


@pytest.mark.parametrize("seed,n", [(1, 2), (2, 3), (3, 4), (4, 2)])
def test_a_fast_listing_gives_exactly_what_the_rule_allows(seed, n):
    listed_kinds = {k for k, rule in dk.ACTIONS.items() if rule.listed is not None}
    assert {"move", "swap_dogs"} <= listed_kinds
    checked = 0
    for state in states(seed, n):
        seat = state.current
        for kind in dk._PHASE_KINDS[state.phase]:
            rule = dk.ACTIONS[kind]
            if rule.listed is not None:
                assert list(rule.listed(state, seat)) == rule.allowed_args(state, seat), kind
                checked += 1
    assert checked > 20


@pytest.mark.parametrize("seed,n", [(5, 2), (6, 4)])
def test_decide_refuses_every_option_the_legal_actions_leave_out(seed, n):
    refused = 0
    for state in states(seed, n, every=3):
        seat = state.current
        legal = set(RULES.legal_actions(state, seat))
        for kind in dk._PHASE_KINDS[state.phase]:
            for args in dk.ACTIONS[kind].options(state, seat):
                action = Action(kind, tuple(args))
                if action in legal:
                    continue
                with pytest.raises(IllegalAction) as why:
                    RULES.decide(state, seat, action, random.Random(0))
                key, params = dk.ACTIONS[kind].refusal(state, seat, *args)
                assert why.value.reason_key == key
                assert why.value.params == params
                refused += 1
    assert refused > 100
