"""Named saves: the Save dialog (from the pause menu) and the Load screen (from the menu).

Saves live in the user data dir (storage.paths.saves_dir); a save that cannot be read
gives a clear message and leaves the list usable.  The Load list says what each save holds
(storage.save_info: game, players and their kinds, round or turn, date, finished or not)
with a small picture of its table (save_picture, drawn a row at a time so the list opens at
once), sorts newest or oldest first, and opens a finished game's replay.
"""
from __future__ import annotations

from datetime import datetime
import json
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from dogtable.i18n import game_title
from dogtable.storage import paths
from dogtable.storage.records import HINTED
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.dialogs import ConfirmScene, centered_panel

PER_PAGE = 5
THUMB = (112, 64)


def describe_save(path: Path, t) -> str:
    """"3 players: Ana, Rex, Bo" or a note that the file cannot be read."""
    try:
        if path.stat().st_size > 20_000_000:
            raise ValueError("too large")
        data = json.loads(path.read_text(encoding="utf-8"))
        seats = [str(s.get("name", "?")) for s in data.get("seats", [])]
        game = game_title(str(data.get("game", "")))
        return t("app.load.summary", game=game, count=len(seats), players=", ".join(seats))
    except Exception:   # any shape of file at all: the list says so and goes on
        return t("app.load.unreadable")


def saved_at(path: Path) -> str:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    except (OSError, ValueError, OverflowError):
        return ""


def when_text(stamp: float) -> str:
    try:
        return datetime.fromtimestamp(stamp).strftime("%Y-%m-%d %H:%M") if stamp > 0 else ""
    except (ValueError, OverflowError, OSError):
        return ""


def seat_words(t, name: str, kind: str, short: bool = False) -> str:
    """"Ana" for a human, "Ana (with hints)" for a human's hinted games, "Rex (computer,
    hard)" for a computer ("Rex (hard)" when ``short``, for a long table of players)."""
    if kind == "human":
        return name
    if kind == HINTED:
        return t("app.records.with_hints", name=name)
    if kind in ("easy", "medium", "hard"):
        level = t(f"app.setup.kind_{kind}")
    else:
        level = t("app.load.kind_random") if kind == "random" else kind
    key = "app.load.computer_short" if short else "app.load.computer_seat"
    return t(key, name=name, level=level.lower())


def seat_words_short(t, name: str, kind: str) -> str:
    return seat_words(t, name, kind, short=True)


def info_lines(info, t, short: bool = False) -> tuple[str, str]:
    """The two lines the Load list shows for a save: what and where, then who (``short``:
    computers named by their level only)."""
    if not info.readable:
        return t("app.load.unreadable"), t(info.problem)
    parts = [game_title(info.game) if info.game else "?"]
    if info.finished:
        parts.append(t("app.load.finished"))
    elif info.progress is not None:
        kind, number = info.progress
        parts.append(t(f"app.load.progress_{kind}", n=number))
    when = when_text(info.saved_at)
    if when:
        parts.append(when)
    words = seat_words_short if short else seat_words
    who = [words(t, name, kind) for name, kind in info.seats]
    if info.finished and info.winners and info.scores and len(info.scores) == len(info.seats):
        who = [t("app.load.seat_winner" if i in info.winners else "app.load.seat_score",
                 seat=w, score=info.scores[i]) for i, w in enumerate(who)]
    return "  ·  ".join(parts), ", ".join(who)


def who_size(text: str, area: pygame.Rect, sizes=(15, 14, 13)) -> int | None:
    """The largest font size at which ``text`` wraps into ``area`` whole, or None."""
    for size in sizes:
        fnt = theme.font(size)
        if len(theme.wrap(text, fnt, area.width)) * fnt.get_linesize() <= area.height:
            return size
    return None


