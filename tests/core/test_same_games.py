"""The same games before and after a change of an engine (issue 26).

Each fixture under ``same_games/`` holds games recorded from the engines as they were; the
engine of today must say exactly the same things at every step of every one: the seats to
act, the legal actions in their order, the events, the refusals of probing actions and the
final scores (see same_games_kit).  A deliberate change of a rule records its game again.
"""
from __future__ import annotations

import pytest

from same_games_kit import GAME_IDS, first_difference, load


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_recorded_games_play_again_exactly(game_id):
    games = load(game_id)
    assert len(games) >= 6 and {g["players"] for g in games} >= {2}
    for game in games:
        where = first_difference(game)
        assert where is None, (
            f"{game_id} seed {game['seed']} ({game['players']} players): {where}")


def test_a_changed_event_is_noticed():
    """The check can fail: one recorded action swapped for another legal one diverges."""
    game = dict(load("dogs_alone")[0])
    actions = [list(a) for a in game["actions"]]
    # the first decision with a choice: replace its action by the one after it in the list
    for i in range(len(actions) - 1):
        if actions[i] != actions[i + 1]:
            actions[i], actions[i + 1] = actions[i + 1], actions[i]
            break
    game["actions"] = actions
    assert first_difference(game) is not None
