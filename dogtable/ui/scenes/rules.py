"""The rules reference of a game, in the user's language.

The text lives in the game's locale file as numbered sections
``<game>.rules.s1.title`` / ``<game>.rules.s1.body``, ``s2`` ...; the screen lists
whatever sections exist (so the rules can grow without touching this code), then a Keys
page (app.rules.keys_*) that is the same for every game.  Opened from
the main menu it offers every registered game (``choose=True``); from the pause menu it
shows the game in progress.
"""
from __future__ import annotations

import html

import pygame
from pygame_gui.elements import UITextBox

from dogtable import i18n
from dogtable.core.registry import playable_game_ids
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.dialogs import centered_panel

MAX_SECTIONS = 60
MIN_TOPIC_HEIGHT = 30   # a topic's button thinner than this goes to a second column


def rule_sections(game_id: str) -> list[tuple[str, str]]:
    """(title, body) of each section, in order, in the current language."""
    sections = []
    for i in range(1, MAX_SECTIONS + 1):
        title_key = f"{game_id}.rules.s{i}.title"
        body_key = f"{game_id}.rules.s{i}.body"
        if not (i18n.has(title_key, "en") or i18n.has(body_key, "en")
                or i18n.has(title_key) or i18n.has(body_key)):
            break
        sections.append((i18n.t(title_key), i18n.t(body_key)))
    return sections


def keys_section() -> tuple[str, str]:
    """The Keys page every game's rules end with: each key of the table and what it does."""
    return i18n.t("app.rules.keys_title"), i18n.t("app.rules.keys_body")


def to_html(text: str) -> str:
    """Plain text as UITextBox html: every line is a paragraph (set apart by a blank
    line), except that the lines of a bullet list ("• ", "- " or "* ") stay together."""
    out = []
    previous_bullet = False
    for line in html.escape(text, quote=False).split("\n"):
        stripped = line.strip()
        if not stripped:
            continue
        bullet = stripped.startswith(("- ", "* ", "• "))
        if bullet:
            stripped = "• " + stripped[2:].strip()
        if out:
            out.append("<br>" if bullet and previous_bullet else "<br><br>")
        out.append(stripped)
        previous_bullet = bullet
    return "".join(out)


class RulesScene(Scene):
    overlay = True
    name = "rules"

    def __init__(self, app, game_id: str, choose: bool = False):
        super().__init__(app)
        self.game_id = game_id
        self.choose = choose and len(playable_game_ids()) > 1   # a game switcher under the title
        self.section = 0
        self.sections: list[tuple[str, str]] = []
        self.text_box: UITextBox | None = None

    def _rect(self) -> pygame.Rect:
        w, h = self.size
        # room below for the menu's footer line, which would otherwise peek out cut in half
        return centered_panel(self.size, min(1100, w - 40), h - 76)

    def build(self) -> None:
        self.sections = rule_sections(self.game_id)
        if self.sections:
            self.sections.append(keys_section())   # nothing tells a player the keys otherwise
        rect = self._rect()
        list_w = min(300, rect.width // 3)
        top = rect.top + 70
        if self.choose:
            games = playable_game_ids()
            gw = min(240, (rect.width - 40 - 8 * (len(games) - 1)) // len(games))
            x = rect.centerx - (gw * len(games) + 8 * (len(games) - 1)) // 2
            for gid in games:
                b = self.button((x, rect.top + 62, gw, 38), i18n.game_title(gid),
                                lambda gid=gid: self.switch_game(gid))
                if gid == self.game_id:
                    b.select()
                x += gw + 8
            top = rect.top + 112
        bottom = rect.bottom - 76
        if self.sections:
            self.section = min(self.section, len(self.sections) - 1)
            # every section's button above Back, the Keys page included, at 1024x600 too; in
            # two columns when one would make them too thin to read (a larger size of
            # everything leaves a short logical window: 12 topics were 9 px words)
            n = len(self.sections)
            columns = 1 if (bottom - top) // n - 4 >= MIN_TOPIC_HEIGHT or rect.width < 900 else 2
            if columns == 2:
                list_w = min(2 * 270 + 8, rect.width // 2)
            rows = -(-n // columns)
            bh = max(20, min(42, (bottom - top) // rows - 4))
            col_w = (list_w - 8 * (columns - 1)) // columns
            # one label size for the list, its lines within the buttons' borders (thin
            # buttons at 1024x600 had their words run over the edges)
            size = self.label_size(pygame.Rect(0, 0, col_w, bh - 6), [t for t, _ in self.sections])
            for i, (title, _) in enumerate(self.sections):
                column, row = divmod(i, rows)   # down the first column, then the next
                b = self.button((rect.left + 20 + column * (col_w + 8), top + row * (bh + 4),
                                 col_w, bh), title, lambda i=i: self.show(i), size=size)
                if i == self.section:
                    b.select()
            title, body = self.sections[self.section]
            text = f"<b>{html.escape(title, quote=False)}</b><br><br>{to_html(body)}"
        else:
            text = html.escape(self.t("app.rules.missing"), quote=False)
        box = pygame.Rect(rect.left + 40 + list_w, top, rect.right - 20 - (rect.left + 40 + list_w),
                          bottom - top)
        self.text_box = self.add(UITextBox(text, box, self.manager))
        back = pygame.Rect(0, 0, 220, 46)
        back.midbottom = (rect.centerx, rect.bottom - 16)
        self.button(back, self.t("app.common.back"), self.back, bold=True)

    def show(self, index: int) -> None:
        self.section = index
        self.rebuild()

    def switch_game(self, game_id: str) -> None:
        if game_id != self.game_id:
            self.game_id = game_id
            self.section = 0
            self.rebuild()

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        title = self.t("app.rules.title", game=i18n.game_title(self.game_id))
        theme.draw_text(surface, title, (rect.centerx, rect.top + 16), theme.HEADING_FONT,
                        theme.HILITE, bold=True, anchor="midtop", max_width=rect.width - 40)
