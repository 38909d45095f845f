"""The player's own cards row, empty at the start of a game, says what comes there (issue 25:
an unexplained empty strip under the pens); once a card is in the hand, the words go."""
import random

import pytest

from dogtable import i18n

from board_kit import attach, new_session, screen  # noqa: F401


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("window", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_empty_cards_row_says_what_comes_there(screen, window, lang):
    i18n.set_language(lang)
    session = new_session("dogs_kennel", 3, 2)
    ctx, board = attach(session, viewer=0, size=window)
    board.draw(screen)
    words = board.t("dogs_kennel.board.hand_empty")
    assert not board.view["hands"][0]
    assert words in board.drawn_texts
    rng = random.Random(2)
    for _ in range(400):   # play on until the first seat holds a card
        if session.state.hands[0] or session.is_over():
            break
        movers = session.to_act()
        mover = movers[0] if movers else None
        session.act(mover, rng.choice(session.legal_actions(mover)))
    assert session.state.hands[0]
    ctx.refresh()
    board.draw(screen)
    assert words not in board.drawn_texts
