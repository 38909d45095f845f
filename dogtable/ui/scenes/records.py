"""The Records screen: per player and game, games played and won, best and average score,
last played (storage.records).  A computer seat is named with its level, so a human and a
computer called alike are two rows.  Filter by game; the players of the game just played
are marked; a row chosen opens the kept games it counts ("Their games").  "Charts" shows, from the kept games (storage.history), each player's scores
over time in the chosen game and a head-to-head table of who beat whom (ui.charts)."""
from __future__ import annotations

from datetime import datetime

import pygame

from dogtable.core.registry import playable_game_ids
from dogtable.i18n import game_title
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.dialogs import centered_panel

PER_PAGE = 10
COLUMNS = ("player", "game", "played", "won", "best", "average", "last")


def when_text(stamp: float) -> str:
    try:
        return datetime.fromtimestamp(stamp).strftime("%Y-%m-%d") if stamp > 0 else ""
    except (ValueError, OverflowError, OSError):
        return ""


class RecordsScene(Scene):
    overlay = True
    name = "records"

    def __init__(self, app, game: str | None = None, names: list[str] | None = None):
        super().__init__(app)
        from dogtable.storage.records import RecordBook

        self.book = RecordBook()
        if self.book.notice:
            app.toast(self.t(self.book.notice))
        self.game = game            # None: every game
        self.marked = {" ".join(n.split()).casefold() for n in (names or [])}
        self.page = 0
        self.charts = False
        self._history = None
        self.selected = None        # a record's key: its games open in the history

    def history_infos(self) -> list:
        if self._history is None:
            from dogtable.storage.history import list_history

            try:
                self._history = list_history().infos
            except Exception:   # the charts are a picture: the table of records still shows
                self._history = []
        return self._history

    def _row_rects(self) -> list:
        """(record, rect) of the rows on this page, as draw lays them out."""
        rect = self._rect()
        table = pygame.Rect(rect.left + 24, rect.top + 116, rect.width - 48, rect.height - 116 - 80)
        row_h = max(22, min(34, table.height // (PER_PAGE + 1)))
        page = self.rows()[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        return [(rec, pygame.Rect(table.left, table.top + (i + 1) * row_h, table.width, row_h))
                for i, rec in enumerate(page)]

    def _selected_record(self):
        return self.book.records.get(self.selected) if self.selected else None

    def select(self, rec) -> None:
        self.selected = rec.key
        self.rebuild()

    def show_games(self) -> None:
        """The kept games this record counts (storage.records links them by history id)."""
        rec = self._selected_record()
        if rec is None:
            return
        self.app.scenes.open("load", tab="finished", refs=set(rec.games), game=rec.game,
                             player=rec.name)

    def handle_event(self, event) -> bool:
        if not self.charts and event.type == pygame.MOUSEBUTTONUP \
                and getattr(event, "button", 1) == 1:
            for rec, row in self._row_rects():
                if row.collidepoint(event.pos):
                    self.select(rec)
                    return True
        return super().handle_event(event)

    def toggle_charts(self) -> None:
        self.charts = not self.charts
        self.rebuild()

    def _rect(self) -> pygame.Rect:
        w, h = self.size
        return centered_panel(self.size, min(1000, w - 40), h - 30)

    def rows(self):
        return self.book.rows(self.game)

    def build(self) -> None:
        rect = self._rect()
        games = [None] + list(playable_game_ids())
        gap = 6
        bw = (rect.width - 48 - gap * (len(games) - 1)) // len(games)
        labels = [self.t("app.records.all_games") if gid is None else game_title(gid) for gid in games]
        size = self.label_size(pygame.Rect(0, 0, bw, 38), labels)   # one size for the row
        for i, (gid, label) in enumerate(zip(games, labels)):
            b = self.button((rect.left + 24 + i * (bw + gap), rect.top + 64, bw, 38), label,
                            lambda gid=gid: self.set_game(gid), focus=False, size=size)
            if gid == self.game:
                b.select()
        pages = 1 if self.charts else max(1, (len(self.rows()) + PER_PAGE - 1) // PER_PAGE)
        self.page = min(self.page, pages - 1)
        if self.selected not in {r.key for r in self.rows()}:
            self.selected = None
        if pages > 1:
            self.button((rect.left + 24, rect.bottom - 62, 60, 46), "‹", self.prev_page,
                        enabled=self.page > 0, focus=False)
            self.button((rect.right - 84, rect.bottom - 62, 60, 46), "›", self.next_page,
                        enabled=self.page < pages - 1, focus=False)
        bw = min(220, (rect.width - 48 - 2 * 12 - 140) // 3)
        back = pygame.Rect(0, 0, bw, 46)
        back.midbottom = (rect.centerx + bw + 12, rect.bottom - 16)
        rec = self._selected_record()
        self.button((back.left - 2 * (bw + 12), back.top, bw, 46), self.t("app.records.games"),
                    self.show_games, enabled=not self.charts and rec is not None and bool(rec.games))
        self.button((back.left - bw - 12, back.top, bw, 46),
                    self.t("app.records.table" if self.charts else "app.records.charts"),
                    self.toggle_charts)
        self.button(back, self.t("app.common.back"), self.back, bold=True)
        self.focus_index = len(self.focusable) - 1
        self._show_focus()

    def set_game(self, game: str | None) -> None:
        self.game = game
        self.page = 0
        self.rebuild()

    def prev_page(self) -> None:
        self.page = max(0, self.page - 1)
        self.rebuild()

    def next_page(self) -> None:
        self.page += 1
        self.rebuild()

    def cells(self, rec) -> list[str]:
        from dogtable.ui.scenes.save_words import seat_words

        average = rec.average
        return [seat_words(self.t, rec.name, rec.kind), game_title(rec.game), str(rec.played),
                str(rec.won), "" if rec.best is None else str(rec.best),
                "" if average is None else f"{average:.1f}", when_text(rec.last_played)]

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        theme.draw_text(surface, self.t("app.records.title"), (rect.centerx, rect.top + 16),
                        theme.HEADING_FONT, theme.HILITE, bold=True, anchor="midtop")
        rows = self.rows()
        table = pygame.Rect(rect.left + 24, rect.top + 116, rect.width - 48, rect.height - 116 - 80)
        if self.charts:
            self.draw_charts(surface, table)
            return
        if not rows:
            theme.draw_text(surface, self.t("app.records.none"), table.center, theme.TEXT_FONT,
                            theme.MUTED, anchor="center", max_width=table.width)
            return
        shares = (0.30, 0.17, 0.09, 0.09, 0.09, 0.10, 0.16)
        xs, x = [], table.left
        for share in shares:
            xs.append((x, int(table.width * share)))
            x += int(table.width * share)
        row_h = max(22, min(34, table.height // (PER_PAGE + 1)))
        for (x, w), col in zip(xs, COLUMNS):
            theme.draw_text(surface, self.t(f"app.records.{col}"), (x + 4, table.top + row_h // 2),
                            theme.SMALL_FONT, theme.MUTED, bold=True, anchor="midleft",
                            max_width=w - 8)
        y = table.top + row_h
        for i, rec in enumerate(rows[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]):
            if i % 2 == 0:
                shade = pygame.Surface((table.width, row_h), pygame.SRCALPHA)
                shade.fill((255, 255, 255, 18))
                surface.blit(shade, (table.left, y))
            marked = " ".join(rec.name.split()).casefold() in self.marked
            colour = theme.HILITE if marked else theme.CREAM
            if rec.key == self.selected:
                pygame.draw.rect(surface, theme.ACCENT, (table.left, y, table.width, row_h), 2,
                                 border_radius=6)
            for (x, w), text in zip(xs, self.cells(rec)):
                theme.draw_text(surface, text, (x + 4, y + row_h // 2), theme.SMALL_FONT, colour,
                                bold=marked, anchor="midleft", max_width=w - 8)
            y += row_h

    # -- charts --------------------------------------------------------------------------------------
    def draw_charts(self, surface, area: pygame.Rect) -> None:
        from dogtable.ui.charts import draw_line_chart, head_to_head, results_over_time

        infos = self.history_infos()
        if not infos:
            theme.draw_wrapped(surface, self.t("app.records.charts_none"), area.inflate(-40, -40),
                               theme.TEXT_FONT, theme.MUTED)
            return
        split = area.width >= 820
        chart = pygame.Rect(area.left, area.top, int(area.width * 0.58) if split else area.width,
                            area.height if split else area.height // 2 - 6)
        grid = pygame.Rect(chart.right + 12, area.top, area.right - chart.right - 12, area.height) \
            if split else pygame.Rect(area.left, chart.bottom + 12, area.width,
                                      area.bottom - chart.bottom - 12)
        if self.game is None:
            theme.draw_wrapped(surface, self.t("app.records.charts_pick_game"),
                               chart.inflate(-30, -30), theme.TEXT_FONT, theme.MUTED)
        else:
            names, _table = head_to_head(infos, self.game, limit=6)
            series, won, shown = [], [], []
            for name in names:
                results = results_over_time(infos, name, None, self.game)[-20:]
                if results:
                    series.append([score for _when, score, _won in results])
                    won.append([w for _when, _score, w in results])
                    shown.append(name)
            longest = max((len(s) for s in series), default=0)
            if longest:
                # a player with fewer games: the line ends at their last game
                series = [s + [None] * (longest - len(s)) for s in series]
                won = [w + [False] * (longest - len(w)) for w in won]
                draw_line_chart(surface, chart, series, [str(i + 1) for i in range(longest)],
                                shown, title=self.t("app.records.chart_title", game=game_title(self.game)),
                                won=won)
        self.draw_head_to_head(surface, grid, infos)

    def draw_head_to_head(self, surface, rect: pygame.Rect, infos) -> None:
        from dogtable.ui.charts import draw_marker, head_to_head, seat_colour, seat_shape

        names, table = head_to_head(infos, self.game, limit=6)
        pygame.draw.rect(surface, theme.FELT_DARK, rect, border_radius=8)
        r = theme.draw_text(surface, self.t("app.records.head_to_head"), (rect.left + 10, rect.top + 8),
                            theme.SMALL_FONT, theme.HILITE, bold=True, max_width=rect.width - 20)
        theme.draw_wrapped(surface, self.t("app.records.head_to_head_hint"),
                           pygame.Rect(rect.left + 10, r.bottom + 2, rect.width - 20, 40),
                           theme.SMALL_FONT - 2, theme.MUTED, line_gap=0)
        if len(names) < 2:
            return
        n = len(names)
        top = r.bottom + 44
        label_w = min(140, rect.width // 3)
        cell = max(24, min(60, (rect.width - 20 - label_w) // n))
        row_h = max(22, min(34, (rect.bottom - top - 10) // (n + 1)))
        size = theme.SMALL_FONT - 2
        for j, name in enumerate(names):   # column heads: marker and initials
            cx = rect.left + 10 + label_w + j * cell + cell // 2
            draw_marker(surface, seat_shape(j), (cx, top + row_h // 2 - 6), 5, seat_colour(j))
            stagger = (j % 2) * (theme.font(size - 2).get_linesize() - 2)   # long names never touch
            theme.draw_text(surface, name, (cx, top + row_h // 2 + 4 + stagger), size - 2,
                            theme.CREAM, anchor="midtop", max_width=2 * cell - 8)
        top += theme.font(size - 2).get_linesize() - 2
        for i, name in enumerate(names):
            y = top + (i + 1) * row_h + 6
            draw_marker(surface, seat_shape(i), (rect.left + 18, y + row_h // 2), 5, seat_colour(i))
            theme.draw_text(surface, name, (rect.left + 30, y + row_h // 2), size, theme.CREAM,
                            anchor="midleft", max_width=label_w - 24)
            for j in range(n):
                cx = rect.left + 10 + label_w + j * cell + cell // 2
                met = i != j and table[i][j] is not None
                text = f"{table[i][j]}–{table[j][i]}" if met else ("—" if i == j else "·")
                colour = theme.HILITE if met and table[i][j] > table[j][i] else theme.CREAM
                theme.draw_text(surface, text, (cx, y + row_h // 2), size, colour, anchor="center",
                                max_width=cell - 4)
