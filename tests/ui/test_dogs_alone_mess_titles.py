"""A mess card's name is never blank (TABLE.md): at the size the supply shows it, at every
table size and in every language, every mess gets its title on the card, a word too long for
the card split by a hyphen rather than the title left out (its tooltip keeps it whole)."""
from __future__ import annotations

import pygame
import pytest

from dogtable import i18n
from dogtable.games.dogs_alone.view import art

from board_kit import attach, new_session, screen, table_board_rect  # noqa: F401

MESSES = range(31)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("window", [(1024, 600), (1280, 720), (1920, 1080)])
def test_every_mess_shows_its_name(monkeypatch, lang, window):
    i18n.set_language(lang)
    try:
        rect = table_board_rect(window)
        _ctx, board = attach(new_session("dogs_alone", 4, 1), viewer=0, size=rect.size)
        results = []
        real = art.fitted_title

        def spy(words, *args, **kw):
            got = real(words, *args, **kw)
            results.append((words, got))
            return got

        monkeypatch.setattr(art, "fitted_title", spy)
        w, h = board.geo.card
        assert h >= 60                                   # big enough to carry a name at all
        for m in MESSES:
            results.clear()
            art.paint_mess(m, w, h, board.text, board.t)
            assert results and all(got is not None for _, got in results), (lang, window, results)
            size, lines = results[-1][1]
            assert size >= board.text.floor
            joined = " ".join(lines).replace("- ", "")
            assert joined.replace("-", "") == results[-1][0].replace("-", "")   # every letter shown
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_a_mess_in_another_seat_s_panel_is_never_nameless(monkeypatch, lang, window):
    """The smaller cards of the other seats' panels (five seats): a name that cannot wrap
    into the room is cut with "…" on one line, not left out ("Esconderam o controle remoto"
    showed no name at 1920x1080)."""
    i18n.set_language(lang)
    try:
        rect = table_board_rect(window)
        _ctx, board = attach(new_session("dogs_alone", 5, 1), viewer=0, size=rect.size)
        sizes = {sg.card for s, sg in board.geo.seats.items() if not sg.big}
        real_fit, real_cut = art.fitted_title, art.blit_cut_title
        named = []

        def fit(words, *args, **kw):
            got = real_fit(words, *args, **kw)
            named.append(got is not None)
            return got

        def cut(surf, text, words, w, h, top, *args):
            below = real_cut(surf, text, words, w, h, top, *args)
            named.append(below > top)
            return below

        monkeypatch.setattr(art, "fitted_title", fit)
        monkeypatch.setattr(art, "blit_cut_title", cut)
        for w, h in sizes:
            if h < 60 or w < art.CUT_TITLE_LEAST:
                continue   # a thumbnail shows no name at all (its tooltip does)
            for m in MESSES:
                named.clear()
                art.paint_mess(m, w, h, board.text, board.t)
                assert named and named[-1], (lang, window, (w, h), m)
    finally:
        i18n.set_language("en")
