"""The legal moves ask the tuck rule without re-checking whose card and dog each pair is
(rules._tuck_rule); for the pairs they list that is exactly tuck_refusal, so the tucks offered
are the tucks decide accepts, on every position of whole games."""
from __future__ import annotations

import random

import pytest

from dogtable.core.rules import Action, Seat, replay
from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover import rules as dl

RULES = dl.DogLoverRules()


def test_the_kind_table_is_kind():
    assert [dl._KIND_OF[c] for c in range(C.ALL_IDS)] == [C.kind(c) for c in range(C.ALL_IDS)]


@pytest.mark.parametrize("n,seed", [(2, 1), (3, 2), (4, 3)])
def test_the_tucks_listed_are_those_tuck_refusal_allows(n, seed):
    state = replay(RULES, RULES.start([Seat(f"p{i}") for i in range(n)], {}, random.Random(seed)))
    pick = random.Random(seed)
    tucks = 0
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        movable = list(state.hands[seat]) + list(state.pending) + \
            ([C.FETCH_CARD] if state.fetch_holder == seat else [])
        if state.phase == dl.TURN:
            listed = {a.args for a in legal if a.kind == "tuck"}
            allowed = {(card, dog) for card in movable for dog in state.dogs[seat]
                       if dl.tuck_refusal(state, seat, card, dog) is None}
            assert listed == allowed
            tucks += len(listed)
        for event in RULES.decide(state, seat, pick.choice(legal), random.Random(len(legal))):
            RULES.evolve(state, event)
    assert tucks   # the games offered tucks to compare
