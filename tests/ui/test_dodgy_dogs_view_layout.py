"""The Dodgy Dogs board at every size from 640x400 to 2560x1440, for 2 to 8 seats: nothing
overlaps, nothing leaves the board or its seat, the behaviour picker and the buttons fit, and
labels fit in every language."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pygame
import pytest

from dogtable import i18n
from dogtable.core.registry import get_game
from dogtable.core.rules import Action, Seat
from dogtable.core.session import Session
from dogtable.games.dodgy_dogs.view import DodgyDogsView
from dogtable.ui.table.context import HeadlessContext
from dogtable.ui.table.layout import outside, overlapping_pairs

SIZES = [(640, 400), (794, 546), (1024, 600), (1280, 720), (2560, 1440)]
NAMES = ["Ana", "Rex", "Bo", "Lucía", "Joaquim", "Maximiliano", "Zoë", "Tom"]


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    yield
    i18n.set_language("en")


def mid_game(players: int, seed: int, moves: int, until=None):
    rules = get_game("dodgy_dogs").rules()
    session = Session(rules, [Seat(n) for n in NAMES[:players]], {"first_player": 0}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if until is not None and until(session.state):
            break
        ref = session.referee()
        if ref is not None:
            session.act(None, Action("slap_loser", (rng.choice(ref["seats"]),)))
            continue
        seat = session.to_act()[0]
        action = rng.choice(session.legal_actions(seat))
        probe = rules.clone(session.state)
        if any(e.kind == "GameOver" for e in rules.decide(probe, seat, action, session.chance())):
            continue
        session.act(seat, action)
    return session


def board(session, rect, viewer=0):
    ctx = HeadlessContext(session, viewer=viewer, speed=0.0)
    view = DodgyDogsView(ctx)
    ctx.view = view
    view.set_rect(rect)
    ctx.refresh()
    return ctx, view


def check_layout(view, rect):
    regions = view.regions()
    assert not overlapping_pairs(regions), overlapping_pairs(regions)
    assert not outside(regions, rect), outside(regions, rect)
    for key, place in view.places.items():
        foot = place.footprint()
        assert rect.contains(foot), f"{key} leaves the board"
        if place.owner is not None:
            assert view.geo.seats[place.owner].rect.contains(foot), f"{key} leaves its seat's area"
    buttons = {b.id: b.rect for b in list(view.buttons) + view.picks if b.rect is not None}
    assert not overlapping_pairs(buttons)
    for b in view.buttons:
        assert view.geo.panel.contains(b.rect), f"{b.id} leaves the status panel"
    for b in view.picks:
        if view.picker is None:
            assert b.rect is None          # put away: only the panel's button brings it back
            continue
        assert view.picker.contains(b.rect)
        assert rect.contains(view.picker)
        assert b.rect.height >= 16 and b.rect.width >= 40
    text_h = sum(s.get_height() for s in view.status.surfaces)
    top = min((r.top for i, r in buttons.items() if not i.startswith(("btn:whisper", "btn:guess"))),
              default=view.geo.panel.bottom)
    assert view.geo.panel.top + text_h <= top
    # cards large enough to read: the shown hand and the pile
    assert view.geo.seats[view.geo.bottom].card[1] >= 60
    assert view.geo.card[1] >= 60


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_layout_has_no_overlaps_at_any_size(size, players):
    screen = pygame.display.set_mode(size)
    session = mid_game(players, seed=players * 11 + size[0], moves=12 * players)
    rect = pygame.Rect(0, 0, *size)
    viewer = session.state.current
    ctx, view = board(session, rect, viewer=viewer)
    check_layout(view, rect)
    view.update(0.02)
    view.draw(screen)


@pytest.mark.parametrize("size", [(640, 400), (2560, 1440)])
def test_eight_seats_sit_around_the_table_in_turn_order(size):
    pygame.display.set_mode(size)
    session = mid_game(8, seed=3, moves=20)
    rect = pygame.Rect(0, 0, *size)
    ctx, view = board(session, rect, viewer=2)
    seats = view.geo.seats
    assert sorted(seats) == list(range(8))
    assert seats[2].side == "bottom"
    sides = [seats[(2 + i) % 8].side for i in range(1, 8)]
    assert sides == ["left", "left", "top", "top", "top", "right", "right"]
    # clockwise on screen: up the left side, along the top to the right, down the right side
    left = [seats[(2 + i) % 8].rect for i in (1, 2)]
    top = [seats[(2 + i) % 8].rect for i in (3, 4, 5)]
    right = [seats[(2 + i) % 8].rect for i in (6, 7)]
    assert left[0].top > left[1].top
    assert top[0].left < top[1].left < top[2].left
    assert right[0].top < right[1].top
    check_layout(view, rect)


@pytest.mark.parametrize("size", [(640, 400), (1024, 600), (2560, 1440)])
@pytest.mark.parametrize("phase", ["whisper", "guess"])
def test_the_behaviour_picker_fits(size, phase):
    screen = pygame.display.set_mode(size)
    for seed in range(1, 200):
        session = mid_game(8, seed=seed, moves=300, until=lambda s: s.phase == phase)
        if session.state.phase == phase:
            break
    rect = pygame.Rect(0, 0, *size)
    ctx, view = board(session, rect, viewer=session.state.current)
    assert view.picker is not None and len([b for b in view.picks if b.rect is not None]) == 6
    check_layout(view, rect)
    view.draw(screen)


def test_the_board_draws_only_inside_its_rect():
    screen = pygame.display.set_mode((1024, 600))
    rect = pygame.Rect(0, 54, 760, 546)           # the table scene keeps a bar and a log panel
    session = mid_game(5, seed=5, moves=60)
    ctx, view = board(session, rect)
    check_layout(view, rect)
    screen.fill((255, 0, 255))
    view.update(0.02)
    view.draw(screen)
    for point in ((5, 5), (1000, 300), (900, 590), (500, 50)):
        assert screen.get_at(point)[:3] == (255, 0, 255)
    assert screen.get_at(rect.center)[:3] != (255, 0, 255)


def test_resizing_relays_out_the_same_game():
    screen = pygame.display.set_mode((2560, 1440))
    session = mid_game(7, seed=2, moves=80)
    ctx, view = board(session, pygame.Rect(0, 0, 2560, 1440))
    for size in reversed(SIZES):
        rect = pygame.Rect(0, 0, *size)
        view.set_rect(rect)
        check_layout(view, rect)
        view.draw(screen)


RULES = get_game("dodgy_dogs").rules()
WANTED = [lambda s: s.phase == "play" and [a.kind for a in RULES.legal_actions(s, s.current)] == ["draw"],
          lambda s: s.phase == "guess",
          lambda s: s.phase == "pickup"]


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_button_labels_fit_in_every_language(lang):
    i18n.set_language(lang)
    screen = pygame.display.set_mode((794, 546))
    seen = set()
    for seed in range(15):
        session = mid_game(4, seed=seed, moves=400, until=WANTED[seed % 3])
        ctx, view = board(session, pygame.Rect(0, 0, 794, 546), viewer=session.state.current)
        view.draw(screen)
        for b in list(view.buttons) + view.picks:
            seen.add(b.id.split(":")[1])
            assert b.label not in view.text.cut, f"{lang}: '{b.label}' does not fit its button"
    assert {"draw", "guess", "pick_up"} <= seen, seen
