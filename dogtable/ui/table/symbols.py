"""Suit symbols (bone, sun, leaf, drop, star, paw): the picture from assets/images/symbols/
when there is one, else drawn in code, so a colour is never the only cue."""
from __future__ import annotations

import math

import pygame

from . import assets

NAMES = ("bone", "sun", "leaf", "drop", "star", "paw")
_cache: dict[tuple, pygame.Surface] = {}


def symbol(name: str, size: int, colour=(255, 255, 255), use_image: bool = True) -> pygame.Surface:
    """A ``size`` x ``size`` picture of the symbol (transparent around it)."""
    size = max(4, int(size))
    key = (name, size, tuple(colour), use_image)
    surf = _cache.get(key)
    if surf is not None:
        return surf
    surf = None
    if use_image:
        img = assets.scaled(f"images/symbols/{name}.png", (size, size))
        if img is not None:
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            surf.blit(img, img.get_rect(center=(size // 2, size // 2)))
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        _draw(surf, name, size, colour)
    if len(_cache) > 600:
        _cache.clear()
    _cache[key] = surf
    return surf


def clear() -> None:
    _cache.clear()


def draw_bone(surf: pygame.Surface, s: int, c) -> None:
    """A bone across the middle of an ``s``-px square (games draw their own marks on it)."""
    cx = cy = s / 2
    bar = pygame.Rect(0, 0, int(s * 0.56), max(2, int(s * 0.2)))
    bar.center = (int(cx), int(cy))
    pygame.draw.rect(surf, c, bar)
    r = max(2, int(s * 0.13))
    for x in (bar.left, bar.right):
        for dy in (-r * 0.8, r * 0.8):
            pygame.draw.circle(surf, c, (int(x), int(cy + dy)), r)


def _draw(surf: pygame.Surface, name: str, s: int, c) -> None:
    cx = cy = s / 2
    if name == "bone":
        draw_bone(surf, s, c)
    elif name == "sun":
        r = s * 0.22
        pygame.draw.circle(surf, c, (int(cx), int(cy)), max(2, int(r)))
        w = max(1, s // 12)
        for i in range(8):
            a = i * math.pi / 4
            p1 = (cx + math.cos(a) * r * 1.35, cy + math.sin(a) * r * 1.35)
            p2 = (cx + math.cos(a) * s * 0.46, cy + math.sin(a) * s * 0.46)
            pygame.draw.line(surf, c, p1, p2, w)
    elif name == "leaf":
        pts = []
        for i in range(24):
            t = i / 24 * 2 * math.pi
            x = math.cos(t) * s * 0.42
            y = math.sin(t) * s * 0.2
            a = -math.pi / 4
            pts.append((cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)))
        pygame.draw.polygon(surf, c, pts)
        vein = (0, 0, 0, 90)
        pygame.draw.line(surf, vein, (cx - s * 0.28, cy + s * 0.28), (cx + s * 0.28, cy - s * 0.28),
                         max(1, s // 16))
    elif name == "drop":
        r = s * 0.27
        base = (cx, cy + s * 0.14)
        pygame.draw.circle(surf, c, (int(base[0]), int(base[1])), max(2, int(r)))
        tip = (cx, s * 0.06)
        pygame.draw.polygon(surf, c, [tip, (cx - r * 0.97, base[1] - r * 0.25),
                                      (cx + r * 0.97, base[1] - r * 0.25)])
    elif name == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            r = s * (0.47 if i % 2 == 0 else 0.2)
            pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
        pygame.draw.polygon(surf, c, pts)
    elif name == "paw":
        pygame.draw.ellipse(surf, c, pygame.Rect(int(s * 0.28), int(s * 0.45), int(s * 0.44), int(s * 0.4)))
        for dx, dy in ((-0.26, -0.02), (-0.1, -0.22), (0.1, -0.22), (0.26, -0.02)):
            pygame.draw.circle(surf, c, (int(cx + dx * s), int(cy + dy * s)), max(1, int(s * 0.1)))
    else:
        pygame.draw.circle(surf, c, (int(cx), int(cy)), max(2, int(s * 0.3)))
