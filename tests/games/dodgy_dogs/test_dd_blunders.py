"""Dodgy Dogs: moves a person would laugh at, which hard must not make (issue 22)."""
from __future__ import annotations

import pytest

from dogtable.ai.agent import Budget, ask
from dogtable.games.dodgy_dogs import ai_levels

from dd_positions import (
    BARKING, BEGGING, CHASING, CHEWING, DIGGING, FIGHTING, LARGE, MASSIVE, MEDIUM, RULES, SMALL,
    dog, leader, position, wild,
)

BUDGET = Budget(think_ms=1000.0, iterations=256)
SEEDS = (1, 2)


def hard_move(state, seed: int):
    return ask(RULES, state, state.current, ai_levels.make_agent("hard", seed), BUDGET, 0)


@pytest.mark.parametrize("seed", SEEDS)
def test_hard_sheds_its_wild_and_leader_before_the_next_seat_goes_out(seed):
    # two players, the other holds one card: holding the Wild (-10) and the Leader (-5) to
    # the end of the round costs 16; the Wild, laid on the dog on top, swaps the hands
    mine = [wild(0), leader(MASSIVE), dog(BARKING, SMALL), dog(CHEWING, LARGE)]
    state = position(n=2, hands=[mine, [dog(DIGGING, MEDIUM)]], discard=[dog(BARKING, MEDIUM)],
                     round_no=3, scores=[[10, -3], [-4, 10]], winners=[0, 1])
    assert hard_move(state, seed).kind == "play_wild"


@pytest.mark.parametrize("seed", SEEDS)
def test_hard_sheds_its_wild_and_leader_at_a_table_of_three(seed):
    # the seat on our left holds one card; passing the hands right gives us that one card
    mine = [wild(0), leader(LARGE), dog(BARKING, SMALL)]
    right = [dog(CHASING, s) for s in range(4)] + [dog(BEGGING, SMALL), dog(CHEWING, MASSIVE)]
    state = position(n=3, hands=[mine, [dog(DIGGING, MEDIUM)], right],
                     discard=[dog(BARKING, MEDIUM)], round_no=2, scores=[[10, -3, -5]], winners=[0])
    assert hard_move(state, seed).kind == "play_wild"


@pytest.mark.parametrize("seed", SEEDS)
def test_hard_does_not_leave_a_small_dog_on_top_for_a_seat_with_one_card(seed):
    # every card we have not seen is a Small dog, so the other seat's last card is one: a
    # Small dog on top lets it go out, the Massive one (all Massive dogs and specials are in
    # the discard pile) does not
    mine = [dog(BARKING, SMALL), dog(BARKING, MASSIVE), dog(CHEWING, LARGE)]
    unseen = [dog(b, SMALL, c) for b in (CHASING, FIGHTING, BEGGING, CHEWING) for c in (0, 1)] + \
        [dog(DIGGING, SMALL, 1)]
    state = position(n=2, hands=[mine, [dog(DIGGING, SMALL)]], discard=[dog(BARKING, MEDIUM)],
                     stock_top=unseen, rest_to="discard", round_no=2, scores=[[10, -3]],
                     winners=[0])
    action = hard_move(state, seed)
    on_top = {"play": lambda a: a.args[0], "play_all": lambda a: a.args[0]}[action.kind](action)
    assert on_top == dog(BARKING, MASSIVE)
