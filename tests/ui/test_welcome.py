"""The very first launch offers the guided games and the language; later launches do not."""
from __future__ import annotations

import pygame
import pytest

from dogtable import i18n
from dogtable.core.registry import playable_game_ids
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


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_welcome_shows_its_whole_text_and_no_empty_panel(make_app, home, size, lang):
    """The text is drawn whole above the buttons (no scrolling box) and the panel ends just
    below its last button, inside the window."""
    from dogtable.ui import theme
    from dogtable.ui.scenes.welcome import WelcomeScene

    d = make_app(size=size, lang=lang)
    d.frames(1)
    welcome = WelcomeScene(d.app)
    d.app.scenes.push(welcome)
    d.frames(2)
    rect, text_size, text_h = welcome._layout()
    window = pygame.Rect((0, 0), welcome.size)
    assert window.contains(rect)
    fnt = theme.font(text_size)
    lines = theme.wrap(i18n.t("learn.welcome.text"), fnt, rect.width - 2 * welcome.PAD)
    assert text_h >= len(lines) * fnt.get_linesize()
    buttons = [b.rect for b in welcome.focusable]
    assert len(buttons) == len(i18n.LANGUAGES) + len(playable_game_ids()) + 1
    assert all(rect.contains(b) for b in buttons)
    assert min(b.top for b in buttons) >= rect.top + welcome.TITLE + text_h
    assert rect.bottom - max(b.bottom for b in buttons) <= 30     # no empty area at the foot
    rows = sorted({(b.top, b.bottom) for b in buttons})
    assert all(top - bottom <= 30 for (_, bottom), (top, _) in zip(rows, rows[1:]))   # nor between rows
    welcome.draw(pygame.Surface(size))
