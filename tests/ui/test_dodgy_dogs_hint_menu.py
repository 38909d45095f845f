"""A hint's marks never draw over the play-choice menu (issue 25): with the chooser open
(play one card or all of a behaviour, the Whisperer's confirmation), pointing at any move the
hint could name leaves every entry of the menu as the board drew it, except the thin ring the
hint puts inside the entry it suggests."""
from __future__ import annotations

import random

import pygame

from dogtable.games.dodgy_dogs.view.gestures import is_whisperer_play
from dogtable.ui.table import coach as marks

from board_kit import attach, click, new_session, screen  # noqa: F401


def positions_with_a_menu(count=6):
    """Boards (4 seats, 1024x600) with a chooser opened by a click on a card."""
    found = []
    for seed in range(300):
        session = new_session("dodgy_dogs", 4, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(3, 60)):
            if not session.to_act():
                break
            seat = session.to_act()[0]
            session.act(seat, rng.choice(session.legal_actions(seat)))
        if not session.to_act():
            continue
        seat = session.to_act()[0]
        ctx, board = attach(session, viewer=seat, size=(1024, 600))
        direct = {}
        for b in board.drag.bindings:
            if b.direct and b.source.startswith("card:"):
                direct.setdefault(b.source, []).append(b)
        several = [s for s, bs in direct.items() if len(bs) > 1]
        whisperer = [s for s, bs in direct.items() if any(is_whisperer_play(b.action) for b in bs)]
        for source in several + whisperer:
            click(board, board.drag.items[source].rect.center)
            if board.drag.chooser is not None:
                found.append((session, seat, board))
                break
        if len(found) >= count:
            return found
    assert found, "no position with a menu"
    return found


def test_hint_marks_leave_the_menu_readable(screen):
    checked = 0
    for session, seat, board in positions_with_a_menu():
        surface = pygame.Surface((1024, 600))
        board.update(0.01)
        board.draw(surface)
        rects = board.drag.chooser.rects
        menu = rects[0].unionall(rects[1:])
        before = pygame.image.tobytes(surface.subsurface(menu), "RGB")
        for action in session.legal_actions(seat):
            marked = surface.copy()
            marks.point_at(marked, board, action)
            entry = marks.chooser_entry(board, action)
            if entry is None:
                assert pygame.image.tobytes(marked.subsurface(menu), "RGB") == before, action
            else:   # the suggested entry gets its ring; every other entry is untouched
                for r in rects:
                    if r != entry:
                        clean = pygame.image.tobytes(surface.subsurface(r), "RGB")
                        assert pygame.image.tobytes(marked.subsurface(r), "RGB") == clean, action
            checked += 1
    assert checked >= 10
