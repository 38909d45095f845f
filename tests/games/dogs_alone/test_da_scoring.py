"""The score pad: printed points, pool, sets, majorities; Juan Carlos' 41 points."""
from __future__ import annotations

from hypothesis import given, strategies as st
import pytest

from dogtable.games.dogs_alone.rules import OVER, majority_points, score

from da_positions import (
    BLUE, GREEN, RED, RULES, YELLOW, dog, four_mess, pair_mess, position, three_mess, wild_mess,
)

CATEGORIES = ["messes", "pool", "sets", "majority_red", "majority_yellow", "majority_green",
              "majority_blue"]


def test_printed_points_of_cleaned_messes_only():
    pad = score([[four_mess(RED), three_mess(BLUE), pair_mess(GREEN), wild_mess()], []],
                [[], []], [{wild_mess(): YELLOW}, {}], 2)
    assert pad.categories == CATEGORIES
    assert pad.get("messes", 0) == 5 + 3 + 1 + 1 and pad.get("messes", 1) == 0


def test_one_point_per_pool_dog():
    pad = score([[], []], [[dog(RED, 0), dog(BLUE, 1), dog(BLUE, 2)], []], [{}, {}], 2)
    assert [pad.get("pool", s) for s in (0, 1)] == [3, 0]


def test_sets_are_the_smallest_colour_count_and_wilds_count_as_their_colour():
    one_each = [three_mess(RED), three_mess(YELLOW), three_mess(GREEN), three_mess(BLUE)]
    two_each = one_each + [pair_mess(RED), pair_mess(YELLOW), pair_mess(GREEN), pair_mess(BLUE)]
    missing_blue = one_each[:3] + [four_mess(RED)]
    wild_blue = missing_blue + [wild_mess()]
    pad = score([one_each, two_each, missing_blue, wild_blue], [[]] * 4,
                [{}, {}, {}, {wild_mess(): BLUE}], 4)
    assert [pad.get("sets", s) for s in range(4)] == [5, 10, 0, 5]


def test_an_unassigned_wild_counts_for_no_colour():
    pad = score([[three_mess(RED), three_mess(YELLOW), three_mess(GREEN), wild_mess()], []],
                [[], []], [{}, {}], 2)
    assert pad.get("sets", 0) == 0 and pad.get("messes", 0) == 10


@pytest.mark.parametrize("counts, points", [
    ([3, 1, 0], {0: 5, 1: 2}),                 # first and second
    ([0, 2, 5, 1], {2: 5, 1: 2}),              # third place gets nothing
    ([2, 2, 1], {0: 3, 1: 3}),                 # tie for first: 7 // 2 each, no second
    ([1, 1, 1], {0: 2, 1: 2, 2: 2}),           # 7 // 3
    ([4, 4, 4, 4], {0: 1, 1: 1, 2: 1, 3: 1}),  # 7 // 4
    ([1, 1, 1, 1, 1], {s: 1 for s in range(5)}),
    ([3, 1, 1], {0: 5, 1: 1, 2: 1}),           # tie for second: 2 // 2 each
    ([3, 1, 1, 1], {0: 5, 1: 0, 2: 0, 3: 0}),  # 2 // 3 rounds down to nothing
    ([2, 0], {0: 5}),                          # no mess of the colour: no second majority
    ([0, 0, 0], {}),
])
def test_majorities(counts, points):
    assert majority_points(counts) == points


