"""The shown seat's hand row of the Dog Lover board: its stacks and the waiting cards beside it.

Seen in the real window (en, 1600x900, two players): four stacks of the hand overlapped while
two cards waited, where a little narrower they all lay whole; and after the player rescued a
dog (its two Adoptions left the hand) the rest of the hand stayed where it was for the whole
turn, leaving a gap at the row's start.  Now the stacks narrow (to 3/4 of the width they have
at the row's full height) before they overlap; the waiting row holds the room of more cards
than wait only while the pointer is on it; and a hand that lost cards keeps its places only
while the pointer is on it (the card next to the one just played does not slide under the
pointer), then lies from the row's start again."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from dogtable.core.rules import Action
from dogtable.games.dog_lover.view.layout import geometry, hand_groups, placements
from dogtable.ui.table.layout import overlapping_pairs

from dl_positions import (RULES, SCRAPS, adoption, bone, dog, food, position, starting, thing, trait,
                          training, trick)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "ui"))
from board_kit import E, attach, click, new_session, point_of, screen, table_board_rect  # noqa: E402,F401

WINDOWS = [(1600, 900), (1920, 1080), (1366, 768), (1280, 720), (1024, 600)]
FRISBEE, CHEW_TOY, LEASH = 0, 1, 2
# the lead's hand: an Adoption, a Training, a Bone and a Frisbee; a Scraps food and a trait wait
HAND = [adoption(0), training(0), bone(0), thing(FRISBEE)]
WAITING = [food(SCRAPS, 1), trait("Jitterbug")]


def state_with(hand, pending=(), players=2, learned=None):
    tricks = [learned or [starting(0)]] + [[starting(i)] for i in range(1, players)]
    return position(n=players, hands=[hand], dogs=[[dog("Joey"), dog("Taco")]], pending=list(pending),
                    retrieved=True, tricks=tricks)


def row_rects(view: dict, places: dict[str, pygame.Rect], seat: int = 0) -> dict[str, pygame.Rect]:
    """The top card of each stack of ``seat``'s hand and each waiting card, by name."""
    out = {f"stack{i}": places[f"card:{g[-1]}"] for i, g in enumerate(hand_groups(view["hands"][seat]))}
    out.update({f"waiting{c}": places[f"card:{c}"] for c in view["pending"]})
    return out


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("window", WINDOWS)
def test_four_stacks_beside_two_waiting_cards_lie_whole(window, players):
    view = RULES.view(state_with(HAND, WAITING, players), 0)
    geo = geometry(table_board_rect(window), players, 0, 1.0)
    rects = row_rects(view, placements(geo, view))
    assert overlapping_pairs(rects) == [], (window, rects)
    # whole, and not shrunk to nothing: at least 3/4 of a card as tall as the row
    full_w = int((geo.panels[0].hand.height - 6) * 0.74)
    assert min(r.width for r in rects.values()) >= 0.75 * full_w - 1, rects


