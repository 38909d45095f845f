"""Each Dodgy Dogs rule is written once, as a refusal (issue 26): the plays listed at once from
the cover table (``_plays``) are exactly those the four play rules allow, card by card, and
``decide`` refuses every other option with the rule's own reason."""
from __future__ import annotations

import random

import pytest

from dogtable.core.rules import Action, IllegalAction, Seat, replay
from dogtable.games.dodgy_dogs import rules as dd

RULES = dd.DodgyDogsRules()
PLAY_KINDS = ("play_wild", "play", "play_leader", "play_all")   # the order of a card's plays


def states(seed: int, n: int):
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}") for i in range(n)], {}, rng))
    while not RULES.is_over(state):
        yield state
        movers = RULES.to_act(state)
        seat = movers[0] if movers else None
        for event in RULES.decide(state, seat, rng.choice(RULES.legal_actions(state, seat)), rng):
            RULES.evolve(state, event)


@pytest.mark.parametrize("seed,n", [(1, 2), (2, 5), (3, 8)])
def test_the_plays_listed_are_those_the_rules_allow(seed, n):
    checked = 0
    for state in states(seed, n):
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
    for state in states(seed, n):
        movers = RULES.to_act(state)
        if not movers:
            continue
        seat = movers[0]
        legal = set(RULES.legal_actions(state, seat))
        rules, _ = dd._PHASES[state.phase]
        for kind, rule in rules.items():
            for args in rule.options(state, seat):
                if Action(kind, tuple(args)) in legal:
                    continue
                with pytest.raises(IllegalAction) as why:
                    RULES.decide(state, seat, Action(kind, tuple(args)), random.Random(0))
                key, params = rule.refusal(state, seat, *args)
                assert (why.value.reason_key, why.value.params) == (key, params)
                refused += 1
    assert refused > 100
