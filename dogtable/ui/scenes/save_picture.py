"""A small picture of a saved table, for the Load list: the game's own board drawn off screen
from the save's public view (nobody's hand: the list is seen by everyone) and scaled down.

Pictures are cached by file and modification time; a save that cannot be loaded or a board
that fails to draw gives None (the list shows a plain frame instead), never an error.
"""
from __future__ import annotations

from pathlib import Path
import sys
import traceback

import pygame

from dogtable import i18n

DRAW_SIZE = (960, 560)     # boards are made for >= 640x400; drawn at a comfortable size
_cache: dict[tuple[str, float, tuple[int, int]], pygame.Surface | None] = {}
_finished: dict[str, bool] = {}    # learnt while drawing: an older save has no summary


class PictureContext:
    """What a board needs to draw once: no sounds, no animations, nothing to submit."""

    def __init__(self, session):
        self.rules = session.rules
        self.game_id = session.rules.game_id
        self.seat_names = [s.name for s in session.seats]
        self.seat_kinds = [s.kind for s in session.seats]

    def t(self, key: str, **params) -> str:
        return i18n.t(key, **params)

    def anim_speed(self) -> float:
        return 0.0

    def play_sound(self, name: str) -> None:
        pass

    def submit(self, seat, action) -> bool:
        return False

    def show_message(self, text: str) -> None:
        pass

    def show_scores(self) -> bool:
        return True


def draw_table(session, size: tuple[int, int], view_factory=None) -> pygame.Surface | None:
    from dogtable.core.registry import get_game

    try:
        factory = view_factory or get_game(session.rules.game_id).view_factory()
        board = factory(PictureContext(session))
        board.set_rect(pygame.Rect(0, 0, *DRAW_SIZE))
        board.show(session.view(None), [], None)
        board.update(0.0)
        canvas = pygame.Surface(DRAW_SIZE)
        canvas.fill((38, 84, 66))
        board.draw(canvas)
        return pygame.transform.smoothscale(canvas, size)
    except Exception:
        traceback.print_exc(file=sys.stderr)
        return None


def save_picture(path: Path, stamp: float, size: tuple[int, int], view_factory=None
                 ) -> pygame.Surface | None:
    key = (str(path), stamp, size)
    if key in _cache:
        return _cache[key]
    from dogtable.storage.saves import SaveError, load_session

    try:
        session = load_session(path)
        _finished[str(path)] = bool(session.is_over())
        picture = draw_table(session, size, view_factory)
    except SaveError:
        picture = None
    _cache[key] = picture
    return picture


def finished_of(path: Path) -> bool | None:
    """Whether the game in ``path`` is over, if its picture has been drawn."""
    return _finished.get(str(path))


def cached(path: Path, stamp: float, size: tuple[int, int]) -> bool:
    return (str(path), stamp, size) in _cache
