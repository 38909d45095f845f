"""Small things drawn on the table: buttons, count badges, highlights, the tooltip and the
chooser shown when one gesture could mean several actions."""
from __future__ import annotations

import math
from typing import Any, Callable, Sequence

import pygame

from dogtable.ui import theme
from .text import TextCache

Icon = Callable[[pygame.Surface, pygame.Rect], None]


def _button_parts(rect: pygame.Rect, with_icon: bool) -> tuple[pygame.Rect, pygame.Rect | None]:
    """(the label's box, the icon's box) inside a button."""
    inner = rect.inflate(-max(6, rect.height // 3), -4)
    icon_rect = None
    if with_icon:
        side = min(inner.height, rect.height - 6)
        icon_rect = pygame.Rect(inner.left, rect.centery - side // 2, side, side)
        inner.width -= side + 4
        inner.left = icon_rect.right + 4
    return inner, icon_rect


def button_label_size(rect: pygame.Rect, label: str, with_icon: bool = False) -> int:
    """The text size ``draw_button`` gives ``label``: a row of buttons can share the smallest."""
    inner, _ = _button_parts(rect, with_icon)
    return TextCache.fit_size(label, inner.width, max(9, int(rect.height * 0.46)), True, 8)


def draw_button(surface: pygame.Surface, rect: pygame.Rect, label: str, text: TextCache,
                hovered: bool = False, focused: bool = False, icon: Icon | None = None,
                fill=None, size: int | None = None) -> None:
    """A rounded button; the label shrinks to fit (long Spanish and Portuguese words too).
    ``size`` caps the label's size (buttons of one row share a size)."""
    radius = max(3, rect.height // 4)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 2), border_radius=radius)
    base = fill or (theme.BUTTON_HOVER if hovered else theme.BUTTON)
    pygame.draw.rect(surface, base, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.ACCENT if focused else theme.BUTTON_EDGE, rect,
                     width=3 if focused else 1, border_radius=radius)
    inner, icon_rect = _button_parts(rect, icon is not None)
    if icon is not None:
        icon(surface, icon_rect)
    largest = min(max(9, int(rect.height * 0.46)), size or 999)
    if not text.fits(label, inner.width, 8, bold=True) and " " in label.strip():
        # too long for one line even small ("Ordenar las Parrandas de color verde"): two lines
        line_size = max(8, min(largest, int(inner.height * 0.48)))
        lines = text.wrap(label, inner.width, line_size, theme.BUTTON_TEXT, bold=True, max_lines=2)
        step = min(s.get_height() for s in lines) - 2
        y = inner.centery - step * len(lines) // 2
        for s in lines:
            surface.blit(s, s.get_rect(midtop=(inner.centerx, y)))
            y += step
        return
    surf = text.fit(label, inner.width, largest, theme.BUTTON_TEXT, bold=True, min_size=8)
    surface.blit(surf, surf.get_rect(center=inner.center))


def draw_badge(surface: pygame.Surface, text_cache: TextCache, label: str, center, size: int,
               bg=theme.BADGE_BG, fg=theme.BADGE_TEXT) -> pygame.Rect:
    """A small pill with a number or word (deck counts, hand counts)."""
    surf = text_cache.render(label, size, fg, bold=True)
    rect = surf.get_rect()
    rect.inflate_ip(max(8, size // 2), 4)
    rect.width = max(rect.width, rect.height)
    rect.center = center
    pygame.draw.rect(surface, bg, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, (255, 255, 255), rect, width=1, border_radius=rect.height // 2)
    surface.blit(surf, surf.get_rect(center=rect.center))
    return rect


def draw_target(surface: pygame.Surface, rect: pygame.Rect, hot: bool, clock: float) -> None:
    """The outline of a legal target: pulsing, brighter under the pointer."""
    pulse = 0.5 + 0.5 * math.sin(clock * 6.0)
    width = 4 if hot else 2 + int(2 * pulse)
    colour = theme.TARGET_HOT if hot else theme.TARGET
    pygame.draw.rect(surface, colour, rect.inflate(8, 8), width=width,
                     border_radius=max(4, min(rect.w, rect.h) // 8))


def draw_focus(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard focus: a thick double outline that does not look like a target."""
    r = rect.inflate(10, 10)
    pygame.draw.rect(surface, (0, 0, 0), r, width=5, border_radius=6)
    pygame.draw.rect(surface, theme.ACCENT, r, width=3, border_radius=6)


def draw_selected(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, theme.SELECTED, rect.inflate(8, 8), width=4, border_radius=6)


class Tooltip:
    """Shows an item's text after the pointer (or the keyboard focus) rests on it.

    The box never covers the thing it explains nor the pointer, and keeps off the rects it is
    asked to avoid (the buttons a player is about to press) whenever there is room elsewhere.
    """

    DELAY = 0.45

    def __init__(self):
        self.item: str | None = None
        self.rested = 0.0
        self.anchor: pygame.Rect | None = None
        self.box: pygame.Rect | None = None   # where it was last drawn (tests)
        self._hush = False                     # hush() was asked: the next item given is quiet
        self.quiet: str | None = None          # an item that shows no tooltip until left

    def update(self, dt: float, item: str | None, anchor: pygame.Rect | None) -> None:
        if self._hush:
            self._hush, self.quiet = False, item
        if item is not None and item == self.quiet:
            item = None
        elif item != self.quiet:
            self.quiet = None
        if item != self.item:
            self.item, self.rested = item, 0.0
        else:
            self.rested += dt
        self.anchor = anchor

    def reset(self, hush: bool = False) -> None:
        """Forget the item (the turn moved on): it shows again only after a new rest.  With
        ``hush`` (hush()) the item given next stays quiet until another is given."""
        self.item, self.rested, self.box = None, 0.0, None
        self._hush = self._hush or hush

    def hush(self) -> None:
        """The keyboard focus the table lands on next (after an act, or when the turn moves
        on) stays quiet until the player moves it: a tooltip the player did not ask for would
        sit over the table through the others' turns."""
        self.reset(hush=True)

    def visible(self) -> str | None:
        return self.item if self.item is not None and self.rested >= self.DELAY else None

    def due_in(self) -> float | None:
        """Seconds until the tooltip appears; None when none is on the way."""
        if self.item is None or self.rested >= self.DELAY:
            return None
        return max(0.0, self.DELAY - self.rested)

    def draw(self, surface: pygame.Surface, lines: Sequence[str], text: TextCache,
             bounds: pygame.Rect, size: int = 15, avoid: Sequence = (),
             pointer: tuple[int, int] | None = None,
             keep: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
        if not lines or self.anchor is None:
            return None
        max_w = max(160, min(bounds.width - 20, size * 24))
        surfs = []
        for i, line in enumerate(lines):
            surfs += text.wrap(line, max_w, size + (2 if i == 0 else 0), theme.TEXT_DARK,
                               bold=(i == 0))
        pad = max(6, size // 2)
        w = max(s.get_width() for s in surfs) + 2 * pad
        h = sum(s.get_height() for s in surfs) + 2 * pad
        box = self._place(pygame.Rect(0, 0, w, h), bounds, avoid, pointer, keep)
        self.box = box
        pygame.draw.rect(surface, theme.TOOLTIP_BG, box, border_radius=6)
        pygame.draw.rect(surface, theme.TOOLTIP_EDGE, box, width=1, border_radius=6)
        y = box.top + pad
        for s in surfs:
            surface.blit(s, (box.left + pad, y))
            y += s.get_height()
        return box

    def _place(self, box: pygame.Rect, bounds: pygame.Rect, avoid: Sequence,
               pointer, keep: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """Above the thing, else below, else beside it, else above or below it flush with
        one of its sides (a tooltip wider than a pen, centred under it, reached over the
        DOGS map), else diagonally off a corner; the first spot that covers neither it nor
        the pointer nor what to avoid (else the one that covers least; an avoided
        (rect, weight) counts ``weight`` times)."""
        a = self.anchor
        gap = 6
        spots = [("midbottom", (a.centerx, a.top - gap)), ("midtop", (a.centerx, a.bottom + gap)),
                 ("midleft", (a.right + gap, a.centery)), ("midright", (a.left - gap, a.centery)),
                 ("topleft", (a.left, a.bottom + gap)), ("topright", (a.right, a.bottom + gap)),
                 ("bottomleft", (a.left, a.top - gap)), ("bottomright", (a.right, a.top - gap)),
                 ("bottomright", (a.left - gap, a.top)), ("bottomleft", (a.right + gap, a.top)),
                 ("topright", (a.left - gap, a.bottom)), ("topleft", (a.right + gap, a.bottom))]
        keep_clear = [a, *keep]
        if pointer is not None:
            keep_clear.append(pygame.Rect(pointer[0] - 8, pointer[1] - 8, 16, 16))
        best, best_cost = None, None
        for attr, point in spots:
            r = box.copy()
            setattr(r, attr, point)
            r.clamp_ip(bounds)
            cost = sum(_overlap(r, k) * 1000 for k in keep_clear) + \
                sum(_overlap(r, k[0]) * k[1] if isinstance(k, tuple) else _overlap(r, k) for k in avoid)
            if cost == 0:
                return r
            if best_cost is None or cost < best_cost:
                best, best_cost = r, cost
        return best


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.width * c.height


class Chooser:
    """A small menu of options (label, payload) plus Cancel, at a point on the board."""

    def __init__(self, options: Sequence[tuple[str, Any]], at: tuple[int, int], cancel_label: str):
        self.options = list(options)
        self.at = at
        self.cancel_label = cancel_label
        self.index = 0
        self.rects: list[pygame.Rect] = []

    def _entries(self) -> list[str]:
        return [label for label, _ in self.options] + [self.cancel_label]

    def layout(self, text: TextCache, bounds: pygame.Rect, size: int) -> None:
        entries = self._entries()
        row_h = size * 2
        width = max(text.render(e, size, theme.TEXT_DARK, True).get_width() for e in entries) + size * 2
        width = min(width, bounds.width - 8)
        box = pygame.Rect(0, 0, width, row_h * len(entries))
        box.topleft = self.at
        box.clamp_ip(bounds)
        self.rects = [pygame.Rect(box.left, box.top + i * row_h, width, row_h)
                      for i in range(len(entries))]

    def handle(self, event) -> tuple[str, Any] | None:
        """("chosen", payload), ("cancel", None) or None when the event did not decide."""
        n = len(self.options) + 1
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_RIGHT):
                self.index = (self.index + 1) % n
            elif event.key in (pygame.K_UP, pygame.K_LEFT):
                self.index = (self.index - 1) % n
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return self._pick(self.index)
            elif event.key == pygame.K_ESCAPE:
                return ("cancel", None)
            return ("none", None)
        if event.type == pygame.MOUSEMOTION:
            for i, r in enumerate(self.rects):
                if r.collidepoint(event.pos):
                    self.index = i
            return ("none", None)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r in enumerate(self.rects):
                if r.collidepoint(event.pos):
                    return self._pick(i)
            return ("cancel", None)
        if event.type == pygame.MOUSEBUTTONUP:
            return ("none", None)
        return None

    def _pick(self, i: int) -> tuple[str, Any]:
        if i < len(self.options):
            return ("chosen", self.options[i][1])
        return ("cancel", None)

    def draw(self, surface: pygame.Surface, text: TextCache, bounds: pygame.Rect, size: int) -> None:
        self.layout(text, bounds, size)
        if not self.rects:
            return
        box = self.rects[0].unionall(self.rects)
        pygame.draw.rect(surface, (0, 0, 0), box.move(3, 3), border_radius=6)
        pygame.draw.rect(surface, theme.CHOOSER_BG, box, border_radius=6)
        for i, (r, label) in enumerate(zip(self.rects, self._entries())):
            if i == self.index:
                pygame.draw.rect(surface, theme.ACCENT, r.inflate(-4, -4), border_radius=4)
            s = text.render(label, size, theme.TEXT_DARK, bold=(i < len(self.options)))
            surface.blit(s, s.get_rect(midleft=(r.left + size, r.centery)))
        pygame.draw.rect(surface, theme.TOOLTIP_EDGE, box, width=1, border_radius=6)
