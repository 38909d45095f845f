"""A small picture of each game for the setup screen: the game's own board, drawn off screen
from the public view (no hand face up) of a table dealt from a fixed seed and played a few
moves, then scaled down.  Nothing is copied from the published games.

Pictures are cached per game, size and language (the board writes names and a status line);
a board that fails to draw gives a plain frame with the game's title, never an error.
"""
from __future__ import annotations

import random

import pygame

from dogtable import i18n
from dogtable.ui import theme

SEED = 2024                # the same table every time
OPENING_MOVES = 6          # a few moves, so the table looks in play
_cache: dict[tuple, pygame.Surface] = {}


def _sample_session(game_id: str):
    from dogtable.core.registry import get_game
    from dogtable.core.rules import Seat
    from dogtable.core.session import Session

    spec = get_game(game_id)
    count = max(spec.min_players, min(4, spec.max_players))
    seats = [Seat(i18n.t(f"app.setup.name_{i + 1}"), "human" if i == 0 else "medium")
             for i in range(count)]
    session = Session(spec.rules(), seats, {}, SEED)
    rng = random.Random(SEED)
    for _ in range(OPENING_MOVES):
        if session.is_over():
            break
        seat = session.to_act()[0]
        try:
            session.act(seat, rng.choice(session.legal_actions(seat)))
        except Exception:       # a table that cannot go on is still worth showing as dealt
            break
    return session


def _plain_frame(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(theme.FELT_DARK)
    theme.draw_text(surface, i18n.game_title(game_id), (size[0] // 2, size[1] // 2),
                    theme.TEXT_FONT, theme.CREAM, bold=True, anchor="center",
                    max_width=max(10, size[0] - 8))
    return surface


def key_of(game_id: str, size: tuple[int, int], view_factory=None) -> tuple:
    return (game_id, tuple(size), i18n.get_language(), id(view_factory))


def cached(game_id: str, size: tuple[int, int], view_factory=None) -> pygame.Surface | None:
    return _cache.get(key_of(game_id, size, view_factory))


def game_picture(game_id: str, size: tuple[int, int], view_factory=None) -> pygame.Surface:
    """The picture of ``game_id`` at ``size`` (drawn once, then cached)."""
    key = key_of(game_id, size, view_factory)
    picture = _cache.get(key)
    if picture is None:
        from dogtable.ui.scenes.save_picture import draw_table

        try:
            picture = draw_table(_sample_session(game_id), tuple(size), view_factory)
        except Exception:
            picture = None
        if picture is None:
            picture = _plain_frame(game_id, tuple(size))
        _cache[key] = picture
    return picture
