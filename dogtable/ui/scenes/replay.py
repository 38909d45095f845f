"""The replay viewer: step through a finished game move by move, every hand open.

Forward, back, to the start or the end, to the previous or next round (or turn, in a game
without rounds), and autoplay at the animation speed; the log of everything up to the step
on screen is beside the board.  The board is the game's own, fed the open view
(replay_steps.open_view) and no legal actions, so nothing on it can be played.

Opened from the results screen ("Watch the replay"), the Load list, and `dogtable replay FILE`
(run_replay below).  Keys: Left/Right step, Home/End, Page Up/Down by round, Space plays or
pauses, Escape closes.
"""
from __future__ import annotations

import sys
import traceback

import pygame

from dogtable import i18n
from dogtable.core.registry import get_game
from dogtable.i18n import game_title
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.log_view import LogList
from dogtable.ui.scenes.replay_steps import ReplaySteps

STEP_PAUSE = 0.7      # seconds between autoplayed steps at normal speed (after the animation)
MIN_PAUSE = 0.12      # at "instant" speed autoplay still shows every step


class ReplayContext:
    """The TableContext a board gets in a replay: it shows, it never plays."""

    def __init__(self, scene: "ReplayScene"):
        self._scene = scene
        self.rules = scene.rules
        self.game_id = scene.game_id
        self.seat_names = list(scene.names)
        self.seat_kinds = list(scene.kinds)

    def t(self, key: str, **params) -> str:
        return i18n.t(key, **params)

    def anim_speed(self) -> float:
        return float(self._scene.app.settings.anim_speed)

    def play_sound(self, name: str) -> None:
        self._scene.app.sounds.play(name)

    def submit(self, seat, action) -> bool:
        return False    # a replay is watched, not played

    def show_message(self, text: str) -> None:
        pass            # nothing to refuse: no gesture acts in a replay

    def show_scores(self) -> bool:
        return True     # the game is over: nothing to keep as a surprise


