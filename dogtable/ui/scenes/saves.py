"""Named saves: the Save dialog (from the pause menu) and the Load screen (from the menu).

Saves live in the user data dir (storage.paths.saves_dir); a save that cannot be read
gives a clear message and leaves the list usable.
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
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.dialogs import ConfirmScene, centered_panel

PER_PAGE = 7


def describe_save(path: Path, t) -> str:
    """"3 players: Ana, Rex, Bo" or a note that the file cannot be read."""
    try:
        if path.stat().st_size > 20_000_000:
            raise ValueError("too large")
        data = json.loads(path.read_text(encoding="utf-8"))
        seats = [str(s.get("name", "?")) for s in data.get("seats", [])]
        game = game_title(str(data.get("game", "")))
        return t("app.load.summary", game=game, count=len(seats), players=", ".join(seats))
    except (OSError, ValueError, AttributeError, TypeError):
        return t("app.load.unreadable")


def saved_at(path: Path) -> str:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    except (OSError, ValueError, OverflowError):
        return ""


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
        self.saves: list[Path] = []
        self.summaries: dict[Path, str] = {}

    def _rect(self) -> pygame.Rect:
        w, h = self.size
        return centered_panel(self.size, min(820, w - 60), min(600, h - 30))

    def build(self) -> None:
        self.saves = paths.list_saves()
        pages = max(1, (len(self.saves) + PER_PAGE - 1) // PER_PAGE)
        self.page = min(self.page, pages - 1)
        if self.selected not in self.saves:
            self.selected = None
        rect = self._rect()
        row_h = min(44, (rect.height - 210) // PER_PAGE)
        y = rect.top + 70
        for path in self.saves[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]:
            room = theme.button_text_room(rect.width - 60)
            when = f"   ·   {saved_at(path)}"
            name = theme.ellipsize(path.stem, room - theme.font(theme.BUTTON_SIZES[1]).size(when)[0],
                                   theme.BUTTON_SIZES[1])
            label = name + when
            b = self.button((rect.left + 30, y, rect.width - 60, row_h - 4), label,
                            lambda p=path: self.select(p))
            if path == self.selected:
                b.select()
            y += row_h
        if pages > 1:
            self.button((rect.left + 30, rect.bottom - 124, 60, 36), "‹", self.prev_page,
                        enabled=self.page > 0, focus=False)
            self.button((rect.right - 90, rect.bottom - 124, 60, 36), "›", self.next_page,
                        enabled=self.page < pages - 1, focus=False)
        bw = (rect.width - 100) // 3
        y = rect.bottom - 66
        self.button((rect.left + 30, y, bw, 46), self.t("app.common.back"), self.back)
        self.button((rect.left + 50 + bw, y, bw, 46), self.t("app.load.delete"), self.delete,
                    enabled=self.selected is not None)
        self.button((rect.right - 30 - bw, y, bw, 46), self.t("app.load.load"), self.load,
                    bold=True, enabled=self.selected is not None)

    def select(self, path: Path) -> None:
        self.selected = path
        self.rebuild()

    def prev_page(self) -> None:
        self.page = max(0, self.page - 1)
        self.rebuild()

    def next_page(self) -> None:
        self.page += 1
        self.rebuild()

    def load(self) -> None:
        from dogtable.storage.saves import SaveError, load_session
        from dogtable.ui.scenes.table import open_session

        if self.selected is None:
            return
        try:
            session = load_session(self.selected)
        except SaveError as exc:
            self.app.show_error(self.t("app.errors.load_failed", name=self.selected.stem),
                                self.t(exc.key, **exc.params))
            return
        open_session(self.app, session, autosave=True)

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
            self.summaries.pop(path, None)
            self.rebuild()

        self.app.scenes.push(ConfirmScene(self.app, self.t("app.load.delete_title"),
                                          self.t("app.load.delete_question", name=path.stem),
                                          self.t("app.load.delete"), really_delete))

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        theme.draw_text(surface, self.t("app.load.title"), (rect.centerx, rect.top + 18),
                        theme.HEADING_FONT, theme.HILITE, bold=True, anchor="midtop")
        if not self.saves:
            theme.draw_text(surface, self.t("app.load.none"), rect.center, theme.TEXT_FONT,
                            theme.MUTED, anchor="center", max_width=rect.width - 60)
        if self.selected is not None:
            summary = self.summaries.get(self.selected)
            if summary is None:
                summary = self.summaries[self.selected] = describe_save(self.selected, self.t)
            theme.draw_text(surface, summary, (rect.centerx, rect.bottom - 100), theme.SMALL_FONT,
                            theme.CREAM, anchor="center", max_width=rect.width - 200)
