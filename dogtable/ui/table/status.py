"""The status panel's text: whose turn, what to do now and how, fitted to its box.

Lines are (text, style). The text wraps and is never cut inside a sentence: when the box is
short the panel first uses a smaller size, then leaves out whole lines, least needed first
(the how-to line, then the explanations), and keeps whose turn it is and what is owed.
"""
from __future__ import annotations

import pygame

from dogtable.ui import theme
from .text import TextCache

# style -> (size offset from the board's font, colour, bold)
STYLES = {
    "head": (2, theme.ACCENT, True),
    "strong": (0, theme.TEXT, True),
    "warn": (0, (255, 196, 120), True),
    "body": (0, theme.TEXT, False),
    "how": (-1, theme.TEXT_DIM, False),
}
# what goes first when room is short
DROP_ORDER = ("how", "body")


class StatusPanel:
    def __init__(self, text: TextCache):
        self.text = text
        self.lines: list[tuple[str, str]] = []
        self.surfaces: list[pygame.Surface] = []
        self.left_out: list[str] = []     # lines that did not fit (tests, tooltips)

    def set(self, lines: list[tuple[str, str]]) -> None:
        self.lines = [(str(t), s if s in STYLES else "body") for t, s in lines if t]

    def _render(self, lines, width: int, font: int) -> list[pygame.Surface]:
        out: list[pygame.Surface] = []
        for text, style in lines:
            offset, colour, bold = STYLES[style]
            out += self.text.wrap(text, width, max(8, font + offset), colour, bold=bold)
        return out

    def fit(self, width: int, height: int, font: int) -> int:
        """Lay the lines out in ``width`` x ``height``; returns the height used."""
        width = max(40, width)
        lines = list(self.lines)
        smallest = max(9, font - 3)
        self.left_out = []
        for drop in (None,) + DROP_ORDER:
            if drop is not None:
                self.left_out += [t for t, s in lines if s == drop]
                lines = [(t, s) for t, s in lines if s != drop]
            for size in range(font, smallest - 1, -1):
                surfs = self._render(lines, width, size)
                if sum(s.get_height() for s in surfs) <= height:
                    self.surfaces = surfs
                    return sum(s.get_height() for s in surfs)
        # a tiny box: whole lines from the top, as many as fit (never half a sentence)
        kept: list[pygame.Surface] = []
        used = 0
        for text, style in lines:
            surfs = self._render([(text, style)], width, smallest)
            h = sum(s.get_height() for s in surfs)
            if kept and used + h > height:
                self.left_out.append(text)
                continue
            kept += surfs
            used += h
        self.surfaces = kept
        return used

    def draw(self, surface: pygame.Surface, at: tuple[int, int]) -> None:
        x, y = at
        for s in self.surfaces:
            surface.blit(s, (x, y))
            y += s.get_height()
