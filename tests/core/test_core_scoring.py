"""ScorePad totals and winners; the game registry."""
from __future__ import annotations

import pytest

from dogtable.core.registry import GAMES, UnknownGame, game_ids, get_game
from dogtable.core.scoring import ScorePad


def test_totals_add_every_category_per_seat():
    pad = ScorePad(["a", "b"], 3)
    pad.add("a", 0, 4)
    pad.add("a", 0, 1)
    pad.set("b", 0, 2)
    pad.set("b", 2, 7)
    pad.add("b", 1, 3)
    assert [pad.get("a", s) for s in range(3)] == [5, 0, 0]
    assert pad.totals() == [7, 3, 7]


def test_the_best_total_wins_and_ties_share_the_victory():
    pad = ScorePad(["points"], 4, cells={"points": [3, 9, 1, 8]})
    assert pad.winners() == [1]
    pad.set("points", 3, 9)
    assert pad.winners() == [1, 3]
    assert ScorePad(["x"], 2).winners() == [0, 1]  # nobody scored: everybody shares


def test_negative_points_and_unknown_categories():
    pad = ScorePad(["x", "y"], 2)
    pad.add("x", 0, -2)
    assert pad.totals() == [-2, 0] and pad.winners() == [1]
    with pytest.raises(KeyError):
        pad.add("z", 0, 1)


def test_only_listed_categories_count_and_json_shows_everything():
    pad = ScorePad(["x"], 2, cells={"x": [1, 2], "note_only": [100, 0]})
    assert pad.totals() == [1, 2]
    pad.notes.append(("tie_break.none", {"seat": 1}))
    assert pad.to_json() == {"categories": ["x"], "cells": {"x": [1, 2], "note_only": [100, 0]},
                             "totals": [1, 2], "winners": [1],
                             "notes": [["tie_break.none", {"seat": 1}]]}


# -- registry ----------------------------------------------------------------------------------------

def test_registered_games_load_their_rules():
    assert "dogs_alone" in game_ids() and game_ids() == sorted(GAMES)
    for game_id in game_ids():
        spec = get_game(game_id)
        rules = spec.rules()
        assert rules.game_id == game_id == spec.game_id
        assert (rules.min_players, rules.max_players) == (spec.min_players, spec.max_players)


def test_an_unknown_game_is_reported():
    with pytest.raises(UnknownGame):
        get_game("tic_tac_toe")
    with pytest.raises(KeyError):  # callers may treat it as a missing key
        get_game("")
