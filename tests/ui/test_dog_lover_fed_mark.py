"""A dog's fed/hungry mark never covers its points.  Seen in the real window (en, 1280x720):
once Noodle had a trait, the band lifted the red ✗ over most of its "4"."""
import os
import math

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from dogtable.games.dog_lover.view.art import dog_zones
from dogtable.games.dog_lover.view.art_static import fed_mark_spot


@pytest.mark.parametrize("has_trait", [False, True])
def test_the_fed_mark_keeps_off_the_points_disc(has_trait):
    # dog cards from the opponents' miniatures (1024x600) to the shown seat at 1920x1080
    for w in range(30, 131, 4):
        h = int(w / 0.78)
        body = pygame.Rect(10, 10, w, h)
        pic, needs = dog_zones(body)
        (cx, cy), rad = fed_mark_spot(body, pic, has_trait)
        r = max(4, min(pic.height // 4, w // 6))          # the points disc (art.card_face)
        dx, dy = cx - (pic.right - r - 1), cy - (pic.y + r + 1)
        assert math.hypot(dx, dy) >= rad + r, (w, h, has_trait)
        assert pic.collidepoint(cx, cy) and not needs.collidepoint(cx, cy + rad)
