"""Dodgy Dogs icons drawn in code: the six behaviours, the four sizes as rising bars, and the
special cards' emblems (an asset picture is used first when there is one).  Each is cached by
its arguments, so painting a hand never redraws one twice.
"""
from __future__ import annotations

import math

import pygame

from dogtable.ui.table import assets, symbols
from dogtable.ui.table.text import READABLE

from ..cards import CAT, LEADER, PICKUP, WHISPERER, WILD

IMG = "images/dodgy_dogs/"
# behaviour colours, always with the behaviour's icon (colour is never the only cue)
# each colour holds its card's name at 4.5:1 or more (white, or dark ink on orange and gold)
BEHAVIOUR_RGB = [(206, 64, 52), (232, 132, 28), (134, 78, 176), (138, 96, 52), (44, 112, 204), (41, 132, 70)]
SPECIAL_RGB = {LEADER: (212, 160, 30), WHISPERER: (98, 72, 150), WILD: (60, 60, 70),
               PICKUP: (24, 129, 141), CAT: (44, 44, 52)}

_icons: dict[tuple, pygame.Surface] = {}


def behaviour_icon(b: int, side: int, colour=(255, 255, 255), use_image: bool = True) -> pygame.Surface:
    """A ``side`` x ``side`` picture of behaviour ``b``."""
    side = max(6, int(side))
    key = ("b", b, side, tuple(colour), use_image)
    surf = _icons.get(key)
    if surf is not None:
        return surf
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    img = assets.scaled(f"{IMG}behaviour_{b}.png", (side, side)) if use_image else None
    if img is not None:
        surf.blit(img, img.get_rect(center=(side // 2, side // 2)))
    else:
        _draw_behaviour(surf, b, side, colour)
    _remember(key, surf)
    return surf


def _remember(key, surf) -> None:
    if len(_icons) > 800:
        _icons.clear()
    _icons[key] = surf


def _draw_behaviour(surf: pygame.Surface, b: int, s: int, c) -> None:
    cx = cy = s / 2
    w = max(1, s // 10)
    if b == 0:    # barking: a mouth and sound waves
        pygame.draw.polygon(surf, c, [(s * 0.1, cy - s * 0.16), (s * 0.36, cy - s * 0.16),
                                      (s * 0.5, cy - s * 0.3), (s * 0.5, cy + s * 0.3),
                                      (s * 0.36, cy + s * 0.16), (s * 0.1, cy + s * 0.16)])
        for i, r in enumerate((0.16, 0.28, 0.4)):
            rect = pygame.Rect(0, 0, int(s * r * 2), int(s * r * 2))
            rect.center = (int(s * 0.48), int(cy))
            pygame.draw.arc(surf, c, rect, -0.9, 0.9, w)
    elif b == 1:  # chasing: a ball with speed lines
        r = s * 0.22
        ball = (int(s * 0.68), int(cy))
        pygame.draw.circle(surf, c, ball, int(r))
        for dy in (-0.18, 0.0, 0.18):
            pygame.draw.line(surf, c, (s * 0.06, cy + dy * s), (s * 0.38, cy + dy * s), w)
    elif b == 2:  # fighting: a burst
        pts = []
        for i in range(16):
            a = -math.pi / 2 + i * math.pi / 8
            r = s * (0.47 if i % 2 == 0 else 0.24)
            pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
        pygame.draw.polygon(surf, c, pts)
    elif b == 3:  # digging: a mound of earth and flying clods
        mound = pygame.Rect(int(s * 0.08), int(s * 0.5), int(s * 0.84), int(s * 0.7))
        pygame.draw.ellipse(surf, c, mound)
        pygame.draw.rect(surf, (0, 0, 0, 0), (0, int(s * 0.86), s, s))
        for x, y, r in ((0.22, 0.3, 0.07), (0.5, 0.16, 0.08), (0.78, 0.3, 0.07)):
            pygame.draw.circle(surf, c, (int(s * x), int(s * y)), max(1, int(s * r)))
    elif b == 4:  # begging: a food bowl
        bowl = pygame.Rect(int(s * 0.1), int(s * 0.36), int(s * 0.8), int(s * 0.5))
        pygame.draw.ellipse(surf, c, bowl)
        pygame.draw.rect(surf, (0, 0, 0, 0), (0, 0, s, int(s * 0.56)))
        pygame.draw.rect(surf, c, (int(s * 0.08), int(s * 0.5), int(s * 0.84), max(2, int(s * 0.1))))
        for x in (0.36, 0.5, 0.64):  # kibble
            pygame.draw.circle(surf, c, (int(s * x), int(s * 0.42)), max(1, int(s * 0.06)))
    else:         # chewing: a bone with a bite out of it
        symbols.draw_bone(surf, s, c)
        for dx in (-0.06, 0.06):
            pygame.draw.circle(surf, (0, 0, 0, 0), (int(cx + dx * s), int(cy - s * 0.1)), max(1, int(s * 0.06)))


def size_icon(sz: int, side: int, colour, dim=None) -> pygame.Surface:
    """Four rising bars, the first ``sz + 1`` filled: a size as a shape, not only a word."""
    side = max(6, int(side))
    key = ("s", sz, side, tuple(colour), tuple(dim or ()))
    surf = _icons.get(key)
    if surf is not None:
        return surf
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    gap = max(1, side // 14)
    bw = (side - 3 * gap) / 4
    for i in range(4):
        h = side * (0.34 + 0.22 * i)
        r = pygame.Rect(round(i * (bw + gap)), round(side - h), max(1, round(bw)), round(h))
        if i <= sz:
            pygame.draw.rect(surf, colour, r, border_radius=max(1, side // 16))
        else:
            pygame.draw.rect(surf, dim or colour, r, width=max(1, side // 16), border_radius=max(1, side // 16))
    _remember(key, surf)
    return surf


def special_icon(k: str, side: int, colour=(255, 255, 255), count: int = 0, use_image: bool = True) -> pygame.Surface:
    """The emblem of a special card (crown, whisper, swirl, +N, cat)."""
    side = max(6, int(side))
    key = ("k", k, side, tuple(colour), count, use_image)
    surf = _icons.get(key)
    if surf is not None:
        return surf
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    name = {LEADER: "leader", WHISPERER: "whisperer", WILD: "wild", PICKUP: "pickup", CAT: "cat"}.get(k, k)
    img = assets.scaled(f"{IMG}{name}.png", (side, side)) if use_image and k != PICKUP else None
    if img is not None:
        surf.blit(img, img.get_rect(center=(side // 2, side // 2)))
    else:
        _draw_special(surf, k, side, colour, count)
    _remember(key, surf)
    return surf


def _draw_special(surf: pygame.Surface, k: str, s: int, c, count: int) -> None:
    cx = cy = s / 2
    w = max(1, s // 12)
    if k == LEADER:   # a crown
        pygame.draw.polygon(surf, c, [(s * 0.08, s * 0.78), (s * 0.08, s * 0.3), (s * 0.3, s * 0.52),
                                      (s * 0.5, s * 0.18), (s * 0.7, s * 0.52), (s * 0.92, s * 0.3),
                                      (s * 0.92, s * 0.78)])
        for x in (0.08, 0.5, 0.92):
            pygame.draw.circle(surf, c, (int(s * x), int(s * (0.3 if x != 0.5 else 0.18))), max(1, s // 12))
    elif k == WHISPERER:  # a speech bubble with a hush of dots
        bubble = pygame.Rect(int(s * 0.06), int(s * 0.14), int(s * 0.88), int(s * 0.56))
        pygame.draw.ellipse(surf, c, bubble, w)
        pygame.draw.polygon(surf, c, [(s * 0.26, s * 0.64), (s * 0.16, s * 0.9), (s * 0.42, s * 0.68)])
        for x in (0.32, 0.5, 0.68):
            pygame.draw.circle(surf, c, (int(s * x), int(s * 0.42)), max(1, s // 14))
    elif k == WILD:   # two arrows chasing each other round
        rect = pygame.Rect(int(s * 0.14), int(s * 0.14), int(s * 0.72), int(s * 0.72))
        pygame.draw.arc(surf, c, rect, 0.3, 2.9, max(2, s // 9))
        pygame.draw.arc(surf, c, rect, 3.45, 6.0, max(2, s // 9))
        for a, turn in ((0.3, -1), (3.45, -1)):
            x = cx + math.cos(a) * s * 0.36
            y = cy - math.sin(a) * s * 0.36
            d = s * 0.16
            pygame.draw.polygon(surf, c, [(x - d, y), (x + d, y), (x, y + d * 1.2 * (1 if a < 3 else -1))])
    elif k == PICKUP:  # "+2" / "+4": digits are read the same in every language
        f = assets.font(max(READABLE, int(s * 0.62)), True)   # never under readable text
        txt = f.render(f"+{count or 2}", True, c)
        surf.blit(txt, txt.get_rect(center=(int(cx), int(cy))))
    elif k == CAT:    # a cat's face
        r = s * 0.32
        pygame.draw.polygon(surf, c, [(cx - r * 1.05, cy - r * 0.2), (cx - r * 0.95, cy - r * 1.35), (cx - r * 0.2, cy - r * 0.85)])
        pygame.draw.polygon(surf, c, [(cx + r * 1.05, cy - r * 0.2), (cx + r * 0.95, cy - r * 1.35), (cx + r * 0.2, cy - r * 0.85)])
        pygame.draw.circle(surf, c, (int(cx), int(cy + r * 0.1)), int(r))
        eye = (0, 0, 0, 0)
        for sx in (-1, 1):
            pygame.draw.ellipse(surf, eye, pygame.Rect(cx + sx * r * 0.42 - r * 0.14, cy - r * 0.2, r * 0.28, r * 0.4))
        for sx in (-1, 1):
            for dy in (0.25, 0.45):
                pygame.draw.line(surf, c, (cx + sx * r * 0.9, cy + r * dy), (cx + sx * r * 1.5, cy + r * (dy - 0.1)), max(1, w // 2))
