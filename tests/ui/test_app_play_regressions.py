"""Regressions of the app shell found by playing through the real window (issue 3's play test)."""
from __future__ import annotations

import json

import pygame

from dogtable import i18n
from dogtable.storage import paths

HUMAN_AND_TWO_COMPUTERS = [{"name": "Ana", "kind": "human"}, {"name": "Rex", "kind": "easy"},
                           {"name": "Bo", "kind": "hard"}]


def test_new_game_asks_before_replacing_the_game_kept_for_continue(make_app):
    d = make_app({"mode": "play", "game": "dogs_alone", "seats": HUMAN_AND_TWO_COMPUTERS,
                  "seed": 5, "first": 0})
    d.frames(2)
    d.key(pygame.K_ESCAPE)
    d.press("app.pause.quit")
    assert d.names() == ["menu"]
    kept = json.loads(paths.autosave_path().read_text())
    assert kept["seed"] == 5

    d.press("app.menu.new_game")
    d.press("app.setup.start")
    assert d.names() == ["menu", "setup", "confirm"]       # asked, not replaced
    assert d.top.text == i18n.t("app.setup.replace_question")
    d.press("app.common.cancel")
    assert d.names() == ["menu", "setup"]
    assert json.loads(paths.autosave_path().read_text())["seed"] == 5

    d.press("app.setup.start")
    d.press("app.setup.start")                              # the dialog's own Start
    assert d.names() == ["menu", "table"]
    from dogtable.ui.scenes.table import TableScene
    table = d.app.scenes.find(TableScene)
    assert table.autosaver.flush()
    assert json.loads(paths.autosave_path().read_text())["seed"] == table.session.seed


def test_no_question_when_no_game_is_kept(make_app):
    d = make_app()
    d.frames(2)
    assert not paths.autosave_path().exists()
    d.press("app.menu.new_game")
    d.press("app.setup.start")
    assert d.names() == ["menu", "table"]
