"""Long seat names (issue 25, Doggy Style at 1024x600, four seats): the setup's name field
takes "Grandma Josefina Maria" whole and says its limit while a name is typed; at the table a
panel head keeps "· computer (hard)" and cuts the name first, shows it whole where there is
room, and the panel's tooltip always gives the whole of it."""
from __future__ import annotations

import pygame
import pytest

from dogtable import i18n
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.core.registry import get_game
from dogtable.ui import theme
from dogtable.ui.scenes.setup import MAX_NAME
from dogtable.ui.table.panels import LABEL_LEAST, LABEL_SMALLER, seat_label
from dogtable.ui.table.text import TextCache

from board_kit import attach, screen  # noqa: F401

LONG = "Grandma Josefina Maria"


def test_seat_label_keeps_the_kind_and_cuts_the_name_first(screen):
    text = TextCache()
    kind = "computer (hard)"
    whole = f"{LONG} · {kind}"
    assert seat_label(text, LONG, kind, 2000, 14) == whole                # room: all of it
    room = text_width(f"Grandma · {kind}", 14)
    cut = seat_label(text, LONG, kind, room, 14)
    least = max(LABEL_LEAST, 14 - LABEL_SMALLER)                          # a little smaller at most
    assert cut.endswith(f"… · {kind}") and cut.startswith("Grand") and text.fits(cut, room, least, bold=True)
    assert text_width(whole, least) > room                                # (it had to be cut)
    rex = "Rex · computer (hard)"
    assert seat_label(text, "Rex", kind, text_width(rex, least), 14) == rex   # smaller, but whole
    narrow = text_width("Grandma Josefina Maria · computer", 14)
    # where "computer (hard)" cannot fit, the level alone says more than "computer"
    assert seat_label(text, "Rex", kind, text_width("Rex · computer", 14), 14) == "Rex · hard"
    assert seat_label(text, "Rex", kind, text_width("Rex · hard", least), 14) == "Rex · hard"
    assert seat_label(text, LONG, "", narrow, 14) == LONG                  # a human: the name alone
    assert seat_label(text, LONG, kind, 30, 14) == LONG                    # no room at all: the name


def text_width(label: str, size: int) -> int:
    from dogtable.ui.table import assets

    return assets.font(size, True).size(label)[0] + 1


def four_seats():
    rules = get_game("dogs_alone").rules()
    seats = [Seat("Tia Margaridas", "human"), Seat(LONG, "hard"), Seat("Rex", "hard"), Seat("Bo", "medium")]
    return Session(rules, seats, {"first_player": 0}, 7)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_panel_heads_keep_the_computers_level(screen, lang, size):
    i18n.set_language(lang)
    try:
        session = four_seats()
        ctx, board = attach(session, viewer=0, size=size)
        ctx.seat_names = [s.name for s in session.seats]
        ctx.seat_kinds = [s.kind for s in session.seats]
        board.on_language()
        surface = pygame.Surface(size)
        board.draw(surface)
        drawn = [key[1] for key in board.text._cache if isinstance(key, tuple) and key[:1] == ("fit",)]
        for seat in (1, 2, 3):
            kind = board.kind_label(seat)
            assert kind and any(label.endswith(f" · {kind}") for label in drawn), (seat, kind, drawn)
        whole = f"{LONG} · {board.kind_label(1)}"
        if size[0] >= 1920:
            assert whole in drawn                                         # room: the name whole
        tip = board.tooltip_lines("seat:1")
        assert tip[0] == whole                                            # the tooltip: always whole
    finally:
        i18n.set_language("en")


def test_the_setup_takes_a_long_name_and_says_its_limit(make_app, monkeypatch):
    assert MAX_NAME >= 24
    d = make_app(size=(1024, 600), lang="es")
    d.frames(1)
    d.press("app.menu.new_game")
    setup = d.top
    entry = setup.entries[1]
    d.click(entry.rect.center)
    assert entry.is_focused
    entry.set_text("")
    for ch in LONG + " Antonieta":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        d.frames(1)
    assert entry.get_text() == (LONG + " Antonieta")[:MAX_NAME]
    assert setup.model.seats(i18n.t)[1]["name"].startswith(LONG)      # the whole name reaches the table
    said = []
    real = theme.draw_text

    def spy(surf, text, *args, **kw):
        said.append(text)
        return real(surf, text, *args, **kw)

    monkeypatch.setattr(theme, "draw_text", spy)
    setup.draw(pygame.Surface(setup.size))
    assert i18n.t("app.setup.names_limit", count=MAX_NAME) in said      # said while typing
