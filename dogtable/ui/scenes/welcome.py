"""The first launch: a welcome that offers the language and a guided first game of each game.

Shown once (the settings remember it); "Go to the menu" or Escape leaves it for the menu.
"""
from __future__ import annotations

import pygame

from dogtable import i18n
from dogtable.core.registry import get_game, playable_game_ids
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.dialogs import centered_panel

LANGUAGE_NAMES = {"en": "English", "es": "Español", "pt": "Português"}


def _taught_games() -> list[str]:
    """The offered games that declare a guided game (a game may come without one)."""
    return [g for g in playable_game_ids() if get_game(g).lesson is not None]


class WelcomeScene(Scene):
    overlay = True
    name = "welcome"

    PAD = 24
    TITLE = 70            # room for the heading above the text
    LANG_H, GAME_H, SKIP_H, GAP = 40, 44, 44, 10

    def _text_height(self, width: int, size: int) -> int:
        fnt = theme.font(size)
        lines = len(theme.wrap(self.t("learn.welcome.text"), fnt, width))
        return lines * (fnt.get_linesize() + 4) - 4

    def _layout(self) -> tuple[pygame.Rect, int, int]:
        """(the panel, the text size, the text height): the panel as tall as what it holds
        (the text drawn whole, never in a scrolling box), the text a step smaller before the
        panel would not fit the window."""
        w, h = self.size
        width = min(760, w - 40)
        rows = -(-len(_taught_games()) // 2)
        fixed = (self.TITLE + 14 + self.LANG_H + 18 + rows * (self.GAME_H + self.GAP)
                 + 8 + self.SKIP_H + 18)
        for size in (theme.TEXT_FONT, theme.SMALL_FONT, theme.SMALL_FONT - 2):
            text_h = self._text_height(width - 2 * self.PAD, size)
            if fixed + text_h <= h - 30:
                break
        return centered_panel(self.size, width, min(fixed + text_h, h - 30)), size, text_h

    def _rect(self) -> pygame.Rect:
        return self._layout()[0]

    def build(self) -> None:
        rect, _, text_h = self._layout()
        pad = self.PAD
        # the language, in each language's own name: a family finds its own
        langs = list(i18n.LANGUAGES)
        y = rect.top + self.TITLE + text_h + 14
        bw = (rect.width - 2 * pad - 10 * (len(langs) - 1)) // len(langs)
        for i, lang in enumerate(langs):
            self.button((rect.left + pad + i * (bw + 10), y, bw, self.LANG_H), LANGUAGE_NAMES.get(lang, lang),
                        lambda lang=lang: self.app.set_language(lang), bold=lang == i18n.get_language())
        # a guided first game of each game
        games = _taught_games()
        y += self.LANG_H + 18
        cols = 2
        gw = (rect.width - 2 * pad - 10) // cols
        for i, game in enumerate(games):
            r, c = divmod(i, cols)
            self.button((rect.left + pad + c * (gw + 10), y + r * (self.GAME_H + self.GAP), gw, self.GAME_H),
                        self.t("learn.welcome.learn_game", game=i18n.game_title(game)),
                        lambda game=game: self.learn(game))
        skip = pygame.Rect(0, 0, 260, self.SKIP_H)
        skip.midbottom = (rect.centerx, rect.bottom - 18)
        self.button(skip, self.t("learn.welcome.skip"), self.back, bold=True)
        # the keyboard starts on the language in use (the first button may not be it)
        current = i18n.get_language()
        self.focus_index = langs.index(current) if current in langs else 0
        self._show_focus()

    def learn(self, game: str) -> None:
        self.app.scenes.pop()
        self.app.scenes.start("lesson", game)

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        theme.draw_text(surface, self.t("learn.welcome.title"), (rect.centerx, rect.top + 18),
                        theme.HEADING_FONT, theme.HILITE, bold=True, anchor="midtop",
                        max_width=rect.width - 40)
        _, size, text_h = self._layout()
        text = pygame.Rect(rect.left + self.PAD, rect.top + self.TITLE, rect.width - 2 * self.PAD, text_h + 4)
        theme.draw_wrapped(surface, self.t("learn.welcome.text"), text, size, theme.CREAM)
