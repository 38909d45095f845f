"""Dodgy Dogs gestures give one answer whatever the gesture, and Escape undoes the gesture
before anything else.

Positions are placed card by card (tests/games/dodgy_dogs/dd_positions.py) in a real Session;
the context is the kit's HeadlessContext, so a refusal is the engine's own reason in words.
"""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "dodgy_dogs"))

from dd_positions import (  # noqa: E402
    BARKING, CHASING, DIGGING, LARGE, MASSIVE, MEDIUM, SMALL, dog, position, whisperer, wild,
)

from dogtable import i18n  # noqa: E402
from dogtable.core.registry import get_game  # noqa: E402
from dogtable.core.rules import Action, Seat  # noqa: E402
from dogtable.core.session import Session  # noqa: E402
from dogtable.games.dodgy_dogs.view import DodgyDogsView  # noqa: E402
from dogtable.ui.table.context import HeadlessContext  # noqa: E402

from board_kit import E, centre, click, drag, escape, frame, screen  # noqa: E402,F401
SIZE = (1024, 600)


# seat 0 holds a dog that matches the Small Barking dog on top, and one that does not
PLAYABLE, DEAD = dog(BARKING, LARGE), dog(CHASING, MASSIVE)


def board(state, viewer=0):
    session = Session(get_game("dodgy_dogs").rules(), [Seat(n) for n in ("Ana", "Rex", "Bo")], {}, 1)
    session.state = state
    ctx = HeadlessContext(session, viewer=viewer, speed=0.0)
    view = DodgyDogsView(ctx)
    ctx.view = view
    view.set_rect(pygame.Rect(0, 0, *SIZE))
    ctx.refresh()
    return session, ctx, view


def playable_in_hand(current=0):
    hands = [[PLAYABLE, DEAD, dog(DIGGING, MEDIUM)], [dog(DIGGING, SMALL)], [dog(DIGGING, LARGE)]]
    return position(3, current, hands=hands, discard=[dog(BARKING, SMALL)])


def move(view, pos, buttons=(0, 0, 0)):
    view.handle_event(E(pygame.MOUSEMOTION, pos=tuple(int(v) for v in pos), rel=(1, 1), buttons=buttons))


def press(view, pos):
    view.handle_event(E(pygame.MOUSEBUTTONDOWN, pos=tuple(int(v) for v in pos), button=1))


def release(view, pos):
    view.handle_event(E(pygame.MOUSEBUTTONUP, pos=tuple(int(v) for v in pos), button=1))


def answers(state, gesture, viewer=0):
    """What one gesture on a fresh board submits and what the player reads."""
    session, ctx, view = board(state, viewer)
    before = session.event_count()
    gesture(view)
    return ctx.submitted, ctx.messages, session.event_count() - before


def click_stock(view):
    click(view, view.geo.stock.center)


def drag_stock(view):
    drag(view, view.geo.stock.center, view.geo.seats[view.geo.bottom].hand.rect.center)


# -- a click means what the drag means ----------------------------------------------------------------
def test_clicking_the_stockpile_with_a_playable_card_answers_as_the_drag_does():
    by_click = answers(playable_in_hand(), click_stock)
    by_drag = answers(playable_in_hand(), drag_stock)
    assert by_click == by_drag
    submitted, messages, applied = by_click
    assert submitted == [(0, Action("draw"))] and applied == 0
    assert messages == [i18n.t("dodgy_dogs.error.can_play")]


def test_the_stockpile_out_of_turn_answers_the_same_by_click_and_drag():
    by_click = answers(playable_in_hand(current=1), click_stock)
    by_drag = answers(playable_in_hand(current=1), drag_stock)
    assert by_click == by_drag == ([(0, Action("draw"))], [i18n.t("error.not_your_turn")], 0)


def test_clicking_the_stockpile_draws_when_drawing_is_legal():
    hands = [[DEAD], [dog(DIGGING, SMALL)], [dog(DIGGING, LARGE)]]
    state = lambda: position(3, 0, hands=hands, discard=[dog(BARKING, SMALL)])  # noqa: E731
    by_click = answers(state(), click_stock)
    assert by_click == answers(state(), drag_stock)
    assert by_click == ([(0, Action("draw"))], [], 1)


@pytest.mark.parametrize("current", [0, 1])
def test_a_card_that_cannot_be_played_gets_the_engines_reason_by_click_and_by_drag(current):
    def click_card(view):
        click(view, centre(view, f"card:{DEAD}"))

    def drag_card(view):
        drag(view, centre(view, f"card:{DEAD}"), view.geo.discard.center)

    by_click = answers(playable_in_hand(current), click_card)
    by_drag = answers(playable_in_hand(current), drag_card)
    assert by_click == by_drag
    reason = "dodgy_dogs.error.no_match" if current == 0 else "error.not_your_turn"
    assert by_click == ([(0, Action("play", (DEAD,)))], [i18n.t(reason)], 0)


def test_a_card_let_go_over_its_own_hand_goes_home_without_a_word(screen):
    session, ctx, view = board(playable_in_hand())
    hand = view.geo.seats[0].hand.rect
    drag(view, centre(view, f"card:{DEAD}"), (hand.right - 5, hand.top + 5))
    assert ctx.submitted == [] and ctx.messages == []
    frame(view, screen, 1.0)
    s = view.sprites.get(f"card:{DEAD}")
    assert (s.x, s.y) == s.home[:2]


