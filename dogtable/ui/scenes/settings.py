"""Settings: language (live), animation speed, window or full screen, UI scale, running
scores shown or hidden, sound.

Every change applies at once and is saved (storage.settings)."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider

from dogtable import i18n
from dogtable.storage.settings import RACE_SECONDS, UI_SCALES
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene, button_row
from dogtable.ui.scenes.dialogs import centered_panel
from dogtable.ui.window_scale import effective_scale, offered_scales

SPEEDS = (("instant", 0.0), ("fast", 0.5), ("normal", 1.0), ("slow", 2.0))


class SettingsScene(Scene):
    overlay = True
    name = "settings"

    def __init__(self, app):
        super().__init__(app)
        self.volume_slider: UIHorizontalSlider | None = None
        self.rows: list[tuple[str, int]] = []
        self.name_size = theme.TEXT_FONT     # the rows' names (see _label_column)

    def _rect(self) -> pygame.Rect:
        w, h = self.size
        return centered_panel(self.size, min(900, w - 40), min(600, h - 30))

    ROW_LABELS = ("app.settings.language", "app.settings.speed", "app.settings.display",
                  "app.settings.scale", "app.settings.scores", "app.settings.race_time",
                  "app.settings.history", "net.settings.network", "app.settings.sound")

    def _label_column(self, rect: pygame.Rect) -> tuple[int, int]:
        """(the width of the rows' names, their one font size): wide enough for the longest
        name in this language (up to a third of the panel), so no name is drawn smaller than
        the others; if even that is too narrow, every name takes the size the longest needs."""
        names = [self.t(key) for key in self.ROW_LABELS]
        fnt = theme.font(theme.TEXT_FONT)
        natural = max(fnt.size(name)[0] for name in names) + 10
        label_w = max(min(240, rect.width // 4), min(natural, rect.width // 3))
        size = min(theme.fit_font(name, label_w - 10, tuple(range(theme.TEXT_FONT, 9, -1)))
                   for name in names)
        return label_w, size

    def build(self) -> None:
        s = self.app.settings
        rect = self._rect()
        label_w, self.name_size = self._label_column(rect)
        x0 = rect.left + 30 + label_w
        room = rect.right - 30 - x0
        row_h = 42
        y = rect.top + 76
        step = min(62, (rect.height - 76 - 80) // 9)
        self.rows = []

        def segmented(key: str, options: list[tuple[str, object]], current, on_pick):
            nonlocal y
            self.rows.append((key, y))
            # one label size a row (no choice looks less important than its neighbour); a
            # choice whose name needs more room is the wider
            size, widths = button_row([(text, False) for text, _ in options], room, row_h, 6)
            x = x0
            for (text, value), bw in zip(options, widths):
                b = self.button((x, y, bw, row_h), text,
                                lambda value=value: on_pick(value), focus=False, size=size)
                x += bw + 6
                if value == current:
                    b.select()
            y += step

        languages = [(self.t(f"app.settings.language_{lang}"), lang)
                     for lang in i18n.available_languages()]
        segmented("app.settings.language", languages, i18n.get_language(), self.set_language)
        speeds = [(self.t(f"app.settings.speed_{name}"), value) for name, value in SPEEDS]
        current_speed = min(SPEEDS, key=lambda sv: abs(sv[1] - s.anim_speed))[1]
        segmented("app.settings.speed", speeds, current_speed, self.set_speed)
        segmented("app.settings.display", [(self.t("app.settings.window"), False),
                                           (self.t("app.settings.fullscreen"), True)],
                  self.app.fullscreen, self.app.set_fullscreen)
        # only the scales this window honours, each named by the value stored for it (a
        # remembered scale this window cannot honour selects the nearest one shown)
        window = self.app.window_px
        offered = offered_scales(window, UI_SCALES)
        shown_now = effective_scale(window, s.ui_scale)
        current_scale = min(offered, key=lambda cs: (abs(cs[0] - s.ui_scale) > 1e-6,
                                                     abs(cs[1] - shown_now)))[0]
        segmented("app.settings.scale", [(f"{round(scale * 100)}%", scale) for scale, _shown in offered],
                  current_scale, self.app.set_ui_scale)
        segmented("app.settings.scores", [(self.t("app.settings.scores_shown"), True),
                                          (self.t("app.settings.scores_hidden"), False)],
                  bool(getattr(s, "show_scores", True)), self.set_show_scores)
        segmented("app.settings.race_time", [(f"{v:g} s", v) for v in RACE_SECONDS],
                  min(RACE_SECONDS, key=lambda v: abs(v - s.race_seconds)), self.set_race_time)
        from dogtable.storage.history import HISTORY_SIZES

        segmented("app.settings.history", [(str(v), v) for v in HISTORY_SIZES],
                  getattr(s, "history_size", 500), self.set_history_size)
        # home network tables: every interface, or this computer only (dogtable/net/loopback.py)
        from dogtable.net.loopback import loopback_only

        segmented("net.settings.network", [(self.t("net.settings.home_network"), False),
                                           (self.t("net.settings.loopback"), True)],
                  loopback_only(s), self.set_net_loopback)
        # sound: a volume slider and a mute toggle
        self.rows.append(("app.settings.sound", y))
        mute_w = min(200, room // 3)
        self.volume_slider = self.add(UIHorizontalSlider(
            pygame.Rect(x0, y + 4, room - mute_w - 12, row_h - 8), round(s.volume * 100), (0, 100),
            self.manager, click_increment=5))
        label = self.t("app.settings.muted") if s.muted else self.t("app.settings.sound_on")
        b = self.button((rect.right - 30 - mute_w, y, mute_w, row_h), label, self.toggle_mute,
                        focus=False)
        if s.muted:
            b.select()
        back = pygame.Rect(0, 0, 220, 46)
        back.midbottom = (rect.centerx, rect.bottom - 18)
        self.button(back, self.t("app.common.back"), self.back, bold=True)

    # -- changes ----------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        self.app.set_language(lang)   # rebuilds every scene, this one included

    def set_speed(self, value: float) -> None:
        self.app.settings.anim_speed = value
        self.app.save_settings()
        self.rebuild()

    def set_history_size(self, value: int) -> None:
        """How many finished games the history keeps: the oldest beyond it go when the next
        game is kept (not at once: a slip of the mouse loses nothing)."""
        self.app.settings.history_size = int(value)
        self.app.save_settings()
        self.rebuild()

    def set_race_time(self, value: float) -> None:
        self.app.settings.race_seconds = float(value)
        self.app.save_settings()
        self.rebuild()

    def set_net_loopback(self, value: bool) -> None:
        """Tables hosted or joined from now on (DOGTABLE_NET_LOOPBACK=1 keeps it on)."""
        self.app.settings.net_loopback = bool(value)
        self.app.save_settings()
        self.rebuild()

    def set_show_scores(self, value: bool) -> None:
        self.app.settings.show_scores = bool(value)
        self.app.save_settings()
        self._refresh_table()
        self.rebuild()

    def _refresh_table(self) -> None:
        """A table under the settings redraws its panels with or without the scores."""
        table = self.app.scenes.find("table")
        if table is not None:
            invalidate = getattr(table.view, "invalidate", None)
            if callable(invalidate):
                table._safe(invalidate)
            table._show(table.viewer)

    def toggle_mute(self) -> None:
        self.app.settings.muted = not self.app.settings.muted
        self.app.save_settings()
        self.rebuild()

    def on_ui_event(self, event) -> bool:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.volume_slider:
            self.app.settings.volume = max(0.0, min(1.0, float(event.value) / 100.0))
            self.app.save_settings()
            self.app.sounds.play("card")
            return True
        return super().on_ui_event(event)

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        theme.draw_text(surface, self.t("app.settings.title"), (rect.centerx, rect.top + 18),
                        theme.HEADING_FONT, theme.HILITE, bold=True, anchor="midtop")
        size = self.name_size
        for key, y in self.rows:
            theme.draw_text(surface, self.t(key), (rect.left + 30, y + 21), size,
                            theme.CREAM, anchor="midleft")
        if self.volume_slider is not None:
            value = f"{round(self.app.settings.volume * 100)}%"
            r = self.volume_slider.rect
            theme.draw_text(surface, value, (r.centerx, r.bottom + 2), theme.SMALL_FONT - 2,
                            theme.MUTED, anchor="midtop")
