"""Rendered text, cached: a board never renders the same string twice per frame."""
from __future__ import annotations

import pygame

from . import assets


class TextCache:
    def __init__(self, limit: int = 3000):
        self.limit = limit
        self._cache: dict[tuple, pygame.Surface] = {}
        self.cut: set[str] = set()  # texts that had to be shortened with "…" (layout tests)
        self.renders = 0            # font renders so far (perf tests: none per frame at rest)

    def clear(self) -> None:
        self._cache.clear()
        self.cut.clear()

    def render(self, text: str, size: int, colour=(0, 0, 0), bold: bool = False) -> pygame.Surface:
        key = (text, int(size), tuple(colour), bold)
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) >= self.limit:
                self._cache.clear()
            surf = assets.font(size, bold).render(text, True, colour)
            self.renders += 1
            self._cache[key] = surf
        return surf

    @staticmethod
    def fit_size(text: str, max_w: int, size: int, bold: bool = False, min_size: int = 8) -> int:
        """The size ``fit`` would use: the largest <= ``size`` that fits (or ``min_size``)."""
        s = int(size)
        while s > min_size and assets.font(s, bold).size(text)[0] > max_w:
            s -= 1
        return s

    def fits(self, text: str, max_w: int, size: int, bold: bool = False) -> bool:
        return assets.font(int(size), bold).size(text)[0] <= max_w

    def fit(self, text: str, max_w: int, size: int, colour=(0, 0, 0), bold: bool = False,
            min_size: int = 8) -> pygame.Surface:
        """``text`` at the largest size <= ``size`` that fits ``max_w``; cut with an ellipsis
        at ``min_size`` if even that is too wide."""
        key = ("fit", text, int(max_w), int(size), tuple(colour), bold, min_size)
        surf = self._cache.get(key)
        if surf is not None:
            return surf
        f = assets.font(self.fit_size(text, max_w, size, bold, min_size), bold)
        shown = text
        if f.size(shown)[0] > max_w:
            while shown and f.size(shown + "…")[0] > max_w:
                shown = shown[:-1]
            shown = shown + "…" if shown else ""
            self.cut.add(text)
        surf = f.render(shown, True, colour) if shown else pygame.Surface((1, 1), pygame.SRCALPHA)
        self.renders += 1
        if len(self._cache) >= self.limit:
            self._cache.clear()
        self._cache[key] = surf
        return surf

    def wrap(self, text: str, max_w: int, size: int, colour=(0, 0, 0), bold: bool = False,
             max_lines: int = 99) -> list[pygame.Surface]:
        """Word-wrapped lines of ``text`` within ``max_w`` (an overlong word is cut)."""
        key = ("wrap", text, int(max_w), int(size), tuple(colour), bold, max_lines)
        lines = self._cache.get(key)
        if lines is not None:
            return lines  # type: ignore[return-value]
        f = assets.font(size, bold)
        out: list[str] = []
        for para in text.split("\n"):
            line = ""
            for word in para.split(" "):
                trial = f"{line} {word}" if line else word
                if f.size(trial)[0] <= max_w or not line:
                    line = trial
                else:
                    out.append(line)
                    line = word
            out.append(line)
        if len(out) > max_lines:
            out = out[:max_lines]
            last = out[-1]
            while last and f.size(last + "…")[0] > max_w:
                last = last[:-1]
            out[-1] = last + "…"
            self.cut.add(text)
        lines = [self.fit(line, max_w, size, colour, bold, min_size=size) for line in out]
        self._cache[key] = lines  # type: ignore[assignment]
        return lines
