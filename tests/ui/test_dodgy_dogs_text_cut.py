"""Dodgy Dogs at eight seats in the table scene's board area of real windows, in every
language: no text on the board is cut with an ellipsis (the board's TextCache records every
cut), whatever the phase — the behaviour picker's six names included."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from dogtable import i18n
from test_dodgy_dogs_view_layout import board, mid_game
from board_kit import table_board_rect

WINDOWS = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    yield
    i18n.set_language("en")


def eight_seat_tables():
    """Mid-game tables, and one with the behaviour picker open for each of its two uses."""
    tables = [mid_game(8, seed=seed, moves=moves) for seed, moves in ((1, 10), (2, 60), (4, 300))]
    for phase in ("whisper", "guess"):
        for seed in range(1, 200):
            session = mid_game(8, seed=seed, moves=300, until=lambda s, p=phase: s.phase == p)
            if session.state.phase == phase:
                tables.append(session)
                break
        else:
            pytest.fail(f"no 8-seat game reached the {phase} phase")
    return tables


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_no_text_is_cut_at_eight_seats(lang):
    i18n.set_language(lang)
    screen = pygame.display.set_mode((1920, 1080))
    tables = eight_seat_tables()
    for window in WINDOWS:
        rect = table_board_rect(window)
        for session in tables:
            viewer = session.state.current   # the seat to act: its status, buttons and picker
            _ctx, view = board(session, rect, viewer=viewer)
            view.draw(screen)
            assert view.text.cut == set(), (lang, window, session.state.phase, sorted(view.text.cut))
            if session.state.phase in ("whisper", "guess"):
                assert view.picker is not None and all(p.rect is not None for p in view.picks)
