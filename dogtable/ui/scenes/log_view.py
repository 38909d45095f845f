"""A list of log lines drawn into a rect, newest at the bottom, scrollable (the replay's log,
the hand-off recap and the "since your last turn" view share it).  Whole lines only: a line
is wrapped, never cut; what does not fit scrolls."""
from __future__ import annotations

import pygame

from dogtable.ui import theme


class LogList:
    def __init__(self, size: int = theme.SMALL_FONT - 1):
        self.size = size
        self.scroll = 0          # lines hidden below the bottom (0: the newest is shown)
        self._key = None
        self._picture: pygame.Surface | None = None

    def scroll_by(self, lines: int, total: int) -> None:
        self.scroll = max(0, min(max(0, total - 1), self.scroll + lines))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, lines: list[tuple[str, bool]],
             align: str = "left") -> None:
        """``lines``: (text, highlighted).  Cached: re-rendered only when something changed."""
        key = (tuple(lines), self.scroll, rect.size, align)
        if key != self._key or self._picture is None:
            self._picture = self._render(rect.size, lines, align)
            self._key = key
        surface.blit(self._picture, rect.topleft)

    def _render(self, size, lines, align) -> pygame.Surface:
        picture = pygame.Surface(size, pygame.SRCALPHA)
        fnt = theme.font(self.size)
        width = max(40, size[0] - 22)   # room for the scroll marks at the right
        end = len(lines) - min(self.scroll, max(0, len(lines) - 1))
        y = size[1]
        if self.scroll == 0:   # when everything fits it reads from the top, like a page
            needed = sum(len(theme.wrap(text, fnt, width) or [""]) * fnt.get_linesize() + 5
                         for text, _ in lines)
            if needed <= size[1]:
                y = needed
        drawn_all = True
        for index in range(end - 1, -1, -1):
            text, lit = lines[index]
            wrapped = theme.wrap(text, fnt, width) or [""]
            height = len(wrapped) * fnt.get_linesize()
            if y - height < 0:
                drawn_all = False
                break
            y -= height
            colour = theme.HILITE if lit else theme.CREAM
            for i, part in enumerate(wrapped):
                img = fnt.render(part, True, colour)
                x = (size[0] - img.get_width()) // 2 if align == "center" else 4
                picture.blit(img, (x, y + i * fnt.get_linesize()))
            y -= 5
        if end < len(lines):   # newer lines below: say so
            theme.draw_triangle_down(picture, (size[0] - 10, size[1] - 6), 6)
        if not drawn_all:      # older lines above
            pygame.draw.polygon(picture, theme.MUTED, [(size[0] - 16, 8), (size[0] - 4, 8),
                                                       (size[0] - 10, 2)])
        return picture
