"""A dog another kennel cannot house, on the DOGS board.  Seen in the real window (pt,
1280x720, two players vs hard): while the player settled its dogs, the other kennel's dog
stood at the status panel's left with nothing saying what it was, and "Done" then sent it to
the Dog Fair without a word; when it was offered, the line saying so was left out.  Now the
panel says who has no room for which dog and what "Done" will do with it (the engine's own
outcome), and an offer says who offers which dog, how to take it in and what refusing does."""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from dogtable import i18n
from dogtable.core.rules import Action, Seat
from dogtable.core.session import LogEntry, Session
from dogtable.games.dogs_kennel.components import MAX_SICK

from board_kit import NAMES, attach, screen, table_board_rect  # noqa: F401

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "dogs_kennel"))
from dk_positions import (  # noqa: E402
    BULLDOG, GOLDEN, LABRADOR, POODLE, ROTTWEILER, RULES, act, dog, extract, game, in_infirmary, in_pen,
    sick, turn,
)

WINDOWS = ((1024, 600), (1280, 720))
LANGS = ("en", "es", "pt")
P = "dogs_kennel."


def session_at(s) -> Session:
    seats = [Seat(n, "human") for n in NAMES[:s.n]]
    return Session(RULES, seats, {"first_player": 0}, 1, log=[LogEntry(None, None, [])], state=s)


def kept(view, text) -> bool:
    return text in [t for t, _s in view.status.lines] and text not in view.status.left_out


def donor_without_room(room_for_it: bool):
    """Two players: seat 0 (Ana) has no room for a Bulldog and has finished settling; seat 1
    (Rex), settling now, has room for it or not."""
    s = game(2)
    in_pen(s, 0, 0, *[dog(POODLE, k) for k in range(4)])
    in_pen(s, 0, 1, *[dog(LABRADOR, k) for k in range(4)])
    s.loose[0].append(extract(s, dog(BULLDOG)))
    in_pen(s, 1, 0, dog(GOLDEN))
    if not room_for_it:
        in_pen(s, 1, 0, *[dog(GOLDEN, k) for k in range(1, 4)])
        in_pen(s, 1, 1, *[dog(ROTTWEILER, k) for k in range(4)])
    turn(s, "arrange", 0)
    act(s, 0, "finish")
    assert s.phase == "arrange" and s.current == 1 and s.don_dogs == [dog(BULLDOG)]
    return s


@pytest.mark.parametrize("lang", LANGS)
def test_while_settling_the_panel_says_what_done_does_with_the_dog_waiting(screen, lang):
    i18n.set_language(lang)
    for room, key in ((True, "to_you"), (False, "to_fair")):
        for window in WINDOWS:
            session = session_at(donor_without_room(room))
            ctx, view = attach(session, viewer=1, size=table_board_rect(window).size)
            view.draw(screen)
            line = i18n.t(f"{P}board.donation.{key}", donor="Ana", breed=i18n.t(f"{P}breed.{BULLDOG}"),
                          done=i18n.t(f"{P}action.finish"))
            assert kept(view, line), (room, window, view.status.left_out)
            assert kept(view, i18n.t(f"{P}board.how.arrange")), (room, window, view.status.left_out)
            # what the line foretold is what the engine does
            assert ctx.submit(1, Action("finish"))
            if room:
                assert session.state.phase == "offer" and session.state.offer_to == 1
            else:
                assert dog(BULLDOG) in session.state.fair


def test_the_other_players_see_the_dog_waiting_explained(screen):
    session = session_at(donor_without_room(True))
    ctx, view = attach(session, viewer=0, size=(1580, 1026))
    view.draw(screen)
    assert i18n.t(f"{P}board.donation.waiting", donor="Ana", breed="Bulldog") in [t for t, _ in view.status.lines]


@pytest.mark.parametrize("lang", LANGS)
def test_an_offer_names_the_donor_the_dog_and_the_buttons(screen, lang):
    i18n.set_language(lang)
    for window in WINDOWS:
        s = donor_without_room(True)
        act(s, 1, "finish")
        ctx, view = attach(session_at(s), viewer=1, size=table_board_rect(window).size)
        view.draw(screen)
        labels = {b.id: b.label for b in view.buttons.specs}
        assert set(labels) == {"btn:accept_best", "btn:refuse"}
        line = i18n.t(f"{P}board.how.offer", donor="Ana", breed=i18n.t(f"{P}breed.{BULLDOG}"),
                      accept=labels["btn:accept_best"], refuse=labels["btn:refuse"])
        assert view.status.keep == {line}
        assert kept(view, line), (window, view.status.left_out)


@pytest.mark.parametrize("lang", LANGS)
def test_a_sick_dog_on_offer_says_it_goes_to_the_infirmary(screen, lang):
    i18n.set_language(lang)
    s = game(2)
    in_infirmary(s, 0, *[sick(b) for b in range(MAX_SICK)])
    extra = sick(LABRADOR)
    in_infirmary(s, 0, extra)
    s.brought_sick[0] = [extra]
    turn(s, "arrange", 0)
    act(s, 0, "give_up_sick", extra)
    act(s, 0, "finish")
    assert s.phase == "offer" and s.don_sick == [True]
    for window in WINDOWS:
        ctx, view = attach(session_at(s), viewer=1, size=table_board_rect(window).size)
        view.draw(screen)
        labels = {b.id: b.label for b in view.buttons.specs}
        line = i18n.t(f"{P}board.how.offer_sick", donor="Ana", breed=i18n.t(f"{P}breed.{LABRADOR}"),
                      accept=labels["btn:accept_sick"], refuse=labels["btn:refuse"])
        assert kept(view, line), (window, view.status.left_out)
