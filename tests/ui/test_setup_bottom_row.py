"""The setup's three buttons at the bottom (Back, Start, Play on the home network) share one
label size (issue 25 pass: at 1920x1080 and 75% "Play on the home network" was drawn smaller
than its neighbours): the home network's button grows to its label where there is room."""
from __future__ import annotations

import pytest

from dogtable.storage.settings import Settings

from test_text_fit import overflowing


@pytest.mark.parametrize("size, scale", [((1024, 600), 1.0), ((1280, 720), 1.25),
                                         ((1920, 1080), 0.75), ((1920, 1080), 1.5)])
@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_setup_s_bottom_buttons_share_one_label_size(make_app, size, scale, lang):
    d = make_app(size=size, lang=lang, settings=Settings(language=lang, anim_speed=0.0,
                                                         ui_scale=scale))
    d.press("app.menu.new_game")
    row = [d.button(key) for key in ("app.common.back", "app.setup.start",
                                     "net.setup.home_network")]
    sizes = {int(b.object_ids[-1].rsplit("_", 1)[1]) for b in row}
    assert len(sizes) == 1, [(b.text, b.object_ids[-1]) for b in row]
    assert not overflowing(d)
    width = d.app.size[0]
    assert all(0 <= b.rect.left and b.rect.right <= width for b in row)
