"""Dog Lover's status panel never loses the line that says what to do now.  Seen in the real
window (pt, 1024x600, four players): with a Food card waiting, the panel showed "Rodada 1 · sua
vez" over an empty box: the long "food waits" hint was left out whole for want of room."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from dogtable import i18n
from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover.view import texts

from board_kit import attach, new_session, play_until, screen, table_board_rect  # noqa: F401


def _waiting_food(session, seat, legal):
    return any(a.kind == "gain" for a in legal) and not any(
        C.kind(c) == C.TRAIT for c in session.state.pending)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_waiting_food_hint_is_never_left_out(screen, lang, players):
    i18n.set_language(lang)
    try:
        session, seat = play_until(lambda s: new_session("dog_lover", players, s), _waiting_food,
                                   seeds=range(1, 200), limit=500)
        for window in [(1024, 600), (1280, 720), (1920, 1080)]:
            _ctx, view = attach(session, seat, size=table_board_rect(window).size)
            view.draw(screen)
            hint = texts.hint(view)
            assert hint and hint in [text for text, _style in view.status.lines]
            assert hint not in view.status.left_out, (lang, players, window)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_what_to_do_now_is_never_left_out_through_a_game(screen, lang):
    """Every position of a random game, in the smallest window a family plays in: the hint
    (or the retrieval preview) stays on the panel."""
    import random
    i18n.set_language(lang)
    try:
        for players in (2, 4):
            session = new_session("dog_lover", players, 3)
            rng = random.Random(3)
            for step in range(400):
                if session.is_over():
                    break
                movers = session.to_act()
                if not movers:
                    session.act(None, rng.choice(session.legal_actions(None)))
                    continue
                seat = movers[0]
                if step % 4 == 0:
                    _ctx, view = attach(session, seat, size=table_board_rect((1024, 600)).size)
                    view.draw(screen)
                    strong = [text for text, style in view.status.lines if style == "strong"]
                    assert not set(strong) & set(view.status.left_out), (lang, players, step, strong)
                session.act(seat, rng.choice(session.legal_actions(seat)))
    finally:
        i18n.set_language("en")
