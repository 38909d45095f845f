"""Small modal overlays: a message with OK, and a yes/no question."""
from __future__ import annotations

from typing import Callable

import pygame

from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene


def centered_panel(size: tuple[int, int], width: int, height: int) -> pygame.Rect:
    w, h = size
    rect = pygame.Rect(0, 0, min(width, w - 40), min(height, h - 40))
    rect.center = (w // 2, h // 2)
    return rect


class MessageScene(Scene):
    """A clear message (e.g. a save that cannot be read) and an OK button."""

    overlay = True
    name = "message"

    def __init__(self, app, title: str, text: str, on_close: Callable[[], None] | None = None):
        super().__init__(app)
        self.title = title
        self.text = text
        self.on_close = on_close

    def _rect(self) -> pygame.Rect:
        return centered_panel(self.size, 620, 320)

    def build(self) -> None:
        rect = self._rect()
        ok = pygame.Rect(0, 0, 180, 46)
        ok.midbottom = (rect.centerx, rect.bottom - 20)
        self.button(ok, self.t("app.common.ok"), self.close)
        self.focus_index = 0
        self._show_focus()

    def close(self) -> None:
        self.app.scenes.pop()
        if self.on_close is not None:
            self.on_close()

    def back(self) -> None:
        self.close()

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        theme.draw_text(surface, self.title, (rect.centerx, rect.top + 22), theme.HEADING_FONT - 4,
                        theme.HILITE, bold=True, anchor="midtop", max_width=rect.width - 40)
        body = pygame.Rect(rect.left + 30, rect.top + 76, rect.width - 60, rect.height - 150)
        theme.draw_wrapped(surface, self.text, body, theme.TEXT_FONT, theme.CREAM, align="center")


class ConfirmScene(MessageScene):
    """A question with two answers."""

    name = "confirm"

    def __init__(self, app, title: str, text: str, yes_text: str, on_yes: Callable[[], None],
                 no_text: str | None = None):
        super().__init__(app, title, text)
        self.yes_text = yes_text
        self.no_text = no_text
        self.on_yes = on_yes

    def build(self) -> None:
        rect = self._rect()
        width = min(220, (rect.width - 60) // 2)
        no = pygame.Rect(0, 0, width, 46)
        yes = pygame.Rect(0, 0, width, 46)
        no.bottomright = (rect.centerx - 10, rect.bottom - 20)
        yes.bottomleft = (rect.centerx + 10, rect.bottom - 20)
        self.button(no, self.no_text or self.t("app.common.cancel"), self.close)
        self.button(yes, self.yes_text, self.confirm, bold=True)
        self.focus_index = 0
        self._show_focus()

    def confirm(self) -> None:
        self.app.scenes.pop()
        self.on_yes()
