"""The shown seat's strip (hand, pool, messes) gives the hand the room it really has.

Seen in the real window (1024x600, two players): a hand of five dogs overlapped (each showed
about 70 % of its face) because the hand's column was half the strip whatever it held, while
the empty pool beside it and the messes' columns had room to spare.  Now the hand's column
grows to what its dogs need to lie whole, out of the messes' side, which keeps at least the
share a full pool always left them; a hand that fits its half changes nothing; nothing but
the strip's columns depends on the hand; and the column keeps its width while the player
acts on the hand (the pointer on it, a payment being laid), closing up when the pointer
leaves."""
from __future__ import annotations

import copy
import sys
from pathlib import Path

import pygame
import pytest

from dogtable.games.dogs_alone.cards import MESS_DOGS, mess_kind
from dogtable.games.dogs_alone.view import layout

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "ui"))
from board_kit import E, attach, new_session, play_until, screen, table_board_rect  # noqa: E402,F401

SMALL = [(1024, 600), (1280, 720), (1366, 768)]
LARGE = [(1600, 900), (1920, 1080)]


def holding(players: int, dogs: int, phase: str | None = None):
    """A game where seat 0 is to act holding ``dogs`` dogs and an empty pool (no payment
    under way; in ``phase`` if given): (session, board size of a window) pairs are made by
    the tests."""
    def want(session, seat, legal):
        st = session.state
        return seat == 0 and len(st.hands[0]) == dogs and not st.pools[0] and st.pending is None \
            and (phase is None or st.phase == phase)
    session, _seat = play_until(lambda seed: new_session("dogs_alone", players, seed), want,
                                avoid=lambda a: a.kind == "pay")
    return session


def hand_rects(board, seat=0) -> list[pygame.Rect]:
    return sorted((p.rect.copy() for p in board.places.values() if p.zone == "hand" and p.owner == seat),
                  key=lambda r: r.x)


def shown_share(rects: list[pygame.Rect]) -> float:
    """The least share of a dog's width left uncovered by the next dog of the row."""
    return min([min(1.0, (b.x - a.x) / a.width) for a, b in zip(rects, rects[1:])], default=1.0)


def own(board):
    return board.geo.seats[board.geo.bottom]


def move(board, pos):
    board.handle_event(E(pygame.MOUSEMOTION, pos=tuple(int(v) for v in pos), rel=(0, 0), buttons=(0, 0, 0)))


def with_counts(view: dict, hand: int, pool: int) -> dict:
    """``view`` with seat 0 holding ``hand`` dogs and ``pool`` dogs in its pool (the layout
    reads only the counts)."""
    v = copy.deepcopy(view)
    v["hand_counts"][0] = hand
    v["hands"][0] = list(range(100, 100 + hand))
    v["pools"][0] = list(range(200, 200 + pool))
    v["pending"], v["pending_cards"] = None, []
    return v


def geo_of(board, view):
    return layout.geometry(board.rect, view, 0, board._pool_caption_w)


# ==== a hand of five or six lies whole ===========================================================
@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("window", SMALL + LARGE)
def test_a_hand_of_five_with_an_empty_pool_lies_whole(screen, window, players):
    session = holding(players, 5)
    _ctx, board = attach(session, viewer=0, size=table_board_rect(window).size)
    board.draw(screen)
    rects = hand_rects(board)
    assert len(rects) == 5
    assert shown_share(rects) == 1.0, f"{window}: the hand of five overlaps ({shown_share(rects):.2f} shown)"
    strip = own(board)
    for r in rects:
        assert strip.hand.rect.contains(r) and strip.rect.contains(r)
    assert strip.hand.rect.right < strip.pool.rect.left < strip.pool.rect.right < strip.messes.rect.left


@pytest.mark.parametrize("window", SMALL[1:] + LARGE)
def test_a_hand_of_six_lies_whole_where_the_strip_has_room(screen, window):
    session = holding(2, 6)
    _ctx, board = attach(session, viewer=0, size=table_board_rect(window).size)
    board.draw(screen)
    rects = hand_rects(board)
    assert len(rects) == 6 and shown_share(rects) == 1.0, f"{window}: {shown_share(rects):.2f} shown"


def test_a_hand_of_six_at_1024x600_shows_nearly_all_of_every_dog(screen):
    """The smallest board cannot lay six whole beside readable messes; each dog still shows
    nine tenths of its face (it showed 70 %), and the one under the pointer is drawn whole."""
    session = holding(2, 6)
    _ctx, board = attach(session, viewer=0, size=table_board_rect((1024, 600)).size)
    board.draw(screen)
    assert shown_share(hand_rects(board)) >= 0.9


