"""A tooltip never covers where the thing it explains can go (TABLE.md, Overlays): a hand
card focused from the keyboard at 1024x600 once had its tip over the discard pile, the very
place Enter would play it."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from dogtable import i18n
from test_dodgy_dogs_text_cut import table_board_rect
from test_dodgy_dogs_view_layout import board, mid_game


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    yield
    i18n.set_language("en")


def tab(view):
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("window", [(1024, 600), (1280, 720)])
def test_a_focused_cards_tip_leaves_its_targets_in_view(lang, window):
    i18n.set_language(lang)
    screen = pygame.display.set_mode(window)
    checked = 0
    for seed in range(1, 8):
        session = mid_game(8, seed=seed, moves=8 * seed)
        if session.state.phase != "play":
            continue
        _ctx, view = board(session, table_board_rect(window), viewer=session.state.current)
        for _ in range(4):                       # the first few things Tab reaches
            tab(view)
            view.update(0.016)                   # the tip learns what it explains...
            view.update(1.0)                     # ...and shows once the focus has rested
            view.draw(screen)
            tip = view.tooltip.visible()
            if tip is None or view.tooltip.box is None:
                continue
            targets = [view.drag.items[t].rect for t in view.drag.targets_for(tip)]
            for rect in targets:
                assert not view.tooltip.box.colliderect(rect), (lang, window, seed, tip)
            checked += bool(targets)
    assert checked, "no focused thing with a target showed a tip"
