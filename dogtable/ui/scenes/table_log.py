"""The table's log: entries in words for the seat on screen, and the log panel beside the
board (a mixin of TableScene), drawn as one picture re-made only when the log changes."""
from __future__ import annotations

import pygame

from dogtable import i18n
from dogtable.core import wording
from dogtable.core.rules import log_lines
from dogtable.ui import theme
from dogtable.ui.scenes.menu import _grow as window_grow

LOG_KEEP = 400              # log lines kept for the panel
LOG_SHARE = 0.22            # the log's share of the width at a scale of 100% ...
LOG_WIDTH = (230, 340)      # ... within these bounds (logical pixels)
LOG_MIN_ZOOMED = 180        # the narrowest log once zoomed in: two buttons and short lines still fit
LOG_MAX_SHARE = 0.3         # the widest log zoomed out, as a share of the width
SMALL_WINDOW = 1400         # window px: in a narrower window a zoomed-out log widens less


def resolve_params(game_id: str, params: dict, seat_names: list[str]) -> dict:
    """Log and refusal parameters as words in the language shown: seats by name, cards by
    their names (the game's declared ``log_words`` hook, see dogtable/core/wording.py)."""
    return wording.resolve_params(game_id, params, i18n.t, seat_names)


def log_width(width: int, scale: float = 1.0, scale_at_100: float | None = None) -> int:
    """The log panel's width on a logical surface ``width`` wide, shown at ``scale`` window
    pixels per logical pixel, in a window that shows ``scale_at_100`` at a UI scale of 100%
    (less than 1 in a window smaller than the minimum surface).  At 100% the log takes a
    share of the width within bounds.  A UI scale zooms the table: the log's width in
    window pixels is divided by the zoom, so the table, not the log, grows with the scale
    (the log's text grows and wraps sooner; zoomed out, it gets longer lines, except in a
    window narrower than SMALL_WINDOW: there it grows only with the square root of the
    zoom-out in window pixels and the board takes the room (issue 25: at 75% the log grew from
    230 to 307 px at 1024x600, now 265; from 281 to 375 px at 1280x720, now 325)."""
    base = scale if scale_at_100 is None else scale_at_100
    zoom = scale / base if base > 0 else 1.0
    at_100 = max(LOG_WIDTH[0], min(LOG_WIDTH[1], width * zoom * LOG_SHARE))  # logical px at 100%
    if abs(zoom - 1.0) < 1e-3:
        return int(at_100)
    out = at_100 / (zoom * zoom)
    if zoom < 1.0 and width * scale < SMALL_WINDOW:
        out = at_100 / zoom ** 1.5   # a little wider: the table still grows with the size
    if zoom > 1.0:
        return max(LOG_MIN_ZOOMED, int(out))
    return int(min(out, width * LOG_MAX_SHARE))


class TableLog:
    """The log panel.  The scene provides session, rules, game_id, names, viewer, log_rect
    and t(), and keeps log_scroll and the _log_* caches."""

    def log_lines(self) -> list[tuple[str, bool]]:
        """(text, from the last action) for the log, as the seat on screen may read it."""
        last = len(self.session.log) - 1
        return [(text, index == last and index > 0) for text, index in self._update_log()]

    def _update_log(self) -> list[tuple[str, int]]:
        """Describe the log entries not described yet (all of them again when the seat on
        screen or the language changed, or after an undo)."""
        key = (self.viewer, i18n.get_language())
        log = self.session.log
        if key != self._log_key or self._log_upto > len(log):
            self._log_key = key
            self._log_lines = []
            self._log_upto = 0
        if self._log_upto == len(log):
            return self._log_lines
        for index in range(self._log_upto, len(log)):
            for event in log[index].events:
                try:
                    lines = log_lines(self.rules, event, self.viewer)
                except Exception:
                    lines = []
                for line in lines:
                    params = resolve_params(self.game_id, line.params, self.names)
                    self._log_lines.append((self.t(line.key, **params), index))
        self._log_upto = len(log)
        if len(self._log_lines) > LOG_KEEP:
            del self._log_lines[:-LOG_KEEP]
        self._log_version += 1
        return self._log_lines

    def _scroll_log(self, steps: int) -> None:
        """The mouse wheel over the panel: older lines up, at most to the first one."""
        most = max(0, len(self._log_lines) - 1)
        self.log_scroll = max(0, min(most, self.log_scroll + steps))

    def _draw_log(self, surface) -> None:
        rect = self.log_rect
        lines = self._update_log()
        key = (self._log_version, self._log_key, self.log_scroll, rect.size, tuple(self.size),
               len(self.session.log))
        if self._log_surface is None or self._log_surface_key != key:
            self._log_surface = self._render_log(rect.size, lines)
            self._log_surface_key = key
        surface.blit(self._log_surface, rect.topleft)

    def _render_log(self, size, lines) -> pygame.Surface:
        """The log panel as one picture (re-drawn only when the log changes)."""
        panel = pygame.Surface(size)
        panel.fill(theme.PANEL)
        rect = panel.get_rect()
        pygame.draw.line(panel, theme.PANEL_BORDER, rect.topleft, rect.bottomleft, 2)
        grow = window_grow(self.size)   # larger type in a larger window, as the menu's
        theme.draw_text(panel, self.t("app.table.log"), (12, 8), round(theme.SMALL_FONT * grow),
                        theme.MUTED, bold=True)
        line_size = round((theme.SMALL_FONT - 1) * grow)
        fnt = theme.font(line_size)
        width = rect.width - 24
        area_top = round(34 * grow)
        y = rect.bottom - 8
        last = len(self.session.log) - 1
        end = len(lines) - min(self.log_scroll, max(0, len(lines) - 1))
        if end < len(lines):
            theme.draw_triangle_down(panel, (rect.right - 16, rect.bottom - 12), 6)
        for text, index in reversed(lines[:end]):
            colour = theme.HILITE if index == last and index > 0 else theme.CREAM
            picture = self._log_line_picture(text, fnt, line_size, width, colour)
            height = picture.get_height()
            if y - height < area_top:
                break
            y -= height
            panel.blit(picture, (12, y))
            y -= round(6 * grow)
        return panel

    def _log_line_picture(self, text: str, fnt, size: int, width: int, colour) -> pygame.Surface:
        """One log line wrapped to ``width`` and rendered, kept while its text, type size,
        width, language and colour stay the same (the panel is re-made after every act; its
        older lines are not rendered again)."""
        cache = self.__dict__.setdefault("_log_line_cache", {})
        key = (text, size, width, i18n.get_language(), colour)
        picture = cache.get(key)
        if picture is None:
            if len(cache) > 2 * LOG_KEEP:
                cache.clear()   # a language, size or width change left the old ones unused
            parts = [fnt.render(part, True, colour) for part in theme.wrap(text, fnt, width)]
            step = fnt.get_linesize()
            wide = max([width] + [part.get_width() for part in parts])   # an unbreakable word
            picture = pygame.Surface((wide, max(1, len(parts) * step)), pygame.SRCALPHA)
            for i, part in enumerate(parts):
                picture.blit(part, (0, i * step))
            cache[key] = picture
        return picture
