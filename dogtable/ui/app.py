"""The window and the main loop: `run(start)` opens Dog Table.

``start`` is {"mode": "menu"} | {"mode": "play", "game", "seats": [{"name", "kind"}],
"seed", "lang"} | {"mode": "resume"}.

Scenes draw on a *logical* surface that is never smaller than 1024x600: in a smaller
window (or with a UI scale above 1) the logical surface is drawn scaled to the window
and mouse positions are mapped back, so every layout works at its minimum size and
nothing can crash for lack of room.  A UI scale below 1 gives a larger logical surface
(more room, smaller text).
"""
from __future__ import annotations

import math
import os
import sys
import traceback

import pygame
import pygame_gui

from dogtable import i18n
from dogtable.i18n import t
from dogtable.storage import settings as settings_store
from dogtable.ui import theme
from dogtable.ui.scenes.base import SceneManager

MIN_LOGICAL = (1024, 600)
DEFAULT_SIZE = (1280, 720)
FPS = 60
TOO_SMALL = (800, 450)        # below this, a notice suggests a larger window
# `dogtable bench` and the bundle checks set this to 1: after the first frame the app prints
# one line (see dogtable.bench.first_frame_report) and quits, so launch time can be measured.
EXIT_AFTER_FIRST_FRAME = "DOGTABLE_EXIT_AFTER_FIRST_FRAME"
_MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


def logical_size(window: tuple[int, int], ui_scale: float = 1.0
                 ) -> tuple[tuple[int, int], tuple[float, float]]:
    """(logical size, window pixels per logical pixel in x and y) for a window size and a UI
    scale.  Uniform scaling keeps the picture's proportions; only an absurdly long or flat
    window (more than 3 times the minimum once scaled) is squeezed on one axis instead of
    allocating a giant surface."""
    w, h = max(1, int(window[0])), max(1, int(window[1]))
    per = 1.0 / min(max(float(ui_scale), 0.5), 3.0)       # logical pixels per window pixel
    per = max(per, MIN_LOGICAL[0] / w, MIN_LOGICAL[1] / h)  # never under the minimum
    if abs(per - 1.0) < 1e-3:
        return (w, h), (1.0, 1.0)
    lw = min(math.ceil(w * per), max(w, 3 * MIN_LOGICAL[0]))
    lh = min(math.ceil(h * per), max(h, 3 * MIN_LOGICAL[1]))
    return (lw, lh), (w / lw, h / lh)


class Toast:
    def __init__(self, text: str, seconds: float):
        self.text = text
        self.left = seconds


def fit_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """The remembered (or default 1280x720) window size, shrunk to fit the screen: on a
    1024x600 netbook the window must not open larger than the desktop."""
    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        return size
    if not desktops or desktops[0][0] <= 0 or desktops[0][1] <= 0:
        return size
    return (min(size[0], desktops[0][0]), min(size[1], desktops[0][1]))


