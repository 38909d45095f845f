"""The round summary: after an act that ends a round, an overlay with the round's outcome
(who won it, what each seat had left, the points, the running totals) that waits for a click
before play goes on.

What it says comes from the game's ``round_summary(session, events, t)`` hook (see
game_hooks), which answers a dict:

    {"title": str, "lines": [str], "columns": [str], "widths": [fractions] (optional),
     "rows": [[str per column]], "row_seats": [seat per row], "highlight": [seats],
     "button": str, "final": bool}

An optional "reveal_seconds" keeps the board in view that long (once it is still) before the
summary opens: Dodgy Dogs lays every hand open at a round's end, and the players see the
cards whose penalties the summary then counts.

Games without rounds have no hook and never show one.  While a summary is waiting or open
the table applies no computer move; with several humans the board shows no hand meanwhile,
and the next human's secrets come after a hand-off.
"""
from __future__ import annotations

import sys
import traceback
from types import SimpleNamespace

import pygame

from dogtable import i18n
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.dialogs import centered_panel
from dogtable.ui.scenes.game_hooks import hook


def _seconds(value) -> float:
    if isinstance(value, (int, float)) and not isinstance(value, bool) and 0 < value < 30:
        return float(value)
    return 0.0


class RoundSummaries:
    """The table's queue of round summaries (normally at most one)."""

    def __init__(self, table):
        self.table = table
        self.pending: list = []          # makers: t -> summary dict
        self.scene: "RoundSummaryScene | None" = None
        self.shown = 0                   # summaries shown so far (tests, tools)
        self.reveals: list[float] = []   # per pending summary: seconds the board stays in view
        self.still_since: float | None = None   # table time the board was first still for it

    def note(self, session, events) -> bool:
        """After an act: queue the summary of the round it ended, if any (True if queued)."""
        make_summary = hook(self.table.game_id, "round_summary")
        if make_summary is None or not events:
            return False
        # the hook reads the log as it is now; later moves must not change what it says (the
        # log only grows past here: undo never crosses the end of a round)
        count = session.event_count()
        frozen = SimpleNamespace(rules=session.rules, seats=list(session.seats),
                                 events=lambda: session.events()[:count],
                                 event_count=lambda: count)
        acted = list(events)
        try:
            first = make_summary(frozen, acted, i18n.t)
        except Exception:
            traceback.print_exc(file=sys.stderr)
            return False
        if first:
            self.pending.append(lambda t: make_summary(frozen, acted, t))
            self.reveals.append(_seconds(first.get("reveal_seconds")))
        return bool(first)

    def holding(self) -> bool:
        return bool(self.pending) or self.scene is not None

    def next_frame_in(self, on_top: bool) -> float | None:
        """A waiting summary opens once the board is still and its reveal time is over
        (while the board moves, it asks for its own frames)."""
        if self.scene is not None or not self.pending or not on_top:
            return None
        if self.still_since is None:
            return 0.0
        return max(0.0, self.still_since + self._reveal() - self._now())

    def update(self, on_top: bool) -> bool:
        """Open the next summary once the board is still (and has been in view for its
        reveal time); True while one holds the table."""
        if self.scene is not None:
            return True
        if not self.pending:
            return False
        table = self.table
        if on_top and not table.switch_due and not table.view_busy():
            now = self._now()
            if self.still_since is None:
                self.still_since = now
            if now - self.still_since >= self._reveal():
                self.still_since = None
                if self.reveals:
                    self.reveals.pop(0)
                self.scene = RoundSummaryScene(table.app, table, self.pending.pop(0))
                self.shown += 1
                table.app.scenes.push(self.scene)
        return True

    def _reveal(self) -> float:
        return self.reveals[0] if self.reveals else 0.0

    def _now(self) -> float:
        now = getattr(self.table, "time", None)
        return float(now) if isinstance(now, (int, float)) else 0.0

    def closed(self) -> None:
        self.scene = None
        self.table.summary_closed()


