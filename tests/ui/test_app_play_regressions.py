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


def test_the_window_never_opens_larger_than_the_screen(home, monkeypatch):
    """On a 1024x600 screen the default 1280x720 window hung off the screen: the top of
    every scene (the setup's title) and its right side were out of sight."""
    from dogtable.storage.settings import Settings
    from dogtable.ui.app import App

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    app = App(None, settings=Settings(language="en", anim_speed=0.0))
    try:
        assert app.window.get_size() == (1024, 600)
        assert app.size == (1024, 600)
    finally:
        app.shutdown()
        i18n.set_language("en")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    app = App(None, settings=Settings(language="en", anim_speed=0.0))
    try:
        assert app.window.get_size() == (1280, 720)   # a big screen keeps the usual size
    finally:
        app.shutdown()
        i18n.set_language("en")


def test_dragging_the_window_border_lays_the_scene_out_again(make_app):
    """The display surface is resized in place, so comparing it with itself never saw a
    change: after a resize the setup form stayed where the old window had put it."""
    d = make_app(size=(1024, 600))
    d.frames(2)
    d.press("app.menu.new_game")
    start_before = d.button("app.setup.start").rect.copy()
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)   # what the window manager does
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    d.frames(3)
    assert d.app.size == (1280, 720)
    start_after = d.button("app.setup.start").rect
    assert start_after.centerx - start_before.centerx == (1280 - 1024) // 2  # centred again
