"""The main menu: Continue (when an autosave exists), New game, Load, Settings, Rules,
About, Quit."""
from __future__ import annotations

import sys

import pygame

from dogtable import __version__
from dogtable.storage import paths
from dogtable.ui import picture_cache, theme
from dogtable.ui.scenes.base import Scene

# portraits shown beside the menu when the art is there (dog types of Dogs Alone)
_PORTRAITS = (1, 6, 9, 14)


def _grow(size) -> float:
    """How much bigger than at 1280x720 the menu is drawn (never smaller, at most 1.5x)."""
    w, h = size
    return max(1.0, min(1.5, w / 1280, h / 720))


# rows of one or two entries (label key, action, bold): the ways into a game first, then the
# rest in pairs; Continue first when a game was left unfinished
_CONTINUE = [("app.menu.continue", "resume_autosave", True)]
_ENTRIES = [
    [("app.menu.new_game", "new_game", False)],
    [("app.menu.learn", "learn", False), ("net.menu.join", "join_table", False)],
    [("app.menu.load", "load", False), ("app.menu.records", "records", False)],
    [("app.menu.settings", "settings", False), ("app.menu.rules", "rules", False)],
    [("app.menu.about", "about", False), ("app.menu.quit", "quit", False)],
]


def _layout(size, translate) -> tuple[list[tuple], int]:
    """The menu's buttons at ``size``: (rect, label, action name, bold, label size) each, and
    the top of the first."""
    w, h = size
    # grows with the window: a big screen gets a big menu, not a small one in the middle
    grow = _grow(size)
    bw, bh, gap = int(320 * grow), int(46 * grow), int(10 * grow)
    rows = ([_CONTINUE] if paths.autosave_path().is_file() else []) + _ENTRIES
    total = len(rows) * bh + (len(rows) - 1) * gap
    top = max(h * 0.30, (h - total) / 2 + 40)
    top = min(top, h - total - 50)
    # the half-width entries share one label size (the one the longest label needs)
    half = pygame.Rect(0, 0, (bw - gap) // 2, bh)
    paired = Scene.label_size(half, [translate(key) for row in rows if len(row) > 1
                                     for key, _, _ in row])
    buttons = []
    for i, row in enumerate(rows):
        cw = (bw - gap * (len(row) - 1)) // len(row)
        left = w // 2 - bw // 2
        for j, (key, action, bold) in enumerate(row):
            rect = pygame.Rect(left + j * (cw + gap), int(top + i * (bh + gap)), cw, bh)
            text = translate(key)
            size = paired if len(row) > 1 and not bold else Scene.label_size(rect, (text,), bold)
            buttons.append((rect, text, action, bold, size))
    return buttons, int(top)


class MenuScene(Scene):
    name = "menu"

    @classmethod
    def launch_looks(cls, size) -> set[str]:
        """The theme's button looks the menu will use at ``size`` (a start gives pygame-gui
        those with the first part of its theme: theme.gui_theme)."""
        from dogtable.i18n import t

        buttons, _ = _layout(size, t)
        return {theme.button_look(label_size, bold) for _, _, _, bold, label_size in buttons}

    def build(self) -> None:
        buttons, self.menu_top = _layout(self.size, self.t)
        # the looks of every size used, given to pygame-gui's theme in one go if it has not
        # them yet (a start to the menu gives it only the menu's part: theme.add_gui_theme)
        theme.add_gui_theme(self.manager, {theme.button_look(size, bold)
                                           for _, _, _, bold, size in buttons})
        # every start draws these buttons: their shapes are kept on disk (picture_cache)
        with picture_cache.lasting_shapes(self.manager):
            for rect, text, action, bold, size in buttons:
                self.button(rect, text, getattr(self, action), bold=bold, size=size)

    def back(self) -> None:
        pass  # Escape on the main menu does nothing: quitting takes a deliberate click

    # -- actions -----------------------------------------------------------------------------
    def join_table(self) -> None:
        """A table on the home network (dogtable/net): found nearby or by its address."""
        self.app.scenes.open("net_join")

    def resume_autosave(self) -> None:
        from dogtable.storage.journal import discard_autosave, load_autosave
        from dogtable.storage.saves import SaveError
        try:
            # the compact save and the journal of every act since (a torn or bad line
            # ends the journal there: the acts before it are kept)
            session, report = load_autosave(paths.autosave_path())
        except SaveError as exc:
            self.app.show_error(self.t("app.errors.continue_failed"),
                                self.t(exc.key, **exc.params))
            return
        if report.stopped or report.torn:
            print(f"dogtable: autosave journal: {report.applied} act(s) replayed; "
                  f"{report.stopped or 'a torn last line'} ends it", file=sys.stderr)
        if session.is_over():
            # the act that ended the game reached the journal, the clean-up after it did
            # not: show the end, keep nothing for Continue
            try:
                discard_autosave(paths.autosave_path())
            except OSError:
                pass
        from dogtable.ui.scenes.net_resume import open_saved_session

        open_saved_session(self.app, session)   # a hosted table is served again

    def new_game(self) -> None:
        self.app.scenes.open("setup")

    def learn(self) -> None:
        """A guided first game of any game (the welcome offers them too)."""
        self.app.scenes.open("welcome")

    def records(self) -> None:
        self.app.scenes.open("records")

    def load(self) -> None:
        self.app.scenes.open("load")

    def settings(self) -> None:
        self.app.scenes.open("settings")

    def rules(self) -> None:
        from dogtable.core.registry import playable_game_ids

        # the game last chosen in the setup first; a switcher offers every other game
        game = (getattr(self.app, "last_setup", None) or {}).get("game")
        if game not in playable_game_ids():
            game = "dogs_alone" if "dogs_alone" in playable_game_ids() else playable_game_ids()[0]
        self.app.scenes.open("rules", game, choose=True)

    def about(self) -> None:
        self.app.scenes.open("about")

    def quit(self) -> None:
        self.app.quit()

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        theme.draw_felt(surface)
        w, h = surface.get_size()
        top = getattr(self, "menu_top", int(h * 0.3))
        grow = _grow((w, h))
        title_y = max(20, top - int(150 * grow))
        theme.draw_text(surface, self.t("app.title"), (w // 2, title_y), int((theme.TITLE_FONT + 8) * grow),
                        theme.HILITE, bold=True, anchor="midtop", lasting=True)
        theme.draw_text(surface, self.t("app.tagline"), (w // 2, title_y + int(74 * grow)),
                        int((theme.TEXT_FONT + 2) * grow), theme.CREAM, anchor="midtop", max_width=w - 80,
                        lasting=True)
        self._draw_portraits(surface, top)
        if self.app.scenes.top is self:   # under a dialog it would peek out cut in half
            foot = self.t("app.menu.footer", version=__version__)
            theme.draw_text(surface, foot, (w // 2, h - 14), theme.SMALL_FONT - 2, theme.MUTED,
                            anchor="midbottom", max_width=w - 40, lasting=True)

    def _draw_portraits(self, surface, top: int) -> None:
        w, h = surface.get_size()
        grow = _grow((w, h))
        half = int(200 * grow)   # half the buttons' width and a margin
        side = min(int(150 * grow), (w - 2 * half) // 2 - 60, (h - top) // 2 - 10)
        if side < 60:
            return
        spots = [(w // 2 - half - side, top), (w // 2 - half - side, top + side + 20),
                 (w // 2 + half, top), (w // 2 + half, top + side + 20)]
        for (x, y), dog in zip(spots, _PORTRAITS):
            img = theme.lasting_image(f"dogs_alone/dog_{dog}.png", (side, side))
            rect = pygame.Rect(x, y, side, side)
            if img is None:
                continue  # no art: the menu stays clean
            pygame.draw.rect(surface, theme.CREAM, rect.inflate(10, 10), border_radius=12)
            surface.blit(img, rect)
