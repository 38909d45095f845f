"""The first launch: a welcome that offers the language and a guided first game of each game.

Shown once (the settings remember it); "Go to the menu" or Escape leaves it for the menu.
"""
from __future__ import annotations

import pygame
from pygame_gui.elements import UITextBox

from dogtable import i18n
from dogtable.core.registry import playable_game_ids
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.dialogs import centered_panel

LANGUAGE_NAMES = {"en": "English", "es": "Español", "pt": "Português"}


class WelcomeScene(Scene):
    overlay = True
    name = "welcome"

    def _rect(self) -> pygame.Rect:
        w, h = self.size
        return centered_panel(self.size, min(760, w - 40), min(560, h - 30))

    def build(self) -> None:
        rect = self._rect()
        pad = 24
        text_box = pygame.Rect(rect.left + pad, rect.top + 70, rect.width - 2 * pad, 80)
        self.add(UITextBox(self.t("learn.welcome.text"), text_box, self.manager))
        # the language, in each language's own name: a family finds its own
        langs = list(i18n.LANGUAGES)
        y = text_box.bottom + 14
        bw = (rect.width - 2 * pad - 10 * (len(langs) - 1)) // len(langs)
        for i, lang in enumerate(langs):
            self.button((rect.left + pad + i * (bw + 10), y, bw, 40), LANGUAGE_NAMES.get(lang, lang),
                        lambda lang=lang: self.app.set_language(lang), bold=lang == i18n.get_language())
        # a guided first game of each game
        games = playable_game_ids()
        y += 58
        cols = 2
        gw = (rect.width - 2 * pad - 10) // cols
        gh = 44
        for i, game in enumerate(games):
            r, c = divmod(i, cols)
            self.button((rect.left + pad + c * (gw + 10), y + r * (gh + 10), gw, gh),
                        self.t("learn.welcome.learn_game", game=i18n.game_title(game)),
                        lambda game=game: self.learn(game))
        skip = pygame.Rect(0, 0, 260, 44)
        skip.midbottom = (rect.centerx, rect.bottom - 18)
        self.button(skip, self.t("learn.welcome.skip"), self.back, bold=True)
        self.focus_index = 0
        self._show_focus()

    def learn(self, game: str) -> None:
        from dogtable.ui.scenes.learn import open_lesson

        self.app.scenes.pop()
        open_lesson(self.app, game)

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        theme.draw_text(surface, self.t("learn.welcome.title"), (rect.centerx, rect.top + 18),
                        theme.HEADING_FONT, theme.HILITE, bold=True, anchor="midtop")
