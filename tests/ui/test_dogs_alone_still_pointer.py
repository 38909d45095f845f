"""Nothing moves under the pointer while the player acts (issue 25, Doggy Style at 1024x600,
four seats): the hand keeps its places while a mess is paid, however the dogs are laid; a
tooltip never follows a clicked card over the mess supply nor pops up after a click until the
pointer moves on; and the keyboard's first focus (the dog deck) explains itself without
covering the other players' row."""
from __future__ import annotations

import random

import pygame

from dogtable.core.rules import Action
from dogtable.games.dogs_alone.cards import MESS_DOGS, mess_kind

from board_kit import E, attach, click, drag, frame, key, new_session, screen  # noqa: F401

SIZE = (1024, 600)


def move(board, pos):
    board.handle_event(E(pygame.MOUSEMOTION, pos=tuple(int(v) for v in pos), rel=(0, 0), buttons=(0, 0, 0)))


def rest(board, seconds=1.0):
    for _ in range(int(seconds * 30)):
        board.update(1 / 30)


def hand_rects(board, seat=0):
    return {k: p.rect.copy() for k, p in board.places.items() if p.zone == "hand" and p.owner == seat}


def payable_big_mess(session):
    """A mess seat 0 may start paying (three dogs or more, the first from its hand)."""
    if session.to_act() != [0] or session.state.phase != "mess" or session.state.pending is not None:
        return None
    for a in session.legal_actions(0):
        if a.kind == "pay" and MESS_DOGS[mess_kind(a.args[0])] >= 3 and a.args[1] in session.state.hands[0]:
            return a.args[0]
    return None


def four_seats_paying(seed):
    """A four-seat game played at random (no paying) until seat 0 can pay a big mess."""
    session = new_session("dogs_alone", 4, seed)
    rng = random.Random(seed)
    for _ in range(400):
        if payable_big_mess(session) is not None:
            return session
        if not session.to_act():
            return None
        seat = session.to_act()[0]
        legal = session.legal_actions(seat)
        session.act(seat, rng.choice([a for a in legal if a.kind != "pay"] or legal))
    return None


def pay_positions(count=3):
    found = []
    for seed in range(1, 80):
        session = four_seats_paying(seed)
        if session is not None:
            found.append(session)
            if len(found) == count:
                return found
    raise AssertionError("no position to pay in")


def uncovered_point(board, item):
    """The middle of the part of ``item`` no other card covers (a fanned dog's strip)."""
    return board.drag.uncovered(item).center


def lay_each(board, ctx, session, mess, gesture):
    """Lay dogs from the hand on ``mess`` one by one with ``gesture``; after each, every dog
    still in the hand is where it was when paying began.  Returns how many were laid."""
    start = hand_rects(board)
    laid = 0
    for _ in range(MESS_DOGS[mess_kind(mess)]):
        pays = [a for a in session.legal_actions(0) if a.kind == "pay" and a.args[0] == mess
                and f"dog:{a.args[1]}" in start]
        if not pays or session.state.pending not in (None, mess):
            break
        card = pays[0].args[1]
        gesture(uncovered_point(board, f"dog:{card}"), board.drag.items[f"mess:{mess}"].rect.center)
        assert ctx.submitted[-1] == (0, Action("pay", (mess, card))), ctx.messages
        laid += 1
        if session.state.pending != mess:
            break   # paid in full
        kept = hand_rects(board)
        assert kept == {k: start[k] for k in kept}, "the hand moved while the mess was being paid"
    return laid


def test_the_hand_keeps_its_places_however_the_dogs_are_laid(screen):
    for session, how in zip(pay_positions(3), ("drag", "dog_then_mess", "mess_then_dog")):
        ctx, board = attach(session, viewer=0, size=SIZE, speed=1.0)
        mess = payable_big_mess(session)

        def gesture(dog, target):
            if how == "drag":
                drag(board, dog, target)
            elif how == "dog_then_mess":
                click(board, dog)
                click(board, target)
            else:   # the mess first, each time, as the status panel says
                click(board, target)
                click(board, dog)
            frame(board, screen)

        assert lay_each(board, ctx, session, mess, gesture) >= 2, how
        assert ctx.messages == [], how


def test_no_tooltip_follows_a_clicked_card_or_pops_up_after_a_click(screen):
    session = pay_positions(1)[0]
    ctx, board = attach(session, viewer=0, size=SIZE, speed=1.0)
    mess = payable_big_mess(session)
    card = next(a.args[1] for a in session.legal_actions(0) if a.kind == "pay" and a.args[0] == mess
                and a.args[1] in session.state.hands[0])
    where = board.drag.items[f"dog:{card}"].rect.center
    click(board, board.drag.items[f"mess:{mess}"].rect.center)
    rest(board)
    assert board.tooltip.visible() is None           # the click on the mess asked nothing
    click(board, where)                              # the dog goes onto the mess ...
    assert ctx.submitted[-1] == (0, Action("pay", (mess, card)))
    rest(board)
    frame(board, screen)
    assert board.tooltip.visible() is None           # ... and its tooltip does not go with it
    supply = [board.drag.items[f"mess:{m}"].rect for m in session.state.mess_supply if m is not None]
    assert board.tooltip.box is None or not any(board.tooltip.box.colliderect(r) for r in supply)
    move(board, (where[0] + 3, where[1]))            # the pointer moves on: tooltips come back
    rest(board)
    item = board.drag.item_at(board.drag.pointer, lambda it: it.tip)
    assert board.tooltip.visible() == item


def test_the_first_keyboard_focus_does_not_cover_the_other_players(screen):
    session = new_session("dogs_alone", 4, 3)
    ctx, board = attach(session, viewer=0, size=SIZE)
    assert session.to_act() == [0]
    key(board, pygame.K_RETURN)                      # Enter: the focus lands on the first thing
    assert board.drag.focus == "deck"
    rest(board)
    frame(board, screen)
    box = board.tooltip.box
    assert board.tooltip.visible() == "deck" and box is not None
    others = [sg.rect for s, sg in board.geo.seats.items() if s != board.geo.bottom]
    assert not any(box.colliderect(r) for r in others), (box, others)
    assert not box.colliderect(board.drag.items["deck"].rect)
    for rect in board.status_text_rects():
        assert not box.colliderect(rect)