@pytest.mark.parametrize("window", WINDOWS)
def test_cards_of_the_hand_row_overlap_only_when_the_row_lacks_room(window):
    """Any hand of 1 to 8 stacks beside 1 to 3 learned tricks and 0 to 3 waiting cards: the
    row's cards may shrink to 65 % of its height (a stack no narrower than 46 px, where its
    name reads); the stacks overlap only when even then the row could not hold them all side
    by side, and overlapping, each shows at least 72 % of itself.  A trick or a waiting card
    is never covered, and every card lies in the row."""
    kinds = [adoption(0), training(0), bone(0)] + [thing(k) for k in range(5)]
    waiting_cards = [food(SCRAPS, 1), trait("Jitterbug"), trait("Lap Dog")]
    learned = [starting(0), trick("Sit"), trick("Stay")]
    for tricks in (1, 2, 3):
        for stacks in range(1, 9):
            for waiting in range(4):
                state = state_with(kinds[:stacks], waiting_cards[:waiting], learned=learned[:tricks])
                view = RULES.view(state, 0)
                geo = geometry(table_board_rect(window), 2, 0, 1.0)
                p = geo.panels[0]
                row = p.tricks.union(p.lower)
                places = placements(geo, view)
                rects = row_rects(view, places)
                rects.update({f"trick{t}": places[f"card:{t}"] for t in learned[:tricks]})
                tops = sorted((r for n, r in rects.items() if n.startswith("stack")), key=lambda r: r.x)
                low = max(0.65 * row.height, 46 / 0.74 + 6)      # the lowest a whole card gets
                label = p.font - 2                               # the "Waiting" label's line
                need = tricks * (0.9 * low + 3) + stacks * (0.74 * (low - 6) + 3) + \
                    waiting * (0.74 * (low - label) + 3) + 24    # 24: the row's margins and gaps
                clashes = overlapping_pairs(rects)
                case = (window, tricks, stacks, waiting, row, tops)
                assert not [c for c in clashes if not all(n.startswith("stack") for n in c)], case
                if need <= row.width:
                    assert clashes == [], case
                    assert min(r.width for r in tops) >= 45, case
                for a, b in zip(tops, tops[1:]):
                    assert b.x - a.x >= 0.72 * a.width - 1, case
                assert all(row.inflate(2, 2).contains(r) for r in rects.values()), case


def test_two_tricks_two_waiting_cards_and_five_stacks_lie_whole_at_1600x900():
    """Seen in the real window: five stacks overlapped into slivers 45 px wide beside two
    learned tricks 135 px wide and two waiting cards; the row holds them all whole, smaller."""
    hand = [adoption(0), adoption(1), bone(0), thing(FRISBEE), thing(CHEW_TOY), thing(LEASH)]
    state = state_with(hand, WAITING, learned=[starting(0), trick("Sit")])
    view = RULES.view(state, 0)
    geo = geometry(table_board_rect((1600, 900)), 2, 0, 1.0)
    places = placements(geo, view)
    rects = row_rects(view, places)
    rects.update({f"trick{t}": places[f"card:{t}"] for t in state.tricks[0]})
    assert overlapping_pairs(rects) == []
    assert min(r.width for n, r in rects.items() if n.startswith("stack")) >= 60


def test_the_waiting_room_goes_back_to_the_hand_once_its_cards_are_placed(screen):
    """Two cards waited at 1600x900; once the player placed them (the pointer on the dogs, not
    on the waiting row) the hand has the row again: its four stacks lie whole at full size."""
    session = new_session("dog_lover", 2, 1)
    session.state = state_with(HAND, WAITING)
    ctx, view = attach(session, viewer=0, size=table_board_rect((1600, 900)).size)
    view.draw(screen)
    joey = dog("Joey")
    for step in (Action("gain", (WAITING[0],)), Action("attach", (WAITING[1], joey))):
        assert step in session.legal_actions(0), step
        session.act(0, step)
        view.handle_event(E(pygame.MOUSEMOTION, pos=point_of(view, f"dog:{joey}"), rel=(0, 0),
                            buttons=(0, 0, 0)))
        ctx.refresh()
    view.draw(screen)
    p = view.geo.panels[0]
    assert view.view["pending"] == []
    tops = [view.places[f"card:{g[-1]}"] for g in hand_groups(view.view["hands"][0])]
    assert overlapping_pairs({str(i): r for i, r in enumerate(tops)}) == []
    assert min(r.height for r in tops) >= p.hand.height - 6
    assert p.extra.width < 2 * int(p.hand.height * 0.74)   # room for one Fetch card at most


def rescue_position():
    hand = [adoption(0), adoption(1), training(0), bone(0), thing(FRISBEE), thing(CHEW_TOY)]
    session = new_session("dog_lover", 2, 1)
    session.state = state_with(hand)
    return session


