"""The table's top bar (a mixin of TableScene): the turn banner, the colour of the seat to
act, and, with several humans, whose view the board shows."""
from __future__ import annotations

import pygame

from dogtable.ui import theme
from dogtable.ui.scenes.menu import _grow as window_grow

BANNER_ONE_LINE = 17    # the banner's smallest size on one line; below it, two lines ...
BANNER_TWO_LINES = 14   # ... at this size at least
# (sizes at 1280x720 and below; a larger window grows them by the menu's factor, window_grow:
# the logical size already carries the UI scale setting)


class TableBar:
    """The scene provides session, game_id, names, viewer, desk, summaries, thinking_seat,
    multi_human, bar_rect, log_rect, the bar's buttons and t()."""

    def banner(self) -> str:
        if self.session.is_over():
            return self.t("app.table.game_over")
        to_act = self.session.to_act()
        if self.desk.race is not None or (not to_act and self.session.referee() is not None):
            return self.t(f"{self.game_id}.slap.title")  # until its outcome leaves the screen
        if self.summaries.holding():
            return self.t("app.table.round_over")  # not the next round's turn: its deal waits
        seat = self.thinking_seat
        if seat is not None and (not to_act or to_act[0] == seat or self.viewer not in to_act):
            return self.t("app.table.thinking", player=self.names[seat])
        if self.viewer is not None and self.viewer in to_act:
            return self.t("app.table.your_turn", player=self.names[self.viewer])
        if to_act:
            return self.t("app.table.turn_of", player=self.names[to_act[0]])
        return ""

    def _draw_bar(self, surface) -> None:
        bar = self.bar_rect
        pygame.draw.rect(surface, theme.PANEL, bar)
        pygame.draw.line(surface, theme.PANEL_BORDER, bar.bottomleft, bar.bottomright, 2)
        text = self.banner()
        to_act = self.session.to_act()
        colour_seat = to_act[0] if to_act else None
        grow = window_grow(self.size)
        x = 18
        if colour_seat is not None:
            colour = theme.SEAT_COLOURS[colour_seat % len(theme.SEAT_COLOURS)]
            radius = round(9 * grow)
            pygame.draw.circle(surface, colour, (x + radius - 1, bar.centery), radius)
            x += round(26 * grow)
        right = self.log_rect.left - 16
        for button in (getattr(self, "recap_button", None), getattr(self, "hint_button", None),
                       getattr(self, "mute_button", None)):
            if button is not None and button.alive():   # the banner ends before the first button
                right = min(right, button.rect.left - 12)
        room = right - 18
        banner = self._draw_banner(surface, text, x, int(room * (0.62 if self.multi_human else 1.0)) - x + 18)
        if self.multi_human:
            who = (self.t("app.table.showing", player=self.names[self.viewer])
                   if self.viewer is not None else self.t("app.table.showing_public"))
            theme.draw_text(surface, who, (right, bar.centery), round(theme.SMALL_FONT * grow),
                            theme.MUTED, anchor="midright", max_width=max(40, right - banner.right - 16))

    def _draw_banner(self, surface, text: str, x: int, width: int) -> pygame.Rect:
        """Whose turn it is, on one line while it reads large enough there, else on two
        lines (a long name beside the bar's buttons), else one line as small as it must."""
        bar = self.bar_rect
        grow = window_grow(self.size)
        floor_one = round(BANNER_ONE_LINE * grow)
        size = round((theme.HEADING_FONT - 6) * grow)
        while size > floor_one and theme.font(size, True).get_linesize() > bar.height - 8:
            size -= 1   # one line stays inside the bar
        one_line = theme.fit_font(text, width, tuple(range(size, floor_one - 1, -1)), bold=True)
        if theme.font(one_line, True).size(text)[0] <= width:
            return theme.draw_text(surface, text, (x, bar.centery), one_line, theme.HILITE, bold=True,
                                   anchor="midleft")
        for two in range(max(floor_one, BANNER_ONE_LINE), BANNER_TWO_LINES - 1, -1):

            fnt = theme.font(two, True)
            lines = theme.wrap(text, fnt, width)
            step = fnt.get_linesize() - 2
            whole = all(fnt.size(w)[0] <= width for w in text.split())
            if len(lines) == 2 and whole and 2 * step <= bar.height - 4:
                top = bar.centery - step
                rects = [theme.draw_text(surface, line, (x, top + i * step), two, theme.HILITE,
                                         bold=True, anchor="topleft") for i, line in enumerate(lines)]
                return rects[0].unionall(rects[1:])
        return theme.draw_text(surface, text, (x, bar.centery), size, theme.HILITE, bold=True,
                               anchor="midleft", max_width=width)

    # -- keys the bar's buttons answer to (issue 25: a player discovers them on the buttons) --
    def undo_label(self, width: int) -> str:
        """"Undo (Ctrl+Z)" on a button this wide when it reads at a button size there, else
        "Undo" (the rules' Keys page names Ctrl+Z)."""
        return self.keyed_label("app.table.undo_key", "app.table.undo", width)

    def keyed_label(self, keyed_key: str, plain_key: str, width: int) -> str:
        """A button's words with its key ("What would you do? (H)") when they read at a
        button size on a button this wide, else the words alone (the Keys page names the key)."""
        keyed = self.t(keyed_key)
        if theme.font(theme.BUTTON_SIZES[-2]).size(keyed)[0] <= theme.button_text_room(width):
            return keyed
        return self.t(plain_key)

    def mute_label(self) -> str:
        """The mute button says what a click does: sound off, or sound back on."""
        return self.t("app.table.unmute" if self.app.settings.muted else "app.table.mute")

    def mute_width(self) -> int:
        """Wide enough for the longer of the button's two labels at a middle button size,
        so the button keeps its place when it is clicked."""
        grow = window_grow(self.size)
        size = min(theme.BUTTON_SIZES[0], round(theme.BUTTON_SIZES[2] * grow))
        words = max(theme.font(size).size(self.t(k))[0] for k in ("app.table.mute", "app.table.unmute"))
        frame = 2 * theme.BUTTON_PADDING + 2 * (theme.BUTTON_BORDER + theme.BUTTON_SHADOW)
        return max(int(96 * grow), min(int(190 * grow), words + frame))

    def bar_buttons(self, right: int, specs) -> list:
        """The bar's buttons ((width, label, on_click) each), laid leftwards from ``right``,
        all in the largest type size at which every label fits: neighbours never read in
        different sizes."""
        from pygame_gui.core import ObjectID
        from pygame_gui.elements import UIButton

        y, h = 8, 38
        sizes = tuple(s for s in theme.BUTTON_SIZES if theme.font(s).get_linesize() <= h)
        size = theme.BUTTON_SIZES[0]
        for w, label, _ in specs:
            size = min(size, theme.fit_font(label, theme.button_text_room(w),
                                            sizes or theme.BUTTON_SIZES[-1:]))
        made = []
        for w, label, on_click in specs:
            widget = UIButton(pygame.Rect(right - w, y, w, h), label, self.manager,
                              object_id=ObjectID(object_id=theme.button_look(size)))
            self.add(widget)
            self.callbacks[widget] = on_click
            made.append(widget)
            right -= w + 10
        return made

    def toggle_mute(self) -> None:
        """The table's mute button and the M key: sound off, or back on."""
        self.app.settings.muted = not self.app.settings.muted
        self.app.save_settings()

    def bar_key(self, event) -> bool:
        """M (no modifier, no race running) mutes or unmutes; True when the key was taken."""
        if event.type != pygame.KEYDOWN or event.key != pygame.K_m:
            return False
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        if getattr(getattr(self, "desk", None), "race", None) is not None:
            return False   # in a race to slap, M is a player's key
        self.toggle_mute()
        return True
