"""The window and the main loop: `run(start)` opens Dog Table.

``start`` is {"mode": "menu"} | {"mode": "play", "game", "seats": [{"name", "kind"}],
"seed", "lang"} | {"mode": "resume"} | {"mode": "learn", "game"} | {"mode": "replay",
"session"} (a finished game, over the main menu).

Scenes draw on a *logical* surface that is never smaller than 1024x600: in a smaller
window (or with a UI scale above 1) the logical surface is drawn scaled to the window
and mouse positions are mapped back, so every layout works at its minimum size and
nothing can crash for lack of room.  A UI scale below 1 gives a larger logical surface
(more room, smaller text).

The app rests when nothing changes: each scene says when it next needs a frame
(``Scene.next_frame_in``: 0 = now, something moves; t = in t seconds, a timer; None = not
until input), and so do the toasts and pygame-gui (a caret blink, a tooltip delay).  The
loop draws only when input arrives or a frame is due, and otherwise sleeps.  Other threads
(a computer's answer, a failed autosave) wake it with ``post_wake``.
"""
from __future__ import annotations

import os
import sys
import time
import traceback
from typing import Callable

import pygame
import pygame_gui

from dogtable import i18n
from dogtable.i18n import t
from dogtable.storage import settings as settings_store
from dogtable.ui import presentation, theme
from dogtable.ui.scenes.base import SceneManager
from dogtable.ui.scenes.directory import scene_class
# re-exported: scenes, the bench and tests import these from here
from dogtable.ui.presentation import FRAMEBUFFER_HINT, gpu_present
from dogtable.ui.toasts import TOAST_FADE, TOAST_SECONDS, AppToasts, Toast
from dogtable.ui.wake import WAKE_EVENT, post_wake, soonest
from dogtable.ui.window_scale import (MIN_LOGICAL, SAME_SCALE, effective_scale, fit_desktop,
                                      logical_size, offered_scales, zoom)

__all__ = ["App", "run", "post_wake", "soonest", "choose_presentation", "gpu_present",
           "FRAMEBUFFER_HINT", "Toast", "TOAST_FADE", "TOAST_SECONDS", "MIN_LOGICAL",
           "SAME_SCALE", "effective_scale", "fit_desktop", "logical_size", "offered_scales"]

DEFAULT_SIZE = (1280, 720)
FPS = 60                      # at most this many frames a second, while something moves
MAX_DT = 0.1                  # an unplanned gap (a stall, a long rest) advances time by this at most
TIMER_SLACK = 0.05            # a frame a timer asked for may advance time by the timer, plus this
POLL_STEP = 0.01              # at rest, look for input this often (see App.wait_for_input)
SAFETY_WAKE = 1.0             # at rest, ask the scenes again this often (no frame unless one is due)
# pygame-gui checks a timer before it advances it: wake a frame after the moment, so the
# frame's first update passes it and its second acts on it
GUI_LATE = 1.0 / FPS + 0.01
TOO_SMALL = (800, 450)        # below this, a notice suggests a larger window
_MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


_BOARD_LAYOUT = "dogtable.ui.table.layout"


def set_board_zoom(value: float) -> None:
    """The boards' zoom (dogtable.ui.table.layout.set_zoom).  The layouts start at 100%: until
    a table loads them, 100% needs no telling, so the menu's launch does not load them."""
    layout = sys.modules.get(_BOARD_LAYOUT)
    if layout is None:
        if value == 1.0:
            return
        from dogtable.ui.table import layout
    layout.set_zoom(value)


def choose_presentation() -> str:
    """SDL's presentation (see presentation.choose_presentation), asking this module's
    gpu_present, which tests replace."""
    return presentation.choose_presentation(gpu_present)


