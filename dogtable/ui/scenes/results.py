"""The end of a game: the complete score pad (every category for every seat, totals), the
winners, shared victories included, and a chart of every seat's running score by round (or
turn) beside it (ui.charts).  Opened by the table as a game ends, or from the history (Load
list, "Finished") with ``ResultsScene.of_session``: then it offers the replay and the records."""
from __future__ import annotations

import pygame

from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene, button_row
from dogtable.ui.scenes.dialogs import centered_panel


def winners_text(t, names: list[str], winners: list[int]) -> str:
    if not winners:
        return t("app.results.no_winner")
    if len(winners) == 1:
        return t("app.results.winner", player=names[winners[0]])
    listed = t("app.results.and").join([", ".join(names[w] for w in winners[:-1]),
                                        names[winners[-1]]])
    return t("app.results.shared", players=listed)


class FinishedGame:
    """What the results screen reads of a table, for a game opened from the history."""

    def __init__(self, session):
        self.session = session
        self.rules = session.rules
        self.game_id = session.rules.game_id
        self.names = [s.name for s in session.seats]


BUTTON_WIDTH = 220       # each button of the row at most (more when its label needs it)
BUTTON_GAP = 10


NAME_FLOOR = 13   # px: a seat's name in a narrow column shrinks to this, then is cut ("Maximi…")


def _column_name(name: str, room: int, size: int) -> tuple[str, int]:
    """(the text, its size) of a seat's name over its column: shrunk down to NAME_FLOOR, then
    cut with "…" (the chart's legend beside it names the seat in full)."""
    fitted = theme.fit_font(name, room, tuple(range(size, NAME_FLOOR - 1, -1)) or (size,), True)
    if theme.font(fitted, True).size(name)[0] > room:
        return theme.ellipsize(name, room, fitted, True), fitted
    return name, fitted


MIN_SEAT_COLUMN = 56   # px a seat's column keeps when the rows' names ask for room


def _label_column(labels: list[str], total: str, size: int, width: int,
                  seats: int) -> tuple[int, int]:
    """(the width of the score pad's row names, their one size): as wide as the longest name
    needs (up to a third of the pad, or 45% while every seat keeps MIN_SEAT_COLUMN), and
    if a name still does not fit, every name takes the size it needs, so no row reads as
    less important ("Conjuntos de quatro cores" was drawn smaller than its neighbours)."""
    base = min(300, int(width * 0.36))
    need = max([theme.font(size).size(label)[0] for label in labels]
               + [theme.font(size, True).size(total)[0]]) + 16
    # short names ("Round 1") leave the seats the rest; long ones widen the column
    label_w = max(min(need, base), min(need, int(width * 0.45), width - seats * MIN_SEAT_COLUMN))
    sizes = tuple(range(size, 9, -1)) or (size,)
    fitted = min([theme.fit_font(label, label_w - 12, sizes) for label in labels]
                 + [theme.fit_font(total, label_w - 12, sizes, True)])
    return label_w, fitted


