"""Each Dogs Alone rule is written once, as a refusal (issue 26): the legal actions are the
options the refusal allows, the payments listed by ``payable`` (the fast twin of ``can_pay``)
are exactly those the rule allows, and ``decide`` refuses the rest with the rule's reason."""
from __future__ import annotations

import pytest

from dogtable.games.dogs_alone import rules as da
from rules_once_kit import random_states, refusals_checked

RULES = da.DogsAloneRules()


@pytest.mark.parametrize("seed,n", [(1, 2), (2, 3), (3, 5)])
def test_the_payments_listed_are_those_the_rule_allows(seed, n):
    pay = da.ACTIONS["pay"]
    checked = 0
    for state in random_states(RULES, seed, n):
        if state.phase == da.MESS:
            assert list(pay.listed(state, state.current)) == pay.allowed_args(state, state.current)
            checked += 1
    assert checked > 10


@pytest.mark.parametrize("seed,n", [(4, 2), (5, 4)])
def test_decide_refuses_every_option_the_legal_actions_leave_out(seed, n):
    refused = 0
    for state in random_states(RULES, seed, n):
        kinds = da._PHASE_KINDS[state.phase]
        refused += refusals_checked(RULES, state, RULES.to_act(state)[0],
                                    {kind: da.ACTIONS[kind] for kind in kinds})
    assert refused > 100
