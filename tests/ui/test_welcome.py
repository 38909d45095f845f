"""The very first launch offers the guided games and the language; later launches do not."""
from __future__ import annotations

from dogtable.storage import paths
from dogtable.storage.settings import load_settings


def test_the_first_start_welcomes_and_the_next_does_not(make_app, home):
    settings, notice = load_settings()              # no settings file yet: the first start
    assert notice is None and settings.welcomed is False
    d = make_app(settings=settings)
    d.frames(2)
    assert d.names() == ["menu", "welcome"]
    assert paths.settings_path().is_file()
    again, _ = load_settings()
    assert again.welcomed is True
    d2 = make_app(settings=again)
    d2.frames(2)
    assert d2.names() == ["menu"]


def test_the_welcome_opens_a_guided_game(make_app, home, quick_computers):
    from dogtable.ui.scenes.learn import LearnScene
    settings, _ = load_settings()
    d = make_app(settings=settings, view=None)
    d.frames(2)
    welcome = d.app.scenes.top
    welcome.learn("dogs_kennel")
    d.frames(2)
    assert isinstance(d.app.scenes.top, LearnScene) and d.app.scenes.top.game_id == "dogs_kennel"


def test_learn_to_play_on_the_menu_offers_the_guided_games(make_app):
    d = make_app()
    d.frames(2)
    d.press("app.menu.learn")
    assert d.names()[-1] == "welcome"
