"""Dogs Alone texts at the board sizes of real windows, in every language: no zone caption,
card title or mess name is cut, and no caption runs under the status panel."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from dogtable import i18n
from dogtable.games.dogs_alone.cards import DOG_COUNT, MESS_IDS
from dogtable.games.dogs_alone.view import art
from dogtable.ui.table.text import TextCache
from test_dogs_alone_view_layout import board, mid_game
from board_kit import table_board_rect

WINDOWS = [(800, 480), (1024, 600), (1280, 720), (1600, 900), (1920, 1080)]


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("window", WINDOWS)
def test_no_text_is_cut(lang, window):
    i18n.set_language(lang)
    screen = pygame.display.set_mode((1920, 1080))
    rect = table_board_rect(window)
    for players, seed, moves in ((2, 1, 40), (5, 2, 70), (5, 4, 300)):
        session = mid_game(players, seed=seed, moves=moves)
        _ctx, view = board(session, rect)
        view.draw(screen)
        geo = view.geo
        # a card smaller than the supply's (another seat's panel, the own messes) may cut a
        # mess's name that cannot wrap into it: never blank, the tooltip has it whole (TABLE.md)
        abbreviated = {art.mess_name(i18n.t, m) for m in MESS_IDS}
        assert view.text.cut - abbreviated == set(), (lang, window, players, view.text.cut)
        for key, area in geo.captions:
            assert not area.colliderect(geo.status), f"{key} runs under the status panel"
            assert rect.contains(area), key
        # any dog or mess may lie in any slot: paint each at every card size the board uses
        sizes = {geo.card}
        for seat_geo in geo.seats.values():
            sizes |= {seat_geo.card, seat_geo.mess}
        for w, h in sizes:
            view.text.clear()
            for card in range(0, DOG_COUNT, 4):
                art.paint_dog(card, w, h, view.text, i18n.t)
            for mess in MESS_IDS:
                art.paint_mess(mess, w, h, view.text, i18n.t)
            cut = view.text.cut if (w, h) == geo.card else view.text.cut - abbreviated
            assert cut == set(), (lang, window, players, (w, h), sorted(cut))


@pytest.mark.parametrize("lang", ["es", "pt"])
def test_a_long_mess_name_takes_lines_not_an_ellipsis(lang):
    """A mess name wraps between words over as many lines as the card can give before its
    size shrinks; the longest word is never cut ("Rompieron la corresponden…")."""
    i18n.set_language(lang)
    pygame.display.set_mode((200, 200))
    text = TextCache()
    names = {m: art.mess_name(i18n.t, m) for m in MESS_IDS}
    longest = max(names, key=lambda m: len(names[m]))
    for w, h in ((72, 101), (90, 125), (115, 160)):
        fitted = art.fitted_title(names[longest], w - 8, h, max(8, int(h * 0.085)))
        assert fitted is not None
        _size, lines = fitted
        assert " ".join(lines) == " ".join(names[longest].split())   # every word, in order
        assert len(lines) >= 2                                        # it took lines, not an ellipsis
        art.paint_mess(longest, w, h, text, i18n.t)
    assert text.cut == set()
