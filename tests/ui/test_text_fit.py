"""Every button label fits its button, in every language, at the smallest and the default
window size (measured with the very font pygame-gui draws the button with)."""
from __future__ import annotations

import random

import pygame
import pygame_gui
import pytest

from dogtable import i18n
from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.storage import paths
from dogtable.ui import theme


def finished_session(seed: int = 20) -> Session:
    rules = get_game("dogs_alone").rules()
    session = Session(rules, [Seat("Maximiliana"), Seat("Bartolomeu", "easy"), Seat("Cy", "hard"),
                              Seat("Dora"), Seat("Eva", "medium")], {"first_player": 0}, seed)
    rng = random.Random(seed)
    while not session.is_over():
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return session


def overflowing(driver) -> list[str]:
    """Labels wider than the room their button gives them, on the scene on top."""
    bad = []
    for widget in driver.top.widgets:
        if not isinstance(widget, pygame_gui.elements.UIButton) or not widget.text:
            continue
        width = widget.font.size(widget.text)[0]
        if width > theme.button_text_room(widget.rect.width):
            bad.append(f"{driver.names()[-1]}: {widget.text!r} {width}px in {widget.rect.width}px")
    return bad


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_every_button_label_fits(make_app, lang, size):
    from dogtable.ui.scenes.results import ResultsScene
    from dogtable.ui.scenes.table import open_session

    paths.saves_dir().mkdir(parents=True)
    (paths.saves_dir() / ("A very long save name that goes on and on " * 3 + ".json")).write_text("{}")
    d = make_app(lang=lang, size=size)
    bad: list[str] = []

    def visit(label_key, **params):
        d.press(label_key, **params)
        bad.extend(overflowing(d))

    d.frames(1)
    bad.extend(overflowing(d))
    visit("app.menu.new_game")
    five = d.buttons()["5"]
    d.click(five.rect.center)
    bad.extend(overflowing(d))
    visit("app.setup.start")
    visit("app.table.menu")
    visit("app.pause.save")
    d.key(pygame.K_ESCAPE)
    visit("app.pause.settings")
    visit("app.common.back")
    visit("app.pause.rules")
    visit("app.common.back")
    visit("app.pause.quit")
    bad.extend(overflowing(d))                       # the menu, with Continue
    visit("app.menu.about")
    visit("app.common.back")
    visit("app.menu.load")
    label = next(x for x in d.buttons() if x.startswith("A very long"))
    d.click(d.buttons()[label].rect.center)
    bad.extend(overflowing(d))
    visit("app.load.delete")                          # the confirmation dialog
    visit("app.common.cancel")
    visit("app.common.back")
    # the score pad of a finished five-player game
    table = open_session(d.app, finished_session(), autosave=False)
    d.app.scenes.push(ResultsScene(d.app, table))
    d.frames(1)
    bad.extend(overflowing(d))
    # the hand-off screen with a long name
    d.app.last_setup = None
    start = [{"name": "Maximiliana", "kind": "human"}, {"name": "Bartolomeu", "kind": "human"}]
    from dogtable.ui.scenes.table import start_new_game
    start_new_game(d.app, "dogs_alone", start, seed=1, first=0)
    d.frames(2)
    assert d.names()[-1] == "handoff"
    bad.extend(overflowing(d))
    assert not bad, "\n".join(bad)


def test_the_check_catches_a_label_that_does_not_fit(make_app):
    d = make_app()
    d.top.add(pygame_gui.elements.UIButton(pygame.Rect(0, 0, 90, 40), "A label far too long",
                                           d.app.manager))
    assert len(overflowing(d)) == 1


def test_auto_shrink_picks_a_smaller_font_for_a_long_label(make_app):
    d = make_app()
    scene = d.top
    long_label = "Uma etiqueta bem comprida que não cabe"
    widget = scene.button((0, 0, 200, 40), long_label, None)
    short = scene.button((0, 50, 200, 40), "OK", None)
    assert widget.font.size(long_label)[0] <= theme.button_text_room(200) or \
        widget.object_ids[-1].endswith(str(theme.BUTTON_SIZES[-1]))
    assert short.object_ids[-1] == f"#btn_{theme.BUTTON_SIZES[0]}"
    assert widget.object_ids[-1] != short.object_ids[-1]
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_menu_s_paired_entries_share_one_label_size(make_app, lang, size):
    # a shrunk "Settings" beside a full-size "Rules" reads as less important: one size a row
    d = make_app(size=size, lang=lang)
    assert d.names()[-1] == "menu"
    widths = {}
    for widget in d.top.widgets:
        if isinstance(widget, pygame_gui.elements.UIButton) and "bold" not in widget.object_ids[-1]:
            widths.setdefault(widget.rect.width, set()).add(widget.object_ids[-1])
    half = min(widths)
    assert len(widths[half]) == 1, widths
    assert not overflowing(d)
