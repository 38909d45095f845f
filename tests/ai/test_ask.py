"""ask(): the legal actions the caller already has are used as they are, a forced move (or a
blind agent: random) gets no view built, and every agent makes the same choice either way."""
from __future__ import annotations

import random

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.core.registry import get_game
from dogtable.core.rules import Seat, replay
from dogtable.core.verify import chance_for
from dogtable.sim import make_agent

GAMES = ("dodgy_dogs", "dog_lover", "dogs_alone", "dogs_kennel")


class CountingRules:
    """A game's rules that count the views and legal lists asked of them."""

    def __init__(self, rules):
        self.rules = rules
        self.views = 0
        self.legal_lists = 0

    def view(self, state, seat):
        self.views += 1
        return self.rules.view(state, seat)

    def legal_actions(self, state, seat):
        self.legal_lists += 1
        return self.rules.legal_actions(state, seat)

    def __getattr__(self, name):
        return getattr(self.rules, name)


def positions(game_id: str, seed: int, steps: int):
    """(state, seat) for the first ``steps`` decisions of a random four-seat game."""
    rules = get_game(game_id).rules()
    state = replay(rules, rules.start([Seat(f"P{i}", "random") for i in range(4)], {},
                                      random.Random(seed)))
    pick = random.Random(seed)
    for n in range(steps):
        if rules.is_over(state):
            return
        movers = rules.to_act(state)
        seat = movers[0] if movers else None
        if seat is not None:
            yield rules, state, seat
        action = pick.choice(rules.legal_actions(state, seat))
        for event in rules.decide(state, seat, action, chance_for(seed, n)):
            rules.evolve(state, event)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_choice_with_or_without_the_legal_actions_given(game_id):
    budget = Budget(iterations=2)
    forced = real = 0
    for rules, state, seat in positions(game_id, 3, 120):
        legal = rules.legal_actions(state, seat)
        for level in ("random", "easy", "medium"):
            counted = CountingRules(rules)
            given = ask(counted, state, seat, make_agent(game_id, level, 7), budget, 7, legal)
            alone = ask(rules, state, seat, make_agent(game_id, level, 7), budget, 7)
            assert given == alone and given in legal
            assert counted.legal_lists == 0          # the caller's list, not a second one
            if len(legal) == 1 or level == "random":
                assert counted.views == 0    # a forced move, or an agent that never looks
            else:
                assert counted.views == 1
        forced += len(legal) == 1
        real += len(legal) > 1
    assert forced and real    # both kinds of decision were met


def test_ask_works_out_the_legal_actions_when_not_given():
    rules, state, seat = next(positions("dogs_alone", 1, 1))
    counted = CountingRules(rules)
    action = ask(counted, state, seat, make_agent("dogs_alone", "random", 1), Budget(), 1)
    assert counted.legal_lists == 1 and action in rules.legal_actions(state, seat)


def test_a_blind_agent_chooses_as_it_would_with_the_view():
    """The random agent draws from the legal actions alone: handed the view or not, the same
    seed makes the same choices."""
    for game_id in GAMES:
        looking, blind = make_agent(game_id, "random", 4), make_agent(game_id, "random", 4)
        for rules, state, seat in positions(game_id, 5, 60):
            legal = rules.legal_actions(state, seat)
            if len(legal) > 1:
                seen = looking.choose(rules.view(state, seat), legal, None, Budget())
                assert ask(rules, state, seat, blind, Budget(), 4, legal) == seen