class App:
    """One window, one UIManager, one stack of scenes."""

    def __init__(self, start: dict | None = None, *, window_size: tuple[int, int] | None = None,
                 view_factory=None, agent_factory=None, settings=None):
        start = dict(start or {"mode": "menu"})
        self.start = start
        # hooks for tests: a stand-in table view and stand-in computer players
        self.view_factory = view_factory
        self.agent_factory = agent_factory
        notice = None
        if settings is None:
            settings, notice = settings_store.load_settings()
        self.settings = settings
        lang = start.get("lang") or settings.language
        i18n.set_language(lang if lang in i18n.LANGUAGES else "en")

        # the taskbar groups the window with dogtable.desktop; pygame's import set the class
        # to the script's name ("__main__.py"), so it is replaced, not defaulted
        os.environ["SDL_VIDEO_X11_WMCLASS"] = "dogtable"
        os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "dogtable")
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(t("app.title"))
        icon = None
        try:
            icon = theme.app_icon()
        except pygame.error:
            icon = None
        if icon is not None:
            pygame.display.set_icon(icon)
        self.windowed_size = window_size or fit_desktop((settings.window_width, settings.window_height))
        self.fullscreen = bool(settings.fullscreen) and window_size is None
        self.window = self._open_window()
        self.window_px = self.window.get_size()   # the window size the scenes are laid out for
        self.size, self.pixel_scale = logical_size(self.window.get_size(), settings.ui_scale)
        self.canvas = self._make_canvas()
        self.manager = pygame_gui.UIManager(self.size, theme.gui_theme(),
                                            starting_language=i18n.get_language(),
                                            enable_live_theme_updates=False)
        self._sync_mouse_scale()
        self.sounds = theme.SoundBank(settings.volume, settings.muted)
        self.scenes = SceneManager(self)
        self.clock = pygame.time.Clock()
        self.running = True
        self.exit_code = 0
        self.toasts: list[Toast] = []
        self.frames = 0
        self.last_setup: dict | None = None   # the setup form's last values (this run)
        self._was_small = False
        self._open_start(start)
        if notice:
            self.toast(t(notice))
        self._warn_if_too_small()

    # -- window ----------------------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
        size = (max(1, self.windowed_size[0]), max(1, self.windowed_size[1]))
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def _make_canvas(self) -> pygame.Surface:
        if self.pixel_scale == (1.0, 1.0) and self.size == self.window.get_size():
            return self.window
        return pygame.Surface(self.size).convert()

    def _sync_mouse_scale(self) -> None:
        self.manager.mouse_pos_scale_factor = [1.0 / self.pixel_scale[0], 1.0 / self.pixel_scale[1]]

    def relayout(self) -> None:
        """The window or the UI scale changed: new logical size, rebuild every scene."""
        self.window = pygame.display.get_surface() or self.window
        self.window_px = self.window.get_size()
        size, scale = logical_size(self.window.get_size(), self.settings.ui_scale)
        self.pixel_scale = scale
        self.size = size
        self.canvas = self._make_canvas()
        self.manager.set_window_resolution(size)
        self._sync_mouse_scale()
        self.scenes.on_resize()
        self._warn_if_too_small()

    def resize_window(self, size: tuple[int, int]) -> None:
        """Set the window size (also what a user's drag of the border does)."""
        if not self.fullscreen:
            self.windowed_size = (max(1, int(size[0])), max(1, int(size[1])))
            try:
                self.window = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            except pygame.error:
                return
        self.relayout()

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        if not on:
            self.fullscreen = False
        else:
            if self.window is not None and not self.fullscreen:
                self.windowed_size = self.window.get_size()
            self.fullscreen = True
        try:
            self.window = self._open_window()
        except pygame.error:
            self.fullscreen = False
            self.window = self._open_window()
        self.settings.fullscreen = self.fullscreen
        self.save_settings()
        self.relayout()

    def set_ui_scale(self, scale: float) -> None:
        self.settings.ui_scale = scale
        self.save_settings()
        self.relayout()

    # -- language, settings ---------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        lang = i18n.set_language(lang)
        self.settings.language = lang
        self.save_settings()
        try:
            self.manager.set_locale(lang)
        except Exception:  # pygame-gui's own strings are optional
            pass
        pygame.display.set_caption(t("app.title"))
        self.scenes.on_language()

    def save_settings(self) -> None:
        self.sounds.volume = self.settings.volume
        self.sounds.muted = self.settings.muted
        if not settings_store.save_settings(self.settings):
            self.toast(t("error.settings_unwritable"))

    # -- toasts ------------------------------------------------------------------------------------
    def toast(self, text: str, seconds: float = 3.5) -> None:
        self.toasts = [x for x in self.toasts if x.text != text][-2:]
        self.toasts.append(Toast(text, seconds))

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        if not self.toasts:
            return
        w, h = surface.get_size()
        y = 64  # under the table's top bar, above whatever the scene shows
        for toast in self.toasts:
            fnt = theme.font(theme.TEXT_FONT)
            lines = theme.wrap(toast.text, fnt, min(720, w - 80))[:3]
            height = len(lines) * fnt.get_linesize() + 20
            width = max(fnt.size(line)[0] for line in lines) + 40
            rect = pygame.Rect(0, 0, width, height)
            rect.midtop = (w // 2, y)
            alpha = int(235 * min(1.0, toast.left / 0.4))
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*theme.INK, alpha), layer.get_rect(), border_radius=12)
            pygame.draw.rect(layer, (*theme.ACCENT, alpha), layer.get_rect(), 2, border_radius=12)
            surface.blit(layer, rect)
            for i, line in enumerate(lines):
                img = fnt.render(line, True, theme.CREAM)
                img.set_alpha(max(0, min(255, alpha + 20)))
                surface.blit(img, (rect.centerx - img.get_width() // 2,
                                   rect.top + 10 + i * fnt.get_linesize()))
            y = rect.bottom + 8

    # -- starting ------------------------------------------------------------------------------------
    def _open_start(self, start: dict) -> None:
        from dogtable.ui.scenes.menu import MenuScene

        menu = MenuScene(self)
        self.scenes.reset(menu)
        mode = start.get("mode", "menu")
        if mode == "play":
            from dogtable.ui.scenes.table import start_new_game

            start_new_game(self, start.get("game", "dogs_alone"), start.get("seats") or [],
                           seed=start.get("seed"), first=start.get("first", "random"))
        elif mode == "resume":
            menu.resume_autosave()

    def show_error(self, title: str, text: str) -> None:
        from dogtable.ui.scenes.dialogs import MessageScene

        self.scenes.push(MessageScene(self, title, text))

    # -- the loop -------------------------------------------------------------------------------------
    def to_logical(self, event):
        """The event with its mouse position in logical pixels."""
        if event.type in _MOUSE_EVENTS and self.pixel_scale != (1.0, 1.0) and hasattr(event, "pos"):
            fx, fy = 1.0 / self.pixel_scale[0], 1.0 / self.pixel_scale[1]
            data = dict(event.dict)
            data["pos"] = (int(event.pos[0] * fx), int(event.pos[1] * fy))
            if "rel" in data:
                data["rel"] = (int(event.rel[0] * fx), int(event.rel[1] * fy))
            return pygame.event.Event(event.type, data)
        return event

    def handle(self, event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if not self.fullscreen:
                surface = pygame.display.get_surface()
                # the display surface is resized in place: compare with the size laid out last
                if surface is not None and surface.get_size() != self.window_px:
                    self.windowed_size = surface.get_size()
                    self.relayout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            return
        consumed = self.manager.process_events(event)
        top = self.scenes.top
        if top is None:
            return
        if event.type >= pygame.USEREVENT and hasattr(event, "ui_element"):
            top.on_ui_event(event)
            return
        if not consumed:
            top.handle_event(self.to_logical(event))

    def step(self, dt: float | None = None) -> None:
        """One frame: input, update, draw."""
        if dt is None:
            dt = self.clock.tick(FPS) / 1000.0
        dt = min(max(dt, 0.0), 0.1)
        for event in pygame.event.get():
            try:
                self.handle(event)
            except Exception:
                self._report_bug()
            if not self.running:
                return
        try:
            self.scenes.update(dt)
            self.manager.update(dt)
        except Exception:
            self._report_bug()
        for toast in self.toasts:
            toast.left -= dt
        self.toasts = [x for x in self.toasts if x.left > 0]
        self.draw()
        self.frames += 1

    def draw(self) -> None:
        canvas = self.canvas
        try:
            self.scenes.draw(canvas)
        except Exception:
            theme.draw_felt(canvas)
            self._report_bug()
        self.manager.draw_ui(canvas)
        self._draw_toasts(canvas)
        if canvas is not self.window:
            try:
                pygame.transform.smoothscale(canvas, self.window.get_size(), self.window)
            except (ValueError, pygame.error):
                pygame.transform.scale(canvas, self.window.get_size(), self.window)
        pygame.display.flip()

    def _warn_if_too_small(self) -> None:
        """Tell once (per shrink) that the window is smaller than the layouts are made for;
        everything still works, drawn smaller."""
        w, h = self.window.get_size()
        small = w < TOO_SMALL[0] or h < TOO_SMALL[1]
        if small and not self._was_small:
            self.toast(t("app.window_too_small", width=MIN_LOGICAL[0], height=MIN_LOGICAL[1]), 6.0)
        self._was_small = small

    def _report_bug(self) -> None:
        """Print the traceback and tell the user; the app keeps running."""
        traceback.print_exc(file=sys.stderr)
        self.toast(t("error.unexpected"))

    def quit(self) -> None:
        self.running = False

    def shutdown(self) -> None:
        for scene in list(self.scenes.stack):
            try:
                scene.leave()
            except Exception:
                traceback.print_exc(file=sys.stderr)
        self.scenes.stack.clear()
        if not self.fullscreen and self.window is not None:
            self.settings.window_width, self.settings.window_height = self.window.get_size()
            settings_store.save_settings(self.settings)
        theme.clear_caches()  # fonts and images die with pygame
        pygame.quit()

    def loop(self) -> int:
        exit_after_first_frame = os.environ.get(EXIT_AFTER_FIRST_FRAME) == "1"
        try:
            while self.running:
                self.step()
                if exit_after_first_frame and self.frames:
                    from dogtable.bench import print_first_frame_report
                    print_first_frame_report(self)
                    self.quit()
        finally:
            self.shutdown()
        return self.exit_code


def run(start: dict | None = None) -> int:
    """Open the window and play until the user quits; returns the exit status."""
    try:
        sys.setswitchinterval(0.002)  # the UI thread gets the interpreter back quickly
    except (AttributeError, ValueError):
        pass
    try:
        app = App(start)
    except pygame.error as exc:  # no display, no video driver...
        print(f"dogtable: cannot open a window: {exc}", file=sys.stderr)
        return 1
    return app.loop()
