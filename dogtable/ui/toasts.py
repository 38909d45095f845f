"""Toasts: short messages over every scene, placed where they hide nothing pointed at,
fading out at the end of their time."""
from __future__ import annotations

import pygame

from dogtable.ui import theme

TOAST_SECONDS = 3.5
MAX_LINES = 7
TOAST_FADE = 0.4              # a toast fades out over its last this many seconds


class Toast:
    """A short message over everything.  ``for_turn``: about the current turn (a refusal, a
    board's message), so it goes when the turn moves on."""

    def __init__(self, text: str, seconds: float, for_turn: bool = False):
        self.text = text
        self.left = seconds
        self.for_turn = for_turn


class AppToasts:
    """The App's toasts (a mixin): the App keeps them in ``self.toasts``, lets their time
    pass in its update, and provides ``request_frame`` and ``pixel_scale``."""

    toasts: list[Toast]

    def toast(self, text: str, seconds: float = TOAST_SECONDS, *, for_turn: bool = False) -> None:
        self.toasts = [x for x in self.toasts if x.text != text][-2:]
        self.toasts.append(Toast(text, seconds, for_turn))
        self.request_frame()

    def clear_turn_toasts(self) -> None:
        """The turn moved on: its refusals and messages go."""
        if any(x.for_turn for x in self.toasts):
            self.toasts = [x for x in self.toasts if not x.for_turn]
            self.request_frame()

    def _age_toasts(self, dt: float) -> None:
        for toast in self.toasts:
            toast.left -= dt
        self.toasts = [x for x in self.toasts if x.left > 0]

    def _toasts_next_frame_in(self) -> float | None:
        # frames while one fades; otherwise the next moment one starts to fade
        waits = [max(0.0, x.left - TOAST_FADE) for x in self.toasts]
        return min(waits) if waits else None

    def _pointer(self) -> tuple[int, int] | None:
        """The mouse pointer in logical pixels, None when it is not over the window."""
        try:
            if not pygame.mouse.get_focused():
                return None
            x, y = pygame.mouse.get_pos()
        except pygame.error:
            return None
        return int(x / self.pixel_scale[0]), int(y / self.pixel_scale[1])

    def toast_rects(self, size: tuple[int, int], pointer: tuple[int, int] | None = None
                    ) -> list[tuple[Toast, list[str], pygame.Rect]]:
        """Where each toast goes: a column under the table's top bar, or at the bottom of the
        window when the pointer is where the column would be (a toast never hides what the
        player points at)."""
        w, h = size
        # the scene may keep them to one part of the window (the table: over its log, never
        # over the board's heads or the how-to line)
        area = getattr(getattr(getattr(self, "scenes", None), "top", None), "toast_area", None)
        area = area() if callable(area) else None
        if area is not None and area.width < 200:
            area = None
        left, right = (area.left, area.right) if area is not None else (0, w)
        margin = 80 if area is None else 40
        fnt = theme.font(theme.TEXT_FONT)
        boxes = []
        for toast in self.toasts:
            # a refusal's reason is read whole: over the narrow log column it needs more lines
            lines = theme.wrap(toast.text, fnt, min(720, right - left - margin))[:MAX_LINES] or [""]
            height = len(lines) * fnt.get_linesize() + 20
            width = max(fnt.size(line)[0] for line in lines) + 40
            boxes.append((toast, lines, pygame.Rect(0, 0, width, height)))

        def stack(from_top: bool) -> list:
            y = 64 if from_top else h - 16   # under the table's top bar / above the bottom edge
            if area is not None and from_top:
                y = area.top + 36             # under the log's title
            cx = (left + right) // 2
            placed = []
            for toast, lines, rect in (boxes if from_top else reversed(boxes)):
                rect = rect.copy()
                if from_top:
                    rect.midtop = (cx, y)
                    y = rect.bottom + 8
                else:
                    rect.midbottom = (cx, y)
                    y = rect.top - 8
                placed.append((toast, lines, rect))
            return placed if from_top else placed[::-1]

        def covers(placed) -> bool:
            return pointer is not None and any(r.inflate(32, 32).collidepoint(pointer)
                                               for _, _, r in placed)

        top = stack(True)
        if not covers(top):
            return top
        bottom = stack(False)
        if not covers(bottom):
            return bottom
        # a tall pile in a short window: the side farther from the pointer
        return top if pointer[1] > h // 2 else bottom

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        if not self.toasts:
            return
        fnt = theme.font(theme.TEXT_FONT)
        for toast, lines, rect in self.toast_rects(surface.get_size(), self._pointer()):
            alpha = int(235 * min(1.0, toast.left / TOAST_FADE))
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*theme.INK, alpha), layer.get_rect(), border_radius=12)
            pygame.draw.rect(layer, (*theme.ACCENT, alpha), layer.get_rect(), 2, border_radius=12)
            surface.blit(layer, rect)
            for i, line in enumerate(lines):
                img = fnt.render(line, True, theme.CREAM)
                img.set_alpha(max(0, min(255, alpha + 20)))
                surface.blit(img, (rect.centerx - img.get_width() // 2,
                                   rect.top + 10 + i * fnt.get_linesize()))
