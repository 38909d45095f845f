"""Zones: where the cards of one place on the table go.

Each zone answers ``slots(...)``: a rect for every card it holds, given the card size.  The
zone does not own sprites; a game's view asks for slots and moves its sprites there.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame


@dataclass
class Zone:
    name: str
    rect: pygame.Rect

    def _card(self, w: int, h: int, x: float, y: float) -> pygame.Rect:
        return pygame.Rect(round(x), round(y), w, h)


@dataclass
class Pile(Zone):
    """A face-down deck or a discard pile: every card at the same spot, a few shown as edges."""
    depth_step: float = 1.5
    depth_shown: int = 3

    def slots(self, n: int, w: int, h: int) -> list[pygame.Rect]:
        x = self.rect.centerx - w / 2
        y = self.rect.centery - h / 2
        out = []
        for i in range(n):
            d = min(self.depth_shown, n - 1 - i)  # the top card is the last, at depth 0
            out.append(self._card(w, h, x + d * self.depth_step, y + d * self.depth_step))
        return out


@dataclass
class Row(Zone):
    """Fixed slots side by side (a supply): slot i is always at the same place."""
    capacity: int = 5
    gap: int = 4

    def slots(self, n: int, w: int, h: int) -> list[pygame.Rect]:
        cap = max(self.capacity, n, 1)
        total = cap * w + (cap - 1) * self.gap
        x0 = self.rect.centerx - total / 2
        y = self.rect.centery - h / 2
        return [self._card(w, h, x0 + i * (w + self.gap), y) for i in range(n)]


@dataclass
class Fan(Zone):
    """A hand: cards overlap just enough to fit the zone's width, centred; never more
    spread out than ``gap`` apart."""
    gap: int = 6
    align: str = "center"  # "left" | "center"

    def slots(self, n: int, w: int, h: int) -> list[pygame.Rect]:
        if n <= 0:
            return []
        step = w + self.gap
        if n > 1 and w + (n - 1) * step > self.rect.width:
            step = max(2.0, int((self.rect.width - w) / (n - 1)))
        total = w + (n - 1) * step
        x0 = self.rect.left if self.align == "left" else self.rect.left + (self.rect.width - total) / 2
        x0 = max(float(self.rect.left), x0)
        y = self.rect.centery - h / 2
        return [self._card(w, h, x0 + i * step, y) for i in range(n)]


@dataclass
class Grid(Zone):
    """Rows x columns, filled row by row."""
    cols: int = 4
    gap: int = 4

    def slots(self, n: int, w: int, h: int) -> list[pygame.Rect]:
        cols = max(1, self.cols)
        rows = max(1, -(-n // cols))
        total_w = cols * w + (cols - 1) * self.gap
        total_h = rows * h + (rows - 1) * self.gap
        x0 = self.rect.centerx - total_w / 2
        y0 = self.rect.centery - total_h / 2
        return [self._card(w, h, x0 + (i % cols) * (w + self.gap), y0 + (i // cols) * (h + self.gap))
                for i in range(n)]


@dataclass
class Tableau(Zone):
    """Columns of cascading cards (messes grouped by colour).  A card may lie turned 90°
    (its footprint is then h wide and w tall); each column is as wide as a turned card."""
    columns: int = 5
    gap: int = 4
    max_step: float = 0.34  # the cascade shows at most this share of each covered card

    def column_rects(self) -> list[pygame.Rect]:
        cols = max(1, self.columns)
        cw = (self.rect.width - self.gap * (cols - 1)) / cols
        return [pygame.Rect(round(self.rect.left + i * (cw + self.gap)), self.rect.top,
                            max(1, int(cw)), self.rect.height) for i in range(cols)]

    def slots(self, columns: Sequence[Sequence[bool]], w: int, h: int) -> list[list[pygame.Rect]]:
        """``columns[i][j]`` is True when card j of column i is turned.  Returns the footprint
        rect of each card (turned cards: h x w), top of the cascade first."""
        out = []
        for col_rect, turned in zip(self.column_rects(), columns):
            feet = [(h, w) if t else (w, h) for t in turned]
            if not feet:
                out.append([])
                continue
            covered = sum(fh for _, fh in feet[:-1])
            spare = col_rect.height - feet[-1][1]
            k = min(self.max_step, spare / covered) if covered > 0 else 0
            k = max(0.0, k)
            y = col_rect.top
            rects = []
            for fw, fh in feet:
                rects.append(pygame.Rect(round(col_rect.centerx - fw / 2), round(y), fw, fh))
                y += fh * k
            out.append(rects)
        return out