@pytest.mark.parametrize("window", [(1600, 900), (1024, 600)])
def test_after_a_rescue_the_hand_lies_from_the_rows_start(screen, window):
    """The rescue (a click on the shelter dog) spends the two Adoptions, the hand's first
    stack: the rest of the hand lies from the row's start, as the layout lays it afresh."""
    session = rescue_position()
    ctx, view = attach(session, viewer=0, size=table_board_rect(window).size)
    view.draw(screen)
    click(view, point_of(view, "shelter:0"))
    assert adoption(0) not in session.state.hands[0]
    view.draw(screen)
    fresh = placements(geometry(view.rect, 2, 0), view.view)
    hand = view.view["hands"][0]
    assert {c: view.places[f"card:{c}"] for c in hand} == {c: fresh[f"card:{c}"] for c in hand}
    first = view.places[f"card:{hand_groups(hand)[0][-1]}"]
    assert first.x == view.geo.panels[0].hand.x + 1


def test_the_hand_holds_still_under_the_pointer_then_closes_up_when_it_leaves(screen):
    """With the pointer on the hand, the stacks left after a rescue keep their places (the
    next click lands where the player aims); once the pointer leaves the row, the hand lies
    from the row's start without the gap."""
    session = rescue_position()
    ctx, view = attach(session, viewer=0, size=table_board_rect((1600, 900)).size)
    view.draw(screen)
    bone_at = point_of(view, f"hand:{bone(0)}")
    before = {c: view.places[f"card:{c}"].copy() for c in session.state.hands[0] if c not in (adoption(0), adoption(1))}
    view.handle_event(E(pygame.MOUSEMOTION, pos=bone_at, rel=(0, 0), buttons=(0, 0, 0)))
    session.act(0, Action("rescue", (0,)))
    ctx.refresh()
    view.draw(screen)
    assert {c: view.places[f"card:{c}"] for c in before} == before
    # the pointer moves on to the grid: the row closes up
    view.handle_event(E(pygame.MOUSEMOTION, pos=view.geo.cells[4].center, rel=(0, 0), buttons=(0, 0, 0)))
    view.draw(screen)
    hand = view.view["hands"][0]
    first = view.places[f"card:{hand_groups(hand)[0][-1]}"]
    assert first.x == view.geo.panels[0].hand.x + 1
    assert view.places[f"card:{bone(0)}"] != before[bone(0)]


def test_going_from_the_waiting_cards_to_the_hand_moves_nothing(screen):
    """The row is one place for the pointer: a waiting card eaten, then the pointer on its way
    to the hand, the stacks stay put (the room of the eaten card is kept); away from the row,
    the row is shared again for the one card still waiting."""
    session = new_session("dog_lover", 2, 1)
    session.state = state_with(HAND + [thing(CHEW_TOY)], WAITING, learned=[starting(0), trick("Sit")])
    ctx, view = attach(session, viewer=0, size=table_board_rect((1600, 900)).size)
    view.draw(screen)
    stacks = [g[-1] for g in hand_groups(session.state.hands[0])]
    before = {c: view.places[f"card:{c}"].copy() for c in stacks}
    extra_before = view.geo.panels[0].extra.copy()
    click(view, point_of(view, f"pend:{WAITING[0]}"))          # eat the Scraps food
    assert WAITING[0] not in session.state.pending
    for c in stacks:                                            # the pointer crosses the hand
        view.handle_event(E(pygame.MOUSEMOTION, pos=view.places[f"card:{c}"].center, rel=(0, 0),
                            buttons=(0, 0, 0)))
        view.draw(screen)
        assert {k: view.places[f"card:{k}"] for k in stacks} == before
    view.handle_event(E(pygame.MOUSEMOTION, pos=view.geo.cells[4].center, rel=(0, 0), buttons=(0, 0, 0)))
    view.draw(screen)
    assert view.geo.panels[0].extra.width < extra_before.width
    assert min(view.places[f"card:{c}"].width for c in stacks) > min(r.width for r in before.values())