# -- Escape: the gesture first, the pause menu only after -------------------------------------------------
def test_escape_closes_the_wild_cards_direction_chooser(screen):
    card = wild(0)
    hands = [[card, DEAD], [dog(DIGGING, SMALL)], [dog(DIGGING, LARGE)]]
    session, ctx, view = board(position(3, 0, hands=hands, discard=[dog(BARKING, SMALL)]))
    click(view, centre(view, f"card:{card}"))
    assert view.drag.chooser is not None
    frame(view, screen)
    assert escape(view) is True                       # the chooser, not the pause menu
    assert view.drag.chooser is None and ctx.submitted == []
    assert escape(view) is False                      # nothing left: the scene may pause


def test_escape_drops_a_drag_and_the_card_goes_home(screen):
    session, ctx, view = board(playable_in_hand())
    a = centre(view, f"card:{PLAYABLE}")
    move(view, a)
    press(view, a)
    for k in range(1, 6):
        move(view, (a[0], a[1] - 20 * k), (1, 0, 0))
    assert view.drag.dragging == f"card:{PLAYABLE}"
    assert escape(view) is True
    assert view.drag.dragging is None
    release(view, view.geo.discard.center)            # letting go afterwards does nothing
    assert ctx.submitted == []
    frame(view, screen, 1.0)
    s = view.sprites.get(f"card:{PLAYABLE}")
    assert (s.x, s.y) == s.home[:2]


def whispering(screen):
    card = whisperer(0)
    hands = [[card, DEAD], [dog(DIGGING, SMALL)], [dog(DIGGING, LARGE)]]
    session, ctx, view = board(position(3, 0, hands=hands, discard=[dog(BARKING, SMALL)]))
    click(view, centre(view, f"card:{card}"))
    frame(view, screen)
    click(view, view.drag.chooser.rects[0].center)     # "Play the Dog Whisperer ..." confirmed
    assert session.state.phase == "whisper" and view.picker is not None
    frame(view, screen)
    return session, ctx, view


def test_a_whisperer_played_by_mistake_can_be_cancelled(screen):
    """The whisper cannot be taken back: playing the Whisperer first asks, with Cancel, by
    click, by drag and by keyboard alike."""
    card = whisperer(0)
    hands = [[card, DEAD], [dog(DIGGING, SMALL)], [dog(DIGGING, LARGE)]]
    session, ctx, view = board(position(3, 0, hands=hands, discard=[dog(BARKING, SMALL)]))
    click(view, centre(view, f"card:{card}"))
    chooser = view.drag.chooser
    assert chooser is not None and ctx.submitted == []
    assert [label for label, _ in chooser.options] == [
        i18n.t("dodgy_dogs.action.whisperer_confirm", target=view.name(1))]
    frame(view, screen)
    click(view, chooser.rects[-1].center)                # Cancel
    assert view.drag.chooser is None and ctx.submitted == [] and session.state.phase == "play"
    drag(view, centre(view, f"card:{card}"), view.geo.discard.center, screen)
    assert view.drag.chooser is not None and ctx.submitted == []
    assert escape(view) and ctx.submitted == []          # Escape cancels it as well
    view.handle_event(E(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    while view.drag.focus != f"card:{card}":
        view.handle_event(E(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    view.handle_event(E(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    assert view.drag.chooser is not None and ctx.submitted == []
    view.handle_event(E(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))   # to Cancel
    view.handle_event(E(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    assert view.drag.chooser is None and ctx.submitted == []
    view.handle_event(E(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))  # asks again
    view.handle_event(E(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))     # Tab stays on it
    view.handle_event(E(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))  # confirm
    assert ctx.submitted == [(0, Action("play", (card,)))] and session.state.phase == "whisper"


def test_escape_puts_the_behaviour_picker_away_and_a_button_brings_it_back(screen):
    session, ctx, view = whispering(screen)
    submitted = list(ctx.submitted)
    assert escape(view) is True
    assert view.picker is None
    assert not any(i.startswith("btn:whisper:") for i in view.drag.items)   # not clickable unseen
    assert "stock" in view.drag.items                                          # the table is back
    assert escape(view) is False                      # the second Escape is the scene's (pause)
    frame(view, screen)
    click(view, centre(view, "btn:picker"))
    assert view.picker is not None and ctx.submitted == submitted   # nothing sent to the engine
    pick = next(b for b in view.picks if b.behaviour == 4)
    frame(view, screen)
    click(view, pick.rect.center)
    assert ctx.submitted[-1] == (0, Action("whisper", (4,)))
    assert session.state.whisper == 4


def test_with_the_picker_away_the_stockpile_answers_the_same_by_click_and_drag(screen):
    session, ctx, view = whispering(screen)
    escape(view)
    frame(view, screen)
    start = len(ctx.messages)
    click_stock(view)
    drag_stock(view)
    assert ctx.submitted[-2:] == [(0, Action("draw")), (0, Action("draw"))]
    assert ctx.messages[start:] == [i18n.t("dodgy_dogs.error.whisper_first")] * 2


# -- overlays ------------------------------------------------------------------------------------------------
def test_a_tooltip_goes_when_the_turn_moves_on(screen):
    session, ctx, view = board(playable_in_hand(current=1))
    move(view, view.geo.stock.center)
    for _ in range(30):
        frame(view, screen, 0.1)
    assert view.tooltip.visible() == "stock"
    ctx.submit(1, session.legal_actions(1)[0])         # Rex plays: the turn moves on
    frame(view, screen, 0.01)
    assert view.tooltip.visible() is None