class SaveScene(Scene):
    overlay = True
    name = "save"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.entry: UITextEntryLine | None = None
        self.text = self._default_name()
        self.confirm_overwrite: str | None = None

    def _default_name(self) -> str:
        game = game_title(self.table.game_id)
        return f"{game} {datetime.now().strftime('%Y-%m-%d %H.%M')}"

    def _rect(self) -> pygame.Rect:
        return centered_panel(self.size, 560, 260)

    def build(self) -> None:
        rect = self._rect()
        self.entry = self.add(UITextEntryLine(pygame.Rect(rect.left + 30, rect.top + 90,
                                                          rect.width - 60, 42),
                                              self.manager, initial_text=self.text))
        self.entry.set_text_length_limit(60)
        self.entry.focus()
        bw = (rect.width - 90) // 2
        self.button((rect.left + 30, rect.bottom - 66, bw, 46), self.t("app.common.cancel"), self.back)
        self.button((rect.right - 30 - bw, rect.bottom - 66, bw, 46), self.t("app.save.save"),
                    self.save, bold=True)

    def on_ui_event(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.save()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.text = self.entry.get_text()
            self.confirm_overwrite = None
            return True
        return super().on_ui_event(event)

    def handle_key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False  # typing goes to the entry

    def save(self) -> None:
        name = (self.entry.get_text() if self.entry else self.text).strip() or self._default_name()
        path = paths.named_save_path(name)
        if path.exists() and self.confirm_overwrite != str(path):
            self.confirm_overwrite = str(path)
            self.app.toast(self.t("app.save.exists", name=path.stem))
            return
        if self.table.save_as(name):
            self.app.scenes.pop()

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        theme.draw_text(surface, self.t("app.save.title"), (rect.centerx, rect.top + 20),
                        theme.HEADING_FONT - 2, theme.HILITE, bold=True, anchor="midtop")
        theme.draw_text(surface, self.t("app.save.name"), (rect.left + 30, rect.top + 84),
                        theme.SMALL_FONT, theme.MUTED, anchor="bottomleft")


class LoadScene(Scene):
    overlay = True
    name = "load"

    def __init__(self, app):
        super().__init__(app)
        self.page = 0
        self.selected: Path | None = None
        self.newest_first = True
        self.infos: list = []
        self.rows: list[tuple[object, pygame.Rect]] = []     # (info, row rect) on this page

    @property
    def saves(self) -> list[Path]:
        return [info.path for info in self.infos]

    def _rect(self) -> pygame.Rect:
        w, h = self.size
        return centered_panel(self.size, min(980, w - 40), min(640, h - 24))

    def _selected_info(self):
        return next((i for i in self.infos if i.path == self.selected), None)

    def build(self) -> None:
        from dogtable.storage.save_info import list_save_infos

        from dogtable.ui.scenes.save_picture import finished_of

        self.infos = list_save_infos(paths.list_saves(), self.newest_first)
        for info in self.infos:
            if info.finished is None:
                info.finished = finished_of(info.path)
        pages = max(1, (len(self.infos) + PER_PAGE - 1) // PER_PAGE)
        self.page = min(self.page, pages - 1)
        if self.selected not in self.saves:
            self.selected = None
        rect = self._rect()
        row_h = max(48, min(THUMB[1] + 12, (rect.height - 200) // PER_PAGE))
        y = rect.top + 66
        name_w = min(300, (rect.width - 60 - THUMB[0]) // 3)
        self.rows = []
        for info in self.infos[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]:
            row = pygame.Rect(rect.left + 24, y, rect.width - 48, row_h - 6)
            room = theme.button_text_room(name_w)
            label = theme.ellipsize(info.path.stem, room, theme.BUTTON_SIZES[1])
            b = self.button((row.left + THUMB[0] + 10, row.centery - 21, name_w, 42), label,
                            lambda p=info.path: self.select(p))
            if info.path == self.selected:
                b.select()
            self.rows.append((info, row))
            y += row_h
        if self.infos:
            order = self.t("app.load.newest_first" if self.newest_first else "app.load.oldest_first")
            self.button((rect.right - 24 - 200, rect.top + 16, 200, 36), order, self.toggle_order,
                        focus=False)
        if pages > 1:
            self.button((rect.left + 24, rect.bottom - 112, 60, 36), "‹", self.prev_page,
                        enabled=self.page > 0, focus=False)
            self.button((rect.right - 84, rect.bottom - 112, 60, 36), "›", self.next_page,
                        enabled=self.page < pages - 1, focus=False)
        info = self._selected_info()
        finished = info is not None and info.readable and bool(info.finished)
        bw = (rect.width - 48 - 3 * 12) // 4
        y = rect.bottom - 62
        x = rect.left + 24
        self.button((x, y, bw, 46), self.t("app.common.back"), self.back)
        self.button((x + bw + 12, y, bw, 46), self.t("app.load.delete"), self.delete,
                    enabled=self.selected is not None)
        self.button((x + 2 * (bw + 12), y, bw, 46), self.t("app.load.replay"), self.replay,
                    enabled=finished)
        self.button((x + 3 * (bw + 12), y, bw, 46), self.t("app.load.load"), self.load,
                    bold=True, enabled=self.selected is not None)

    def select(self, path: Path) -> None:
        self.selected = path
        self.rebuild()

    def toggle_order(self) -> None:
        self.newest_first = not self.newest_first
        self.page = 0
        self.rebuild()

    def prev_page(self) -> None:
        self.page = max(0, self.page - 1)
        self.rebuild()

    def next_page(self) -> None:
        self.page += 1
        self.rebuild()

    def _open(self):
        from dogtable.storage.saves import SaveError, load_session

        if self.selected is None:
            return None
        name = theme.ellipsize(self.selected.stem, 400, theme.TEXT_FONT)
        try:
            return load_session(self.selected)
        except SaveError as exc:
            self.app.show_error(self.t("app.errors.load_failed", name=name),
                                self.t(exc.key, **exc.params))
        except Exception:   # load_session promises SaveError; the list must outlive a slip
            self.app.show_error(self.t("app.errors.load_failed", name=name),
                                self.t("error.save_corrupt", detail="?"))
        return None

    def load(self) -> None:
        from dogtable.ui.scenes.table import open_session

        session = self._open()
        if session is not None:
            open_session(self.app, session, autosave=True)

    def replay(self) -> None:
        from dogtable.ui.scenes.replay import open_replay

        session = self._open()
        if session is None:
            return
        if not session.is_over():
            self.app.show_error(self.t("app.errors.replay_failed"),
                                self.t("app.errors.replay_unfinished"))
            return
        open_replay(self.app, session)

    def delete(self) -> None:
        if self.selected is None:
            return
        path = self.selected

        def really_delete():
            try:
                path.unlink(missing_ok=True)
            except OSError:
                self.app.toast(self.t("error.delete_failed"))
            self.selected = None
            self.rebuild()

        self.app.scenes.push(ConfirmScene(self.app, self.t("app.load.delete_title"),
                                          self.t("app.load.delete_question", name=path.stem),
                                          self.t("app.load.delete"), really_delete))

    # -- pictures, one per frame ---------------------------------------------------------------
    def _missing_picture(self):
        from dogtable.ui.scenes.save_picture import cached

        for info, _ in self.rows:
            if info.readable and not cached(info.path, info.saved_at, THUMB):
                return info
        return None

    def _learn_finished(self) -> None:
        """An older save without a summary: drawing its picture loaded it, so now we know."""
        from dogtable.ui.scenes.save_picture import finished_of

        changed = False
        for info in self.infos:
            if info.finished is None and finished_of(info.path) is not None:
                info.finished = finished_of(info.path)
                changed = changed or info.path == self.selected
        if changed and self.built:
            self.rebuild()

    def update(self, dt: float) -> None:
        if self.app.scenes.top is not self:
            return
        info = self._missing_picture()
        if info is not None:
            from dogtable.ui.scenes.save_picture import save_picture

            save_picture(info.path, info.saved_at, THUMB, self.app.view_factory)
            self._learn_finished()

    def next_frame_in(self) -> float | None:
        if self.app.scenes.top is self and self._missing_picture() is not None:
            return 0.0
        return None

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            for info, row in self.rows:
                thumb = pygame.Rect(row.left, row.top, THUMB[0], row.height)
                text = pygame.Rect(row.left + THUMB[0] + 10, row.top, row.width - THUMB[0] - 10,
                                   row.height)
                if thumb.collidepoint(event.pos) or text.collidepoint(event.pos):
                    self.select(info.path)
                    return True
        return super().handle_event(event)

    def draw(self, surface) -> None:
        from dogtable.ui.scenes.save_picture import save_picture, cached

        rect = self._rect()
        theme.panel(surface, rect)
        theme.draw_text(surface, self.t("app.load.title"), (rect.left + 24, rect.top + 18),
                        theme.HEADING_FONT, theme.HILITE, bold=True, anchor="topleft",
                        max_width=rect.width - 280)
        if not self.infos:
            theme.draw_text(surface, self.t("app.load.none"), rect.center, theme.TEXT_FONT,
                            theme.MUTED, anchor="center", max_width=rect.width - 60)
        name_w = min(300, (rect.width - 60 - THUMB[0]) // 3)
        for info, row in self.rows:
            if info.path == self.selected:
                pygame.draw.rect(surface, theme.ACCENT, row.inflate(8, 4), 2, border_radius=8)
            thumb = pygame.Rect(row.left, row.centery - THUMB[1] // 2, *THUMB)
            picture = save_picture(info.path, info.saved_at, THUMB) \
                if cached(info.path, info.saved_at, THUMB) else None
            if picture is not None:
                surface.blit(picture, thumb)
            else:
                pygame.draw.rect(surface, theme.FELT_DARK, thumb)
            pygame.draw.rect(surface, theme.PANEL_BORDER, thumb, 1)
            x = row.left + THUMB[0] + 10 + name_w + 14
            room = row.right - x
            colour = theme.CREAM if info.readable else theme.DANGER
            first, second = info_lines(info, self.t)
            r = theme.draw_text(surface, first, (x, row.top + 2), theme.SMALL_FONT, colour,
                                bold=True, anchor="topleft", max_width=room)
            area = pygame.Rect(x, r.bottom + 2, room, row.bottom - r.bottom - 2)
            size = who_size(second, area)
            if size is None:   # a long table: computers by their level only, smaller if need be
                second = info_lines(info, self.t, short=True)[1]
                size = who_size(second, area) or 11
            theme.draw_wrapped(surface, second, area, size, theme.MUTED, line_gap=0)
