"""The hand-off screen: hides the board while the computer passes to the next human.

It covers the whole window (nothing secret can show through) and names who should take
over; the public log of what happened meanwhile is shown, so nobody misses a move.
"""
from __future__ import annotations

import pygame

from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene


class HandoffScene(Scene):
    name = "handoff"

    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat

    @property
    def player(self) -> str:
        return self.table.names[self.seat]

    def build(self) -> None:
        w, h = self.size
        rect = pygame.Rect(0, 0, min(520, w - 80), 60)
        rect.center = (w // 2, int(h * 0.56))
        self.button(rect, self.t("app.handoff.ready", player=self.player), self.ready, bold=True)
        menu = pygame.Rect(0, 0, 180, 40)
        menu.topright = (w - 16, 12)
        self.button(menu, self.t("app.table.menu"), self.table.pause, focus=False)
        self.focus_index = 0
        self._show_focus()

    def ready(self) -> None:
        self.app.scenes.pop()
        self.table.handoff_done(self.seat)

    def back(self) -> None:
        self.table.pause()

    def draw(self, surface) -> None:
        theme.draw_felt(surface)
        w, h = surface.get_size()
        colour = theme.SEAT_COLOURS[self.seat % len(theme.SEAT_COLOURS)]
        pygame.draw.circle(surface, colour, (w // 2, int(h * 0.18)), 34)
        theme.draw_text(surface, self.player[:1].upper(), (w // 2, int(h * 0.18)), 36, theme.INK,
                        bold=True, anchor="center")
        theme.draw_text(surface, self.t("app.handoff.title", player=self.player),
                        (w // 2, int(h * 0.29)), theme.HEADING_FONT + 6, theme.HILITE, bold=True,
                        anchor="midtop", max_width=w - 80)
        theme.draw_text(surface, self.t("app.handoff.look_away"), (w // 2, int(h * 0.29) + 56),
                        theme.TEXT_FONT + 2, theme.CREAM, anchor="midtop", max_width=w - 80)
        lines = [text for text, _ in self.table.log_lines()[-5:]]
        if lines:
            top = int(h * 0.68)
            theme.draw_text(surface, self.t("app.handoff.meanwhile"), (w // 2, top), theme.SMALL_FONT,
                            theme.MUTED, bold=True, anchor="midtop")
            for i, line in enumerate(lines):
                theme.draw_text(surface, line, (w // 2, top + 26 + i * 22), theme.SMALL_FONT,
                                theme.CREAM, anchor="midtop", max_width=w - 120)
