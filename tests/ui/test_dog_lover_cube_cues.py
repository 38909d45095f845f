"""Colour is never a food cube's only cue: a cube shows its letter whole at 8 px or more, or,
too small for that (the miniature dogs in the seat panels), its kind's own shape."""
from __future__ import annotations

import random

import pygame
import pytest

from dogtable import i18n
from dogtable.games.dog_lover.view import art
from dogtable.games.dog_lover.view.art import LETTER_MIN
from dogtable.ui.table import assets
from dogtable.ui.table.text import TextCache

from board_kit import attach, new_session, screen  # noqa: F401

KINDS = range(4)   # scraps, dry, canned, wild


def played(players: int, seed: int, moves: int):
    session = new_session("dog_lover", players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if session.is_over():
            break
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return session


def silhouette(kind: int, side: int) -> frozenset:
    """The pixels a cube of ``kind`` covers, drawn in one colour for all kinds (so only the
    shape can tell them apart) on a white ground."""
    surf = pygame.Surface((side + 6, side + 6))
    surf.fill((255, 255, 255))
    saved = art.CUBE_COLOURS
    art.CUBE_COLOURS = ((128, 128, 128),) * 4
    try:
        art.cube(surf, pygame.Rect(3, 3, side, side), kind, "W", TextCache())
    finally:
        art.CUBE_COLOURS = saved
    return frozenset((x, y) for x in range(surf.get_width()) for y in range(surf.get_height())
                     if surf.get_at((x, y))[:3] != (255, 255, 255))


@pytest.mark.parametrize("side", [6, 7, 9])
def test_too_small_for_a_letter_each_kind_has_its_own_shape(screen, side):
    shapes = [silhouette(k, side) for k in KINDS]
    assert all(shapes)
    assert len(set(shapes)) == len(shapes), f"two kinds share one shape at {side} px"


def test_a_cube_big_enough_shows_its_letter_whole_at_8px_or_more(screen):
    text = TextCache()
    surf = pygame.Surface((40, 40))
    for side in (12, 16, 24):
        for kind in KINDS:
            assert art.cube(surf, pygame.Rect(0, 0, side, side), kind, "W", text) == "letter"
            assert assets.font(max(LETTER_MIN, int(side * 0.72)), True).size("W")[0] <= side - 2
    assert not text.cut


@pytest.mark.parametrize("size", [(794, 546), (1024, 600)])
@pytest.mark.parametrize("lang", ["es", "pt"])
def test_every_needs_row_cube_has_a_whole_letter_or_a_shape(screen, monkeypatch, size, lang):
    drawn: list[tuple[str, str, int]] = []    # (cue, letter, side) of every cube drawn: needs rows, panels, supply
    real_cube = art.cube

    def spy(surface, rect, colour, letter, text, label=None):
        cue = real_cube(surface, rect, colour, letter, text, label)
        drawn.append((cue, letter, min(rect.width, rect.height)))
        return cue

    i18n.set_language(lang)
    try:
        for seed in (3, 7):
            ctx, view = attach(played(4, seed, 60), viewer=0, size=size)
            art.clear()
            monkeypatch.setattr(art, "cube", spy)
            view.draw(screen)
            monkeypatch.setattr(art, "cube", real_cube)
            letters = {view.t(f"dog_lover.board.cube.{k}") for k in KINDS}
            assert not letters & view.text.cut, "a cube letter was cut"
    finally:
        i18n.set_language("en")
    assert drawn, "the dogs' needs rows were drawn"
    assert {cue for cue, _l, _s in drawn} <= {"letter", "shape"}
    for cue, letter, side in drawn:
        if cue == "letter":   # whole and at 8 px or more in its cube
            assert assets.font(LETTER_MIN, True).size(letter)[0] <= side - 2, (letter, side)
    # the miniature dogs in the seat panels are too small for letters: they show shapes
    assert any(cue == "shape" for cue, _l, _s in drawn)
