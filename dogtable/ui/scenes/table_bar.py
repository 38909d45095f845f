"""The table's top bar (a mixin of TableScene): the turn banner, the colour of the seat to
act, and, with several humans, whose view the board shows."""
from __future__ import annotations

import pygame

from dogtable.ui import theme


class TableBar:
    """The scene provides session, game_id, names, viewer, desk, summaries, thinking_seat,
    multi_human, bar_rect, log_rect, recap_button and t()."""

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
        x = 18
        if colour_seat is not None:
            colour = theme.SEAT_COLOURS[colour_seat % len(theme.SEAT_COLOURS)]
            pygame.draw.circle(surface, colour, (x + 8, bar.centery), 9)
            x += 26
        right = self.log_rect.left - 16
        if getattr(self, "recap_button", None) is not None and self.recap_button.alive():
            right = self.recap_button.rect.left - 12
        room = right - 18
        banner = theme.draw_text(surface, text, (x, bar.centery), theme.HEADING_FONT - 6,
                                 theme.HILITE, bold=True, anchor="midleft",
                                 max_width=int(room * (0.62 if self.multi_human else 1.0)) - x + 18)
        if self.multi_human:
            who = (self.t("app.table.showing", player=self.names[self.viewer])
                   if self.viewer is not None else self.t("app.table.showing_public"))
            theme.draw_text(surface, who, (right, bar.centery), theme.SMALL_FONT,
                            theme.MUTED, anchor="midright", max_width=max(40, right - banner.right - 16))
