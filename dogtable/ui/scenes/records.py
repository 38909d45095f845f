"""The Records screen: per player and game, games played and won, best and average score,
last played (storage.records).  A computer seat is named with its level, so a human and a
computer called alike are two rows.  Filter by game; the players of the game just played
are marked."""
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
        for i, gid in enumerate(games):
            label = self.t("app.records.all_games") if gid is None else game_title(gid)
            b = self.button((rect.left + 24 + i * (bw + gap), rect.top + 64, bw, 38), label,
                            lambda gid=gid: self.set_game(gid), focus=False)
            if gid == self.game:
                b.select()
        pages = max(1, (len(self.rows()) + PER_PAGE - 1) // PER_PAGE)
        self.page = min(self.page, pages - 1)
        if pages > 1:
            self.button((rect.left + 24, rect.bottom - 62, 60, 46), "‹", self.prev_page,
                        enabled=self.page > 0, focus=False)
            self.button((rect.right - 84, rect.bottom - 62, 60, 46), "›", self.next_page,
                        enabled=self.page < pages - 1, focus=False)
        back = pygame.Rect(0, 0, 220, 46)
        back.midbottom = (rect.centerx, rect.bottom - 16)
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
        from dogtable.ui.scenes.saves import seat_words

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
            for (x, w), text in zip(xs, self.cells(rec)):
                theme.draw_text(surface, text, (x + 4, y + row_h // 2), theme.SMALL_FONT, colour,
                                bold=marked, anchor="midleft", max_width=w - 8)
            y += row_h
