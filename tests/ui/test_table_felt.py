"""The table scene paints the felt only around a board of the table kit (the board covers
its rect opaquely): the picture must be the very one a full felt under the board gave."""
from __future__ import annotations

import pygame
import pytest

from dogtable.ui import theme

FOUR_RANDOM = [{"name": f"P{i}", "kind": "random"} for i in range(4)]


@pytest.mark.parametrize("game", ["dogs_alone", "dodgy_dogs", "dog_lover", "dogs_kennel"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_nothing_of_the_felt_under_the_board_shows(make_app, game, size):
    from dogtable.storage.settings import Settings
    from dogtable.ui.scenes.table import TableScene

    d = make_app({"mode": "play", "game": game, "seats": FOUR_RANDOM, "seed": 3}, size=size,
                 view=None, settings=Settings(anim_speed=1.0))
    table = d.app.scenes.find(TableScene)
    checked = 0
    for frame in range(60):
        d.app.step(1 / 60)
        if frame % 20 != 19:
            continue
        felt, magenta = (pygame.Surface(d.app.canvas.get_size()) for _ in range(2))
        theme.draw_felt(felt)          # what the scene used to paint under everything
        magenta.fill((255, 0, 255))    # a colour that must not survive anywhere
        table.draw(felt)
        table.draw(magenta)
        assert pygame.image.tobytes(felt, "RGB") == pygame.image.tobytes(magenta, "RGB")
        checked += 1
    assert checked == 3
