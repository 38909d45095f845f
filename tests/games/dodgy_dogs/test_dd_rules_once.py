"""Each Dodgy Dogs rule is written once, as a refusal (issue 26): the plays listed at once from
the cover table (``_plays``) are exactly those the four play rules allow, card by card, and
``decide`` refuses every other option with the rule's own reason."""
from __future__ import annotations

import pytest

from dogtable.core.rules import Action
from dogtable.games.dodgy_dogs import rules as dd
from rules_once_kit import random_states, refusals_checked

RULES = dd.DodgyDogsRules()
PLAY_KINDS = ("play_wild", "play", "play_leader", "play_all")   # the order of a card's plays


@pytest.mark.parametrize("seed,n", [(1, 2), (2, 5), (3, 8)])
def test_the_plays_listed_are_those_the_rules_allow(seed, n):
    checked = 0
    for state in random_states(RULES, seed, n):
        if state.phase != dd.PLAY:
            continue
        seat = state.current
        allowed = {k: dd.PLAY_ACTIONS[k].allowed_args(state, seat) for k in PLAY_KINDS}
        by_rule = [Action(k, args) for c in state.hands[seat] for k in PLAY_KINDS
                   for args in allowed[k] if args[0] == c]
        assert dd._plays(state, state.hands[seat]) == by_rule
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("seed,n", [(4, 2), (5, 4)])
def test_decide_refuses_every_option_the_legal_actions_leave_out(seed, n):
    refused = 0
    for state in random_states(RULES, seed, n):
        movers = RULES.to_act(state)
        if movers:
            refused += refusals_checked(RULES, state, movers[0], dd._PHASES[state.phase][0])
    assert refused > 100
