"""The shared half of the four "each rule written once" tests (tests/games/*/test_*_rules_once.py):
states of a random game, and the check that ``decide`` refuses every option the legal actions
leave out with the refusing rule's own reason and parameters."""
from __future__ import annotations

import random

import pytest

from dogtable.core.rules import Action, IllegalAction, Seat, replay


def random_states(rules, seed: int, n: int, every: int = 1):
    """Every ``every``-th state of a game of ``n`` seats played by random legal moves (a state
    in which nobody is to act, a Dodgy Dogs race, is settled by the referee's seat None)."""
    rng = random.Random(seed)
    state = replay(rules, rules.start([Seat(f"p{i}") for i in range(n)], {}, rng))
    step = 0
    while not rules.is_over(state):
        if step % every == 0:
            yield state
        movers = rules.to_act(state)
        seat = movers[0] if movers else None
        for event in rules.decide(state, seat, rng.choice(rules.legal_actions(state, seat)), rng):
            rules.evolve(state, event)
        step += 1


def refusals_checked(rules, state, seat, action_rules: dict) -> int:
    """Asks ``decide`` for every option of ``action_rules`` (kind -> ActionRule) that the legal
    actions leave out; each must be refused with that rule's reason and parameters.  Returns how
    many were refused."""
    legal = set(rules.legal_actions(state, seat))
    refused = 0
    for kind, rule in action_rules.items():
        for args in rule.options(state, seat):
            action = Action(kind, tuple(args))
            if action in legal:
                continue
            with pytest.raises(IllegalAction) as why:
                rules.decide(state, seat, action, random.Random(0))
            assert (why.value.reason_key, why.value.params) == rule.refusal(state, seat, *args), \
                action
            refused += 1
    return refused
