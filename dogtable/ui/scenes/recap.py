"""Everything that happened since a human last acted, as that human may read it.

The hand-off screen shows it to the human taking over, and any human opens it from the
table ("Since your last turn").  In that view lines are described for that human's eyes
only (``rules.describe(event, seat)``), so no other human's secret shows.  The hand-off
screen is still seen by everyone (the human taking over has not said "it is me" yet), so
it describes the same lines publicly: nobody's secret at all.  A human who has not acted
yet reads everything since the deal.
"""
from __future__ import annotations

import pygame

from dogtable import i18n
from dogtable.core.rules import log_lines
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.dialogs import centered_panel
from dogtable.ui.scenes.log_view import LogList


def since_last_turn(log: list, seat: int) -> int:
    """The index of the first log entry after ``seat``'s last act (0: it never acted).
    Consecutive acts of the seat count as one turn: the recap starts after the last one."""
    for index in range(len(log) - 1, -1, -1):
        if log[index].seat == seat:
            return index + 1
    return 0


def recap_lines(session, seat: int, names: list[str], public: bool = False) -> list[str]:
    """The lines since ``seat`` last acted, described for ``seat`` (``public``: for nobody)."""
    from dogtable.ui.scenes.table_log import resolve_params

    viewer = None if public else seat
    rules = session.rules
    game_id = rules.game_id
    out = []
    for entry in session.log[since_last_turn(session.log, seat):]:
        for event in entry.events:
            try:
                described = log_lines(rules, event, viewer)
            except Exception:
                described = []
            for line in described:
                params = resolve_params(game_id, dict(line.params or {}), names)
                out.append(i18n.t(line.key, **params))
    return out


class RecapScene(Scene):
    """The "since your last turn" view over the table."""

    overlay = True
    name = "recap"

    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.lines = recap_lines(table.session, seat, table.names)
        self.log = LogList(theme.TEXT_FONT - 1)

    def _rect(self) -> pygame.Rect:
        w, h = self.size
        return centered_panel(self.size, min(760, w - 60), h - 60)

    def build(self) -> None:
        rect = self._rect()
        close = pygame.Rect(0, 0, 220, 46)
        close.midbottom = (rect.centerx, rect.bottom - 16)
        self.button(close, self.t("app.common.back"), self.back, bold=True)
        self.focus_index = 0
        self._show_focus()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.log.scroll_by(event.y, len(self.lines))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN,
                                                          pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: 8, pygame.K_PAGEDOWN: -8}
            self.log.scroll_by(step[event.key], len(self.lines))
            return True
        return super().handle_event(event)

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        name = self.table.names[self.seat]
        theme.draw_text(surface, self.t("app.recap.title", player=name),
                        (rect.centerx, rect.top + 16), theme.HEADING_FONT - 4, theme.HILITE,
                        bold=True, anchor="midtop", max_width=rect.width - 40)
        area = pygame.Rect(rect.left + 24, rect.top + 62, rect.width - 48, rect.height - 62 - 76)
        if not self.lines:
            theme.draw_text(surface, self.t("app.recap.nothing"), area.center, theme.TEXT_FONT,
                            theme.MUTED, anchor="center", max_width=area.width)
            return
        self.log.draw(surface, area, [(text, False) for text in self.lines])
