"""Each DOGS rule is written once, as a refusal (issue 26): the legal actions are exactly the
options the refusal allows, and ``decide`` refuses the others with the rule's own reason."""
from __future__ import annotations

import pytest

from dogtable.games.dogs_kennel import rules as dk
from rules_once_kit import random_states, refusals_checked

RULES = dk.DogsKennelRules()


@pytest.mark.parametrize("seed,n", [(1, 2), (2, 3), (3, 4), (4, 2)])
def test_a_fast_listing_gives_exactly_what_the_rule_allows(seed, n):
    listed_kinds = {k for k, rule in dk.ACTIONS.items() if rule.listed is not None}
    assert {"move", "swap_dogs"} <= listed_kinds
    checked = 0
    for state in random_states(RULES, seed, n):
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
    for state in random_states(RULES, seed, n, every=3):
        kinds = dk._PHASE_KINDS[state.phase]
        refused += refusals_checked(RULES, state, state.current,
                                    {kind: dk.ACTIONS[kind] for kind in kinds})
    assert refused > 100
