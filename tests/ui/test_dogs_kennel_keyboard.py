"""DOGS by the keyboard alone: the rare actions are made with Tab, the arrows and Enter, and
the keyboard ring offers only what the player can do.

(That every legal action of random games is made by keys alone, at every player count, is
the registry-driven tests/ui/test_boards_by_mouse_and_keyboard.py.)  Here: the actions random
play meets seldom, found on purpose, each produced by walking the keyboard ring to its piece
(Tab), picking it (Enter), walking to its target and pressing Enter again (the chooser
answered with the arrows when one gesture stands for several actions; a swap goes through the
swap button).  And the keyboard ring offers only what the player can do: Enter on anything it
walks to submits a legal action or picks a piece, never a trip the engine refuses (seen in the
real window with a Swap card in hand), and the plain rhythm Tab, Enter, Tab, Enter ... always
makes a move (it once picked a starving dog and let it go again for ever).
"""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from board_kit import RecordingContext, key, screen  # noqa: F401
from test_dogs_kennel_view import attach, play_until, random_positions

TAB, ENTER, DOWN = pygame.K_TAB, pygame.K_RETURN, pygame.K_DOWN


def tab_to(view, item):
    """Tab until the keyboard focus is on ``item`` (it must be in the ring)."""
    ring = view.drag.ring()
    assert item in ring, (item, ring)
    for _ in range(len(ring) + 1):
        if view.drag.keyboard and view.drag.focus == item:
            return
        key(view, TAB)
    raise AssertionError(f"Tab never reaches {item}")


def choose_by_keys(view, action):
    """Answer the open chooser with the arrows and Enter (nothing to do when none is open)."""
    chooser = view.drag.chooser
    if chooser is None:
        return
    wanted = [i for i, (_label, b) in enumerate(chooser.options) if b.action == action]
    assert wanted, (action, [b.action for _l, b in chooser.options])
    for _ in range(len(chooser.options) + 1):
        if chooser.index == wanted[0]:
            break
        key(view, DOWN)
    key(view, ENTER)


def keyboard_gesture(view, action):
    """Produce ``action`` with keys only, as a player at the keyboard would."""
    if action.kind == "swap_dogs" and not view.swap_mode:
        tab_to(view, "btn:swap")
        key(view, ENTER)
        assert view.swap_mode
    ring = view.drag.ring()
    found = [b for b in view.drag.bindings if b.action == action and b.source in ring]
    assert found, f"no piece in the keyboard ring makes {action} (ring {ring})"
    b = next((b for b in found if b.direct), found[0])
    tab_to(view, b.source)
    key(view, ENTER)
    if not b.direct:
        assert view.drag.selected == b.source, (action, view.drag.selected)
        tab_to(view, b.target)
        key(view, ENTER)
    choose_by_keys(view, action)


def fresh(view, ctx):
    ctx.submitted.clear()
    ctx.messages.clear()
    view.drag.cancel()
    view.swap_mode = False
    ctx.refresh()


RARE = ["swap_dogs", "take_dog", "vet_card", "give_up_sick", "accept", "accept_best", "free_entry",
        "build_discount", "trade", "sell", "buy_dog", "cure", "starve", "exchange", "pet_buy",
        "return_home", "lift"]


@pytest.mark.parametrize("kind", RARE)
def test_rare_actions_are_made_by_keyboard_too(kind):
    session, seat = play_until(lambda s, seat, legal: any(a.kind == kind for a in legal),
                               players=3, seeds=range(1, 80))
    ctx, view = attach(session, viewer=seat, ctx_cls=RecordingContext)
    for action in [a for a in session.legal_actions(seat) if a.kind == kind][:6]:
        fresh(view, ctx)
        keyboard_gesture(view, action)
        assert ctx.submitted == [(seat, action)], (action, ctx.submitted)


def check_ring_offers_only_legal_moves(session, seat):
    """Enter on each item of the ring (and then on each target of a picked piece) submits a
    legal action or picks something; the engine is never asked for a refused one."""
    ctx, view = attach(session, viewer=seat, ctx_cls=RecordingContext)
    legal = set(session.legal_actions(seat))
    for swap in (False, True):
        fresh(view, ctx)
        if swap:
            if "btn:swap" not in view.drag.ring():
                continue
            tab_to(view, "btn:swap")
            key(view, ENTER)
        ring = view.drag.ring()
        for item in ring:
            for step in range(4):
                fresh(view, ctx)
                view.swap_mode = swap
                view.rebuild()
                tab_to(view, item)
                key(view, ENTER)
                if view.drag.chooser is not None:
                    key(view, ENTER)          # the first option
                picked = view.drag.selected
                if picked:
                    targets = view.drag.ring()
                    assert targets and picked not in targets, (picked, targets)
                    tab_to(view, targets[step % len(targets)])
                    key(view, ENTER)
                    if view.drag.chooser is not None:
                        key(view, ENTER)
                assert ctx.messages == [], (item, ctx.messages)
                # a two-step drag (lift then place, cure then place) starts with a legal move and
                # its second step was accepted by the engine (no message)
                assert all(a in legal for _s, a in ctx.submitted[:1]), (item, ctx.submitted)
                if len(ctx.submitted) == 2:
                    assert [a.kind for _s, a in ctx.submitted] in (["lift", "place"], ["cure", "place"])
                if not picked:
                    break


def check_rhythm_moves(session, seat):
    """Tab, Enter, Tab, Enter ... from a fresh board submits a legal action soon."""
    ctx, view = attach(session, viewer=seat, ctx_cls=RecordingContext)
    legal = set(session.legal_actions(seat))
    fresh(view, ctx)
    ring = view.drag.ring()
    assert ring, "nothing for the keyboard although the seat has moves"
    for _ in range(2 * len(ring) + 8):
        key(view, TAB)
        key(view, ENTER)
        if ctx.submitted:
            break
    assert ctx.submitted and ctx.submitted[0][1] in legal, ctx.submitted
    assert ctx.messages == []


@pytest.mark.parametrize("players,seed", [(2, 31), (3, 32), (4, 33)])
def test_the_keyboard_ring_offers_only_what_the_player_can_do(players, seed):
    for session, seat in random_positions(players, seed, every=9):
        check_ring_offers_only_legal_moves(session, seat)
        check_rhythm_moves(session, seat)


@pytest.mark.parametrize("kind", ["swap_dogs", "starve"])
def test_the_keyboard_ring_with_a_swap_card_or_hungry_dogs(kind):
    """The two positions seen going wrong in the real window."""
    def want(s, seat, legal):
        kinds = {a.kind for a in legal}
        return kind in kinds and (kind != "starve" or "feed" not in kinds)
    try:
        session, seat = play_until(want, players=3, seeds=range(1, 80))
    except AssertionError:
        session, seat = play_until(lambda s, seat, legal: any(a.kind == kind for a in legal),
                                   players=3, seeds=range(1, 80))
    check_ring_offers_only_legal_moves(session, seat)
    check_rhythm_moves(session, seat)
