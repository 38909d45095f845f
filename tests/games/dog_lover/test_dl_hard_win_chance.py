"""Dog Lover hard's chance-to-finish-ahead value at a playout's end (``HardSettings.win_spread``,
``ai_hard._win_chance``)."""
from __future__ import annotations

import math

from dogtable.games.dog_lover import ai_hard

from test_dl_hard_ai import search_gains, searched_three_seat_position


def test_a_point_in_an_even_race_is_worth_a_point_at_every_table_size():
    for rivals in (1, 2, 3):
        for spread in (3.5, 10.0):
            even = [5.0] * rivals
            slope = (ai_hard._win_chance(5.25, even, spread) - ai_hard._win_chance(4.75, even, spread)) / 0.5
            assert math.isclose(slope, 1.0, rel_tol=1e-3)


def test_a_race_already_decided_is_worth_little_either_way():
    spread = 8.0
    for others in ([0.0], [0.0, -3.0], [2.0, 0.0, -1.0]):
        ahead = ai_hard._win_chance(41.0, others, spread) - ai_hard._win_chance(40.0, others, spread)
        behind = ai_hard._win_chance(-39.0, others, spread) - ai_hard._win_chance(-40.0, others, spread)
        close = ai_hard._win_chance(1.0, others, spread) - ai_hard._win_chance(0.0, others, spread)
        assert 0.0 <= ahead < 0.01 and 0.0 <= behind < 0.01 and close > 0.5


def test_it_counts_every_rival_not_only_the_best():
    # the same best rival; a second rival close behind it lowers our chance, as a margin
    # over the best other seat would not see
    alone = ai_hard._win_chance(3.0, [0.0, -30.0], 6.0)
    pressed = ai_hard._win_chance(3.0, [0.0, -1.0], 6.0)
    assert pressed < alone


def test_win_spread_changes_what_a_playout_s_end_is_worth():
    state = searched_three_seat_position()
    margin = search_gains(state, win_spread=0.0, by_size=())
    chance = search_gains(state, win_spread=5.6, by_size=())
    assert margin.keys() == chance.keys() and margin != chance