# ==== what the hand's room is taken from =========================================================
@pytest.mark.parametrize("window", SMALL + LARGE)
def test_only_the_strip_follows_the_hand_and_the_messes_keep_their_least(screen, window):
    """For every hand of 0 to 9 dogs and pool of 0 to 4: the middle, the status panel and the
    other seats' panels do not move; the pool's column keeps its width; the messes' cards are
    never smaller than a full pool (five dogs) and no hand leave them; a hand that fits its
    half of the strip leaves the split as it is; a larger hand never gets a narrower column
    nor larger mess cards."""
    session = holding(3, 5)
    _ctx, board = attach(session, viewer=0, size=table_board_rect(window).size)
    base = board.view
    least = geo_of(board, with_counts(base, 0, 5)).seats[0].mess
    for pool in range(5):
        empty = geo_of(board, with_counts(base, 0, pool))
        half = empty.seats[0]
        last = None
        for hand in range(10):
            geo = geo_of(board, with_counts(base, hand, pool))
            mine = geo.seats[0]
            assert {k: r for k, r in geo.regions().items()} == empty.regions()
            assert (geo.deck, geo.supply, geo.discard, geo.status, geo.card) == \
                (empty.deck, empty.supply, empty.discard, empty.status, empty.card)
            for s in (1, 2):
                assert (geo.seats[s].hand, geo.seats[s].pool, geo.seats[s].messes) == \
                    (empty.seats[s].hand, empty.seats[s].pool, empty.seats[s].messes)
            assert mine.card == half.card and mine.pool.rect.width == half.pool.rect.width
            assert mine.mess[1] >= least[1], (window, pool, hand, mine.mess, least)
            assert mine.messes.rect.right == half.messes.rect.right
            w = mine.card[0]
            if hand * w + (hand - 1) * board.geo.pad <= half.hand.rect.width:
                assert (mine.hand.rect, mine.pool.rect, mine.messes.rect) == \
                    (half.hand.rect, half.pool.rect, half.messes.rect), (window, pool, hand)
            if last is not None:
                assert mine.hand.rect.width >= last.hand.rect.width and mine.mess[1] <= last.mess[1]
            last = mine


def test_a_larger_window_never_shows_less_of_the_hand_or_smaller_messes(screen):
    session = holding(2, 5)
    boards = []
    for window in SMALL + LARGE:
        _ctx, board = attach(session, viewer=0, size=table_board_rect(window).size)
        boards.append(board)
    for hand in range(1, 9):
        for pool in range(4):
            shown, messes = [], []
            for board in boards:
                geo = geo_of(board, with_counts(board.view, hand, pool))
                mine = geo.seats[0]
                shown.append(shown_share(mine.hand.slots(hand, *mine.card)))
                messes.append(mine.mess[1])
            assert shown == sorted(shown) and messes == sorted(messes), (hand, pool, shown, messes)


# ==== the column holds still while the player acts on the hand ===================================
def test_the_widened_hand_holds_still_under_the_pointer_then_closes_up(screen):
    """1024x600, a hand of five: the pointer on the hand's last dog, the first goes to the
    discard pile (a recruit discard): the four left stay where they were, in a column as wide
    as before; once the pointer leaves, the hand lies afresh in its half of the strip."""
    session = holding(2, 5, phase="start")
    _ctx, board = attach(session, viewer=0, size=table_board_rect((1024, 600)).size)
    board.draw(screen)
    column = own(board).hand.rect.copy()
    half = geo_of(board, with_counts(board.view, 4, 0)).seats[0].hand.rect
    assert column.width > half.width, "a hand of five has no wider column than a hand of four"
    hand = sorted(session.state.hands[0])
    discard = next(a for a in session.legal_actions(0) if a.kind == "recruit_discard" and a.args[0] == hand[0])
    before = {k: p.rect.copy() for k, p in board.places.items() if p.zone == "hand" and p.owner == 0}
    move(board, before[f"dog:{hand[-1]}"].center)
    session.act(0, discard)
    _ctx.refresh()
    board.draw(screen)
    assert own(board).hand.rect == column
    now = {k: p.rect for k, p in board.places.items() if p.zone == "hand" and p.owner == 0}
    assert now == {k: before[k] for k in now}, "a dog moved under the pointer"
    move(board, (column.centerx, column.top - 60))          # away: the hand closes up
    board.draw(screen)
    assert own(board).hand.rect == half
    assert hand_rects(board) == sorted((p.rect for p in layout.placements(board.view, board.geo).values()
                                        if p.zone == "hand" and p.owner == 0), key=lambda r: r.x)


def test_the_widened_hand_holds_still_while_a_mess_is_paid(screen):
    """1024x600, a hand of five: the first dog of a payment is laid with the pointer on the
    mess; the hand keeps its column and the dogs left keep their places until it is done."""
    def want(session, seat, legal):
        st = session.state
        return seat == 0 and len(st.hands[0]) == 5 and not st.pools[0] and st.pending is None and any(
            a.kind == "pay" and MESS_DOGS[mess_kind(a.args[0])] >= 2 and a.args[1] in st.hands[0] for a in legal)
    session, _seat = play_until(lambda seed: new_session("dogs_alone", 2, seed), want,
                                avoid=lambda a: a.kind == "pay")
    _ctx, board = attach(session, viewer=0, size=table_board_rect((1024, 600)).size)
    board.draw(screen)
    column = own(board).hand.rect.copy()
    before = {k: p.rect.copy() for k, p in board.places.items() if p.zone == "hand" and p.owner == 0}
    pay = next(a for a in session.legal_actions(0)
               if a.kind == "pay" and MESS_DOGS[mess_kind(a.args[0])] >= 2 and a.args[1] in session.state.hands[0])
    slot = session.state.mess_supply.index(pay.args[0])
    move(board, board.geo.mess_supply[slot].center)
    session.act(0, pay)
    _ctx.refresh()
    board.draw(screen)
    assert session.state.pending is not None
    assert own(board).hand.rect == column
    now = {k: p.rect for k, p in board.places.items() if p.zone == "hand" and p.owner == 0}
    assert len(now) == 4 and now == {k: before[k] for k in now}, "the hand moved while a mess was paid"
