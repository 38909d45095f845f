"""Ending a Dogs Alone turn is a deliberate act (issue 13, item 8): it cannot be undone, so the
Enter that lays the last dog of a payment must not leave the keyboard focus on Done, where a
second Enter would end the turn.  Done stays one Tab (or Enter) away, then one more Enter."""
import random

import pygame
import pytest

from dogtable.core.registry import get_game
from dogtable.core.rules import Action, Seat
from dogtable.core.session import Session

from board_kit import attach, key, screen  # noqa: F401

END_TURN = "btn:finish"


def _completing_pay(session):
    """A pay action of seat 0 after which it may end its turn (the payment completes)."""
    if session.to_act() != [0] or session.state.phase != "mess":
        return None
    rules = session.rules
    for a in session.legal_actions(0):
        if a.kind != "pay":
            continue
        probe = rules.clone(session.state)
        for event in rules.decide(probe, 0, a, random.Random(0)):
            rules.evolve(probe, event)
        if rules.to_act(probe) == [0] and Action("finish") in rules.legal_actions(probe, 0):
            return a
    return None


def _position():
    rules = get_game("dogs_alone").rules()
    for seed in range(40):
        session = Session(rules, [Seat("Ana"), Seat("Rex")], {"first_player": 0}, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if session.is_over():
                break
            pay = _completing_pay(session)
            if pay is not None and session.state.pending is not None:
                return session, pay
            seat = session.to_act()[0]
            legal = session.legal_actions(seat)
            # pay when possible so a payment gets under way
            pays = [a for a in legal if a.kind == "pay"]
            session.act(seat, rng.choice(pays or [a for a in legal if a.kind != "finish"] or legal))
    pytest.fail("no payment about to complete came up")


def _focus_on(view, item):
    for _ in range(len(view.drag.ring()) + 1):
        if view.drag.focus == item:
            return
        key(view, pygame.K_TAB)
    pytest.fail(f"Tab never reached {item}")


def test_the_enter_that_completes_a_payment_does_not_put_done_under_a_second_enter():
    session, pay = _position()
    ctx, view = attach(session, size=(1280, 720))
    source = f"dog:{pay.args[1]}"
    _focus_on(view, source)
    key(view, pygame.K_RETURN)                       # lays the last dog (maybe via the chooser)
    if view.drag.chooser is not None:
        index = next(i for i, (_, b) in enumerate(view.drag.chooser.options) if b.action == pay)
        for _ in range(index):
            key(view, pygame.K_DOWN)
        key(view, pygame.K_RETURN)
    assert ctx.submitted[-1] == (0, pay)
    assert Action("finish") in session.legal_actions(0)
    assert view.drag.focus != END_TURN
    key(view, pygame.K_RETURN)                       # the repeated press
    assert all(a != Action("finish") for _, a in ctx.submitted)
    assert not session.is_over() and session.to_act() == [0]
    # Done is still there for a deliberate press
    _focus_on(view, END_TURN)
    key(view, pygame.K_RETURN)
    assert ctx.submitted[-1] == (0, Action("finish"))
