"""DOGS gestures behave the same however they are made (issue 7, step C).

A drag and a click-then-click that mean the same move get the same answer from the engine;
a click on the pick-up with no move to make says why; Escape leaves a selection first, then
the swap mode, and only then reaches the pause menu; the rows of a kennel do not slide under
the pointer while their owner is still settling dogs; a drop on a dog in a pen is a drop on
the pen; tooltips go when the turn moves on.
"""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pygame

from dogtable import i18n
from dogtable.core.rules import Action

from board_kit import E, click, drag, engine_reason, escape, point_of, screen  # noqa: F401
from test_dogs_kennel_view import attach, new_session, play_until


def reason(session, seat, action) -> str:
    return engine_reason(session, seat, action)


def fresh(view, ctx):
    ctx.messages.clear()
    ctx.submitted.clear()
    view.drag.cancel()
    ctx.refresh()


def out_of_reach(session, seat):
    moves = {a.args[0] for a in session.legal_actions(seat) if a.kind == "move"}
    return [sp for sp in range(16) if sp not in moves]


def check_pickup_to(view, ctx, session, seat, sp, first_click_says=None, swapping=False):
    """Dragging the pick-up to ``sp``, clicking it then ``sp``, and clicking ``sp`` alone all
    get the engine's reason for the trip there, and nothing is played (in swap mode a click on
    a space alone picks its dog for the swap instead)."""
    want = reason(session, seat, Action("move", (sp,)))
    before = len(session.log)
    truck, space = point_of(view, f"truck:{seat}"), point_of(view, f"space:{sp}")
    fresh(view, ctx)
    drag(view, truck, space)
    assert ctx.messages == [want], ("drag", sp)
    fresh(view, ctx)
    click(view, truck)
    assert ctx.messages == ([first_click_says] if first_click_says else []), ("first click", sp)
    click(view, space)
    assert ctx.messages[-1:] == [want], ("click, click", sp)
    fresh(view, ctx)
    click(view, space)
    if swapping:
        assert ctx.messages == [] and view.drag.selected == f"space:{sp}"
    else:
        assert ctx.messages == [want], ("click", sp)
    assert len(session.log) == before


def test_the_pickup_dragged_or_clicked_out_of_reach_gets_the_same_reason():
    # the move phase, with the Dog Swap card in hand: every space holding a dog could also be
    # picked for a swap, which must not swallow the click meant as a trip
    session, seat = play_until(lambda s, seat, legal: s.state.phase == "move" and
                               any(a.kind == "swap_dogs" for a in legal) and
                               len(out_of_reach(s, seat)) >= 3, seeds=range(1, 80))
    ctx, view = attach(session, viewer=seat)
    far = [sp for sp in out_of_reach(session, seat)
           if session.state.board[sp] is not None][:6]
    assert far
    for sp in far:
        check_pickup_to(view, ctx, session, seat, sp)
    # the same in swap mode: the pick-up picked, a click on a dog to swap is still the trip
    click(view, point_of(view, "btn:swap"))
    assert view.swap_mode
    for sp in far:
        check_pickup_to(view, ctx, session, seat, sp, swapping=True)
    assert view.swap_mode


def test_the_pickup_with_no_move_to_make_says_why():
    """Outside the move phase the pick-up has no move, yet it can be dragged: the drag, the
    click on it and the drop in its garage all get the engine's answer."""
    session, seat = play_until(lambda s, seat, legal: s.state.phase == "arrange", seeds=range(1, 40))
    ctx, view = attach(session, viewer=seat)
    assert not view.drag.targets_for(f"truck:{seat}")
    not_now = reason(session, seat, Action("return_home"))
    assert not_now == i18n.t("dogs_kennel.error.not_now_arrange")
    fresh(view, ctx)
    click(view, point_of(view, f"truck:{seat}"))
    assert ctx.messages == [not_now]
    fresh(view, ctx)
    truck = point_of(view, f"truck:{seat}")
    view.handle_event(E(pygame.MOUSEBUTTONDOWN, pos=truck, button=1))
    view.handle_event(E(pygame.MOUSEMOTION, pos=(truck[0] + 30, truck[1]), rel=(30, 0), buttons=(1, 0, 0)))
    assert view.drag.dragging == f"truck:{seat}"   # it comes along, though it has no move
    fresh(view, ctx)
    drag(view, truck, point_of(view, f"home:{seat}"))
    assert ctx.messages == [not_now]
    for sp in range(0, 16, 5):
        check_pickup_to(view, ctx, session, seat, sp, first_click_says=not_now)


