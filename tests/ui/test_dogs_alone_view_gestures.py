"""Dogs Alone gestures behave the same however they are made (issue 7): a click and a drag
that mean the same move get the same answer from the engine, the hand does not slide under
the pointer while the player is paying for a mess, and Escape cancels before it pauses.

Each test plays a real Session to the situation and drives the board with pygame events.
"""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pygame
import pytest

from dogtable import i18n
from dogtable.core.registry import get_game
from dogtable.core.rules import Action, Seat
from dogtable.core.session import Session
from dogtable.games.dogs_alone.cards import MESS_DOGS, mess_kind
from dogtable.games.dogs_alone.view import DogsAloneView
from dogtable.ui.table.context import HeadlessContext

from board_kit import E, centre, click, drag, screen  # noqa: F401
SIZE = (1280, 720)


def played_until(wanted, seed=0, avoid=(), steps=600, first=0):
    """A two-seat game played at random (never choosing ``avoid`` kinds when there is
    another choice) until ``wanted(session)``."""
    rules = get_game("dogs_alone").rules()
    session = Session(rules, [Seat("Ana"), Seat("Rex")], {"first_player": first}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if wanted(session):
            return session
        seat = session.to_act()[0]
        legal = session.legal_actions(seat)
        session.act(seat, rng.choice([a for a in legal if a.kind not in avoid] or legal))
    pytest.fail("the situation never came up")


def board(session, viewer=0):
    ctx = HeadlessContext(session, viewer=viewer, speed=0.0)
    view = DogsAloneView(ctx)
    ctx.view = view
    view.set_rect(pygame.Rect(0, 0, *SIZE))
    ctx.refresh()
    return ctx, view


def move(view, pos):
    view.handle_event(E(pygame.MOUSEMOTION, pos=tuple(int(v) for v in pos), rel=(0, 0), buttons=(0, 0, 0)))


def hand_rects(view, seat=0):
    return {k: p.rect.copy() for k, p in view.places.items() if p.zone == "hand" and p.owner == seat}


def fresh_hand(view, seat=0):
    """Where a freshly laid-out fan would put the hand now (centred)."""
    sg = view.geo.seats[seat]
    keys = sorted(hand_rects(view, seat), key=lambda k: int(k[4:]))
    return dict(zip(keys, sg.hand.slots(len(keys), *sg.card)))


# -- a click and a drag get the same answer ----------------------------------------------------------
def test_clicking_a_hand_dog_out_of_its_phase_gives_the_drags_reason():
    session = played_until(lambda s: s.to_act() == [0] and s.state.phase == "draw")
    ctx, view = board(session)
    card = session.state.hands[0][0]
    mess = next(m for m in session.state.mess_supply if m is not None)
    assert not any(b.source == f"dog:{card}" for b in view.drag.bindings)   # no legal move
    click(view, centre(view, f"dog:{card}"))
    drag(view, centre(view, f"dog:{card}"), centre(view, f"mess:{mess}"))
    assert len(ctx.messages) == 2 and ctx.messages[0] == ctx.messages[1]
    assert ctx.messages[0] == i18n.t("dogs_alone.error.mess_not_now")
    assert all(action.kind == "pay" for _, action in ctx.submitted)


def test_clicking_a_supply_dog_with_no_draws_left_gives_the_drags_reason():
    session = played_until(lambda s: s.to_act() == [0] and s.state.phase == "mess", avoid=("finish",))
    ctx, view = board(session)
    card = next(c for c in session.state.dog_supply if c is not None)
    click(view, centre(view, f"dog:{card}"))
    drag(view, centre(view, f"dog:{card}"), view.geo.seats[0].hand.rect.center)
    assert ctx.submitted == [(0, Action("draw_supply", (card,)))] * 2
    assert ctx.messages == [i18n.t("dogs_alone.error.no_draws_left")] * 2


def test_on_a_computers_turn_a_click_and_a_drag_both_say_not_your_turn():
    session = played_until(lambda s: s.to_act() == [1], first=1)
    ctx, view = board(session)
    card = session.state.hands[0][0]
    click(view, centre(view, f"dog:{card}"))
    drag(view, centre(view, f"dog:{card}"), centre(view, "discard"))
    assert ctx.messages == [i18n.t("error.not_your_turn")] * 2


def test_putting_a_dog_back_in_the_hand_says_nothing():
    session = played_until(lambda s: s.to_act() == [0] and s.state.phase == "draw")
    ctx, view = board(session)
    card = session.state.hands[0][0]
    drag(view, centre(view, f"dog:{card}"), view.geo.seats[0].pool.rect.center)   # still its own area
    assert ctx.submitted == [] and ctx.messages == []


# -- the hand stays still while paying ---------------------------------------------------------------
def _big_mess_payable_from_hand(s):
    """Seat 0 may start paying a mess of 3 or more dogs with a dog from its hand."""
    if s.to_act() != [0] or s.state.phase != "mess" or s.state.pending is not None:
        return False
    return any(a.kind == "pay" and MESS_DOGS[mess_kind(a.args[0])] >= 3 and a.args[1] in s.state.hands[0]
               for a in s.legal_actions(0))


def test_the_hand_keeps_its_places_while_a_payment_is_laid_and_closes_up_after():
    session = played_until(_big_mess_payable_from_hand, avoid=("pay",))
    ctx, view = board(session)
    mess = next(a.args[0] for a in session.legal_actions(0) if a.kind == "pay"
                and MESS_DOGS[mess_kind(a.args[0])] >= 3 and a.args[1] in session.state.hands[0])
    start = hand_rects(view)
    click(view, centre(view, f"mess:{mess}"))             # pick the mess, then lay dogs on it
    moved = False
    for _ in range(MESS_DOGS[mess_kind(mess)]):
        pays = [a for a in session.legal_actions(0) if a.kind == "pay" and a.args[0] == mess
                and f"dog:{a.args[1]}" in start]
        if not pays:
            break                                         # the rest would come from the pool
        card = pays[0].args[1]
        click(view, start[f"dog:{card}"].center)          # where the dog was before paying began
        assert ctx.submitted[-1] == (0, Action("pay", (mess, card))) and ctx.messages == []
        if session.state.pending != mess:
            break                                         # paid in full: the mess is taken
        kept = hand_rects(view)
        assert kept == {k: start[k] for k in kept}        # every dog left in the hand is still there
        moved = moved or kept != fresh_hand(view)         # (a centred fan would have moved them)
    assert moved, "a centred fan would not have moved: the test saw nothing"
    move(view, view.geo.deck.center)                      # the pointer leaves the hand ...
    if session.state.pending is not None:
        click(view, next(b.rect for b in view.buttons if b.id == "btn:cancel").center)  # ... or it ends
    assert session.state.pending is None
    assert hand_rects(view) == fresh_hand(view)           # now the hand closes up


def test_the_hand_closes_up_when_the_pointer_leaves_it():
    session = played_until(lambda s: s.to_act() == [0] and s.state.phase == "start" and len(s.state.hands[0]) >= 3)
    ctx, view = board(session)
    cards = sorted(session.state.hands[0])
    card = cards[len(cards) // 2]
    start = hand_rects(view)
    move(view, start[f"dog:{card}"].center)               # the pointer rests on the hand
    ctx.submit(0, Action("recruit_discard", (card,)))     # a dog leaves it (as by the keyboard)
    kept = hand_rects(view)
    assert kept == {k: start[k] for k in kept} and kept != fresh_hand(view)
    move(view, view.geo.deck.center)
    assert hand_rects(view) == fresh_hand(view)


# -- Escape ------------------------------------------------------------------------------------------
def test_escape_cancels_the_selection_before_the_pause_menu():
    session = played_until(lambda s: s.to_act() == [0] and s.state.phase == "start")
    ctx, view = board(session)
    card = session.state.hands[0][0]
    click(view, centre(view, f"dog:{card}"))
    assert view.drag.selected == f"dog:{card}"
    esc = E(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    assert view.handle_event(esc) is True and view.drag.selected is None
    assert view.handle_event(esc) is False            # nothing left to cancel: the scene pauses
    assert ctx.submitted == []


def test_a_tooltip_goes_when_the_turn_moves_on(screen):
    session = played_until(lambda s: s.to_act() == [0] and s.state.phase == "start")
    ctx, view = board(session)
    move(view, view.geo.deck.center)
    view.update(0.1)
    view.update(1.0)
    assert view.tooltip.visible() == "deck"
    ctx.submit(0, Action("draw_deck"))
    assert view.tooltip.visible() is None


def test_the_hand_closes_up_when_the_pointer_leaves_the_board():
    session = played_until(lambda s: s.to_act() == [0] and s.state.phase == "start" and len(s.state.hands[0]) >= 3)
    ctx, view = board(session)
    view.set_rect(pygame.Rect(0, 0, 1000, 720))          # the log panel is at the right
    card = sorted(session.state.hands[0])[1]
    move(view, hand_rects(view)[f"dog:{card}"].center)
    ctx.submit(0, Action("recruit_discard", (card,)))
    assert hand_rects(view) != fresh_hand(view)
    move(view, (1100, 700))                                # off the board, into the log
    assert hand_rects(view) == fresh_hand(view)
