"""The shown seat's hand and reserve (pool) after dogs leave them while the seat still acts.

Seen in the real window (en, 1600x900, two players): the player dragged the first dog of the
hand onto the discard pile for an extra draw; the rest of the hand stayed where it was,
leaving a gap at the row's start, with the pointer on the middle of the table, until the
pointer came back over the hand and left it, or the turn ended.  Now the hand and reserve
keep their cards' places only while the pointer is on them (the card next to the one that
left does not slide under the pointer) or while a payment is being laid, and close up once
the pointer leaves them.  (This replaces tests/ui/test_dogs_alone_holds_holes.py, which held
the holes with the pointer away.)"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest

from dogtable.core.rules import apply
from dogtable.games.dogs_alone.view import layout

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "ui"))
from board_kit import E, attach, drag, new_session, screen, table_board_rect  # noqa: E402,F401

WINDOWS = [(1600, 900), (1024, 600)]


def move(board, pos):
    board.handle_event(E(pygame.MOUSEMOTION, pos=tuple(int(v) for v in pos), rel=(0, 0), buttons=(0, 0, 0)))


def rects(board, zone, seat=0):
    return {k: p.rect.copy() for k, p in board.places.items() if p.zone == zone and p.owner == seat}


def fresh(board, zone, seat=0):
    """Where the layout lays ``zone`` afresh (centred, no holes), in the board's geometry."""
    places = layout.placements(board.view, board.geo)
    return {k: p.rect for k, p in places.items() if p.zone == zone and p.owner == seat}


def own_move(want, seeds=range(1, 120)):
    """(session, action): seat 0 to act, and ``want(before, after, action)`` holds for an
    action after which seat 0 still acts."""
    for seed in seeds:
        session = new_session("dogs_alone", 2, seed)
        rng = random.Random(seed)
        for _ in range(300):
            movers = session.to_act()
            if not movers:
                break
            seat = movers[0]
            legal = session.legal_actions(seat)
            if seat == 0:
                before = session.view(0)
                for a in legal:
                    probe = session.rules.clone(session.state)
                    try:
                        apply(session.rules, probe, 0, a, random.Random(1))
                    except Exception:
                        continue
                    after = session.rules.view(probe, 0)
                    if after.get("current") == 0 and want(before, after, a):
                        return session, a
            session.act(seat, rng.choice(legal))
    raise AssertionError("no such position")


def first_of_hand_discarded(before, after, a):
    """The first dog of a hand of three or more goes onto the pile: the gap at the row's start."""
    hand = sorted(before["hands"][0] or [])
    return a.kind == "recruit_discard" and len(hand) >= 3 and a.args[0] == hand[0]


def reserve_discard(before, after, a):
    pool_b, pool_a = before["pools"][0], after["pools"][0]
    return a.kind in ("discard", "recruit_discard") and len(pool_a) == len(pool_b) - 1 >= 2 \
        and set(pool_a) <= set(pool_b) and a.args[0] != max(pool_b)


def payment_done(before, after, a):
    hand_b, hand_a = before["hands"][0] or [], after["hands"][0] or []
    return a.kind == "pay" and before.get("pending") is not None and after.get("pending") is None \
        and len(hand_a) >= 2 and set(hand_a) < set(hand_b)


@pytest.mark.parametrize("window", WINDOWS)
def test_a_dog_dragged_from_the_hand_to_the_pile_leaves_no_gap(screen, window):
    session, action = own_move(first_of_hand_discarded)
    ctx, board = attach(session, viewer=0, size=table_board_rect(window).size)
    board.draw(screen)
    dog = action.args[0]
    drag(board, board.places[f"dog:{dog}"].rect.center, board.geo.discard.center)
    assert dog in session.state.discard and session.to_act() == [0]
    board.draw(screen)
    assert rects(board, "hand") == fresh(board, "hand"), "the hand kept the gap of the dog discarded"
    assert rects(board, "pool") == fresh(board, "pool")


@pytest.mark.parametrize("zone, want", [("pool", reserve_discard), ("hand", payment_done)])
def test_dogs_gone_with_the_pointer_away_leave_no_hole(screen, zone, want):
    """A dog discarded from the reserve (the pointer on the pile), a mess paid in full (the
    pointer on the mess): the dogs left close up at once."""
    session, action = own_move(want)
    ctx, board = attach(session, viewer=0, size=table_board_rect((1280, 720)).size)
    away = board.geo.discard.center if zone == "pool" else board.geo.mess_supply[0].center
    move(board, away)
    start = rects(board, zone)
    session.act(0, action)
    ctx.refresh()
    board.draw(screen)
    now = rects(board, zone)
    assert now == fresh(board, zone), f"the {zone} kept its holes with the pointer away"
    assert now != {k: start[k] for k in now}          # there was a hole to close


def test_the_reserve_holds_still_under_the_pointer_then_closes_up_when_it_leaves(screen):
    session, action = own_move(reserve_discard)
    ctx, board = attach(session, viewer=0, size=table_board_rect((1280, 720)).size)
    start = rects(board, "pool")
    last = max(start)                                # a dog that stays, past the hole to come
    move(board, start[last].center)                  # the pointer on the reserve
    session.act(0, action)
    ctx.refresh()
    board.draw(screen)
    kept = rects(board, "pool")
    assert kept == {k: start[k] for k in kept}, "a dog slid under the pointer"
    move(board, (start[last].centerx + 3, start[last].centery))   # moving on it: still
    assert rects(board, "pool") == kept
    fan = board.geo.seats[0].pool.rect
    move(board, (fan.centerx, fan.top - 40))         # away: the reserve closes up
    board.draw(screen)
    assert rects(board, "pool") == fresh(board, "pool") != kept


def test_the_turn_moving_on_closes_the_holes(screen):
    session, action = own_move(reserve_discard)
    ctx, board = attach(session, viewer=0, size=table_board_rect((1280, 720)).size)
    start = rects(board, "pool")
    move(board, start[max(start)].center)
    session.act(0, action)
    ctx.refresh()
    assert rects(board, "pool") != fresh(board, "pool")   # held for the pointer
    while session.to_act() == [0]:   # end the turn
        legal = session.legal_actions(0)
        finish = [a for a in legal if a.kind == "finish"]
        session.act(0, finish[0] if finish else legal[0])
    ctx.refresh()
    assert not board._keeping() and rects(board, "pool") == fresh(board, "pool")