def test_escape_leaves_a_selection_then_the_swap_mode_then_reaches_the_pause_menu():
    session, seat = play_until(lambda s, seat, legal: any(a.kind == "swap_dogs" for a in legal),
                               seeds=range(1, 80))
    ctx, view = attach(session, viewer=seat)
    swap = next(a for a in session.legal_actions(seat) if a.kind == "swap_dogs")
    click(view, point_of(view, "btn:swap"))
    click(view, point_of(view, f"space:{swap.args[0]}"))
    assert view.swap_mode and view.drag.selected == f"space:{swap.args[0]}"
    assert escape(view) and view.swap_mode and view.drag.selected is None
    assert escape(view) and not view.swap_mode
    assert view.cancel_gesture() is False and not escape(view)   # the scene opens the pause menu
    # out of swap mode a click on a space is a trip again, not a pick
    assert not any(b.action.kind == "move" for b in view.drag.bindings if b.source == "btn:swap")
    assert ctx.submitted == []


def test_a_right_click_also_leaves_the_swap_mode():
    session, seat = play_until(lambda s, seat, legal: any(a.kind == "swap_dogs" for a in legal),
                               seeds=range(1, 80))
    ctx, view = attach(session, viewer=seat)
    click(view, point_of(view, "btn:swap"))
    assert view.swap_mode
    at = point_of(view, "btn:swap")
    assert view.handle_event(E(pygame.MOUSEBUTTONDOWN, pos=at, button=3))
    assert not view.swap_mode and ctx.submitted == []


def waiting_dogs(min_loose=3):
    def want(s, seat, legal):
        st = s.state
        if st.phase != "arrange" or len(st.loose[seat]) < min_loose:
            return False
        first = st.loose[seat][0]
        return any(a.kind == "place" and a.args[0] == first for a in legal)
    return want


def test_waiting_dogs_keep_their_places_while_their_owner_settles_them(screen):
    session, seat = play_until(waiting_dogs(), seeds=range(1, 200), limit=900)
    ctx, view = attach(session, viewer=seat)
    first = session.state.loose[seat][0]
    others = [t for t in session.state.loose[seat] if t != first]
    before = {t: view.drag.items[f"dog:{t}"].rect.copy() for t in others}
    place = next(a for a in session.legal_actions(seat) if a.kind == "place" and a.args[0] == first)
    drag(view, point_of(view, f"dog:{first}"), point_of(view, f"pen:{seat}:{place.args[1]}"))
    assert ctx.submitted[-1] == (seat, place) and first not in session.state.loose[seat]
    assert session.state.phase == "arrange" and session.to_act() == [seat]
    assert {t: view.drag.items[f"dog:{t}"].rect for t in others} == before
    view.draw(screen)
    # once the turn moves on, the row closes up again
    rng = random.Random(1)
    while session.to_act() == [seat] and session.state.phase == "arrange":
        session.act(seat, rng.choice(session.legal_actions(seat)))
    ctx.viewer = session.to_act()[0] if session.to_act() else None
    ctx.refresh()
    for s in range(session.state.n):
        row = list(session.state.truck[s]) + list(session.state.loose[s])
        xs = [view.drag.items[f"dog:{t}"].rect.x for t in row]
        assert xs == sorted(xs) and len(set(xs)) == len(xs)
        if len(xs) > 1:
            step = xs[1] - xs[0]
            assert all(b - a == step for a, b in zip(xs, xs[1:])), "a gap is left after the turn"


def test_a_drop_on_a_dog_in_a_pen_is_a_drop_on_the_pen():
    def want(s, seat, legal):
        st = s.state
        if st.phase != "arrange" or not st.loose[seat]:
            return False
        dog = st.loose[seat][0]
        return any(st.pens[seat][p] and not any(a.kind == "place" and a.args == (dog, p) for a in legal)
                   for p in range(st.built[seat]))
    session, seat = play_until(want, seeds=range(1, 120), limit=900)
    ctx, view = attach(session, viewer=seat)
    st = session.state
    dog = st.loose[seat][0]
    legal = session.legal_actions(seat)
    pen = next(p for p in range(st.built[seat])
               if st.pens[seat][p] and not any(a.kind == "place" and a.args == (dog, p) for a in legal))
    occupant = st.pens[seat][pen][0]
    drag(view, point_of(view, f"dog:{dog}"), point_of(view, f"dog:{occupant}"))
    assert ctx.messages == [reason(session, seat, Action("place", (dog, pen)))]


def test_a_tooltip_goes_when_the_turn_moves_on():
    session = new_session(3, 1)
    me = session.to_act()[0]
    ctx, view = attach(session, viewer=me)
    at = point_of(view, "supply:0")
    view.handle_event(E(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    view.update(0.1)
    view.update(1.0)
    assert view.tooltip.visible() == "supply:0"
    turn = (session.state.current, session.state.phase)
    ctx.submit(me, next(a for a in session.legal_actions(me) if a.kind == "move"))
    assert (session.state.current, session.state.phase) != turn
    assert view.tooltip.visible() is None
    view.update(0.1)
    assert view.tooltip.visible() is None   # it shows again only after a new rest
