"""The replay viewer: step through a finished game move by move, every hand open.

Forward, back, to the start or the end, to the previous or next round (or turn, in a game
without rounds), and autoplay at the animation speed; the log of everything up to the step
on screen is beside the board.  The board is the game's own, fed the open view
(replay_steps.open_view) and no legal actions, so nothing on it can be played.

A timeline under the board can be dragged or clicked to any step; it marks where each round
(or turn) begins and every step after which a score changed.  A speed control sets the
autoplay pace; at the end the score pad opens.  "Play from here" starts a new game from the
step on screen (replay_steps.session_from_step) with the same seats, each of which may be
switched between a human and a computer level.

Opened from the results screen ("Watch the replay"), the Load list, and `dogtable replay FILE`
(the app's "replay" start, which offers to keep the file's game in the history).  Keys: Left/Right
step, Home/End, Page Up/Down by round, Space plays or pauses, Escape closes.
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
from dogtable.ui.scenes.table_context import BoardContext

STEP_PAUSE = 0.7      # seconds between autoplayed steps at normal speed (after the animation)
MIN_PAUSE = 0.12      # at "instant" speed autoplay still shows every step
SPEEDS = (0.5, 1.0, 2.0, 4.0)    # autoplay pace, steps per STEP_PAUSE
TIMELINE_H = 34


class ReplayContext(BoardContext):
    """The TableContext a board gets in a replay: it shows, it never plays."""

    def __init__(self, scene: "ReplayScene"):
        self._scene = scene
        self.rules = scene.rules
        self.game_id = scene.game_id
        self.seat_names = list(scene.names)
        self.seat_kinds = list(scene.kinds)

    def submit(self, seat, action) -> bool:
        return False    # a replay is watched, not played

    def show_message(self, text: str) -> None:
        pass            # nothing to refuse: no gesture acts in a replay

    def show_scores(self) -> bool:
        return True     # the game is over: nothing to keep as a surprise


class ReplayScene(Scene):
    name = "replay"

    def __init__(self, app, session, offer_keep: bool = False):
        super().__init__(app)
        self.session = session
        self.speed = 1.0
        self.dragging = False
        self.hover_step: int | None = None    # the step under the pointer on the timeline
        self.timeline_rect = pygame.Rect(0, 0, 0, 0)
        self.offer_keep = offer_keep
        if offer_keep:   # a file from elsewhere: offered to the history unless already there
            from dogtable.storage.history import find_kept

            try:
                self.offer_keep = find_kept(session) is None
            except Exception:
                self.offer_keep = True
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
        bar_h, controls_h = 54, 58 + TIMELINE_H + 8
        log_w = max(230, min(340, int(w * 0.22)))
        self.bar_rect = pygame.Rect(0, 0, w, bar_h)
        self.log_rect = pygame.Rect(w - log_w, bar_h, log_w, h - bar_h)
        self.controls_rect = pygame.Rect(0, h - controls_h, w - log_w, controls_h)
        self.board_rect = pygame.Rect(0, bar_h, w - log_w, h - bar_h - controls_h)
        c = self.controls_rect
        self.timeline_rect = pygame.Rect(c.left + 24, c.top + 6, c.width - 48, TIMELINE_H)

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
        # widths in proportion to the labels: "Previous round" needs more room than "End"
        room = c.width - 20 - gap * (len(specs) - 1)
        natural = [theme.font(theme.BUTTON_SIZES[2], True).size(self.t(key))[0] + 40
                   for key, _a, _e in specs]
        widths = [int(room * n / sum(natural)) for n in natural]
        x = c.left + 10
        for (key, action, enabled), bw in zip(specs, widths):
            b = self.button((x, c.top + TIMELINE_H + 12, bw, c.height - TIMELINE_H - 20),
                            self.t(key), action, enabled=enabled, bold=key.endswith(("play", "pause")))
            x += bw + gap
            if key.endswith(("play", "pause")):
                self.play_button = b
        lw = self.log_rect.width
        self.button((self.log_rect.left + 10, 8, lw - 20, 38), self.t("app.replay.close"), self.back)
        x, y, half = self.log_rect.left + 10, self.log_rect.top + 8, (lw - 26) // 2
        self.button((x, y, lw - 20, 40), self.t("app.replay.play_from_here"), self.play_from_here,
                    enabled=self.steps.position < self.steps.last, bold=True)
        y += 46
        self.button((x, y, half, 36), self.t("app.replay.speed", speed=f"{self.speed:g}"),
                    self.next_speed)
        self.button((x + half + 6, y, half, 36), self.t("app.replay.score_pad"), self.show_score_pad)
        if self.offer_keep:
            y += 42
            self.button((x, y, lw - 20, 36), self.t("app.history.keep"), self.keep_in_history)
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
            reached_end = self.playing and self.steps.position >= self.steps.last
            if self.steps.position >= self.steps.last:
                self.playing = False
            if self.built:
                self.rebuild()
            if reached_end:   # autoplay ran to the end: the score pad says how it finished
                self.show_score_pad()

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
        return max(MIN_PAUSE / self.speed, STEP_PAUSE * self.ctx.anim_speed() / self.speed)

    def next_speed(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)] \
            if self.speed in SPEEDS else 1.0
        if self.built:
            self.rebuild()

    def show_score_pad(self) -> None:
        self.playing = False
        self.app.scenes.push(self.app.scenes.start("results_of", self.session, in_replay=True))

    def keep_in_history(self) -> None:
        from dogtable.storage.history import keep_game

        try:
            keep_game(self.session, getattr(self.app.settings, "history_size", None))
        except Exception:
            self.app.toast(self.t("app.history.not_kept"))
            return
        self.offer_keep = False
        self.app.toast(self.t("app.history.kept"))
        if self.built:
            self.rebuild()

    def play_from_here(self) -> None:
        if self.steps.position >= self.steps.last:
            return
        self.playing = False
        self.app.scenes.push(PlayFromHereScene(self.app, self))

    # -- the timeline ------------------------------------------------------------------------------
    def step_at(self, x: int) -> int:
        r = self.timeline_rect
        frac = (x - r.left) / max(1, r.width)
        return max(0, min(self.steps.last, round(frac * self.steps.last)))

    def x_of(self, step: int) -> int:
        r = self.timeline_rect
        return r.left + int(r.width * step / max(1, self.steps.last))

    def draw_timeline(self, surface) -> None:
        r = self.timeline_rect
        mid = r.centery + 4
        pygame.draw.line(surface, theme.FELT_DARK, (r.left, mid), (r.right, mid), 8)
        done = self.x_of(self.steps.position)
        pygame.draw.line(surface, theme.ACCENT, (r.left, mid), (done, mid), 8)
        for chapter in self.steps.chapters[1:]:
            x = self.x_of(chapter.step)
            pygame.draw.line(surface, theme.CREAM, (x, mid - 10), (x, mid + 8), 2)
        for step in self.steps.score_marks():
            x = self.x_of(step)
            pygame.draw.circle(surface, theme.HILITE, (x, r.top + 5), 3)
        pygame.draw.circle(surface, theme.CREAM, (done, mid), 9)
        pygame.draw.circle(surface, theme.PANEL_BORDER, (done, mid), 9, 2)

    def hover_text(self, step: int) -> str:
        """What the timeline says under the pointer: the round (or turn), the move, and
        whether a score changed there."""
        chapter = self.steps.chapter_of(step)
        parts = [self.t(f"app.replay.chapter_{chapter.kind}", n=chapter.number)
                 if chapter.kind in ("round", "turn") else "",
                 self.t("app.replay.step", n=step, total=self.steps.last)]
        if step in self.steps.score_marks():
            parts.append(self.t("app.replay.score_changed"))
        return "  ·  ".join(p for p in parts if p)

    def draw_hover_label(self, surface, step: int) -> None:
        fnt = theme.font(theme.SMALL_FONT)
        text = self.hover_text(step)
        w, h = fnt.size(text)[0] + 16, fnt.get_linesize() + 8
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (self.x_of(step), self.timeline_rect.top - 2)
        box.clamp_ip(pygame.Rect(0, 0, self.controls_rect.right, self.size[1]))
        theme.panel(surface, box, radius=6)
        theme.draw_text(surface, text, box.center, theme.SMALL_FONT, theme.CREAM, anchor="center")

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
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 \
                and self.timeline_rect.inflate(0, 10).collidepoint(event.pos):
            self.dragging, self.playing = True, False
            self.go(self.step_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION:
            over = self.timeline_rect.inflate(0, 10).collidepoint(event.pos)
            self.hover_step = self.step_at(event.pos[0]) if over or self.dragging else None
            if self.dragging:
                self.go(self.step_at(event.pos[0]))
                return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
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
            from dogtable.ui.scenes.table_log import resolve_params

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
        self.draw_timeline(surface)
        self._safe(self.view.draw, surface)
        self._draw_log(surface)
        if self.hover_step is not None:   # over the board's edge: drawn last
            self.draw_hover_label(surface, self.hover_step)

    def _draw_log(self, surface) -> None:
        rect = self.log_rect
        pygame.draw.rect(surface, theme.PANEL, rect)
        pygame.draw.line(surface, theme.PANEL_BORDER, rect.topleft, rect.bottomleft, 2)
        now = self.steps.position
        lines = [(text, step == now and step > 0) for text, step in self.lines()]
        top = rect.top + 8 + 46 + 42 + (42 if self.offer_keep else 0)
        theme.draw_text(surface, self.t("app.table.log"), (rect.left + 12, top),
                        theme.SMALL_FONT, theme.MUTED, bold=True)
        area = pygame.Rect(rect.left + 8, top + 26, rect.width - 16, rect.bottom - top - 34)
        self.log.draw(surface, area, lines)


class PlayFromHereScene(Scene):
    """Who sits where in the game started from the replay's step: each seat a human or a
    computer level; hidden cards stay as they were dealt (said here)."""

    overlay = True
    name = "play_from_here"
    KINDS = ("human", "easy", "medium", "hard")

    def __init__(self, app, replay: ReplayScene):
        super().__init__(app)
        self.replay = replay
        self.kinds = [k if k in self.KINDS else "medium" for k in replay.kinds]

    def _rect(self) -> pygame.Rect:
        from dogtable.ui.scenes.dialogs import centered_panel

        rows = len(self.kinds)
        return centered_panel(self.size, 760, 120 + 48 * rows + 86)

    def build(self) -> None:
        rect = self._rect()
        name_w = min(220, rect.width // 3)
        x0 = rect.left + 30 + name_w
        bw = (rect.right - 30 - x0 - 3 * 6) // 4
        for seat, kind in enumerate(self.kinds):
            y = rect.top + 120 + seat * 48
            for i, option in enumerate(self.KINDS):
                b = self.button((x0 + i * (bw + 6), y, bw, 40), self.t(f"app.setup.kind_{option}"),
                                lambda seat=seat, option=option: self.set_kind(seat, option),
                                focus=False)   # "selected" marks the seat's choice, as in setup
                if option == kind:
                    b.select()
        bw = (rect.width - 72) // 2
        self.button((rect.left + 30, rect.bottom - 62, bw, 46), self.t("app.common.cancel"),
                    self.back)
        self.button((rect.right - 30 - bw, rect.bottom - 62, bw, 46),
                    self.t("app.replay.start_game"), self.start, bold=True)
        self.focus_index = len(self.focusable) - 1
        self._show_focus()

    def set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind
        self.rebuild()

    def start(self) -> None:
        from dogtable.ui.scenes.replay_steps import session_from_step
        try:
            session = session_from_step(self.replay.session, self.replay.steps.position, self.kinds)
        except Exception:
            traceback.print_exc(file=sys.stderr)
            self.app.show_error(self.t("app.errors.cannot_start"), self.t("error.table_unavailable"))
            return
        self.app.scenes.start("session", session, autosave=True)

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        theme.draw_text(surface, self.t("app.replay.play_from_here"), (rect.centerx, rect.top + 16),
                        theme.HEADING_FONT - 4, theme.HILITE, bold=True, anchor="midtop",
                        max_width=rect.width - 40)
        theme.draw_wrapped(surface, self.t("app.replay.hidden_as_dealt"),
                           pygame.Rect(rect.left + 30, rect.top + 58, rect.width - 60, 56),
                           theme.SMALL_FONT, theme.CREAM, line_gap=0)
        name_w = min(220, rect.width // 3)
        for seat, name in enumerate(self.replay.names):
            y = rect.top + 120 + seat * 48 + 20
            colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
            theme.draw_text(surface, name, (rect.left + 30, y), theme.TEXT_FONT, colour, bold=True,
                            anchor="midleft", max_width=name_w - 10)


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


def open_replay(app, session, offer_keep: bool = False) -> ReplayScene | None:
    try:
        scene = ReplayScene(app, session, offer_keep=offer_keep)
    except Exception:
        traceback.print_exc(file=sys.stderr)
        app.show_error(i18n.t("app.errors.replay_failed"), i18n.t("error.table_unavailable"))
        return None
    app.scenes.push(scene)
    return scene
