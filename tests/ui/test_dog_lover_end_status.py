"""At the end of Dog Lover the status panel says who won and shows the other hands.  Seen in
the real window (es, 1920x1080, four computers): the panel showed only "La partida ha
terminado." — four hand lines did not fit, and the panel left out every explanation line."""
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from dogtable import i18n

from board_kit import attach, new_session, screen, table_board_rect  # noqa: F401


def finished(players, seed):
    session = new_session("dog_lover", players, seed)
    rng = random.Random(seed)
    while not session.is_over():
        movers = session.to_act()
        seat = movers[0] if movers else None
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return session


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("viewer", [None, 0])
def test_the_winner_and_the_hands_are_on_the_panel(screen, lang, viewer):
    i18n.set_language(lang)
    try:
        session = finished(4, 5)
        for window in [(1024, 600), (1280, 720), (1920, 1080)]:
            _ctx, view = attach(session, viewer, size=table_board_rect(window).size)
            view.draw(screen)
            points = max(sc.total for sc in view.scores.values())
            best = [text for text, _style in view.status.lines if str(points) in text]
            assert best and best[0] not in view.status.left_out, (lang, window, view.status.left_out)
            if window != (1024, 600):
                assert view.status.left_out == [], (lang, window, view.status.left_out)
    finally:
        i18n.set_language("en")
