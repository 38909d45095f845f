"""Dog Lover: moves a person would laugh at, which hard must not make (issue 22).

Each position is built by hand; hard plays its whole turn in it (with a reduced but fixed
number of playouts, over two seeds) and the test checks what the turn left behind."""
from __future__ import annotations


import pytest

from dogtable.games.dog_lover import ai

from dl_positions import (
    play_turn,
    DRY, RULES, SCRAPS, adoption, bone, dog, food, position, rescued, retrieve_cells,
    starting, trait, training, walk,
)

SEEDS = (1, 2)


def _duke_and_an_escape_artist():
    """Round 2: Duke (big, 1 scrap + 1 dry + 2 canned) is seat 0's only dog and has no food.
    The top row holds an Escape Artist (small; with no small dog it costs one of your dogs),
    2 scraps and an adoption; the right-hand column an adoption and two trainings."""
    grid = [trait("Escape Artist"), food(SCRAPS, 2), adoption(0),
            walk(0), bone(0), training(1),
            bone(1), adoption(1), training(0)]
    return position(n=2, grid=grid, watchdog=None, dogs=[[dog("Duke")], [dog("Taco")]],
                    tricks=[[starting(0)], [starting(1)]], end_game_in=30, round_no=2)


def test_medium_throws_its_only_dog_away_for_an_escape_artist():
    # the yardstick's known blunder (a hungry dog counts -2 however early): documents why
    # hard judges otherwise; if medium ever stops doing this, the hard test below is weaker
    state = _duke_and_an_escape_artist()
    after, _ = play_turn(state, "medium", 1)
    assert after.dogs[0] == []


@pytest.mark.parametrize("seed", SEEDS)
def test_hard_keeps_its_only_dog_rather_than_take_an_escape_artist(seed):
    state = _duke_and_an_escape_artist()
    escape = retrieve_cells(state, 0, starting(0), {0, 1, 2})
    after, actions = play_turn(state, "hard", seed)
    assert escape not in actions
    assert after.dogs[0] == [dog("Duke")]


@pytest.mark.parametrize("seed", SEEDS)
def test_hard_does_not_take_a_tour_guide_no_dog_can_hold(seed):
    # no big dog, one bone in hand (the Tour Guide's penalty): the top row's Tour Guide would
    # be discarded with the bone, while the middle row gives the same food and a walk for Joey
    grid = [trait("Tour Guide"), food(SCRAPS, 1), food(DRY, 1),
            walk(0), food(SCRAPS, 1, 1), food(DRY, 1, 1),
            bone(1), bone(2), training(0)]
    state = position(n=2, grid=grid, watchdog=None, dogs=[[dog("Joey")], [dog("Taco")]],
                     hands=[[bone(0)]], cubes=[[2, 0, 1, 0]], tricks=[[starting(0)], [starting(1)]],
                     end_game_in=30, round_no=3)
    after, actions = play_turn(state, "hard", seed)
    assert all(a.kind != "forfeit" for a in actions)
    assert trait("Tour Guide") not in after.discard


@pytest.mark.parametrize("seed", SEEDS)
def test_hard_spends_its_adoptions_on_its_last_turn(seed):
    # the last turn of the game: four adoptions in hand and cubes to spare for Tripod
    # (1 scrap) and Bear (2 scraps + 1 dry) beside Joey
    state = position(n=2, current=0, first=1, dogs=[[dog("Joey")], [dog("Taco")]],
                     hands=[[adoption(0), adoption(1), adoption(2), adoption(3)]],
                     cubes=[[4, 1, 1, 0]],
                     shelter=[rescued("Tripod"), rescued("Dexter"), rescued("Bear")],
                     tricks=[[starting(0)], [starting(1)]], last_round=True, round_no=9)
    after, _ = play_turn(state, "hard", seed)
    assert RULES.is_over(after)
    assert sum(1 for c in after.hands[0] if 52 <= c < 62) < 2
    assert len(after.dogs[0]) == 3


@pytest.mark.parametrize("seed", SEEDS)
def test_hard_takes_the_food_a_rescue_needs_on_its_last_turn(seed):
    # Joey eats all the cubes; the grid's 2 scraps feed Tripod too: retrieve them, then rescue
    grid = [food(SCRAPS, 2), bone(1), bone(2),
            bone(3), walk(0), training(0),
            training(1), walk(1), training(2)]
    state = position(n=2, current=0, first=1, grid=grid, dogs=[[dog("Joey")], [dog("Taco")]],
                     hands=[[adoption(0), adoption(1), adoption(2)]], cubes=[[2, 0, 1, 0]],
                     shelter=[rescued("Tripod"), rescued("Dexter"), rescued("Bear")],
                     tricks=[[starting(0)], [starting(1)]], last_round=True, round_no=9)
    after, _ = play_turn(state, "hard", seed)
    assert RULES.is_over(after)
    assert sum(1 for c in after.hands[0] if 52 <= c < 62) < 2
    assert rescued("Tripod") in after.dogs[0]


def test_hard_s_judge_values_as_medium_unless_a_dog_is_lost():
    from dogtable.games.dog_lover.ai_hard_judge import HardJudge
    state = _duke_and_an_escape_artist()
    medium, hard = ai.Judge(), HardJudge(state)
    for seat in (0, 1):
        assert hard.value(state, seat, 6.0) == pytest.approx(medium.value(state, seat, 6.0))
    lost = state.clone()
    lost.dogs[0] = []
    lost.discard.append(dog("Duke"))
    # medium: a hungry Duke thrown away is 2 points gained; hard: a loss while turns remain
    assert medium.value(lost, 0, 6.0) > medium.value(state, 0, 6.0)
    assert hard.value(lost, 0, 6.0) < hard.value(state, 0, 6.0)
    # with no turn left, the hope is gone and both judge alike
    assert hard.value(lost, 0, 0.0) == pytest.approx(medium.value(lost, 0, 0.0))
