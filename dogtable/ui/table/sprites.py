"""Card sprites and the cache of their rendered faces.

A sprite is where a card is drawn now (centre, angle, scale, alpha, how far it is turned
face up); its pictures come from a FaceCache, which renders each (face, size) once through
the game's painter.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable

import pygame

from dogtable.ui import theme

Painter = Callable[[str, int, int], pygame.Surface]


class FaceCache:
    """Rendered card pictures per (face key, width, height, quarter turns), least recently
    used dropped first.  ``painter(face_key, w, h)`` draws one upright picture."""

    def __init__(self, painter: Painter, limit: int = 900):
        self.painter = painter
        self.limit = limit
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self.renders = 0  # how many pictures were painted (perf tests watch it)

    def clear(self) -> None:
        self._cache.clear()

    def get(self, face: str, w: int, h: int, quarter: int = 0) -> pygame.Surface:
        key = (face, w, h, quarter % 4)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        if quarter % 4:
            surf = pygame.transform.rotate(self.get(face, w, h, 0), 90 * (quarter % 4))
        else:
            self.renders += 1
            surf = self.painter(face, max(1, w), max(1, h))
        self._cache[key] = surf
        if len(self._cache) > self.limit:
            self._cache.popitem(last=False)
        return surf


class CardSprite:
    """One card as drawn: ``x, y`` its centre, ``w, h`` its upright size."""

    __slots__ = ("key", "face", "back", "x", "y", "w", "h", "angle", "scale", "alpha", "reveal",
                 "z", "home", "hidden")

    def __init__(self, key: str, face: str, back: str, rect: pygame.Rect, angle: float = 0.0,
                 face_up: bool = True, z: int = 0):
        self.key = key
        self.face = face        # the painter's key for the face
        self.back = back        # the painter's key for the back
        self.w, self.h = rect.width, rect.height
        self.x, self.y = float(rect.centerx), float(rect.centery)
        self.angle = angle
        self.scale = 1.0
        self.alpha = 255.0
        self.reveal = 1.0 if face_up else 0.0  # 0 back ... 1 face; a flip tweens it
        self.z = z
        self.home: tuple[float, float, float, bool] = (self.x, self.y, angle, face_up)
        self.hidden = False     # kept but not drawn (e.g. while being dragged elsewhere)

    @property
    def face_up(self) -> bool:
        return self.reveal >= 0.5

    def footprint(self) -> pygame.Rect:
        """The axis-aligned rect the card covers now (turned cards are h wide)."""
        turned = int(round(self.angle / 90.0)) % 2 == 1
        w, h = (self.h, self.w) if turned else (self.w, self.h)
        w, h = w * self.scale, h * self.scale
        return pygame.Rect(round(self.x - w / 2), round(self.y - h / 2), round(w), round(h))

    def at_rest(self) -> bool:
        return (self.scale == 1.0 and self.alpha >= 255 and self.reveal in (0.0, 1.0)
                and abs(self.angle / 90.0 - round(self.angle / 90.0)) < 1e-6)

    def draw(self, surface: pygame.Surface, faces: FaceCache, glow: tuple | None = None) -> None:
        if self.hidden or self.alpha <= 0:
            return
        showing = self.face if self.reveal >= 0.5 else self.back
        if self.at_rest():
            pic = faces.get(showing, self.w, self.h, int(round(self.angle / 90.0)))
        else:
            pic = faces.get(showing, self.w, self.h, 0)
            sx = abs(2.0 * self.reveal - 1.0) * self.scale
            sy = self.scale
            if sx != 1.0 or sy != 1.0:
                size = (max(1, int(self.w * sx)), max(1, int(self.h * sy)))
                pic = pygame.transform.scale(pic, size)
            if self.angle:
                pic = pygame.transform.rotate(pic, self.angle)
            if self.alpha < 255:
                pic = pic.copy()
                pic.set_alpha(int(self.alpha))
        rect = pic.get_rect(center=(round(self.x), round(self.y)))
        if glow is not None:
            pygame.draw.rect(surface, glow, rect.inflate(8, 8), width=3,
                             border_radius=max(3, min(rect.w, rect.h) // 10))
        surface.blit(pic, rect)


_shadows: dict[tuple[int, int], pygame.Surface] = {}


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, offset: int = 6) -> None:
    """A soft drop shadow under a lifted card (one translucent rect, cached per size)."""
    pic = _shadows.get(rect.size)
    if pic is None:
        if len(_shadows) > 64:
            _shadows.clear()
        pic = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(pic, theme.SHADOW, pic.get_rect(), border_radius=max(3, min(rect.size) // 9))
        _shadows[rect.size] = pic
    surface.blit(pic, rect.move(offset, offset))