class RoundSummaryScene(Scene):
    overlay = True
    name = "round_summary"
    SETTLE_SECONDS = 0.8   # see Scene.SETTLE_SECONDS

    def __init__(self, app, table, make):
        super().__init__(app)
        self.table = table
        self.make = make
        self.summary: dict = {}
        self._refresh()

    def _refresh(self) -> None:
        try:
            self.summary = self.make(self.t) or {}
        except Exception:
            traceback.print_exc(file=sys.stderr)
            self.summary = {}

    def on_language(self) -> None:
        self._refresh()
        super().on_language()

    def _rect(self) -> pygame.Rect:
        w, h = self.size
        rows = len(self.summary.get("rows") or [])
        lines = len(self.summary.get("lines") or [])
        wanted = 70 + lines * 28 + 20 + (rows + 1) * 34 + 96
        return centered_panel(self.size, min(980, w - 60), min(wanted, h - 30))

    def build(self) -> None:
        rect = self._rect()
        button = pygame.Rect(0, 0, min(320, rect.width - 80), 46)
        button.midbottom = (rect.centerx, rect.bottom - 16)
        label = self.summary.get("button") or self.t("app.common.ok")
        self.button(button, label, self.go_on, bold=True)
        self.focus_index = 0
        self._show_focus()

    def go_on(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        else:
            self.app.scenes.stack.remove(self)
            self.leave()
        self.table.summaries.closed()

    def back(self) -> None:
        self.table.pause()  # Escape: the pause menu, as on the table; the summary stays

    def draw(self, surface) -> None:
        s = self.summary
        rect = self._rect()
        theme.panel(surface, rect)
        width = rect.width - 40
        left = rect.left + 20
        y = rect.top + 16
        theme.draw_text(surface, s.get("title", ""), (rect.centerx, y), theme.HEADING_FONT,
                        theme.HILITE, bold=True, anchor="midtop", max_width=width)
        y += 46
        for line in s.get("lines") or []:
            theme.draw_text(surface, line, (rect.centerx, y), theme.TEXT_FONT + 1, theme.CREAM,
                            anchor="midtop", max_width=width)
            y += 28
        y += 8
        columns = s.get("columns") or []
        rows = s.get("rows") or []
        if not columns:
            return
        widths = s.get("widths") or [1.0 / len(columns)] * len(columns)
        xs = [left]
        for f in widths[:-1]:
            xs.append(xs[-1] + int(width * f))
        col_w = [int(width * f) for f in widths]
        bottom = rect.bottom - 80
        row_h = max(22, min(34, (bottom - y) // max(1, len(rows) + 1)))
        size = theme.TEXT_FONT if row_h >= 28 else theme.SMALL_FONT
        for i, title in enumerate(columns):
            theme.draw_text(surface, title, (xs[i] + 8, y + row_h // 2), theme.SMALL_FONT,
                            theme.MUTED, bold=True, anchor="midleft", max_width=col_w[i] - 12)
        y += row_h
        pygame.draw.line(surface, theme.ACCENT, (left, y - 2), (left + width, y - 2), 2)
        seats = s.get("row_seats") or list(range(len(rows)))
        highlight = set(s.get("highlight") or [])
        for r, cells in enumerate(rows):
            seat = seats[r] if r < len(seats) else r
            band = pygame.Rect(left, y, width, row_h)
            if seat in highlight:
                pygame.draw.rect(surface, (70, 110, 70), band, border_radius=6)
            elif r % 2 == 0:
                shade = pygame.Surface(band.size, pygame.SRCALPHA)
                shade.fill((255, 255, 255, 18))
                surface.blit(shade, band)
            for i, cell in enumerate(cells[:len(columns)]):
                x = xs[i] + 8
                room = col_w[i] - 12
                colour, bold = theme.CREAM, False
                if i == 0:
                    dot = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
                    pygame.draw.circle(surface, dot, (x + 7, band.centery), 7)
                    if seat in highlight:
                        theme.draw_star(surface, (x + 7, band.centery), 6, theme.HILITE)
                    x += 20
                    room -= 20
                    bold = True
                if i == len(columns) - 1:
                    colour, bold = theme.HILITE, True
                theme.draw_text(surface, str(cell), (x, band.centery), size, colour, bold=bold,
                                anchor="midleft", max_width=max(20, room))
            y += row_h
