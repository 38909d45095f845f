"""A player's panel head: the same in every game.

Left to right: a pointer when it is this player's move, the seat's colour as a numbered disc
(the number, not only the colour, tells seats apart), the name, what kind of seat it is
(a computer and its level) and, at the right, the running score when there is one. A board
draws the game's own counts below or beside it.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import cardart
from dogtable.ui import theme
from .text import TextCache


@dataclass
class SeatHead:
    seat: int
    name: str
    kind: str = ""           # "" for a human; else the shown words ("computer · hard")
    to_act: bool = False
    score: str | None = None  # the running score as text, or None when hidden / not kept


def seat_colour(seat: int):
    return theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]


def draw_seat_disc(surface: pygame.Surface, text: TextCache, centre, radius: int, seat: int) -> None:
    pygame.draw.circle(surface, seat_colour(seat), centre, radius)
    pygame.draw.circle(surface, (20, 20, 20), centre, radius, width=1)
    if radius >= 6:
        label = text.render(str(seat + 1), max(8, int(radius * 1.5)), (20, 20, 20), bold=True)
        surface.blit(label, label.get_rect(center=centre))


def _head_parts(text: TextCache, rect: pygame.Rect, head: SeatHead, font: int):
    """Where the parts of ``head`` go in ``rect``: (triangle or None, disc radius, name's x,
    score pill or None, the name's room)."""
    x = rect.x + 2
    cy = rect.centery
    tri = None
    if head.to_act:
        tri = pygame.Rect(x, cy - font // 2, font * 2 // 3, font)
        x = tri.right + 4
    radius = max(4, min(rect.height // 2 - 1, font * 2 // 3))
    disc_x = x
    x += radius * 2 + 5
    right = rect.right - 2
    pill = None
    if head.score is not None:
        score = text.render(head.score, font, theme.ACCENT, bold=True)
        pill = score.get_rect(midright=(right, cy)).inflate(8, 2)
        right = pill.left - 4
    return tri, radius, disc_x, x, pill, max(10, right - x)


def head_label(text: TextCache, rect: pygame.Rect, head: SeatHead, font: int) -> str:
    """The words ``draw_seat_head`` writes for ``head`` in ``rect`` (a board whose narrow
    head drops the computer's level shows the level elsewhere)."""
    return seat_label(text, head.name, head.kind, _head_parts(text, rect, head, font)[5], font - 2)


def seat_level(kind: str) -> str:
    """The level a seat's kind words name ("computer (hard)" -> "hard"; "" for a human)."""
    return kind.split(" (", 1)[1].rstrip(")") if " (" in kind else kind


def draw_seat_head(surface: pygame.Surface, text: TextCache, rect: pygame.Rect, head: SeatHead,
                   font: int) -> pygame.Rect:
    """Draw ``head`` in the strip ``rect``; returns the rect the name took."""
    cy = rect.centery
    tri, radius, disc_x, x, pill, room = _head_parts(text, rect, head, font)
    if tri is not None:
        cardart.triangle(surface, tri, theme.ACCENT)
    draw_seat_disc(surface, text, (disc_x + radius, cy), radius, head.seat)
    if pill is not None:
        score = text.render(head.score, font, theme.ACCENT, bold=True)
        pygame.draw.rect(surface, theme.BADGE_BG, pill, border_radius=pill.height // 2)
        surface.blit(score, score.get_rect(center=pill.center))
    colour = theme.ACCENT if head.to_act else theme.TEXT
    label = seat_label(text, head.name, head.kind, room, font - 2)
    surf = text.fit(label, room, font, colour, bold=True, min_size=8)
    at = surf.get_rect(midleft=(x, cy))
    surface.blit(surf, at)
    return at


NAME_KEPT = 4   # a name cut shorter than this many letters no longer says who it is
LABEL_SMALLER = 3   # a head's label may be this much smaller to keep the computer's level ...
LABEL_LEAST = 11    # ... but not smaller than this


def seat_label(text: TextCache, name: str, kind: str, room: int, size: int) -> str:
    """"Name · computer (hard)" as it reads in ``room`` px at ``size`` (bold), or a little
    smaller: whole where it fits; else the name is cut with "…" so the seat's kind stays
    whole; a narrow panel then gives the level alone ("Rex · hard"), then the kind alone,
    and at last the name alone (the panel's tooltip keeps the whole of it)."""
    if not kind:
        return name
    key = ("seat_label", name, kind, int(room), text.readable(size))
    known = text._cache.get(key)
    if known is None:
        known = text._cache[key] = _seat_label(text, name, kind, room, size)
    return known


def _seat_label(text: TextCache, name: str, kind: str, room: int, size: int) -> str:
    short = kind.split(" (")[0]
    # "computer (hard)" -> "hard": the level says more than "computer" where both cannot fit
    level = kind.split(" (", 1)[1].rstrip(")") if " (" in kind else short
    sizes = tuple(dict.fromkeys(max(min(size, LABEL_LEAST), size - d) for d in range(LABEL_SMALLER + 1)))
    for k in dict.fromkeys((kind, level, short)):
        whole = f"{name} · {k}"
        if any(text.fits(whole, room, s, bold=True) for s in sizes):
            return whole
        for keep in range(len(name) - 1, NAME_KEPT - 1, -1):
            cut = f"{name[:keep].rstrip()}… · {k}"
            if any(text.fits(cut, room, s, bold=True) for s in sizes):
                return cut
    # a narrow panel of five or more seats: the level stays and the name goes down to its
    # first letters ("T… · hard"); the panel's tooltip names the seat whole
    for keep in range(min(NAME_KEPT, len(name)) - 1, 0, -1):
        cut = f"{name[:keep].rstrip()}… · {level}"
        if any(text.fits(cut, room, s, bold=True) for s in sizes):
            return cut
    return name
