"""Nothing moves under the pointer while the player is still acting (issue 25, TABLE.md): after
a move of the shown seat's own that takes dogs from its reserve or its hand (a dog discarded
from the reserve, a mess paid in full), the dogs left keep their places while the seat still
acts, even though the pointer was away (on the discard pile, on the mess) when it happened;
they close up once the pointer has come back over them and left, or when the turn moves on."""
from __future__ import annotations

import random

import pygame

from dogtable.core.rules import apply

from board_kit import E, attach, new_session, screen  # noqa: F401

SIZE = (1280, 720)


def move(board, pos):
    board.handle_event(E(pygame.MOUSEMOTION, pos=tuple(int(v) for v in pos), rel=(0, 0), buttons=(0, 0, 0)))


def rects(board, zone, seat=0):
    return {k: p.rect.copy() for k, p in board.places.items() if p.zone == zone and p.owner == seat}


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


def reserve_discard(before, after, a):
    return a.kind in ("discard", "recruit_discard") and len(after["pools"][0]) == len(before["pools"][0]) - 1 \
        and len(after["pools"][0]) >= 2 and set(after["pools"][0]) <= set(before["pools"][0])


def payment_done(before, after, a):
    hand_b, hand_a = before["hands"][0] or [], after["hands"][0] or []
    return a.kind == "pay" and before.get("pending") is not None and after.get("pending") is None \
        and len(hand_a) >= 2 and set(hand_a) < set(hand_b)


def check_holds(zone, want):
    session, action = own_move(want)
    ctx, board = attach(session, viewer=0, size=SIZE)
    away = board.geo.discard.center if zone == "pool" else board.geo.mess_supply[0].center
    move(board, away)                       # the pointer is on the pile / the mess, not the fan
    start = rects(board, zone)
    session.act(0, action)
    ctx.refresh()
    kept = rects(board, zone)
    assert kept and kept == {k: start[k] for k in kept}, f"the {zone} re-formed after the seat's own move"
    move(board, (away[0] + 3, away[1]))     # moving about elsewhere keeps them too
    assert rects(board, zone) == kept
    fan = getattr(board.geo.seats[0], zone).rect
    move(board, kept[min(kept)].center)     # back over them: still in place
    assert rects(board, zone) == kept
    move(board, (fan.centerx, fan.top - 40))   # and away: now they may close up
    fresh = rects(board, zone)
    assert set(fresh) == set(kept)
    return board, kept, fresh


def test_the_reserve_keeps_its_holes_after_a_dog_is_discarded_from_it(screen):
    board, kept, fresh = check_holds("pool", reserve_discard)
    assert fresh != kept      # there was a hole to close: the test shows the closing


def test_the_hand_keeps_its_places_after_a_payment_is_done(screen):
    check_holds("hand", payment_done)


def test_the_turn_moving_on_closes_the_holes(screen):
    session, action = own_move(reserve_discard)
    ctx, board = attach(session, viewer=0, size=SIZE)
    move(board, board.geo.discard.center)
    session.act(0, action)
    ctx.refresh()
    assert board._hold_turn == 0
    while session.to_act() == [0]:   # end the turn
        legal = session.legal_actions(0)
        finish = [a for a in legal if a.kind == "finish"]
        session.act(0, finish[0] if finish else legal[0])
    ctx.refresh()
    assert board._hold_turn is None and not board._keeping()