class App(AppToasts):
    """One window, one UIManager, one stack of scenes (and the toasts over them)."""

    def __init__(self, start: dict | None = None, *, window_size: tuple[int, int] | None = None,
                 view_factory=None, agent_factory=None, settings=None):
        start = dict(start or {"mode": "menu"})
        self.start = start
        # hooks for tests: a stand-in table view and stand-in computer players
        self.view_factory = view_factory
        self.agent_factory = agent_factory
        notice = None
        # what the settings file holds (None: unknown), so that quitting writes it only when
        # something changed (a write syncs the disk: the launch measurement counts it)
        self._settings_on_disk: dict | None = None
        if settings is None:
            settings, notice = settings_store.load_settings()
            if notice is None and settings.welcomed:   # read from the file as it is
                self._settings_on_disk = settings.to_json()
        self.settings = settings
        lang = start.get("lang") or settings.language
        i18n.set_language(lang if lang in i18n.LANGUAGES else "en")

        # the taskbar groups the window with dogtable.desktop; pygame's import set the class
        # to the script's name ("__main__.py"), so it is replaced, not defaulted
        os.environ["SDL_VIDEO_X11_WMCLASS"] = "dogtable"
        os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "dogtable")
        pygame.display.init()
        self.presentation = choose_presentation()
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
        self._set_board_zoom()
        self.canvas = self._make_canvas()
        # a start to the menu gives pygame-gui the menu's part of the theme (the looks of its
        # buttons' sizes), the rest after the first frame (or before any other scene)
        launch = start.get("mode", "menu") == "menu" and theme.gui_theme_grows()
        looks = scene_class("menu").launch_looks(self.size) if launch else ()
        self.manager = pygame_gui.UIManager(self.size, theme.gui_theme(launch, looks),
                                            starting_language=i18n.get_language(),
                                            enable_live_theme_updates=False)
        if launch:
            theme.rest_of_gui_theme_later(self.manager, looks)
        self._sync_mouse_scale()
        self.sounds = theme.SoundBank(settings.volume, settings.muted)
        self.scenes = SceneManager(self)
        self.running = True
        self.exit_code = 0
        self.toasts: list[Toast] = []
        self.frames = 0
        # the resting loop: a clock and a sleep that tests may replace with simulated ones
        self.now = time.perf_counter
        self.sleep = time.sleep
        self._last_update_at = self.now()
        self._last_frame_at = self._last_update_at - 1.0 / FPS
        self._frame_requested = True              # the first frame, a relayout, a new toast
        self._gui_later = False                   # this frame: pygame-gui's update after it
        self._last_click_at: float | None = None  # pygame-gui's double-click timer runs after it
        self.last_setup: dict | None = None   # the setup form's last values (this run)
        self._was_small = False
        self._open_start(start)
        if notice:
            self.toast(t(notice))
        self._warn_if_too_small()

    # -- window ----------------------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        """The window at its windowed size; full screen on top of it when asked."""
        size = (max(1, self.windowed_size[0]), max(1, self.windowed_size[1]))
        surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        if self.fullscreen:
            self.fullscreen = False
            if self._enter_fullscreen():
                self.fullscreen = True
                surface = pygame.display.get_surface() or surface
        return surface

    @staticmethod
    def _sdl_window():
        """SDL's window of the display module (None where pygame cannot give it)."""
        import warnings

        try:
            with warnings.catch_warnings():   # pygame-ce would have us draw through Window
                warnings.simplefilter("ignore")
                return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None

    def _enter_fullscreen(self) -> bool:
        """SDL's desktop full screen (no change of video mode), remembering the window's place
        and size to restore.  Without a window manager SDL cannot move the window itself, so
        the window is first moved to the desktop's corner and given its size: either way the
        whole picture is on the screen."""
        win = self._sdl_window()
        if win is None:   # an older pygame-ce: its own full screen at the desktop's size
            try:
                pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                return False
            return True
        try:
            self._windowed_place = (tuple(win.position), tuple(win.size))
            desktops = pygame.display.get_desktop_sizes()
            if desktops and desktops[0][0] > 0 and desktops[0][1] > 0:
                win.position = (0, 0)
                win.size = desktops[0]
                pygame.event.pump()
            win.set_fullscreen(True)
            pygame.event.pump()
        except pygame.error:
            return False
        return True

    def _leave_fullscreen(self) -> None:
        """Back to the window as it was before full screen: its size and its place."""
        win = self._sdl_window()
        place = getattr(self, "_windowed_place", None)
        if win is None:
            pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            return
        try:
            win.set_windowed()
            win.size = self.windowed_size
            if place is not None:
                win.position = place[0]
            pygame.event.pump()
        except pygame.error:
            pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def _set_board_zoom(self) -> None:
        """Tell the boards' layouts how far the UI scale zooms in (their hands grow with it)."""
        set_board_zoom(zoom(self.window.get_size(), self.settings.ui_scale))

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
        self._set_board_zoom()
        self.pixel_scale = scale
        self.size = size
        self.canvas = self._make_canvas()
        self.manager.set_window_resolution(size)
        self._sync_mouse_scale()
        self.scenes.on_resize()
        self._warn_if_too_small()
        self.request_frame()

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
        """F11 or Settings: desktop full screen, and back to the window's old size and place."""
        if on == self.fullscreen:
            return
        if on:
            if self.window is not None:
                self.windowed_size = self.window.get_size()
            self.fullscreen = self._enter_fullscreen()
        else:
            self.fullscreen = False
            self._leave_fullscreen()
        self.window = pygame.display.get_surface() or self.window
        self.settings.fullscreen = self.fullscreen
        self.save_settings()
        self.relayout()   # rebuilds every scene: an open Settings shows the new mode

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
        self.request_frame()

    def save_settings(self) -> None:
        self.sounds.volume = self.settings.volume
        self.sounds.muted = self.settings.muted
        if settings_store.save_settings(self.settings):
            self._settings_on_disk = self.settings.to_json()
        else:
            self._settings_on_disk = None
            self.toast(t("error.settings_unwritable"))

    # -- starting ------------------------------------------------------------------------------------
    def _open_start(self, start: dict) -> None:
        menu = self.scenes.make("menu")
        self.scenes.reset(menu)
        mode = start.get("mode", "menu")
        if mode == "menu" and not self.settings.welcomed:
            self.settings.welcomed = True
            self.save_settings()
            self.scenes.open("welcome")
        if mode == "play":
            self.scenes.start("new_game", start.get("game", "dogs_alone"), start.get("seats") or [],
                           seed=start.get("seed"), first=start.get("first", "random"))
        elif mode == "resume":
            from dogtable.storage import paths

            if paths.autosave_path().is_file():
                menu.resume_autosave()
            else:   # nothing to resume is no error: say so plainly, with no file path
                key = "app.menu.nothing_to_resume"
                self.toast(t(key) if i18n.has(key) else t("app.errors.continue_failed"))
        elif mode == "join":     # `dogtable join ADDRESS --code CODE` (dogtable/net)
            self.scenes.open("net_join", start.get("address", ""), start.get("code", ""),
                             start.get("seat"))
        elif mode == "learn":
            self.scenes.start("lesson", start.get("game", "dogs_alone"))
        elif mode == "replay":   # `dogtable replay FILE`: may keep the file's game in the history
            self.scenes.start("replay", start["session"], offer_keep=True)

    def show_error(self, title: str, text: str) -> None:
        self.scenes.open("message", title, text)

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
        if event.type == WAKE_EVENT:
            return  # its only job was to end the wait
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
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._last_click_at = self.now()
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
        """One frame whatever the scenes say: input, update, draw (tests step the app this
        way with a made-up dt; the real loop is ``run_once``)."""
        if dt is None:
            dt = self.now() - self._last_update_at
        self._frame(pygame.event.get(), min(max(dt, 0.0), MAX_DT))

    def _frame(self, events: list, dt: float, waited: float = 0.0) -> None:
        """Input, update, draw.  ``waited``: time that passed before the input arrived (the
        loop rested or waited for a timer); it is run first, so that what the input starts
        begins now instead of jumping ahead by the wait.  With ``_gui_later`` set (the
        launch's first frame, run_once) pygame-gui's update waits for the next frame, which
        is asked for at once."""
        now = self.now()
        self._last_update_at = self._last_frame_at = now
        self._frame_requested = False
        if self.frames == 1:   # what the first frame did not need (theme.add_gui_theme)
            theme.add_gui_theme(self.manager)
        gui = not self._gui_later
        self._gui_later = False
        if waited > 0:
            self._advance(waited, gui)
        for event in events:
            try:
                self.handle(event)
            except Exception:
                self._report_bug()
            if not self.running:
                return
        self._advance(dt, gui)
        self.draw()
        self.frames += 1
        if not gui:
            self.request_frame()

    def _advance(self, dt: float, gui: bool = True) -> None:
        """Let ``dt`` seconds pass for the scenes, the widgets and the toasts."""
        try:
            self.scenes.update(dt)
            if gui:
                self.manager.update(dt)
        except Exception:
            self._report_bug()
        self._age_toasts(dt)

    # -- resting ---------------------------------------------------------------------------------------
    def request_frame(self) -> None:
        """Draw a frame soon, even with no input (a relayout, a new toast)."""
        self._frame_requested = True

    def next_frame_in(self) -> float | None:
        """When the window next needs a frame: 0 = now (something moves), t = in t seconds
        after the last update, None = not until input."""
        if self._frame_requested:
            return 0.0
        return soonest([self.scenes.next_frame_in(), self._gui_next_frame_in(),
                        self._toasts_next_frame_in()])

    def _gui_next_frame_in(self) -> float | None:
        """What pygame-gui needs between inputs.  Its timers only advance in
        UIManager.update: a tooltip appears after its delay of hovering, a focused text
        entry's caret blinks, a double-click window runs out (it is checked before the
        update of the frame that brings the second click), a colour transition or a deferred
        rebuild finishes, a held button (a slider's arrow) repeats."""
        waits: list[float | None] = []
        if self._last_click_at is not None:
            left = self.manager.get_double_click_time() - (self._last_update_at - self._last_click_at)
            if left > 0:
                waits.append(left + GUI_LATE)
            else:
                self._last_click_at = None
        try:
            elements = self.manager.get_sprite_group().sprites()
        except Exception:
            return 0.0
        for element in elements:
            if getattr(element, "held", False):
                return 0.0
            shape = getattr(element, "drawable_shape", None)
            if shape is not None:
                state = getattr(shape, "active_state", None)
                if getattr(state, "transition", None) is not None:
                    return 0.0
                if getattr(shape, "should_trigger_full_rebuild", False):
                    waits.append(max(0.0, getattr(shape, "full_rebuild_countdown", 0.0)) + GUI_LATE)
            if getattr(element, "hovered", False) and getattr(element, "tool_tip_text", None) \
                    and getattr(element, "tool_tip", None) is None:
                waits.append(getattr(element, "tool_tip_delay", 1.0)
                             - getattr(element, "hover_time", 0.0) + GUI_LATE)
            if getattr(element, "is_focused", False) and hasattr(element, "blink_cursor_time"):
                waits.append(self._caret_due(element))
        return soonest(waits)

    @staticmethod
    def _caret_due(entry) -> float:
        """Seconds until a focused text entry's caret blinks (UITextEntryLine's timers)."""
        try:
            still = entry.cursor_blink_delay_after_moving - entry.cursor_blink_delay_after_moving_acc
            if still >= 0:
                return still + GUI_LATE
            return max(0.0, entry.blink_cursor_time - entry.blink_cursor_time_acc) + GUI_LATE
        except (AttributeError, TypeError):
            return 0.4

    def wait_for_input(self, deadline: float | None) -> bool:
        """Sleep until input is queued (True), the deadline passes or SAFETY_WAKE seconds go
        by (False).  pygame-ce's event.wait() polls every millisecond (SDL_Delay(1) between
        pumps, ~1.7% of a core at rest); looking every POLL_STEP costs a tenth of that and adds
        at most POLL_STEP of latency, under a frame."""
        give_up = self.now() + SAFETY_WAKE
        if deadline is not None:
            give_up = min(give_up, deadline)
        while True:
            try:
                if pygame.event.peek():
                    return True
            except pygame.error:
                return True   # no event queue any more: let the frame find out
            now = self.now()
            if now >= give_up:
                return False
            self.sleep(min(POLL_STEP, give_up - now))

    def run_once(self) -> bool:
        """One turn of the main loop: wait until input arrives or a frame is due, then draw
        one; True if it drew (a safety wake with nothing due draws nothing)."""
        due = self.next_frame_in()
        if due is None or due > 0:
            deadline = None if due is None else self._last_update_at + due
            if not self.wait_for_input(deadline) and (deadline is None or self.now() < deadline):
                return False
        # never more than FPS frames a second, whether things move or input streams in
        pause = self._last_frame_at + 1.0 / FPS - self.now()
        if pause > 0:
            self.sleep(pause)
        # time runs as it did, but a long rest or a stall never makes animations jump
        limit = MAX_DT if due is None else max(MAX_DT, due + TIMER_SLACK)
        passed = min(max(self.now() - self._last_update_at, 0.0), limit)
        dt = min(passed, 1.0 / FPS)
        # the first frame is shown before pygame-gui's first update: that update pre-draws
        # the widgets' other looks (hovered, pressed: one per widget and update), which the
        # first picture does not show; it runs in the frame right after (a widget that needs
        # one of those looks sooner draws it then)
        self._gui_later = self.frames == 0
        self._frame(pygame.event.get(), dt, passed - dt)
        return True

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
            if self.settings.to_json() != self._settings_on_disk:
                settings_store.save_settings(self.settings)
        theme.clear_caches()  # fonts and images die with pygame
        set_board_zoom(1.0)   # the next window (or a test's board) starts at 100%
        pygame.quit()

    def loop(self, after_first_frame: Callable[["App"], None] | None = None) -> int:
        """Play until the user quits.  ``after_first_frame`` (the launch measurement of
        `dogtable bench` and the bundle checks, handed in by the command line) is called once
        the first frame is drawn, and the app then quits."""
        try:
            while self.running:
                self.run_once()
                if after_first_frame is not None and self.frames:
                    after_first_frame(self)
                    self.quit()
        finally:
            self.shutdown()
        return self.exit_code


def run(start: dict | None = None,
        after_first_frame: Callable[["App"], None] | None = None) -> int:
    """Open the window and play until the user quits; returns the exit status (see
    App.loop for ``after_first_frame``)."""
    try:
        sys.setswitchinterval(0.002)  # the UI thread gets the interpreter back quickly
    except (AttributeError, ValueError):
        pass
    try:
        app = App(start)
    except pygame.error as exc:  # no display, no video driver...
        print(f"dogtable: cannot open a window: {exc}", file=sys.stderr)
        return 1
    return app.loop(after_first_frame)
