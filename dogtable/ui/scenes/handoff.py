"""The hand-off screen: hides the board while the computer passes to the next human.

It covers the whole window (nothing secret can show through) and names who should take
over; everything that happened since that human last acted is listed (recap.recap_lines),
scrollable, so nobody misses a move.  It is described publicly: whoever still sits at the
screen reads no one's secret; the human who takes over finds their own view of the same
lines behind "Since your last turn".
"""
from __future__ import annotations

import pygame

from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.log_view import LogList
from dogtable.ui.scenes.recap import recap_lines, since_last_turn


class HandoffScene(Scene):
    name = "handoff"

    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.recap = recap_lines(table.session, seat, table.names, public=True)
        self.log = LogList()

    @property
    def player(self) -> str:
        return self.table.names[self.seat]

    def build(self) -> None:
        w, h = self.size
        rect = pygame.Rect(0, 0, min(520, w - 80), 60)
        rect.center = (w // 2, int(h * 0.42))
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

    def on_language(self) -> None:
        self.recap = recap_lines(self.table.session, self.seat, self.table.names, public=True)
        super().on_language()

    def recap_heading(self) -> str:
        """"Since X last played" — or, before X's first move, "Since the game began"."""
        if since_last_turn(self.table.session.log, self.seat) == 0:
            return self.t("learn.handoff.since_start")
        return self.t("app.handoff.since", player=self.player)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.log.scroll_by(event.y, len(self.recap))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.log.scroll_by(8 if event.key == pygame.K_PAGEUP else -8, len(self.recap))
            return True
        return super().handle_event(event)

    def draw(self, surface) -> None:
        theme.draw_felt(surface)
        w, h = surface.get_size()
        colour = theme.SEAT_COLOURS[self.seat % len(theme.SEAT_COLOURS)]
        pygame.draw.circle(surface, colour, (w // 2, int(h * 0.11)), 30)
        theme.draw_text(surface, self.player[:1].upper(), (w // 2, int(h * 0.11)), 32, theme.INK,
                        bold=True, anchor="center")
        theme.draw_text(surface, self.t("app.handoff.title", player=self.player),
                        (w // 2, int(h * 0.11) + 40), theme.HEADING_FONT + 6, theme.HILITE, bold=True,
                        anchor="midtop", max_width=w - 80)
        theme.draw_text(surface, self.t("app.handoff.look_away"), (w // 2, int(h * 0.11) + 92),
                        theme.TEXT_FONT + 2, theme.CREAM, anchor="midtop", max_width=w - 80)
        if self.recap:
            top = int(h * 0.42) + 44
            theme.draw_text(surface, self.recap_heading(),
                            (w // 2, top), theme.SMALL_FONT, theme.MUTED, bold=True, anchor="midtop",
                            max_width=w - 80)
            area = pygame.Rect(0, 0, min(900, w - 120), h - top - 30 - 12)
            area.midtop = (w // 2, top + 26)
            if area.height > 30:
                self.log.draw(surface, area, [(text, False) for text in self.recap], align="center")
