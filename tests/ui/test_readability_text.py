"""Nothing a player must read is written under 10 px at 1280x720 (issue 25): every board,
at its smallest and largest player count, in every language, early and late in a game, asks
the kit's text cache to write nothing under 10 px (card names wrap or are cut, whole in the tooltip;
a seat's number sits on a disc big enough for it)."""
from __future__ import annotations

import random

import pygame
import pytest

from dogtable import i18n
from dogtable.core import registry
from dogtable.ui import theme as shell_theme
from dogtable.ui.table.text import READABLE, TextCache

from board_kit import attach, new_session, screen, table_board_rect  # noqa: F401


@pytest.fixture
def font_sizes(monkeypatch):
    """The size of every text a board writes through the kit's text cache (the size drawn,
    after fitting), and of every font the shell's theme gives out while it draws."""
    drawn: list[int] = []
    fit, wrap, render, shell_font = TextCache.fit, TextCache.wrap, TextCache.render, shell_theme.font

    def spy_fit(self, text, max_w, size, colour=(0, 0, 0), bold=False, min_size=8):
        if text:
            drawn.append(TextCache.fit_size(text, max_w, self.readable(size), bold, self.readable(min_size)))
        return fit(self, text, max_w, size, colour, bold, min_size)

    def spy_wrap(self, text, max_w, size, colour=(0, 0, 0), bold=False, max_lines=99):
        if text:
            drawn.append(self.readable(size))
        return wrap(self, text, max_w, size, colour, bold, max_lines)

    def spy_render(self, text, size, colour=(0, 0, 0), bold=False):
        if text:
            drawn.append(self.readable(size))
        return render(self, text, size, colour, bold)

    def spy_shell(size, bold=False):
        drawn.append(int(size))
        return shell_font(size, bold)

    monkeypatch.setattr(TextCache, "fit", spy_fit)
    monkeypatch.setattr(TextCache, "wrap", spy_wrap)
    monkeypatch.setattr(TextCache, "render", spy_render)
    monkeypatch.setattr(shell_theme, "font", spy_shell)
    return drawn


def played(game: str, players: int, seed: int, moves: int):
    session = new_session(game, players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if session.is_over():
            break
        movers = session.to_act()
        seat = movers[0] if movers else None
        session.act(seat, rng.choice(session.legal_actions(seat)))
    movers = session.to_act()
    return session, (movers[0] if movers else 0)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("game", registry.game_ids())
def test_no_text_under_10px_at_1280x720(game, lang, font_sizes):
    spec = registry.get_game(game)
    i18n.set_language(lang)
    rect = table_board_rect((1280, 720))
    try:
        for players in sorted({spec.min_players, spec.max_players}):
            for seed, moves in ((1, 3), (2, 40)):
                session, viewer = played(game, players, seed, moves)
                _ctx, board = attach(session, viewer=viewer, size=rect.size)
                font_sizes.clear()
                board.draw(pygame.Surface(rect.size))
                assert font_sizes, "the board wrote nothing"
                small = sorted(s for s in set(font_sizes) if s < READABLE)
                assert not small, (game, lang, players, seed, small)
    finally:
        i18n.set_language("en")


def test_the_text_cache_never_writes_under_the_floor():
    pygame.font.init()
    cache = TextCache()
    cache.floor = READABLE
    assert cache.render("7", 6).get_height() == cache.render("7", READABLE).get_height()
    assert cache.fit("Pack", 200, 7, min_size=6).get_height() == cache.render("Pack", READABLE).get_height()
    # a name too long for its room at the floor is cut (the tooltip has it whole), never blank
    cut = cache.fit("Leader of the Pack", 40, 9, min_size=7)
    assert "Leader of the Pack" in cache.cut and cut.get_width() > 1
