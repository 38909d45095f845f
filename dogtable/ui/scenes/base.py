"""Scenes and the stack that holds them.

A scene owns the pygame-gui widgets it builds; they exist only while the scene is on top
of the stack (a covered scene's widgets are killed and rebuilt when it is uncovered, and
every scene rebuilds on a resize or a language switch), so one UIManager serves all.
An overlay scene (pause, settings, dialogs) is drawn over the dimmed scene below it.

Keyboard: Tab / arrow keys move a focus ring over the scene's buttons, Enter or Space
presses the focused one, Escape goes back.
"""
from __future__ import annotations

import sys
import time
import traceback
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from dogtable.i18n import t
from dogtable.ui import theme
from dogtable.ui.scenes import directory

if TYPE_CHECKING:  # pragma: no cover
    from dogtable.ui.app import App


class Scene:
    overlay = False          # draw the scene below (dimmed) first
    name = "scene"

    def __init__(self, app: "App"):
        self.app = app
        self.widgets: list = []
        self.callbacks: dict = {}
        self.focusable: list[UIButton] = []
        self.focus_index: int | None = None
        self.built = False

    # A screen that follows the end of something (the results' "Play again", a round
    # summary's "Next round") ignores Enter and Space this long after it opens: the key that
    # laid the last card, pressed twice, must not skip the scores nobody has seen yet.
    SETTLE_SECONDS = 0.0

    # -- lifecycle (called by SceneManager) -----------------------------------------------
    def enter(self) -> None:
        self._entered_at = self._now()
        self.rebuild()

    def _now(self) -> float:
        return getattr(self.app, "now", time.perf_counter)()

    def settling(self) -> bool:
        """Too soon after opening for Enter to act (SETTLE_SECONDS)."""
        return self._now() - getattr(self, "_entered_at", float("-inf")) < self.SETTLE_SECONDS

    def leave(self) -> None:
        self.clear()

    def cover(self) -> None:
        self.clear()

    def uncover(self) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        self.clear()
        self.build()
        self.built = True
        if self.focus_index is not None and self.focusable:
            self.focus_index = min(self.focus_index, len(self.focusable) - 1)
            self._show_focus()

    def clear(self) -> None:
        for widget in self.widgets:
            widget.kill()
        self.widgets.clear()
        self.callbacks.clear()
        self.focusable.clear()
        self.built = False

    def on_resize(self) -> None:
        if self.built:
            self.rebuild()

    def on_language(self) -> None:
        if self.built:
            self.rebuild()

    # -- to override -------------------------------------------------------------------------
    def build(self) -> None:
        """Create this scene's widgets for the current size and language."""

    def update(self, dt: float) -> None:
        pass

    def next_frame_in(self) -> float | None:
        """When this scene next looks different without input: 0.0 = draw the next frame
        (something moves), t > 0 = nothing changes for t seconds (counted from the last
        update), None = at rest until input.  The app draws only then or on input (its
        widgets' needs, pygame-gui's, are the app's business)."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def handle_event(self, event) -> bool:
        """A pygame event the widgets did not take (mouse positions in scene pixels)."""
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        return False

    def back(self) -> None:
        """Escape: leave this scene (the menu overrides it)."""
        self.app.scenes.pop()

    # -- widgets -------------------------------------------------------------------------------
    @property
    def manager(self) -> pygame_gui.UIManager:
        return self.app.manager

    @property
    def size(self) -> tuple[int, int]:
        return self.app.size

    def add(self, widget):
        self.widgets.append(widget)
        return widget

    def button(self, rect, text: str, on_click: Callable[[], None] | None, *, bold=False,
               enabled: bool = True, focus: bool = True, tooltip: str | None = None,
               size: int | None = None) -> UIButton:
        """A button whose label shrinks until it fits (every language, every size); ``size``
        gives a group of neighbours one common size (``label_size``)."""
        rect = pygame.Rect(rect)
        if size is None:
            size = self.label_size(rect, (text,), bold)
        look = theme.button_look(size, bold)
        theme.add_gui_theme(self.manager, look)   # a menu start's theme gets it now
        object_id = ObjectID(object_id=look)
        widget = UIButton(rect, text, self.manager, object_id=object_id, tool_tip_text=tooltip)
        if not enabled:
            widget.disable()
        self.add(widget)
        if on_click is not None:
            self.callbacks[widget] = on_click
        if focus and enabled:
            self.focusable.append(widget)
        return widget

    @staticmethod
    def label_size(rect, texts, bold: bool = False) -> int:
        """The largest button font size at which every one of ``texts`` fits ``rect``: a row
        of buttons gets one size, so no label looks less important than its neighbour."""
        rect = pygame.Rect(rect)
        texts = tuple(str(text) for text in texts)
        # a scene rebuilds on every resize and language switch, and the launch sizes the
        # menu's labels before pygame-gui starts (MenuScene.launch_looks): measured once
        key = (rect.width, rect.height, texts, bool(bold), theme.font_path(bold))
        known = _label_sizes.get(key)
        if known is None:
            if len(_label_sizes) > 1000:
                _label_sizes.clear()
            known = _label_sizes[key] = _fit_label(rect, texts, bold)
        return known

    def on_ui_event(self, event) -> bool:
        """pygame-gui events (button presses...)."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            callback = self.callbacks.get(event.ui_element)
            if callback is not None:
                callback()
                return True
        return False

    # -- keyboard -------------------------------------------------------------------------------
    def handle_key(self, event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            self.back()
            return True
        if not self.focusable:
            return False
        if key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT):
            backwards = key in (pygame.K_UP, pygame.K_LEFT) or (
                key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            self.move_focus(-1 if backwards else 1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus_index is not None:
            if self.settling():
                return True
            widget = self.focusable[self.focus_index]
            callback = self.callbacks.get(widget)
            if callback is not None and widget.is_enabled:
                callback()
                return True
        return False

    def move_focus(self, step: int) -> None:
        if not self.focusable:
            return
        if self.focus_index is None:
            self.focus_index = 0 if step > 0 else len(self.focusable) - 1
        else:
            self.focus_index = (self.focus_index + step) % len(self.focusable)
        self._show_focus()

    def _show_focus(self) -> None:
        for i, widget in enumerate(self.focusable):
            if i == self.focus_index:
                widget.select()
            elif widget.is_selected:
                widget.unselect()

    # -- helpers -----------------------------------------------------------------------------
    def t(self, key: str, **params) -> str:
        return t(key, **params)


_label_sizes: dict[tuple, int] = {}


def _fit_label(rect: pygame.Rect, texts: tuple[str, ...], bold: bool) -> int:
    room = theme.button_text_room(rect.width)
    # largest first, so a smaller font is loaded only when a label needs it (the launch
    # draws nine buttons: loading every size cost the menu a few ms)
    for size in theme.BUTTON_SIZES:
        fnt = theme.font(size, bold)
        if fnt.get_linesize() <= rect.height and all(fnt.size(text)[0] <= room for text in texts):
            return size
    return theme.BUTTON_SIZES[-1]


# what a button keeps around its label: padding, border and shadow on both sides
_EDGES = 2 * theme.BUTTON_PADDING + 2 * (theme.BUTTON_BORDER + theme.BUTTON_SHADOW)


def button_row(labels: list[tuple[str, bool]], room: int, height: int = 46, gap: int = 10,
               widest: int | None = None) -> tuple[int, list[int]]:
    """(one label size for a whole row, each button's width) for buttons side by side in
    ``room`` pixels: the largest size at which every label fits whole.  The buttons share the
    room evenly (each at most ``widest``); one whose label needs more is made wider, so no label
    is drawn smaller than its neighbours (issue 25: "Ver la repetición")."""
    n = max(1, len(labels))
    room -= (n - 1) * gap
    for size in theme.BUTTON_SIZES:
        if theme.font(size).get_linesize() > height:
            continue
        needs = [theme.font(size, bold).size(str(text))[0] + _EDGES for text, bold in labels]
        if sum(needs) <= room:
            return size, _share(needs, room, widest)
    even = room // n if widest is None else min(widest, room // n)
    return theme.BUTTON_SIZES[-1], [even] * len(labels)


def _share(needs: list[int], room: int, widest: int | None) -> list[int]:
    """Even widths, except that a button never gets less than it needs (the others share what
    is left evenly)."""
    wide: set[int] = set()
    while True:
        rest = [i for i in range(len(needs)) if i not in wide]
        even = (room - sum(needs[i] for i in wide)) // len(rest) if rest else 0
        if widest is not None:
            even = min(even, widest)
        grow = {i for i in rest if needs[i] > even}
        if not grow:
            return [needs[i] if i in wide else even for i in range(len(needs))]
        wide |= grow


class SceneManager:
    def __init__(self, app: "App"):
        self.app = app
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _whole_theme_for(self, scene: Scene) -> None:
        """Any scene but the menu may use any part of the theme: a menu start gave pygame-gui
        only the menu's part (theme.add_gui_theme)."""
        if scene.name != "menu" and getattr(self.app, "manager", None) is not None:
            theme.add_gui_theme(self.app.manager)

    def push(self, scene: Scene) -> Scene:
        self._whole_theme_for(scene)
        if self.stack:
            self.stack[-1].cover()
        self.stack.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].uncover()
        return scene

    def pop_to(self, scene: Scene) -> None:
        """Pop every scene above ``scene``."""
        while self.stack and self.stack[-1] is not scene:
            top = self.stack.pop()
            top.leave()
        if self.stack:
            self.stack[-1].uncover()

    def replace(self, scene: Scene) -> Scene:
        self._whole_theme_for(scene)
        if self.stack:
            self.stack.pop().leave()
        self.stack.append(scene)
        scene.enter()
        return scene

    def reset(self, *scenes: Scene) -> None:
        """Empty the stack and push ``scenes`` (the last one on top)."""
        while self.stack:
            self.stack.pop().leave()
        for scene in scenes:
            self._whole_theme_for(scene)
            if self.stack:
                self.stack[-1].cover()
            self.stack.append(scene)
            scene.enter()

    # -- by name (ui/scenes/directory.py): no scene imports the scene it goes to -----------------
    def make(self, name: str, *args, **kwargs) -> Scene:
        """A new scene of the kind registered as ``name``, for this app."""
        return directory.scene_class(name)(self.app, *args, **kwargs)

    def open(self, name: str, *args, **kwargs) -> Scene:
        """Push a new scene registered as ``name`` over the one on top."""
        return self.push(self.make(name, *args, **kwargs))

    def start(self, way: str, *args, **kwargs):
        """Take one of the registered ways onto the table (a new game, a session, a lesson,
        a replay...); it places its own scene and returns it, or None after a message."""
        return directory.way(way)(self.app, *args, **kwargs)

    def menu(self) -> Scene:
        """The main menu on the stack, or a new one (not yet on the stack)."""
        return self.find("menu") or self.make("menu")

    def back_to_menu(self) -> None:
        """Close every scene above the main menu (a fresh menu if there is none)."""
        menu = self.find("menu")
        if menu is None:
            self.reset(self.make("menu"))
        else:
            self.pop_to(menu)

    def find(self, kind: "type | str") -> Scene | None:
        """The topmost scene of ``kind``: a class, or a name of the directory (its class and
        subclasses: "table" finds a lesson's table too)."""
        if isinstance(kind, str):
            kind = directory.loaded_scene_class(kind)
            if kind is None:
                return None
        for scene in reversed(self.stack):
            if isinstance(scene, kind):
                return scene
        return None

    def names(self) -> list[str]:
        return [s.name for s in self.stack]

    # -- per frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        # every scene ticks (the table keeps animating and its computers keep thinking
        # under a pause menu); only the top one receives input
        for scene in list(self.stack):
            scene.update(dt)

    def next_frame_in(self) -> float | None:
        """The soonest frame any scene on the stack needs (every scene updates, so every
        scene counts: the table under a pause menu may still be animating).  A scene that
        fails to answer gets a frame every time, as before the app learned to rest."""
        due = None
        for scene in list(self.stack):
            try:
                wait = scene.next_frame_in()
            except Exception:
                if not getattr(scene, "_rest_failed", False):
                    scene._rest_failed = True
                    traceback.print_exc(file=sys.stderr)
                return 0.0
            if wait is not None and (due is None or wait < due):
                due = max(0.0, float(wait))
        return due

    def draw(self, surface: pygame.Surface) -> None:
        if not self.stack:
            theme.draw_felt(surface)
            return
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        for i in range(first, len(self.stack)):
            scene = self.stack[i]
            if i > first and scene.overlay:
                theme.dim(surface)
            scene.draw(surface)

    def on_resize(self) -> None:
        for scene in self.stack:
            scene.on_resize()

    def on_language(self) -> None:
        for scene in self.stack:
            scene.on_language()
