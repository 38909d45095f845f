"""A learned trick's cost is spent: its card gives the cost disc's room back to its name.  Seen
in the real window (pt, 1024x600): the trick just learned read "De…" (Deita) beside a "1"."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from dogtable import i18n
from dogtable.games.dog_lover.view import art
from dogtable.ui.table.text import TextCache

from board_kit import attach, new_session, play_until, screen, table_board_rect  # noqa: F401


class RecordingText(TextCache):
    def __init__(self):
        super().__init__()
        self.drawn: list[str] = []

    def fit(self, text, max_w, size, colour=(0, 0, 0), bold=False, min_size=8):
        self.drawn.append(text)
        return super().fit(text, max_w, size, colour, bold, min_size)


def _learned_two(session, seat, legal):
    return len(session.state.tricks[seat]) >= 2


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_a_learned_trick_shows_no_cost_and_more_of_its_name(screen, lang):
    i18n.set_language(lang)
    try:
        session, seat = play_until(lambda s: new_session("dog_lover", 4, s), _learned_two,
                                   seeds=range(1, 60), limit=900)
        _ctx, view = attach(session, seat, size=table_board_rect((1024, 600)).size)
        view.draw(screen)
        board_text = RecordingText()
        view.text = board_text          # what the board itself writes from now on
        art.clear()
        view.invalidate()
        view.draw(screen)
        for trick in session.state.tricks[seat]:
            rect = view.places[f"card:{trick}"]
            special = trick in view.view["special"]
            name = view.words.name(trick, special)
            offered = RecordingText()
            art.card_face(trick, rect.width, rect.height, view.words, offered, special, priced=True)

            def longest(drawn):
                return max((d.rstrip("…") for d in drawn if d and name.startswith(d.rstrip("…"))),
                           key=len, default="")
            shown, before = longest(board_text.drawn), longest(offered.drawn)
            assert shown == name or len(shown) > len(before), (lang, name, shown, before)
    finally:
        i18n.set_language("en")


def _learned_three(session, seat, legal):
    return len(session.state.tricks[seat]) >= 3 and not session.state.hands[seat]


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_three_learned_tricks_keep_their_names_beside_an_empty_hand(screen, lang):
    """Seen in the real window (pt, 1024x600): with a third trick learned and the hand empty,
    the tricks shrank to 30 px thumbnails with blank title bands."""
    i18n.set_language(lang)
    try:
        session, seat = play_until(lambda s: new_session("dog_lover", 4, s), _learned_three,
                                   seeds=range(1, 80), limit=1200)
        _ctx, view = attach(session, seat, size=table_board_rect((1024, 600)).size)
        view.draw(screen)
        board_text = RecordingText()
        view.text = board_text
        art.clear()
        view.invalidate()
        view.draw(screen)
        for trick in session.state.tricks[seat]:
            name = view.words.name(trick, trick in view.view["special"])
            assert any(d and len(d.rstrip("…")) >= 2 and name.startswith(d.rstrip("…"))
                       for d in board_text.drawn), (lang, name, view.places[f"card:{trick}"])
    finally:
        i18n.set_language("en")


def test_a_trick_learned_mid_turn_never_lies_under_the_hand(screen):
    """Seen in the real window (pt, 1024x600): after "Deita" was learned, the hand kept its
    places (cards do not slide within a turn) while the tricks grew, and Adoção lay over Deita."""
    from dogtable.core.rules import Action

    def can_learn(session, seat, legal):
        return any(a.kind == "learn" for a in legal) and len(set(session.state.hands[seat])) >= 2
    session, seat = play_until(lambda s: new_session("dog_lover", 4, s), can_learn,
                               seeds=range(1, 80), limit=900)
    ctx, view = attach(session, seat, size=table_board_rect((1024, 600)).size)
    view.draw(screen)
    slot = next(a.args[0] for a in session.legal_actions(seat) if a.kind == "learn")
    session.act(seat, Action("learn", (slot,)))
    ctx.refresh()
    view.draw(screen)
    tricks = [view.places[f"card:{t}"] for t in session.state.tricks[seat]]
    hand = [view.places[f"card:{c}"] for c in session.state.hands[seat]]
    for h in hand:
        assert h.collidelist(tricks) == -1, (h, tricks)
