"""Each Dog Lover rule is written once, as a refusal (issue 26): the retrievals listed from the
usable placements are exactly those the rule allows, and ``decide`` refuses every other option
with the rule's own reason."""
from __future__ import annotations

import pytest

from dogtable.games.dog_lover import rules as dl
from rules_once_kit import random_states, refusals_checked

RULES = dl.DogLoverRules()


@pytest.mark.parametrize("seed,n", [(1, 2), (2, 3), (3, 4)])
def test_the_retrievals_listed_are_those_the_rule_allows(seed, n):
    retrieve = dl.ACTIONS["retrieve"]
    checked = 0
    for state in random_states(RULES, seed, n):
        if state.phase == dl.TURN:
            seat = state.current
            assert list(retrieve.listed(state, seat)) == retrieve.allowed_args(state, seat)
            checked += 1
    assert checked > 10


@pytest.mark.parametrize("seed,n", [(4, 2), (5, 4)])
def test_decide_refuses_every_option_the_legal_actions_leave_out(seed, n):
    refused = 0
    for state in random_states(RULES, seed, n):
        kinds = dl._PHASE_KINDS[state.phase][0]
        refused += refusals_checked(RULES, state, state.current,
                                    {kind: dl.ACTIONS[kind] for kind in kinds})
    assert refused > 100