class ReplayScene(Scene):
    name = "replay"

    def __init__(self, app, session):
        super().__init__(app)
        self.rules = session.rules
        self.game_id = session.rules.game_id
        self.names = [s.name for s in session.seats]
        self.kinds = [s.kind for s in session.seats]
        self.steps = ReplaySteps(self.rules, session.log, len(session.seats))
        self.ctx = ReplayContext(self)
        factory = app.view_factory or get_game(self.game_id).view_factory()
        self.view = factory(self.ctx)
        self.playing = False
        self.wait = 0.0            # seconds left before the next autoplayed step
        self.log = LogList()
        self._lines_key = None
        self._lines: list[tuple[str, int]] = []
        self.play_button = None
        self.bar_rect = self.log_rect = self.board_rect = self.controls_rect = pygame.Rect(0, 0, 0, 0)
        self._layout()
        self._safe(self.view.set_rect, self.board_rect)
        self._show([])

    # -- layout --------------------------------------------------------------------------------
    def _layout(self) -> None:
        w, h = self.size
        bar_h, controls_h = 54, 58
        log_w = max(230, min(340, int(w * 0.22)))
        self.bar_rect = pygame.Rect(0, 0, w, bar_h)
        self.log_rect = pygame.Rect(w - log_w, bar_h, log_w, h - bar_h)
        self.controls_rect = pygame.Rect(0, h - controls_h, w - log_w, controls_h)
        self.board_rect = pygame.Rect(0, bar_h, w - log_w, h - bar_h - controls_h)

    def build(self) -> None:
        self._layout()
        c = self.controls_rect
        unit = "turn" if self.steps.chapters[0].kind == "turn" else "round"
        specs = [
            ("app.replay.start", self.to_start, self.steps.position > 0),
            (f"app.replay.previous_{unit}", self.previous_round, self.steps.position > 0),
            ("app.replay.back", self.step_back, self.steps.position > 0),
            ("app.replay.pause" if self.playing else "app.replay.play", self.toggle_play,
             self.steps.position < self.steps.last),
            ("app.replay.forward", self.step_forward, self.steps.position < self.steps.last),
            (f"app.replay.next_{unit}", self.next_round, self.steps.position < self.steps.last),
            ("app.replay.end", self.to_end, self.steps.position < self.steps.last),
        ]
        gap = 6
        bw = (c.width - 20 - gap * (len(specs) - 1)) // len(specs)
        for i, (key, action, enabled) in enumerate(specs):
            b = self.button((c.left + 10 + i * (bw + gap), c.top + 8, bw, c.height - 16),
                            self.t(key), action, enabled=enabled, bold=key.endswith(("play", "pause")))
            if key.endswith(("play", "pause")):
                self.play_button = b
        lw = self.log_rect.width
        self.button((self.log_rect.left + 10, 8, lw - 20, 38), self.t("app.replay.close"), self.back)
        self._safe(self.view.set_rect, self.board_rect)

    def on_resize(self) -> None:
        self._layout()
        super().on_resize()

    def on_language(self) -> None:
        self._safe(getattr(self.view, "on_language", lambda: None))
        super().on_language()

    def cover(self) -> None:
        super().cover()
        self.playing = False
        self._safe(getattr(self.view, "lose_focus", lambda: None))

    # -- the board, defensively ------------------------------------------------------------------
    def _safe(self, fn, *args, default=None):
        try:
            return fn(*args)
        except Exception:
            traceback.print_exc(file=sys.stderr)
            return default

    def _show(self, events) -> None:
        view = self.steps.view()
        self._safe(self.view.show, view, [], None)
        if events:
            redacted = []
            for event in events:
                try:
                    redacted.append(self.rules.redact(event, self.steps.actor()))
                except Exception:
                    redacted.append(event)
            self._safe(self.view.animate, redacted, None)

    def _busy(self) -> bool:
        return bool(self._safe(self.view.busy, default=False))

    # -- moving ------------------------------------------------------------------------------------
    def go(self, step: int) -> None:
        before = self.steps.position
        events = self.steps.go(step)
        if self.steps.position != before:
            self.log.scroll = 0
            self._show(events)
            if self.steps.position >= self.steps.last:
                self.playing = False
            if self.built:
                self.rebuild()

    def step_forward(self) -> None:
        self.go(self.steps.position + 1)

    def step_back(self) -> None:
        self.playing = False
        self.go(self.steps.position - 1)

    def to_start(self) -> None:
        self.playing = False
        self.go(0)

    def to_end(self) -> None:
        self.playing = False
        self.go(self.steps.last)

    def next_round(self) -> None:
        self.go(self.steps.next_chapter())

    def previous_round(self) -> None:
        self.playing = False
        self.go(self.steps.previous_chapter())

    def toggle_play(self) -> None:
        self.playing = not self.playing and self.steps.position < self.steps.last
        self.wait = 0.0
        if self.built:
            self.rebuild()

    def pause_length(self) -> float:
        return max(MIN_PAUSE, STEP_PAUSE * self.ctx.anim_speed())

    # -- per frame -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._safe(self.view.update, dt)
        if not self.playing or self.app.scenes.top is not self or self._busy():
            return
        self.wait -= dt
        if self.wait <= 0:
            self.wait = self.pause_length()
            self.step_forward()

    def next_frame_in(self) -> float | None:
        board = self._safe(getattr(self.view, "next_frame_in", lambda: 0.0), default=0.0)
        if self.playing and self.app.scenes.top is self:
            if self._busy():
                return 0.0
            board = max(0.0, self.wait) if board is None else min(board, max(0.0, self.wait))
        return board

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_RIGHT: self.step_forward, pygame.K_LEFT: self.step_back,
                    pygame.K_HOME: self.to_start, pygame.K_END: self.to_end,
                    pygame.K_PAGEDOWN: self.next_round, pygame.K_PAGEUP: self.previous_round,
                    pygame.K_SPACE: self.toggle_play, pygame.K_ESCAPE: self.back}
            action = keys.get(event.key)
            if action is not None:
                action()
                return True
            return super().handle_event(event)
        if event.type == pygame.MOUSEWHEEL:
            pos = self._logical(pygame.mouse.get_pos())
            if self.log_rect.collidepoint(pos):
                self.log.scroll_by(event.y, len(self.lines()))
                return True
        return bool(self._safe(self.view.handle_event, event, default=False))

    def _logical(self, pos):
        sx, sy = self.app.pixel_scale
        return (int(pos[0] / sx), int(pos[1] / sy))

    # -- the log ----------------------------------------------------------------------------------------
    def lines(self) -> list[tuple[str, int]]:
        key = (self.steps.position, i18n.get_language())
        if key != self._lines_key:
            from dogtable.ui.scenes.table import resolve_params

            def resolve(k, params):
                return i18n.t(k, **resolve_params(self.game_id, dict(params or {}), self.names))

            self._lines = self.steps.lines(self.steps.position, resolve)
            self._lines_key = key
        return self._lines

    def status(self) -> str:
        steps = self.steps
        chapter = steps.chapter_of(steps.position)
        where = self.t(f"app.replay.chapter_{chapter.kind}", n=chapter.number) \
            if chapter.kind in ("round", "turn") else ""
        step = self.t("app.replay.step", n=steps.position, total=steps.last)
        actor = steps.actor()
        who = self.t("app.replay.by", player=self.names[actor]) \
            if isinstance(actor, int) and 0 <= actor < len(self.names) else ""
        return "  ·  ".join(part for part in (where, step, who) if part)

    # -- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        theme.draw_felt(surface)
        bar = self.bar_rect
        pygame.draw.rect(surface, theme.PANEL, bar)
        pygame.draw.line(surface, theme.PANEL_BORDER, bar.bottomleft, bar.bottomright, 2)
        room = self.log_rect.left - 36
        title = self.t("app.replay.title", game=game_title(self.game_id))
        r = theme.draw_text(surface, title, (18, bar.centery), theme.HEADING_FONT - 6, theme.HILITE,
                            bold=True, anchor="midleft", max_width=int(room * 0.45))
        theme.draw_text(surface, self.status(), (r.right + 18, bar.centery), theme.TEXT_FONT,
                        theme.CREAM, anchor="midleft", max_width=room - r.width - 18)
        pygame.draw.rect(surface, theme.PANEL, self.controls_rect)
        self._safe(self.view.draw, surface)
        self._draw_log(surface)

    def _draw_log(self, surface) -> None:
        rect = self.log_rect
        pygame.draw.rect(surface, theme.PANEL, rect)
        pygame.draw.line(surface, theme.PANEL_BORDER, rect.topleft, rect.bottomleft, 2)
        theme.draw_text(surface, self.t("app.table.log"), (rect.left + 12, rect.top + 8),
                        theme.SMALL_FONT, theme.MUTED, bold=True)
        now = self.steps.position
        lines = [(text, step == now and step > 0) for text, step in self.lines()]
        area = pygame.Rect(rect.left + 8, rect.top + 34, rect.width - 16, rect.height - 42)
        self.log.draw(surface, area, lines)


# -- opening a replay ---------------------------------------------------------------------------------
def finished_session_or_error(path):
    """(session, None) for a finished game's save, else (None, (translation key, params))."""
    from dogtable.storage.saves import SaveError, load_session

    try:
        session = load_session(path)
    except SaveError as exc:
        return None, (exc.key, exc.params)
    if not session.is_over():
        return None, ("app.errors.replay_unfinished", {})
    return session, None


def open_replay(app, session) -> ReplayScene | None:
    try:
        scene = ReplayScene(app, session)
    except Exception:
        traceback.print_exc(file=sys.stderr)
        app.show_error(i18n.t("app.errors.replay_failed"), i18n.t("error.table_unavailable"))
        return None
    app.scenes.push(scene)
    return scene


def run_replay(session, lang: str | None = None) -> int:
    """`dogtable replay FILE`: the window opens on the replay, over the main menu."""
    from dogtable.ui.app import App

    try:
        sys.setswitchinterval(0.002)
    except (AttributeError, ValueError):
        pass
    try:
        app = App({"mode": "menu", "lang": lang})
    except pygame.error as exc:
        print(f"dogtable: cannot open a window: {exc}", file=sys.stderr)
        return 1
    open_replay(app, session)
    return app.loop()
