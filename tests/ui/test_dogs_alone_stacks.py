"""Dogs Alone: every mess on the table can be counted (issue 13, item 7). Colour majorities
score, so an opponent's messes of one colour, stacked in a column, carry their count."""
import random

import pygame

from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.games.dogs_alone.cards import mess_colour
from dogtable.games.dogs_alone.view import art

from board_kit import attach, frame, screen  # noqa: F401


def _stacked_session():
    rules = get_game("dogs_alone").rules()
    for seed in range(60):
        session = Session(rules, [Seat("Ana"), Seat("Rex"), Seat("Bo")], {"first_player": 0}, seed)
        rng = random.Random(seed)
        for _ in range(900):
            if session.is_over():
                break
            messes = session.state.messes[1]
            colours = [mess_colour(m) for m in messes]
            if any(colours.count(c) >= 2 for c in colours) and session.to_act() == [0]:
                return session
            seat = session.to_act()[0]
            legal = session.legal_actions(seat)
            pays = [a for a in legal if a.kind in ("pay", "finish")]
            session.act(seat, rng.choice(pays or legal))
    raise AssertionError("no stacked messes came up")


def test_an_opponents_stack_of_one_colour_shows_how_many_messes_it_holds(screen, monkeypatch):
    session = _stacked_session()
    ctx, view = attach(session, size=(1280, 720))
    frame(view, screen, 2.0)
    badges = []
    real = art.draw_badge
    monkeypatch.setattr(art, "draw_badge", lambda s, tc, label, at, size, **kw: badges.append((label, at)) or
                        real(s, tc, label, at, size, **kw))
    view.invalidate()   # the resting picture is composed once: compose it again, spied on
    view.draw(screen)
    expected = {}
    for m in session.state.messes[1]:
        expected[mess_colour(m)] = expected.get(mess_colour(m), 0) + 1
    stacks = sorted(n for n in expected.values() if n >= 2)
    seat_rect = view.geo.seats[1].rect
    shown = sorted(int(label[1:]) for label, at in badges
                   if label.startswith("×") and seat_rect.collidepoint(at))
    assert shown == stacks
