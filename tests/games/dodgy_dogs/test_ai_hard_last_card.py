"""Dodgy Dogs: what hard leaves on top for a seat about to go out (issue 22).

A position from a real game (Spanish, two players, round 4, session 9), where the hint (hard's
search for the human's seat) said to lay the Small dog and the other seat went out with a Small
dog.  Its last card is not known here, only possible: the search has to see that a Small dog on
top lets more of the unseen cards go out than a Massive one does.
"""
from __future__ import annotations

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.core.registry import get_game
from dogtable.games.dodgy_dogs import ai_levels
from dogtable.games.dodgy_dogs.ai_hard import HardAgent, HardSettings

from dd_positions import BEGGING, CHEWING, DIGGING, MASSIVE, SMALL, RULES, dog, leader, position

# the app's budget at two seats, which the hint asks too (tests/ai/test_hint_budget.py)
APP = Budget(think_ms=1000.0, iterations=get_game("dodgy_dogs").playouts_for("hard", 2))
# the saved game's discard pile, bottom first: a Pick Up 2 on top, just picked up, so any
# dog may be laid (ids as in cards.py)
DISCARD = [36, 32, 38, 51, 7, 56, 12, 21, 52, 47, 43, 26, 49, 18, 57]


def saved_position():
    # ours: the Small Leader, Galgo (Small, Digging), Carlino (Massive, Chewing), Labrador
    # (Massive, Begging); theirs: one card (a Small Chewing dog, which we cannot see)
    mine = [leader(SMALL), dog(DIGGING, SMALL, 1), dog(CHEWING, MASSIVE), dog(BEGGING, MASSIVE, 1)]
    return position(n=2, current=0, dealer=0, hands=[mine, [dog(CHEWING, SMALL, 1)]],
                    discard=DISCARD, round_no=4, scores=[[10, -6], [-7, 0], [10, -15]],
                    winners=[0, 1, 0])


def laid(action) -> int:
    assert action.kind == "play", action
    return action.args[0]


@pytest.mark.parametrize("seed", range(8))
def test_hard_leaves_a_massive_dog_on_top_when_the_next_seat_holds_one_card(seed):
    state = saved_position()
    legal = RULES.legal_actions(state, 0)
    assert {laid(a) for a in legal} == {dog(DIGGING, SMALL, 1), dog(CHEWING, MASSIVE),
                                        dog(BEGGING, MASSIVE, 1)}
    # a Small dog on top lets every Small and every Digging dog go out, a Massive one fewer
    # (and the Small dog kept goes out later with the Small Leader)
    action = ask(RULES, state, 0, ai_levels.make_agent("hard", seed), APP, 0)
    assert laid(action) != dog(DIGGING, SMALL, 1)


def test_the_search_plays_more_worlds_when_another_hand_is_nearly_empty():
    # a playout then lasts a lap or two, and what is left on top decides the round
    agent = HardAgent(0)
    state = saved_position()
    assert agent.scaled(APP, RULES.view(state, 0)).iterations == 4 * APP.iterations
    state.hands[1].append(state.stock.pop())
    assert agent.scaled(APP, RULES.view(state, 0)) == APP
    assert HardAgent(0, settings=HardSettings(short_boost=())).scaled(
        APP, RULES.view(saved_position(), 0)) == APP
    clock = Budget(think_ms=500.0)
    assert agent.scaled(clock, RULES.view(saved_position(), 0)) == clock


def test_the_last_card_is_dealt_through_every_card_it_may_be():
    # each unseen card is the other seat's last card once per round of worlds: the same
    # distribution as a random deal, without its runs of luck
    import random
    from dogtable.games.dodgy_dogs.ai_memory import recall
    from dogtable.games.dodgy_dogs.ai_strata import stratified

    state = saved_position()
    view = RULES.view(state, 0)
    deal = stratified(lambda rng: RULES.resample(view, 0, rng), view, recall(view), random.Random(5))
    unseen = sorted(state.stock + state.hands[1])
    worlds = [deal(random.Random(i)) for i in range(2 * len(unseen))]
    last = sorted(w.hands[1][0] for w in worlds)
    assert last == sorted(unseen * 2)
    for w in worlds:    # each world is still a whole deal of the same cards
        assert sorted(w.stock + w.hands[1]) == unseen
