"""Rendered text, cached: a board never renders the same string twice per frame."""
from __future__ import annotations

import math

import pygame

from . import assets

# The smallest text a player must read (issue 25: 10 px on the 1280x720 table).  A board's
# cache has a floor (``TextCache.floor``, see ``readable_floor``): every size asked of it is
# raised to the floor, and a name that does not fit at the floor is wrapped by its board or
# cut with "…" (the tooltip keeps it whole), never written smaller.
READABLE = 10
FLOOR_LEAST = 6                 # the floor of a smaller board (a 1024x600 window, a thumbnail)
READABLE_BOARD_HEIGHT = 640     # window px: a board this tall (the 1280x720 table's) or taller


def readable_floor(board_height: int, zoom: float = 1.0) -> int:
    """The text floor, in logical px, of a board ``board_height`` logical px tall drawn
    ``zoom`` times as large as at 100%: READABLE window px on a board as tall as the 1280x720
    table's or taller; a smaller window keeps its boards' own minimums.  Zoomed in, the floor
    stays READABLE logical px (so it grows with the size setting like every word); zoomed out,
    it is the largest size that stays within READABLE window px, so that a larger size never
    writes the smallest words smaller (issue 25)."""
    if board_height * zoom < READABLE_BOARD_HEIGHT:
        return FLOOR_LEAST
    return max(FLOOR_LEAST, held_size(READABLE, zoom))


def held_size(px: int, zoom: float) -> int:
    """A size of ``px`` logical px at 100% that keeps about ``px`` window px when zoomed out
    (the largest whole size within it), and stays ``px`` logical px zoomed in, growing with
    the size setting like every word."""
    if zoom >= 1.0 - 1e-6:
        return px
    return math.floor(px / max(zoom, 0.1) + 1e-6)


_widths: dict[tuple[str, int, bool], int] = {}


def text_width(text: str, size: int, bold: bool = False) -> int:
    """How wide ``text`` is at ``size`` (measured once: a board that repaints measures the
    same names and labels again and again while it fits them)."""
    key = (text, size, bold)
    width = _widths.get(key)
    if width is None:
        if len(_widths) > 20000:
            _widths.clear()
        width = _widths[key] = assets.font(size, bold).size(text)[0]
    return width


class TextCache:
    def __init__(self, limit: int = 3000):
        self.limit = limit
        self._cache: dict[tuple, pygame.Surface] = {}
        self.cut: set[str] = set()  # texts that had to be shortened with "…" (layout tests)
        self.renders = 0            # font renders so far (perf tests: none per frame at rest)
        self.floor = FLOOR_LEAST    # no text under this size (the board sets it for its size)

    def readable(self, size) -> int:
        return max(self.floor, int(size))

    def clear(self) -> None:
        self._cache.clear()
        self.cut.clear()

    def render(self, text: str, size: int, colour=(0, 0, 0), bold: bool = False) -> pygame.Surface:
        size = self.readable(size)
        key = (text, size, tuple(colour), bold)
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
        while s > min_size and text_width(text, max(6, s), bold) > max_w:
            s -= 1
        return s

    def fits(self, text: str, max_w: int, size: int, bold: bool = False) -> bool:
        return text_width(text, max(6, self.readable(size)), bold) <= max_w

    def fit(self, text: str, max_w: int, size: int, colour=(0, 0, 0), bold: bool = False,
            min_size: int = 8) -> pygame.Surface:
        """``text`` at the largest size <= ``size`` that fits ``max_w``; cut with an ellipsis
        at ``min_size`` if even that is too wide."""
        size, min_size = self.readable(size), self.readable(min_size)
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
        size = self.readable(size)
        key = ("wrap", text, int(max_w), size, tuple(colour), bold, max_lines)
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

    def hyphenated(self, word: str, max_w: int, size: int, colour=(0, 0, 0),
                   bold: bool = False) -> list[pygame.Surface] | None:
        """One long word on two lines split with a hyphen ("Mordis-" / "queando"), each
        within ``max_w`` at ``size`` (never under the floor), the longest head first; None
        when no split fits."""
        size = self.readable(size)
        f = assets.font(size, bold)
        for i in range(len(word) - 2, 2, -1):
            head, tail = word[:i] + "-", word[i:]
            if f.size(head)[0] <= max_w and f.size(tail)[0] <= max_w:
                return [self.render(head, size, colour, bold), self.render(tail, size, colour, bold)]
        return None


def abbreviation(title: str, width: int, size: int, bold: bool = True) -> str:
    """``title`` shortened to fit ``width`` at ``size`` — a card name that would otherwise be
    left blank (the tooltip keeps it whole): a kind's prefix ("Food: ", "Comida: ") goes
    first, then a trailing count ("x2"), then whole words from the end, the last one kept cut
    to a stem with an ellipsis ("Adiestr…", "Choca esos c…").  "" when not two letters fit."""
    def fits(s: str) -> bool:
        return TextCache.fit_size(s, width, size, bold, 1) >= size

    name = title.split(": ", 1)[1] if ": " in title else title
    if fits(name):
        return name
    words = name.split()
    if len(words) > 1 and words[-1].strip("()").lower() in ("x2", "×2"):
        name = " ".join(words[:-1])
        if fits(name):
            return name
    words = name.split()
    for n in range(len(words), 0, -1):
        head = " ".join(words[:n - 1])
        last = words[n - 1].strip("()")
        for cut in range(len(last) - 1, 0, -1):
            stem = last[:cut].rstrip("-'’:,")
            trial = f"{head} {stem}…" if head else f"{stem}…"
            if len(stem) >= (1 if head else 2) and fits(trial):
                return trial
    if words and words[0][:1] in "+-0123456789" and fits(words[0]):
        return words[0]   # "+1 dog" -> "+1": the number is the card's point (the emblem shows the dog)
    return ""