class ResultsScene(Scene):
    overlay = True
    name = "results"
    SETTLE_SECONDS = 0.8   # see Scene.SETTLE_SECONDS

    def __init__(self, app, table, from_history: bool = False, in_replay: bool = False):
        super().__init__(app)
        self.table = table
        self.from_history = from_history
        self.in_replay = in_replay
        self.pad = table.rules.score_pad(table.session.state)
        self.chart = None      # (x labels, totals per seat), made on first draw

    @classmethod
    def of_session(cls, app, session, in_replay: bool = False) -> "ResultsScene":
        return cls(app, FinishedGame(session), from_history=True, in_replay=in_replay)

    def _rect(self) -> pygame.Rect:
        w, h = self.size
        rows = len(self.pad.categories) + 2
        wanted = 74 + 36 * rows + 22 * len(self.pad.notes) + 104
        if self.joined():    # the score pad alone (no chart at a joiner: see _areas)
            return centered_panel(self.size, min(900, w - 60), min(max(wanted, 470), h - 40))
        side = w >= 1000
        if not side:   # the chart goes under the score pad
            wanted += 250
        return centered_panel(self.size, min(1240 if side else 980, w - 60),
                              min(max(wanted, 470), h - 40))

    def _areas(self) -> tuple[pygame.Rect, pygame.Rect | None]:
        """(the score pad, the chart or None when the window has no room for it)."""
        rect = self._rect()
        if self.joined():    # its redacted events cannot be replayed into a chart
            return rect, None
        body = pygame.Rect(rect.left, rect.top, rect.width, rect.height - 80)
        if rect.width >= 940:
            pad_w = int(rect.width * 0.54)
            chart = pygame.Rect(rect.left + pad_w, rect.top + 70, rect.width - pad_w - 20,
                                body.height - 74)
            return pygame.Rect(rect.left, rect.top, pad_w, rect.height), chart
        rows = len(self.pad.categories) + 2
        pad_h = 74 + 30 * rows + 22 * len(self.pad.notes) + 80
        room = rect.height - pad_h - 8
        if room < 180:
            return rect, None
        chart = pygame.Rect(rect.left + 20, rect.bottom - 80 - room, rect.width - 40, room - 6)
        return pygame.Rect(rect.left, rect.top, rect.width, pad_h), chart

    def build(self) -> None:
        rect = self._rect()
        if self.in_replay:
            specs = [("app.common.back", self.back, True)]
        elif self.joined():
            # a joiner holds only its seat's redacted events: no replay here, and the next
            # game is the host's to open
            specs = [("app.results.show_table", self.back, False),
                     ("app.results.records", self.show_records, False),
                     ("app.results.menu", self.to_menu, True)]
        elif self.from_history:
            specs = [("app.results.watch_replay", self.watch_replay, True),
                     ("app.results.records", self.show_records, False),
                     ("app.common.back", self.back, False)]
        else:
            specs = [("app.results.show_table", self.back, False),
                     ("app.results.watch_replay", self.watch_replay, False),
                     ("app.results.play_again", self.play_again, True),
                     ("app.results.records", self.show_records, False),
                     ("app.results.menu", self.to_menu, False)]
        labels = [(self.t(key), bold) for key, _, bold in specs]
        size, widths = button_row(labels, rect.width - 40, gap=BUTTON_GAP, widest=BUTTON_WIDTH)
        gap = BUTTON_GAP
        x = rect.centerx - (sum(widths) + (len(widths) - 1) * gap) // 2
        y = rect.bottom - 62
        for (key, action, bold), (label, _), bw in zip(specs, labels, widths):
            self.button((x, y, bw, 46), label, action, bold=bold, size=size)
            x += bw + gap
        self.focus_index = 0 if self.from_history else 2
        self._show_focus()

    def joined(self) -> bool:
        """A table joined on the home network (dogtable/net): the host keeps the game."""
        return bool(getattr(getattr(self.table, "net", None), "is_client", False))

    def watch_replay(self) -> None:
        self.app.scenes.start("replay", self.table.session)

    def show_records(self) -> None:
        self.app.scenes.open("records", game=self.table.game_id, names=self.table.names)

    def play_again(self) -> None:
        seats = [{"name": s.name, "kind": s.kind} for s in self.table.session.seats]
        self.app.scenes.start("new_game", self.table.game_id, seats, seed=None, first="random")

    def to_menu(self) -> None:
        self.app.scenes.back_to_menu()

    def rows(self) -> list[tuple[str, list[int]]]:
        """(translated category, points per seat) in the score pad's order."""
        gid = self.table.game_id
        return [(self.t(f"{gid}.score.{c}"), [self.pad.get(c, s) for s in range(self.pad.seats)])
                for c in self.pad.categories]

    def chart_data(self):
        """(x labels, running totals per seat) for the chart (ui.charts.running_totals)."""
        if self.chart is None:
            from dogtable.ui.charts import running_totals

            try:
                from dogtable.core.registry import get_game

                labels, totals = running_totals(get_game(self.table.game_id).rules(),
                                                self.table.session.log)
            except Exception:   # a chart is a picture: without it the score pad still shows
                labels, totals = [], []
            self.chart = (labels, [[row[s] for row in totals] for s in range(self.pad.seats)]
                          if totals else [])
        return self.chart

    def x_label(self, kind: str, number: int) -> str:
        if kind == "start":
            return self.t("app.results.chart_start")
        if kind == "end":
            return self.t("app.results.chart_end")
        return self.t(f"app.results.chart_{kind}", n=number)

    def draw_chart(self, surface, area: pygame.Rect) -> None:
        from dogtable.ui.charts import draw_line_chart

        labels, series = self.chart_data()
        if not series or len(labels) < 2:
            return
        unit = next((k for k, _n in labels if k in ("round", "turn")), "round")
        draw_line_chart(surface, area, series, [self.x_label(k, n) for k, n in labels],
                        self.table.names, title=self.t(f"app.results.chart_title_{unit}"))

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        pad_area, chart_area = self._areas()
        if chart_area is not None:
            self.draw_chart(surface, chart_area)
        rect = pad_area
        names = self.table.names
        winners = self.pad.winners()
        theme.draw_text(surface, winners_text(self.t, names, winners), (rect.centerx, rect.top + 18),
                        theme.HEADING_FONT, theme.HILITE, bold=True, anchor="midtop",
                        max_width=rect.width - 40)
        rows = self.rows()
        n = self.pad.seats
        top = rect.top + 74
        bottom = rect.bottom - 80 if chart_area is None or chart_area.left > rect.left + 40 \
            else chart_area.top - 4
        notes = self.pad.notes
        row_h = max(22, min(36, (bottom - top - 8 - 22 * len(notes)) // (len(rows) + 2)))
        size = theme.TEXT_FONT if row_h >= 28 else theme.SMALL_FONT
        labels = [label for label, _ in rows]
        label_w, label_size = _label_column(labels, self.t("app.results.total"), size,
                                            rect.width - 40, n)
        col_w = (rect.width - 40 - label_w) // max(1, n)
        left = rect.left + 20
        # header: the seats, every name one size (the one the longest needs, down to a floor)
        name_size = min((_column_name(name, col_w - 10, size)[1] for name in names[:n]),
                        default=size)
        for s in range(n):
            cx = left + label_w + s * col_w + col_w // 2
            colour = theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)]
            if s in winners:
                hl = pygame.Rect(left + label_w + s * col_w + 3, top - 4, col_w - 6,
                                 row_h * (len(rows) + 2) + 8)
                pygame.draw.rect(surface, (70, 110, 70), hl, border_radius=8)
                pygame.draw.rect(surface, theme.ACCENT, hl, 2, border_radius=8)
            shown, shown_size = _column_name(names[s], col_w - 10, name_size)
            theme.draw_text(surface, shown, (cx, top + row_h // 2), shown_size, colour,
                            bold=True, anchor="center")
            if s in winners:   # on the column's frame, so the name keeps the column's width
                theme.draw_star(surface, (cx, top - 4), 9, theme.HILITE)
        y = top + row_h
        for i, (label, values) in enumerate(rows):
            if i % 2 == 0:
                band = pygame.Rect(left, y, rect.width - 40, row_h)
                shade = pygame.Surface(band.size, pygame.SRCALPHA)
                shade.fill((255, 255, 255, 18))
                surface.blit(shade, band)
            theme.draw_text(surface, label, (left + 8, y + row_h // 2), label_size, theme.CREAM,
                            anchor="midleft", max_width=label_w - 12)
            for s, value in enumerate(values):
                cx = left + label_w + s * col_w + col_w // 2
                theme.draw_text(surface, str(value), (cx, y + row_h // 2), size, theme.CREAM,
                                anchor="center")
            y += row_h
        pygame.draw.line(surface, theme.ACCENT, (left, y + 1), (rect.right - 20, y + 1), 2)
        theme.draw_text(surface, self.t("app.results.total"), (left + 8, y + row_h // 2 + 2),
                        label_size, theme.HILITE, bold=True, anchor="midleft",
                        max_width=label_w - 12)
        for s, total in enumerate(self.pad.totals()):
            cx = left + label_w + s * col_w + col_w // 2
            theme.draw_text(surface, str(total), (cx, y + row_h // 2 + 2), size + 2, theme.HILITE,
                            bold=True, anchor="center")
        y += row_h + 8
        for key, params in notes:
            from dogtable.ui.scenes.table_log import resolve_params

            text = self.t(key, **resolve_params(self.table.game_id, dict(params), names))
            theme.draw_text(surface, text, (left + 8, y), theme.SMALL_FONT, theme.MUTED,
                            max_width=rect.width - 56)
            y += 22
