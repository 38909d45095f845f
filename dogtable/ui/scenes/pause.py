"""The pause menu over the table: resume, undo, save, rules, settings, quit to menu."""
from __future__ import annotations

import pygame

from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.dialogs import centered_panel
from dogtable.ui.scenes.game_hooks import offers_undo


class PauseScene(Scene):
    overlay = True
    name = "pause"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table

    def _rect(self) -> pygame.Rect:
        return centered_panel(self.size, 400, 76 + len(self._entries()) * 56 + 22)

    def _entries(self) -> list[tuple]:
        """(label key, action, bold, enabled) for each button, only those that can apply here."""
        over = self.table.session.is_over()
        entries = [
            ("app.common.back" if over else "app.pause.resume", self.back, True, True),
            ("app.pause.undo", self.undo, False, self.table._undo_seat() is not None),
            ("app.pause.save", self.save, False, not over),
            ("app.pause.rules", self.rules, False, True),
            ("app.pause.settings", self.settings, False, True),
            ("app.pause.quit", self.quit_to_menu, False, True),
        ]
        if _is_lesson(self.table) or _is_joined(self.table):
            # a guided game is practice: it is never saved, so the menu does not offer it;
            # a table joined on the home network is kept by its host
            entries = [e for e in entries if e[0] != "app.pause.save"]
        if not offers_undo(self.table.game_id):
            entries = [e for e in entries if e[0] != "app.pause.undo"]   # never possible there
        return entries

    def build(self) -> None:
        rect = self._rect()
        bw, bh, gap = rect.width - 80, 46, 10
        entries = self._entries()
        y = rect.top + 76
        for key, action, bold, enabled in entries:
            self.button((rect.left + 40, y, bw, bh), self.t(key), action, bold=bold, enabled=enabled)
            y += bh + gap
        self.focus_index = 0
        self._show_focus()

    def undo(self) -> None:
        self.app.scenes.pop()
        self.table.undo()

    def save(self) -> None:
        self.app.scenes.open("save", self.table)

    def rules(self) -> None:
        self.app.scenes.open("rules", self.table.game_id)

    def settings(self) -> None:
        self.app.scenes.open("settings")

    def quit_to_menu(self) -> None:
        self.app.scenes.back_to_menu()
        if not self.table.session.is_over() and not _is_lesson(self.table) \
                and not _is_joined(self.table):
            self.app.toast(self.t("app.pause.kept"))   # a lesson is not kept: no promise

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        # a finished game is not paused: the same menu is simply the table's menu
        title = "app.table.menu" if self.table.session.is_over() else "app.pause.title"
        theme.draw_text(surface, self.t(title), (rect.centerx, rect.top + 20),
                        theme.HEADING_FONT, theme.HILITE, bold=True, anchor="midtop",
                        max_width=rect.width - 40)


def _is_lesson(table) -> bool:
    """A guided first game (ui/scenes/learn.py): not autosaved, not saved, not kept."""
    return table.name == "learn"


def _is_joined(table) -> bool:
    """A table joined on the home network (dogtable/net): its host keeps the game."""
    return bool(getattr(getattr(table, "net", None), "is_client", False))