@given(st.lists(st.integers(0, 7), min_size=2, max_size=5))
def test_majority_points_properties(counts):
    points = majority_points(counts)
    assert all(counts[s] > 0 for s in points)
    top = max(counts)
    leaders = [s for s, c in enumerate(counts) if c == top and c > 0]
    if len(leaders) == 1:
        assert points[leaders[0]] == 5
        rest = sorted({c for c in counts if 0 < c < top}, reverse=True)
        seconds = [s for s, c in enumerate(counts) if rest and c == rest[0]]
        assert {s: p for s, p in points.items() if s not in leaders} == \
            {s: 2 // len(seconds) for s in seconds}
    elif leaders:
        assert points == {s: 7 // len(leaders) for s in leaders}
    else:
        assert points == {}


def test_a_finished_game_pad_and_shared_victory():
    # two seats with the same cleaned messes and pools: a shared victory
    state = position(n=2, cleaned=[[three_mess(RED)], [three_mess(RED, 1)]],
                     pools=[[dog(BLUE, 0)], [dog(BLUE, 1)]], phase=OVER)
    pad = RULES.score_pad(state)
    assert pad.totals() == [3 + 1 + 3, 3 + 1 + 3]  # each shares the red majority: 7 // 2
    assert pad.winners() == [0, 1]


# -- the rulebook's scoring example --------------------------------------------------------------

def juan_carlos_table():
    """Juan Carlos (0), Patana (1), Corchetis (2), Tulio (3) at the end of a game.

    Juan Carlos cleaned 5+5+5+3+3+3+3+1: red 5, 5, 3 and a wild he made red; yellow 5, 3;
    green 3; blue 3.  He has two dogs in his pool.  The others are chosen so that he has the
    most red, ties Patana for second in yellow, and is out of the majorities in green and blue.
    """
    juan = [four_mess(RED, 0), four_mess(RED, 1), three_mess(RED, 0), wild_mess(0),
            four_mess(YELLOW, 0), three_mess(YELLOW, 0), three_mess(GREEN, 0), three_mess(BLUE, 0)]
    patana = [pair_mess(RED, 1), pair_mess(YELLOW, 0), pair_mess(YELLOW, 1),
              pair_mess(BLUE, 0), pair_mess(BLUE, 1)]
    corchetis = [four_mess(YELLOW, 1), three_mess(YELLOW, 1), three_mess(YELLOW, 2),
                 four_mess(GREEN, 0), four_mess(GREEN, 1), three_mess(GREEN, 1)]
    tulio = [three_mess(RED, 1), three_mess(RED, 2), pair_mess(RED, 0),
             three_mess(GREEN, 2), pair_mess(GREEN, 0),
             four_mess(BLUE, 0), four_mess(BLUE, 1), three_mess(BLUE, 1)]
    state = position(n=4, cleaned=[juan, patana, corchetis, tulio],
                     pools=[[dog(YELLOW, 2), dog(BLUE, 3)], [], [], []], phase=OVER)
    state.wild[0] = {wild_mess(0): RED}
    return state


def test_juan_carlos_scores_41():
    pad = RULES.score_pad(juan_carlos_table())
    row = {c: pad.get(c, 0) for c in pad.categories}
    assert row == {"messes": 28, "pool": 2, "sets": 5, "majority_red": 5, "majority_yellow": 1,
                   "majority_green": 0, "majority_blue": 0}
    assert pad.totals()[0] == 41 == 28 + 2 + 5 + 5 + 1
    assert pad.get("majority_yellow", 1) == 1  # Patana shares the second yellow majority
    assert pad.get("majority_yellow", 2) == 5
    # the whole pad, worked out by hand
    assert pad.totals() == [41, 5 + 1 + 2, 24 + 5 + 5, 24 + 2 + 2 + 5]
    assert pad.winners() == [0]


def test_juan_carlos_without_his_wild_in_red_would_share_the_red_majority():
    state = juan_carlos_table()
    state.wild[0] = {wild_mess(0): BLUE}
    pad = RULES.score_pad(state)
    assert [pad.get("majority_red", s) for s in range(4)] == [3, 0, 0, 3]  # 3 red each: 7 // 2
    # blue 2, 2, 0, 3: Tulio first, Juan Carlos and Patana share the second (2 // 2)
    assert [pad.get("majority_blue", s) for s in range(4)] == [1, 1, 0, 5]
