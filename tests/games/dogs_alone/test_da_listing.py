"""The legal actions listed at once (rules/listing.py, the fast path hard's playouts use) are
exactly the actions each rule allows when asked option by option, in the same order, in every
state of whole games at every table size -- random play and medium's play, which reach
different corners (payments under way, supply changes, hands over five, empty decks)."""
from __future__ import annotations

import random

import pytest

from dogtable.core.rules import Action, Seat, replay
from dogtable.games.dogs_alone import rules as da
from dogtable.games.dogs_alone.ai_seen import MEDIUM, Seen
from dogtable.games.dogs_alone.ai import medium_action

RULES = da.DogsAloneRules()


def _play(seed: int, n: int, chooser):
    rng = random.Random(seed)
    state = replay(RULES, RULES.start([Seat(f"p{i}") for i in range(n)], {}, rng))
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        yield state, seat, legal
        action = chooser(state, seat, legal, rng)
        for event in RULES.decide(state, seat, action, rng):
            RULES.evolve(state, event)


def _random(state, seat, legal, rng):
    return rng.choice(legal)


def _medium(state, seat, legal, rng):
    return medium_action(Seen.from_state(state, seat), set(legal), MEDIUM)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("chooser", [_random, _medium], ids=["random", "medium"])
def test_the_listing_is_the_rules_own_list(n, chooser):
    phases = set()
    checked = 0
    for seed in range(3):
        for state, seat, legal in _play(100 * n + seed, n, chooser):
            assert legal == RULES.legal_actions_by_rule(state, seat)
            phases.add(state.phase)
            checked += 1
    assert {da.START, da.DRAW, da.MESS} <= phases
    assert checked > 100


def test_a_seat_out_of_turn_has_no_legal_action():
    state = next(iter(_play(1, 3, _random)))[0]
    other = (state.current + 1) % 3
    assert RULES.legal_actions(state, other) == []


@pytest.mark.parametrize("phase", [da.START, da.DRAW])
@pytest.mark.parametrize("empty", ["deck", "deck_and_supply"])
def test_the_listing_when_no_dog_is_left_to_draw(phase, empty):
    # whole games rarely run the dogs out: build it by hand (a finish that forfeits the draws)
    for state, seat, _ in _play(7, 2, _random):
        if state.phase == phase:
            break
    state.dog_deck, state.discard = [], []
    if empty == "deck_and_supply":
        state.dog_supply = [None] * len(state.dog_supply)
    legal = RULES.legal_actions(state, seat)
    assert legal == RULES.legal_actions_by_rule(state, seat)
    assert (Action("finish", ()) in legal) == (empty == "deck_and_supply")
