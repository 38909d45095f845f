"""The Dogs Alone board at every size from 640x400 to 2560x1440, for 2 to 5 seats:
nothing overlaps, nothing leaves the board, labels fit their buttons in every language."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pygame
import pytest

from dogtable import i18n
from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.games.dogs_alone.view import DogsAloneView
from dogtable.ui.table.context import HeadlessContext
from dogtable.ui.table.layout import outside, overlapping_pairs

SIZES = [(640, 400), (794, 546), (1024, 600), (1280, 720), (2560, 1440)]


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    yield
    i18n.set_language("en")


def mid_game(players: int, seed: int, moves: int):
    rules = get_game("dogs_alone").rules()
    names = ["Ana", "Rex", "Bo", "Lucía", "Joaquim"][:players]
    session = Session(rules, [Seat(n) for n in names], {"first_player": 0}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = session.to_act()[0]
        legal = session.legal_actions(seat)
        weights = [4 if a.kind == "pay" else 1 for a in legal]
        action = rng.choices(legal, weights)[0]
        probe = rules.clone(session.state)
        if any(e.kind == "GameEnded" for e in rules.decide(probe, seat, action, session.chance())):
            continue
        session.act(seat, action)
    return session


def board(session, rect, viewer=0):
    ctx = HeadlessContext(session, viewer=viewer, speed=0.0)
    view = DogsAloneView(ctx)
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
        if place.owner is not None and place.zone in ("hand", "pool", "messes"):
            assert view.geo.seats[place.owner].rect.contains(foot), f"{key} leaves its seat's area"
    buttons = {b.id: b.rect for b in view.buttons}
    assert not overlapping_pairs(buttons)
    assert all(view.geo.status.contains(r) for r in buttons.values())
    text_h = sum(s.get_height() for s in view.status.surfaces)
    top = min((r.top for r in buttons.values()), default=view.geo.status.bottom)
    assert view.geo.status.top + text_h <= top


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_layout_has_no_overlaps_at_any_size(size, players):
    screen = pygame.display.set_mode(size)
    session = mid_game(players, seed=players * 11 + size[0], moves=25 * players)
    rect = pygame.Rect(0, 0, *size)
    ctx, view = board(session, rect)
    check_layout(view, rect)
    view.update(0.02)
    view.draw(screen)


def test_the_board_draws_only_inside_its_rect():
    screen = pygame.display.set_mode((1024, 600))
    rect = pygame.Rect(0, 54, 760, 546)           # the table scene keeps a bar and a log panel
    session = mid_game(3, seed=5, moves=60)
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
    session = mid_game(5, seed=2, moves=80)
    ctx, view = board(session, pygame.Rect(0, 0, 2560, 1440))
    for size in reversed(SIZES):
        rect = pygame.Rect(0, 0, *size)
        view.set_rect(rect)
        check_layout(view, rect)
        view.draw(screen)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_button_labels_fit_in_every_language(lang):
    i18n.set_language(lang)
    screen = pygame.display.set_mode((794, 546))
    seen = set()
    for seed in range(12):
        session = mid_game(2, seed=seed, moves=4 * seed)
        ctx, view = board(session, pygame.Rect(0, 0, 794, 546))
        view.draw(screen)
        for b in view.buttons:
            seen.add(b.id.split(":")[1])
            assert b.label not in view.text.cut, f"{lang}: '{b.label}' does not fit its button"
    assert {"finish", "change_supply"} & seen
