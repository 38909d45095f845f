"""About Dog Table: version, credits of the original games, and the plain statement that
this is an unofficial fan adaptation."""
from __future__ import annotations

import html

import pygame
from pygame_gui.elements import UITextBox

from dogtable import __version__
from dogtable.core.registry import GAME_PACKAGES, get_game
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.dialogs import centered_panel



def about_html(t) -> str:
    parts = [
        f"<b>{html.escape(t('app.about.unofficial'), quote=False)}</b>",
        "",
        html.escape(t("app.about.what", version=__version__), quote=False),
    ]
    # each original game's credit lines, as its declaration lists them (locale keys
    # app.about.<game>_<line>), in the registry's order
    for game in GAME_PACKAGES:
        lines = get_game(game).credits
        if not lines:
            continue
        parts += ["", f"<b>{html.escape(t(f'app.about.{game}_title'), quote=False)}</b>"]
        parts += [html.escape(t(f"app.about.{game}_{line}"), quote=False) for line in lines]
    parts += [
        "",
        html.escape(t("app.about.thanks"), quote=False),
        "",
        f"<b>{html.escape(t('app.about.software_title'), quote=False)}</b>",
        html.escape(t("app.about.software"), quote=False),
        html.escape(t("app.about.art"), quote=False),
    ]
    return "<br>".join(parts)


class AboutScene(Scene):
    overlay = True
    name = "about"

    def _rect(self) -> pygame.Rect:
        w, h = self.size
        return centered_panel(self.size, min(860, w - 60), h - 40)

    def build(self) -> None:
        rect = self._rect()
        box = pygame.Rect(rect.left + 24, rect.top + 74, rect.width - 48, rect.height - 160)
        self.add(UITextBox(about_html(self.t), box, self.manager))
        back = pygame.Rect(0, 0, 220, 46)
        back.midbottom = (rect.centerx, rect.bottom - 18)
        self.button(back, self.t("app.common.back"), self.back, bold=True)
        self.focus_index = 0
        self._show_focus()

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        theme.draw_text(surface, self.t("app.about.title"), (rect.centerx, rect.top + 18),
                        theme.HEADING_FONT, theme.HILITE, bold=True, anchor="midtop")
