"""DOGS boards for the size tests: a game some random moves in, and its board drawn at one of
the sizes a window offers (the table scene's own arithmetic: bar, log column, zoom)."""
from __future__ import annotations

import random

import pygame
import pytest

from dogtable import i18n
from dogtable.ui.scenes.table import BAR_H, log_width
from dogtable.ui.table import layout as table_layout
from dogtable.ui.window_scale import effective_scale, logical_size, zoom

from board_kit import attach, new_session

WINDOWS = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.fixture(autouse=True)
def unzoomed():
    """Imported by a test module, every test there leaves the zoom and the language as it
    found them."""
    yield
    table_layout.set_zoom(1.0)
    i18n.set_language("en")


def moves_in(players: int, seed: int = 4):
    """A game ``12 * players`` random legal moves in, and the random source that chose them
    (a caller that goes on drawing from it gets the same game every time)."""
    session = new_session("dogs_kennel", players, seed)
    rng = random.Random(seed)
    for _ in range(12 * players):
        movers = session.to_act()
        mover = movers[0] if movers else None
        session.act(mover, rng.choice(session.legal_actions(mover)))
    return session, rng


def board_at(session, window, scale):
    """``session``'s board as the table shows it in ``window`` at the size ``scale``, drawn
    once: (board, window px per logical px)."""
    (w, h), (sx, _sy) = logical_size(window, scale)
    table_layout.set_zoom(zoom(window, scale))
    rect = pygame.Rect(0, BAR_H, w - log_width(w, sx, effective_scale(window, 1.0)), h - BAR_H)
    _ctx, board = attach(session, viewer=0, size=rect.size)
    board.set_rect(rect)
    board.draw(pygame.Surface((w, h)))
    return board, sx
