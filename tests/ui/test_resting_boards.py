"""Every game's real board rests while a human ponders: no frames are drawn (idle CPU)."""
from __future__ import annotations

import pygame
import pytest

from dogtable.core.registry import playable_game_ids

from test_resting import SimLoop, table_of


@pytest.mark.parametrize("game", playable_game_ids())
def test_each_real_board_waiting_for_a_human_draws_no_frames(make_app, game):
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Rex", "kind": "easy"}]
    d = make_app({"mode": "play", "game": game, "seats": seats, "seed": 2}, view=None)
    loop = SimLoop(d.app)
    loop.run(3.0)
    table = table_of(d)
    assert 0 in table.session.to_act() and d.names()[-1] == "table"
    assert loop.run(5.0) == 0, (d.app.next_frame_in(), table.next_frame_in(), table.view.next_frame_in())


@pytest.mark.parametrize("game", playable_game_ids())
@pytest.mark.parametrize("spot", [(0.5, 0.5), (0.3, 0.85), (0.1, 0.4)])
def test_a_board_rests_with_the_pointer_resting_on_it(make_app, game, spot):
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Rex", "kind": "easy"}]
    d = make_app({"mode": "play", "game": game, "seats": seats, "seed": 2}, view=None)
    loop = SimLoop(d.app)
    loop.run(3.0)
    pos = (int(1280 * spot[0]), int(720 * spot[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    loop.run(3.0)                     # the motion's frame, a tooltip after its delay
    table = table_of(d)
    assert loop.run(5.0) == 0, (d.app.next_frame_in(), table.next_frame_in(), table.view.next_frame_in())
