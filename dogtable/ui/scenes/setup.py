"""New-game setup: the game (every registered game, by its title), its seats (as many as the
game's GameSpec allows: name; human or computer easy/medium/hard) and the first player
(random or chosen)."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from dogtable.core.registry import playable_game_ids, get_game
from dogtable.i18n import game_title
from dogtable.storage import paths
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene

KINDS = ("human", "easy", "medium", "hard")
MAX_NAME = 14


def max_seats() -> int:
    """The most seats any registered game takes (the form keeps a name for each)."""
    return max(get_game(g).max_players for g in playable_game_ids())


class SetupModel:
    """What the form holds, kept apart from the widgets so rebuilding loses nothing."""

    def __init__(self, t, previous: dict | None = None):
        self.game = "dogs_alone" if "dogs_alone" in playable_game_ids() else playable_game_ids()[0]
        spec = get_game(self.game)
        self.count = max(spec.min_players, min(3, spec.max_players))
        most = max_seats()
        self.names = [t(f"app.setup.name_{i + 1}") for i in range(most)]
        self.kinds = ["human"] + ["medium"] * (most - 1)
        self.first: int | str = "random"
        if previous:
            self.game = previous.get("game", self.game)
            self.count = previous.get("count", self.count)
            self.names = list(previous.get("names", self.names))
            self.kinds = list(previous.get("kinds", self.kinds))
            self.first = previous.get("first", "random")
        if self.game not in playable_game_ids():
            self.game = playable_game_ids()[0]
        # every seat any game may have gets a name and a kind (older values may be shorter)
        self.names += [t(f"app.setup.name_{i + 1}") for i in range(len(self.names), most)]
        self.kinds += ["medium"] * (most - len(self.kinds))

    def seats(self, t) -> list[dict]:
        out = []
        for i in range(self.count):
            name = " ".join(self.names[i].split())[:MAX_NAME] or t("app.setup.player_n", n=i + 1)
            out.append({"name": name, "kind": self.kinds[i]})
        return out

    def to_json(self) -> dict:
        return {"game": self.game, "count": self.count, "names": list(self.names),
                "kinds": list(self.kinds), "first": self.first}


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app):
        super().__init__(app)
        self.model = SetupModel(self.t, getattr(app, "last_setup", None))
        self.entries: list[UITextEntryLine] = []
        self.layout: dict = {}

    # -- layout ------------------------------------------------------------------------------
    def _geometry(self):
        w, h = self.size
        width = min(900, w - 60)
        left = (w - width) // 2
        top = 96 if h >= 720 else 80
        return left, top, width

    def build(self) -> None:
        self.entries = []
        m = self.model
        left, top, width = self._geometry()
        w, h = self.size
        # rows shrink (from 40 px) so that 8 seats still fit a 1024x600 window
        room = h - top - 48 - 76          # the fixed gaps and the Back / Start buttons
        pitch = max(32, min(48, room // (m.count + 3)))
        gap = 8 if pitch >= 46 else 6
        row_h = pitch - gap
        self.layout["row_h"], self.layout["pitch"] = row_h, pitch
        label_w = 190
        # game
        y = top
        games = playable_game_ids()
        gw = min(220, (width - label_w) // max(1, len(games)))
        for i, gid in enumerate(games):
            b = self.button((left + label_w + i * (gw + 8), y, gw, row_h), game_title(gid),
                            lambda gid=gid: self._set_game(gid))
            if gid == m.game:
                b.select()
        self.layout["game_y"] = y
        # player count
        y += row_h + gap + 6
        spec = get_game(m.game)
        for i, n in enumerate(range(spec.min_players, spec.max_players + 1)):
            b = self.button((left + label_w + i * 64, y, 56, row_h), str(n),
                            lambda n=n: self._set_count(n))
            if n == m.count:
                b.select()
        self.layout["count_y"] = y
        # seats
        y += row_h + gap + (34 if gap == 8 else 28)
        self.layout["seats_y"] = y
        name_w = min(240, width - label_w - 4 * 120)
        kind_w = (width - 60 - name_w - 12) // 4
        self.layout["kind_x"] = left + 60 + name_w + 12
        self.layout["kind_w"] = kind_w
        for s in range(m.count):
            entry = UITextEntryLine(pygame.Rect(left + 60, y, name_w, row_h), self.manager,
                                    initial_text=m.names[s])
            entry.set_text_length_limit(MAX_NAME)
            self.add(entry)
            self.entries.append(entry)
            for k, kind in enumerate(KINDS):
                rect = (self.layout["kind_x"] + k * (kind_w + 4), y, kind_w, row_h)
                b = self.button(rect, self.t(f"app.setup.kind_{kind}"),
                                lambda s=s, kind=kind: self._set_kind(s, kind), focus=False)
                if m.kinds[s] == kind:
                    b.select()
            y += row_h + gap
        # first player
        y += 8
        self.layout["first_y"] = y
        first_text = self._first_text()
        self.first_button = self.button((left + label_w, y, 300, row_h), first_text, self._cycle_first)
        # bottom buttons
        bw = 220
        back = pygame.Rect(0, 0, bw, 48)
        start = pygame.Rect(0, 0, bw, 48)
        bottom = min(h - 24, y + row_h + 90)
        back.bottomright = (w // 2 - 12, bottom)
        start.bottomleft = (w // 2 + 12, bottom)
        self.button(back, self.t("app.common.back"), self.back)
        self.button(start, self.t("app.setup.start"), self.start, bold=True)

    def _first_text(self) -> str:
        m = self.model
        if m.first == "random" or not isinstance(m.first, int) or m.first >= m.count:
            who = self.t("app.setup.first_random")
        else:
            who = m.seats(self.t)[m.first]["name"]
        return self.t("app.setup.first_value", player=who)

    # -- model changes -----------------------------------------------------------------------
    def _read_names(self) -> None:
        for s, entry in enumerate(self.entries):
            if s < len(self.model.names):
                self.model.names[s] = entry.get_text()

    def _set_game(self, gid: str) -> None:
        self._read_names()
        self.model.game = gid
        spec = get_game(gid)
        self.model.count = max(spec.min_players, min(self.model.count, spec.max_players))
        self.rebuild()

    def _set_count(self, n: int) -> None:
        self._read_names()
        self.model.count = n
        if isinstance(self.model.first, int) and self.model.first >= n:
            self.model.first = "random"
        self.rebuild()

    def _set_kind(self, seat: int, kind: str) -> None:
        self._read_names()
        self.model.kinds[seat] = kind
        self.rebuild()

    def _cycle_first(self) -> None:
        self._read_names()
        m = self.model
        order: list[int | str] = ["random"] + list(range(m.count))
        try:
            i = order.index(m.first)
        except ValueError:
            i = 0
        m.first = order[(i + 1) % len(order)]
        self.first_button.set_text(self._first_text())

    def on_ui_event(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.entries:
            self._read_names()
            if isinstance(self.model.first, int):
                self.first_button.set_text(self._first_text())
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in self.entries:
            self._read_names()
            return True
        return super().on_ui_event(event)

    def handle_key(self, event) -> bool:
        if any(e.is_focused for e in self.entries) and event.key != pygame.K_ESCAPE:
            return False
        return super().handle_key(event)

    def rebuild(self) -> None:
        if self.entries:
            self._read_names()
        super().rebuild()

    # -- go ------------------------------------------------------------------------------------------
    def start(self) -> None:
        self._read_names()
        self.app.last_setup = self.model.to_json()
        if paths.autosave_path().is_file():
            # a game is kept for Continue: starting over replaces it, so ask first
            from dogtable.ui.scenes.dialogs import ConfirmScene

            self.app.scenes.push(ConfirmScene(self.app, self.t("app.setup.replace_title"),
                                              self.t("app.setup.replace_question"),
                                              self.t("app.setup.start"), self._start_now))
            return
        self._start_now()

    def _start_now(self) -> None:
        from dogtable.ui.scenes.table import start_new_game

        first = self.model.first if isinstance(self.model.first, int) else "random"
        start_new_game(self.app, self.model.game, self.model.seats(self.t), seed=None, first=first)

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        theme.draw_felt(surface)
        w, h = surface.get_size()
        left, top, width = self._geometry()
        theme.draw_text(surface, self.t("app.setup.title"), (w // 2, 24), theme.HEADING_FONT + 4,
                        theme.HILITE, bold=True, anchor="midtop")
        half = self.layout.get("row_h", 40) // 2
        label = lambda key, y: theme.draw_text(surface, self.t(key), (left, y + half),
                                               theme.TEXT_FONT + 1, theme.CREAM, anchor="midleft",
                                               max_width=180)
        if "game_y" in self.layout:
            label("app.setup.game", self.layout["game_y"])
            label("app.setup.players", self.layout["count_y"])
            label("app.setup.first", self.layout["first_y"])
            y = self.layout["seats_y"]
            theme.draw_text(surface, self.t("app.setup.names"), (left + 60, y - 8),
                            theme.SMALL_FONT, theme.MUTED, anchor="bottomleft")
            kx, kw = self.layout["kind_x"], self.layout["kind_w"]
            theme.draw_text(surface, self.t("app.setup.who"), (kx, y - 8), theme.SMALL_FONT,
                            theme.MUTED, anchor="bottomleft")
            theme.draw_text(surface, self.t("app.setup.computer"), (kx + kw + 4 + (3 * kw + 8) // 2, y - 8),
                            theme.SMALL_FONT, theme.MUTED, anchor="midbottom", max_width=3 * kw)
            for s in range(self.model.count):
                ty = y + s * self.layout.get("pitch", 48) + half
                colour = theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)]
                pygame.draw.circle(surface, colour, (left + 30, ty), min(14, half))
                theme.draw_text(surface, str(s + 1), (left + 30, ty), theme.SMALL_FONT, theme.INK,
                                bold=True, anchor="center")
