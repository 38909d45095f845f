"""The rules' topics stay readable when the window is short of logical room (issue 25 pass:
at 1280x720 with everything at 125% the twelve topics were 20 px buttons with 9 px words):
they go to two columns, every label one size, none over another, all inside the panel."""
from __future__ import annotations

import pygame_gui
import pytest

from dogtable.core.registry import playable_game_ids
from dogtable.storage.settings import Settings

from test_text_fit import overflowing


@pytest.mark.parametrize("size, scale", [((1024, 600), 1.0), ((1280, 720), 1.25),
                                         ((1280, 720), 1.0), ((1920, 1080), 1.5)])
@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_every_rules_topic_is_a_readable_button_inside_the_panel(make_app, size, scale, lang):
    from dogtable.ui.scenes.rules import rule_sections

    d = make_app(size=size, lang=lang, settings=Settings(language=lang, anim_speed=0.0,
                                                         ui_scale=scale))
    for game in playable_game_ids():
        d.app.scenes.open("rules", game, choose=True)
        d.frames(1)
        scene = d.top
        titles = {title for title, _ in rule_sections(game)}
        topics = [w for w in scene.widgets if isinstance(w, pygame_gui.elements.UIButton)
                  and w.text in titles]
        assert len(topics) == len(titles)
        sizes = {int(w.object_ids[-1].rsplit("_", 1)[1]) for w in topics}
        assert len(sizes) == 1 and min(sizes) >= 15, (game, sizes)
        assert all(w.rect.height >= 30 for w in topics)
        panel = scene._rect()
        for i, a in enumerate(topics):
            assert panel.contains(a.rect)
            assert not any(a.rect.colliderect(b.rect) for b in topics[i + 1:])
            assert not a.rect.colliderect(scene.text_box.rect)
        assert not overflowing(d)
        d.app.scenes.pop()
