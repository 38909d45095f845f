"""The DOGS board reads at the sizes a family plays on: the phase-3 planning line survives a
short status panel, the dogs on the map and in the pens are big enough for their portraits,
and the ghost of the next dog a pen wants lies in a free cell."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pygame
import pytest

from dogtable import i18n
from dogtable.games.dogs_kennel.view import art, texts
from dogtable.games.dogs_kennel.view.layout import pen_rows

from board_kit import attach, new_session, screen  # noqa: F401

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def planning_position(players, seed):
    """Random play until the first seat is to move in phase 1 or 2 with a dog in a pen (so phase 3
    will ask it for food)."""
    session = new_session("dogs_kennel", players, seed)
    rng = random.Random(seed)
    for _ in range(600):
        if session.is_over():
            break
        movers = session.to_act()
        if not movers:
            session.act(None, rng.choice(session.legal_actions(None)))
            continue
        seat = movers[0]
        st = session.state
        if seat == 0 and st.phase in ("move", "place", "box") and any(st.pens[0]):
            return session
        session.act(seat, rng.choice(session.legal_actions(seat)))
    pytest.skip("no planning position reached")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_phase_3_line_is_never_the_one_left_out(screen, size, players, lang):
    i18n.set_language(lang)
    try:
        session = planning_position(players, 3)
        ctx, view = attach(session, viewer=0, size=size)
        view.draw(screen)
        plan = texts.planning_lines(view.view, view.t, 0)
        assert plan, "a seat with dogs in its pens owes food in phase 3"
        shown = view.drawn_texts
        for line, style in plan:
            if style == "body":   # the two-player rule: it gives way to the how-to (kennel tooltip)
                continue
            assert line in shown and line not in view.status.left_out
        # the line that says how to act now is never the one left out (issue 25)
        how = [text for text, style in texts.status_lines(view.view, view.t, view.name, 0, view.legal, False)
               if style == "how"]
        for line in how:
            assert line in shown and line not in view.status.left_out, (line, view.status.left_out)
        # the turn line stays too, and nothing drawn is wider than the panel
        assert all(s.get_width() <= view.status_area().width for s in view.status.surfaces)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_dogs_are_big_enough_for_their_portraits(screen, size, players):
    session = planning_position(players, 7)
    ctx, view = attach(session, viewer=0, size=size)
    geo = view.geo
    # the smallest board the app opens (1024x600) still gives a map dog 40 px and a pen dog 24
    scale = min(size[0] / 1024, size[1] / 600)
    # a larger board draws its kennels board_scale times larger (issue 25: a larger size
    # setting, a smaller logical board, must show them larger), the map takes the rest
    from dogtable.games.dogs_kennel.view.layout import KENNEL_POWERS
    from dogtable.ui.table.layout import board_scale
    ken_scale = board_scale((0, 0, *size), *KENNEL_POWERS) / board_scale((0, 0, 1024, 600), *KENNEL_POWERS)
    on_map = max(8, 2 * geo.radius - 2 * max(2, geo.radius // 7))
    assert on_map >= 40 * scale * 0.95
    for k in geo.kennels.values():
        assert k.cells[0][0].width >= 24 * min(scale, ken_scale) * 0.95, (size, players, k.seat)


def test_the_next_dog_ghost_lies_in_a_free_cell():
    rng = random.Random(4)
    for _ in range(300):
        b = rng.randrange(12)
        other = rng.choice([x for x in range(12) if x != b])
        pen = rng.choice([[b * 7], [b * 7, b * 7 + 1], [b * 7, b * 7 + 2, b * 7 + 3], [b * 7, other * 7],
                          [b * 7 + 1, other * 7 + 2, other * 7]])
        nxt = texts.next_dog(pen)
        if nxt is None:
            continue
        cells = [pygame.Rect(c * 10, r * 10, 10, 10) for r in range(2) for c in range(2)]
        taken = {(row, c) for row, dogs in enumerate(pen_rows(pen)) for c, _t in enumerate(dogs)}
        cell = art.next_cell(pen, nxt[0], cells)
        assert cell is not None
        assert (cells.index(cell) // 2, cells.index(cell) % 2) not in taken, (pen, nxt)
