"""The row of cards in front of a DOGS player after one of them is spent.

Seen in the real window (en, 1600x900, two players): at the Dog Fair the player sold a dog
with its Trained Dog card, the middle one of three; the gap it left stayed beside the
Discount card until the turn ended, the pointer long gone to End turn.  Now a hand row keeps
its cards' places only while the pointer is on it (the card next to the one spent does not
slide under the pointer), and lies from the row's start again once the pointer leaves it."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest

from dogtable.core.rules import apply
from dogtable.games.dogs_kennel.view.layout import placements

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "ui"))
from board_kit import E, attach, new_session, play_until, screen, table_board_rect  # noqa: E402,F401

WINDOWS = [(1600, 900), (1024, 600)]


def spends_a_card_and_acts_on(session, seat, legal):
    """Seat 0 holds three cards or more and may spend one that is not its row's last while it
    goes on acting in the same phase (a gap would open in the row)."""
    hand = sorted(session.state.hands[seat])
    if seat != 0 or len(hand) < 3:
        return None
    for a in legal:
        probe = session.rules.clone(session.state)
        try:
            apply(session.rules, probe, 0, a, random.Random(1))
        except Exception:
            continue
        left = sorted(probe.hands[0])
        if session.rules.to_act(probe) == [0] and probe.phase == session.state.phase \
                and set(left) < set(hand) and left != hand[:len(left)]:
            return a
    return None


def position():
    """(session, action): seat 0 to act, ``action`` spends a card from the middle of its row."""
    session, _seat = play_until(lambda seed: new_session("dogs_kennel", 2, seed),
                                lambda s, seat, legal: spends_a_card_and_acts_on(s, seat, legal) is not None,
                                seeds=range(1, 40), limit=900)
    return session, spends_a_card_and_acts_on(session, 0, session.legal_actions(0))


def move(view, pos):
    view.handle_event(E(pygame.MOUSEMOTION, pos=tuple(int(v) for v in pos), rel=(0, 0), buttons=(0, 0, 0)))


def hand_rects(view, seat=0):
    return {c: view.places[f"card:{c}"].copy() for c in view.view["hands"][seat]}


def fresh_rects(view, seat=0):
    """Where the layout lays the row afresh: side by side from the row's start."""
    fresh = placements(view.geo, view.view)
    return {c: fresh[f"card:{c}"] for c in view.view["hands"][seat]}


def away(view):
    """A point off every kennel's row of cards: the middle of the map."""
    return view.geo.map.center


@pytest.mark.parametrize("window", WINDOWS)
def test_a_card_spent_with_the_pointer_away_leaves_no_gap(screen, window):
    session, action = position()
    ctx, view = attach(session, viewer=0, size=table_board_rect(window).size)
    view.draw(screen)
    move(view, away(view))
    session.act(0, action)
    ctx.refresh()
    view.draw(screen)
    assert session.to_act() == [0]
    rects = hand_rects(view)
    assert rects == fresh_rects(view), "the row kept the gap of the card spent"
    xs = sorted(r.x for r in rects.values())
    assert xs[0] == view.geo.kennels[0].hand.x + 1
    steps = {b - a for a, b in zip(xs, xs[1:])}
    assert len(steps) == 1, f"a gap in the row: {xs}"


@pytest.mark.parametrize("window", WINDOWS)
def test_the_row_holds_still_under_the_pointer_then_closes_up_when_it_leaves(screen, window):
    session, action = position()
    ctx, view = attach(session, viewer=0, size=table_board_rect(window).size)
    view.draw(screen)
    before = hand_rects(view)
    spent_probe = session.rules.clone(session.state)
    apply(session.rules, spent_probe, 0, action, random.Random(1))
    last = max(spent_probe.hands[0])          # a card that stays, past the gap to come
    move(view, before[last].center)           # the pointer on the row
    session.act(0, action)
    ctx.refresh()
    view.draw(screen)
    kept = hand_rects(view)
    assert kept == {c: before[c] for c in kept}, "a card slid under the pointer"
    assert kept != fresh_rects(view)          # there is a gap, held for the pointer
    move(view, (before[last].centerx + 2, before[last].centery))   # moving on the row: still
    assert hand_rects(view) == kept
    move(view, away(view))                    # the pointer leaves the row: it closes up
    view.draw(screen)
    assert hand_rects(view) == fresh_rects(view)
    assert hand_rects(view)[last] != kept[last]


def test_the_keyboard_holds_nothing(screen):
    """Playing by keys, the focus follows the cards, not a place: the row closes up at once."""
    session, action = position()
    ctx, view = attach(session, viewer=0, size=table_board_rect((1600, 900)).size)
    view.draw(screen)
    move(view, hand_rects(view)[max(session.state.hands[0])].center)
    view.handle_event(E(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    assert view.drag.keyboard
    session.act(0, action)
    ctx.refresh()
    assert hand_rects(view) == fresh_rects(view)
