"""The DOGS status panel keeps the how-to line (TABLE.md: "the line that says how to do the next
thing is the last to go").  Seen in the real window (pt, 1280x720, two players): in phase 1
with "Swap two dogs" and the wide "Stay home (last round)" on two rows, after the swap with
that button alone, and while feeding four pens (four buttons on two rows), the panel showed
the round and whose turn it was and nothing on how to play."""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from dogtable import i18n
from dogtable.core.rules import Action, Seat
from dogtable.core.session import LogEntry, Session
from dogtable.games.dogs_kennel.components import FOOD, SWAP
from dogtable.games.dogs_kennel.rules import FEED

from board_kit import NAMES, attach, screen, table_board_rect  # noqa: F401

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "dogs_kennel"))
from dk_positions import (  # noqa: E402
    BULLDOG, GOLDEN, LABRADOR, POODLE, RULES, act, dog, game, give_card, in_pen, turn,
)

WINDOWS = ((1024, 600), (1280, 720))
LANGS = ("en", "es", "pt")


def session_at(s) -> Session:
    """A session holding the hand-built position ``s`` (seats named as board_kit names them)."""
    seats = [Seat(n, "human") for n in NAMES[:s.n]]
    return Session(RULES, seats, {"first_player": 0}, 1, log=[LogEntry(None, None, [])], state=s)


def how_kept(view) -> bool:
    return bool(view.status.keep) and not any(t in view.status.left_out for t in view.status.keep)


def staying_home_ends_the_round():
    """Two players: the first stayed home, the second holds a Dog Swap card: its buttons are
    "Swap two dogs" and "Stay home" (which would make this the last round)."""
    s = game(2)
    while s.phase == "fuel":
        act(s, s.current, "fuel_done")
    act(s, s.current, "stay_home")
    give_card(s, s.current, SWAP)
    return s


@pytest.mark.parametrize("lang", LANGS)
def test_the_how_line_stays_beside_swap_and_stay_home_and_after_the_swap(screen, lang):
    i18n.set_language(lang)
    for window in WINDOWS:
        s = staying_home_ends_the_round()
        me = s.current
        ctx, view = attach(session_at(s), viewer=me, size=table_board_rect(window).size)
        view.draw(screen)
        assert view.stay_home_ends()   # the button says it ends the game
        assert {b.id for b in view.buttons.specs} == {"btn:swap", "btn:stay_home"}
        assert how_kept(view), (window, view.status.left_out)
        # the swap made (one's turn goes on): the one button left, the how-to line still there
        swap = next(a for a in ctx.legal(me) if a.kind == "swap_dogs")
        assert ctx.submit(me, swap)
        view.draw(screen)
        assert [b.id for b in view.buttons.specs] == ["btn:stay_home"]
        assert how_kept(view), (window, view.status.left_out)


def feeding_four_pens():
    s = game(2)
    s.built[0] = 4
    for pen, b in enumerate((POODLE, LABRADOR, BULLDOG, GOLDEN)):
        in_pen(s, 0, pen, dog(b), dog(b, 1))
    s.res[0][FOOD] = 2
    return turn(s, FEED, 0, feed_left=[0, 1, 2, 3])


@pytest.mark.parametrize("lang", LANGS)
def test_the_how_line_stays_over_four_feed_buttons(screen, lang):
    i18n.set_language(lang)
    for window in WINDOWS:
        ctx, view = attach(session_at(feeding_four_pens()), viewer=0, size=table_board_rect(window).size)
        view.draw(screen)
        assert [b.id for b in view.buttons.specs] == [f"btn:feed:{p}" for p in range(4)]
        assert how_kept(view), (window, view.status.left_out)
        # a pen fed: three buttons, the block keeps its rows, the line stays
        assert ctx.submit(0, Action("feed", (0,)))
        view.draw(screen)
        assert how_kept(view), (window, view.status.left_out)


def test_of_two_how_lines_the_first_stays_when_both_cannot(screen):
    """Settling with a dog waiting for a home has two how-to lines (how to settle, what Done
    does with the dog).  Where only one fits, the first stays and the warning goes; the panel
    once gave both up and kept the warning."""
    from dogtable.games.dogs_kennel.view.board import KennelStatusPanel
    from dogtable.ui.table.text import TextCache

    settle = "Drag each waiting dog into a pen (or click the dog, then the pen). " * 2
    donation = "Rex has no room for a Poodle: after Done it goes to the Dog Fair, nobody can house it."
    warn = "Phase 3: 3 pens to feed, 1 food."
    lines = [("Round 4", "strong"), ("Your turn, Ana", "head"), (settle, "strong"),
             (donation, "strong"), (warn, "warn")]
    width, font = 300, 13
    probe = KennelStatusPanel(TextCache())
    probe.set([("Your turn, Ana", "head"), (settle, "strong")])
    room = probe.fit(width, 1000, 13 - 3)   # the two lines at the smallest size the panel tries
    panel = KennelStatusPanel(TextCache())
    panel.set(lines)
    panel.keep = {settle, donation}
    panel.fit(width, room + 2, font)
    assert settle not in panel.left_out
    assert donation in panel.left_out and warn in panel.left_out
