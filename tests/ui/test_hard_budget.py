"""The app gives hard the fixed playouts its strength was measured at, by table size."""
from __future__ import annotations

import pytest

from dogtable.core.registry import get_game


@pytest.mark.parametrize("game_id,players", [("dogs_alone", 3), ("dodgy_dogs", 8), ("dodgy_dogs", 2),
                                             ("dogs_kennel", 4), ("dog_lover", 2)])
def test_a_hard_seat_searches_the_measured_playouts_and_others_by_the_clock(make_app, game_id, players):
    from dogtable.ui.scenes import table as table_scene
    from dogtable.ui.scenes.table import start_new_game

    d = make_app()
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Bo", "kind": "hard"}] + \
        [{"name": f"C{i}", "kind": "medium"} for i in range(players - 2)]
    table = start_new_game(d.app, game_id, seats, seed=1, first=0)
    hard = table.think_budget(1)
    assert hard.iterations == get_game(game_id).playouts_for("hard", players)
    assert hard.limit_ms == pytest.approx(table_scene.THINK_MS["hard"] * 1.8)
    if players > 2:
        medium = table.think_budget(2)
        assert medium.iterations is None and medium.think_ms == table_scene.THINK_MS["medium"]
