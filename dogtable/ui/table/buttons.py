"""The row of action buttons under the status text.

Buttons keep their places from one action to the next: a button that is still offered stays
in the cell it had, new ones take free cells, and within one player's turn the block never
shrinks, so the button a player is about to press does not move away under the pointer.
The block sits at the bottom of its box and grows upward, so a longer status text or one more
button never moves the buttons already there.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from .layout import clamp
from .text import TextCache
from .widgets import button_label_size, draw_button

Icon = Callable[[pygame.Surface, pygame.Rect], None]


@dataclass
class ButtonSpec:
    id: str                         # the drag controller's item id, "btn:..."
    label: str
    icon: Icon | None = None        # drawn at the label's left (a colour's symbol, ...)
    wide: bool = False              # takes a whole row
    fill: tuple | None = None       # a pressed toggle's colour
    rect: pygame.Rect | None = field(default=None, compare=False)


class ButtonRow:
    def __init__(self, text: TextCache):
        self.text = text
        self.specs: list[ButtonSpec] = []
        self._cells: dict[str, tuple[int, int]] = {}   # id -> (row, column) last laid out
        self._rows = 0
        self._turn: object = None

    def __iter__(self):
        return iter(self.specs)

    def __len__(self) -> int:
        return len(self.specs)

    def get(self, bid: str) -> ButtonSpec | None:
        return next((b for b in self.specs if b.id == bid), None)

    def ids(self) -> list[str]:
        return [b.id for b in self.specs]

    @staticmethod
    def height_for(board_height: int, font: int) -> int:
        return int(clamp(max(board_height * 0.055, font * 2.0), 22, 46))

    def set(self, specs: list[ButtonSpec], area: pygame.Rect, columns: int, button_h: int,
            gap: int, turn: object = None) -> int:
        """Place ``specs`` in ``area`` (cells of ``columns`` per row, bottom-aligned); returns
        the top of the block (the status text may use everything above it)."""
        self.specs = list(specs)
        if turn != self._turn:
            self._turn, self._rows, self._cells = turn, 0, {}
        if not self.specs:
            self._cells = {}
            return area.bottom
        columns = max(1, columns)
        taken: dict[tuple[int, int], str] = {}
        cells: dict[str, tuple[int, int]] = {}

        def free_row(start: int = 0) -> int:
            r = start
            while any((r, c) in taken for c in range(columns)):
                r += 1
            return r

        # first those that keep their cell, then the new ones in the given order
        for b in self.specs:
            cell = self._cells.get(b.id)
            if cell is None:
                continue
            need = [(cell[0], c) for c in range(columns)] if b.wide else [cell]
            if cell[1] < columns and not any(n in taken for n in need) and (not b.wide or cell[1] == 0):
                for n in need:
                    taken[n] = b.id
                cells[b.id] = cell
        fresh = not cells   # a new block reads top-down; later newcomers go on top
        for b in self.specs:
            if b.id in cells:
                continue
            if b.wide:
                r = free_row()
                for c in range(columns):
                    taken[(r, c)] = b.id
                cells[b.id] = (r, 0)
            else:
                r = 0
                while True:
                    c = next((c for c in range(columns) if (r, c) not in taken), None)
                    if c is not None:
                        break
                    r += 1
                taken[(r, c)] = b.id
                cells[b.id] = (r, c)
        if fresh:
            last = max(r for r, _ in taken)
            cells = {bid: (last - r, c) for bid, (r, c) in cells.items()}
            taken = {(last - r, c): bid for (r, c), bid in taken.items()}
        rows = max(r for r, _ in taken) + 1
        self._rows = rows = max(rows, self._rows)
        self._cells = cells
        if rows * (button_h + gap) - gap > area.height:
            button_h = max(16, (area.height + gap) // rows - gap)
        top = area.bottom - rows * (button_h + gap) + gap
        cw = (area.width - gap * (columns - 1)) // columns
        for b in self.specs:
            r, c = cells[b.id]   # row 0 is the bottom one: a new row grows upward
            w = area.width if b.wide else cw
            y = area.bottom - (r + 1) * (button_h + gap) + gap
            b.rect = pygame.Rect(area.x + c * (cw + gap), y, w, button_h)
        return top

    def draw(self, surface: pygame.Surface, hover: str | None, focus: str | None) -> None:
        # the narrow buttons of a row share one label size, so they read as one set
        narrow = [b for b in self.specs if b.rect is not None and not b.wide]
        shared = min((button_label_size(b.rect, b.label, b.icon is not None) for b in narrow),
                     default=None)
        for b in self.specs:
            if b.rect is None:
                continue
            draw_button(surface, b.rect, b.label, self.text, hovered=(hover == b.id),
                        focused=(focus == b.id), icon=b.icon, fill=b.fill,
                        size=None if b.wide else shared)
