"""The table scene: one game in progress around one GameView.

The scene owns the Session (every act and undo journalled to disk at once, the compact
autosave rewritten when a turn ends: ui/scenes/autosaver.py), undo, the
computer players (table_computers: asked on the AI worker thread; a move is applied only
once the board has finished animating the previous one, with a pause scaled by the
animation speed), whose secrets are on screen (table_viewer: hot-seat hand-offs), the log
panel (table_log), the turn banner (table_bar), the pause menu and the results.  The
GameView (the game's board, games/<id>/view/) only draws the board and turns gestures into actions, which
come back through ``TableContext.submit`` (table_context); games open through
table_opening.
Real-time moments (a slap race: slap_race.RefereeDesk) and end-of-round summaries
(round_summary.RoundSummaries) hold the table while they run: no computer move meanwhile.
Game-specific wording comes from the hooks the game declares (game_hooks).

The table rests when nothing changes (``next_frame_in``): it asks for frames while its board
animates or a race runs, for a timer during the pause before a computer's move or the score
pad, and for nothing while a human thinks; the AI worker wakes the app when an answer is in.
Escape goes to the board first (dropping a drag, a chooser or a selection) and opens the
pause menu only when the board had nothing to cancel.  Toasts about a turn go when the turn
moves on.
"""
from __future__ import annotations

import sys
import traceback

import pygame

from dogtable.ai.agent import APP_THINK_MS, Budget, app_budget
from dogtable.core.registry import get_game
from dogtable.core.rules import IllegalAction, replay
from dogtable.core.session import Session
from dogtable.storage import paths
from dogtable.storage.atomic import failure_key
from dogtable.storage.saves import save_session
from dogtable.ui import theme
from dogtable.ui.ai_worker import AIWorker
from dogtable.ui.scenes.autosaver import Autosaver
from dogtable.ui.scenes.menu import _grow as window_grow
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.game_hooks import hook, offers_undo
from dogtable.ui.scenes.hints import HintDesk
from dogtable.ui.scenes.round_summary import RoundSummaries
from dogtable.ui.scenes.slap_race import RefereeDesk
from dogtable.ui.scenes.table_bar import TableBar
from dogtable.ui.scenes.table_computers import AI_PAUSE, THINK_POLL, TableComputers
from dogtable.ui.scenes.table_context import TableContext
from dogtable.ui.scenes.table_log import (LOG_KEEP, LOG_MAX_SHARE, LOG_MIN_ZOOMED, LOG_SHARE,
                                          LOG_WIDTH, TableLog, log_width, resolve_params)
from dogtable.ui.scenes.table_opening import HUMAN, KINDS, open_session, start_new_game
from dogtable.ui.scenes.table_viewer import TableViewer
from dogtable.ui.wake import post_wake, soonest
from dogtable.ui.window_scale import effective_scale

# what other scenes, the bench and tests import from here
__all__ = ["TableScene", "TableContext", "start_new_game", "open_session", "resolve_params",
           "log_width", "HUMAN", "KINDS", "THINK_MS", "AI_PAUSE", "THINK_POLL", "RESULTS_DELAY",
           "LOG_KEEP", "LOG_SHARE", "LOG_WIDTH", "LOG_MIN_ZOOMED", "LOG_MAX_SHARE"]

# the computers' think budgets: hard's is the budget `dogtable bench` measures (p95 <= 1 s);
# easy and medium answer in far less, the budget is only their ceiling
THINK_MS = dict(APP_THINK_MS)   # a copy: tests shorten the table's, not sim's
BAR_H = 54   # logical pixels: the top bar (whose turn, the buttons)
RESULTS_DELAY = 0.8     # seconds between the last move and the score pad (normal speed)


class TableScene(TableComputers, TableViewer, TableLog, TableBar, Scene):
    name = "table"

    def __init__(self, app, session: Session, autosave: bool = True):
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        self.game_id = session.rules.game_id
        self.spec = get_game(self.game_id)
        self.autosave = autosave
        self.kinds = [s.kind for s in session.seats]
        self.names = [s.name for s in session.seats]
        self.humans = [i for i, k in enumerate(self.kinds) if k == HUMAN]
        self.net = getattr(session, "net", None)   # a home network table (dogtable/net)
        if self.net is not None:   # seats played from another computer: not shown, not driven
            self.kinds = ["remote" if i in self.net.remote_seats else k
                          for i, k in enumerate(self.kinds)]
            self.humans = [i for i, k in enumerate(self.kinds) if k == HUMAN]
        self.ctx = TableContext(self)
        factory = app.view_factory or self.spec.view_factory()
        self.view = factory(self.ctx)
        self.worker = AIWorker(on_answer=post_wake)
        self.worker_rules = self.spec.rules()     # the worker's own engine object
        self.hints = HintDesk(self, post_wake)    # "What would you do?"
        self.agents: dict[int, object] = {}
        self.viewer: int | None = None            # whose view the board shows now
        self.secret_owner: int | None = None      # the human whose secrets were shown last
        self.switch_due = False                   # change viewer once the board is idle
        self.handoff_seat: int | None = None
        self.ai_answer = None
        self.ai_asked_at_log: int | None = None
        self.next_ai_at = 0.0
        self.time = 0.0
        self.last_act_time = 0.0
        self.results_shown = False
        self.recorded = session.is_over()         # a game is added to the records once, as it ends
        self.log_scroll = 0
        self._log_key: tuple | None = None        # (viewer, language) the lines were made for
        self._log_lines: list[tuple[str, int]] = []   # (text, log entry index)
        self._log_upto = 0                        # log entries already described
        self._log_version = 0
        self._log_surface: pygame.Surface | None = None
        self._log_surface_key: tuple | None = None
        self.autosaver = Autosaver(paths.autosave_path(), post_wake) if autosave else None
        self.undo_button = None
        self.recap_button = None
        self.hint_button = None
        self.mute_button = None
        self.bar_rect = self.log_rect = self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.desk = RefereeDesk(self)             # real-time moments (the slap race)
        self.summaries = RoundSummaries(self)     # end-of-round overlays
        # while a round summary is up: the state as the round ended (the board shows it) and
        # the act's later events (the next deal), played when the summary closes
        self.held_state = None
        self.held_events: list = []
        self.turn_key = tuple(session.to_act())   # whose move it is: its toasts go when it changes
        self._rest_warned = False
        session.subscribe(self._on_session)
        self._layout()
        self._safe(self.view.set_rect, self.board_rect)
        self.started = False
        if self.net is not None:
            self.net.attach(self)

    def enter(self) -> None:
        super().enter()
        if not self.started:  # first time on the stack: show the first view (or a hand-off)
            self.started = True
            self._choose_viewer(None, initial=True)

    # -- layout and widgets ---------------------------------------------------------------------
    def _layout(self) -> None:
        w, h = self.size
        bar_h = BAR_H
        log_w = log_width(w, self.app.pixel_scale[0],
                          effective_scale(self.app.window_px, 1.0))
        self.bar_rect = pygame.Rect(0, 0, w, bar_h)
        self.log_rect = pygame.Rect(w - log_w, bar_h, log_w, h - bar_h)
        self.board_rect = pygame.Rect(0, bar_h, w - log_w, h - bar_h)

    def build(self) -> None:
        self._layout()
        lw = self.log_rect.width
        bw = (lw - 30) // 2
        y = 8
        x = self.log_rect.left + 10
        if self.session.is_over():
            self.undo_button = None
            self.button((x, y, bw, 38), self.t("app.table.results"), self.show_results, focus=False)
        elif not self._offers_undo():
            self.undo_button = None   # a game where nothing can ever be undone shows no Undo
        else:
            self.undo_button = self.button((x, y, bw, 38), self.undo_label(bw), self.undo,
                                           focus=False, enabled=self._undo_seat() is not None)
        self.button((x + bw + 10, y, bw, 38), self.t("app.table.menu"), self.pause, focus=False)
        # the bar's own buttons run leftwards from the log, in one type size; the banner
        # ends before them
        seat = self.viewer
        human = seat is not None and self.kinds[seat] == HUMAN
        grow = window_grow(self.size)   # a larger window: wider buttons, larger labels
        wide = max(int(150 * grow), min(int(230 * grow), self.log_rect.left // 5))
        specs = []   # (name, width, label, on_click), right to left
        if human:
            specs.append(("recap_button", wide, self.t("app.table.since_last_turn"), self.open_recap))
            if not self.session.is_over():
                specs.append(("hint_button", wide,
                              self.keyed_label("learn.coach.hint_keyed", "learn.coach.hint", wide),
                              self.ask_hint))
        specs.append(("mute_button", self.mute_width(), self.mute_label(), self.mute_clicked))
        self.recap_button = self.hint_button = self.mute_button = None
        right = self.log_rect.left - 12
        made = self.bar_buttons(right, [spec[1:] for spec in specs])
        for (name, _, _, _), widget in zip(specs, made):
            setattr(self, name, widget)

    def mute_clicked(self) -> None:
        self.toggle_mute()
        self.rebuild()   # the button now says the other thing, in the same place

    def on_resize(self) -> None:
        self._layout()
        self._safe(self.view.set_rect, self.board_rect)
        super().on_resize()

    def on_language(self) -> None:
        self._safe(self.view.on_language)
        super().on_language()

    def cover(self) -> None:
        super().cover()
        # a scene on top (the pause menu, a hand-off) takes the pointer: no tooltip or
        # half-made gesture of the board may show through it
        self._safe(getattr(self.view, "lose_focus", lambda: None))

    def leave(self) -> None:
        super().leave()
        if self.net is not None:
            self.net.close()
        self.worker.stop()
        self.session.unsubscribe(self._on_session)
        if self.autosaver is not None:
            self.autosaver.flush()   # leaving the table: the compact save takes in the journal
            self.autosaver.close()

    # -- the GameView, defensively ------------------------------------------------------------
    def _safe(self, fn, *args, default=None):
        """Call into the GameView; a bug there is reported, not fatal."""
        try:
            return fn(*args)
        except Exception:
            traceback.print_exc(file=sys.stderr)
            self.app.toast(self.t("error.unexpected"))
            return default

    def _show(self, seat: int | None) -> None:
        if self.held_state is not None:  # the round that ended, under its summary
            self._safe(self.view.show, self.rules.view(self.held_state, seat), [], seat)
            return
        legal = []
        if seat is not None and self.kinds[seat] == HUMAN and seat in self.session.to_act() \
                and not self.switch_due:
            legal = self.session.legal_actions(seat)
        self._safe(self.view.show, self.session.view(seat), legal, seat)

    def _animate(self, events, seat: int | None) -> None:
        if not events:
            return
        redacted = [self.rules.redact(e, seat) for e in events]
        self._safe(self.view.animate, redacted, seat)

    def view_busy(self) -> bool:
        return bool(self._safe(self.view.busy, default=False))

    # -- acting ----------------------------------------------------------------------------------
    def submit(self, seat: int, action) -> bool:
        """An action from the board: apply it, or show the engine's reason."""
        if self.app.scenes.top is not self:
            return False
        if seat is None or seat != self.viewer or self.kinds[seat] != HUMAN or self.switch_due \
                or self.summaries.holding():
            self.app.toast(self.t("error.not_your_turn"), for_turn=True)
            return False
        try:
            self.session.act(seat, action)
        except IllegalAction as exc:
            params = resolve_params(self.game_id, exc.params, self.names)
            self.app.toast(self.t(exc.reason_key, **params), for_turn=True)
            return False
        return True

    def _undo_seat(self) -> int | None:
        seat = self.viewer
        if seat is None or self.kinds[seat] != HUMAN or self.switch_due:
            return None
        return seat if self.session.can_undo(seat) else None

    def undo(self) -> bool:
        seat = self._undo_seat()
        if seat is None:
            self.app.toast(self.t("app.table.cannot_undo"), for_turn=True)
            return False
        return self.session.undo(seat)

    def _offers_undo(self) -> bool:
        return offers_undo(self.game_id)

    def _on_session(self, session, what: str, events) -> None:
        self.hints.forget()          # a hint is about the position it was asked in
        self.worker.cancel()
        self.ai_answer = None
        self.ai_asked_at_log = None
        self.last_act_time = self.time
        self.log_scroll = 0
        turn = tuple(session.to_act())
        self._autosave(what, quiet=turn != self.turn_key)
        if turn != self.turn_key:   # the turn moved on: what was said about it goes
            self.turn_key = turn
            self.app.clear_turn_toasts()
        if what == "undo":
            self._choose_viewer(None)
        else:
            # before choosing whose view: a summary may hide hands
            if self.summaries.note(session, events):
                events = self._hold_next_round(session, events)
            self._choose_viewer(events)
        if self.undo_button is not None:
            if self._undo_seat() is not None:
                self.undo_button.enable()
            else:
                self.undo_button.disable()
        if what == "act" and session.is_over() and not self.recorded:
            self._record_game()
        if session.is_over() and self.built:
            self.rebuild()

    def _hold_next_round(self, session, events: list) -> list:
        """Keep the next deal off the board until the round summary is closed; returns the
        events to play now."""
        round_break = hook(self.game_id, "round_break")
        try:
            cut = round_break(events) if round_break else None
        except Exception:
            traceback.print_exc(file=sys.stderr)
            cut = None
        if not cut or cut >= len(events):
            return events
        try:
            upto = session.event_count() - (len(events) - cut)
            self.held_state = replay(self.rules, session.events()[:upto])
        except Exception:  # no frozen board: the deal simply shows at once
            traceback.print_exc(file=sys.stderr)
            self.held_state = None
            return events
        self.held_events = list(events[cut:])
        return list(events[:cut])

    # -- saving ------------------------------------------------------------------------------------
    def _record_game(self) -> None:
        """The game just ended here: add it to the players' records (a problem with the
        records file is said, never fatal)."""
        from dogtable.storage.records import record_finished_game

        self.recorded = True
        try:
            notice = record_finished_game(self.session, hinted=set(self.hints.askers))
        except Exception:
            traceback.print_exc(file=sys.stderr)
            notice = "app.records.not_saved"
        # the history keeps every finished game (a lesson never gets here: it counts as recorded)
        from dogtable.storage.history import keep_finished_game

        keep = getattr(self.app.settings, "history_size", None)
        notice = keep_finished_game(self.session, keep) or notice
        if notice:
            self.app.toast(self.t(notice))

    def save_now(self) -> None:
        """Write the compact autosave now and start its journal afresh (the table opens;
        a finished game is not kept for Continue)."""
        if self.autosaver is None:
            return
        if self.session.is_over():
            self.autosaver.delete()
        else:
            self.autosaver.start(self.session)

    def _autosave(self, what: str, quiet: bool) -> None:
        """The act or undo just applied goes to the journal, on disk before the next act;
        at the end of a turn the compact save is rewritten (in the background)."""
        if self.autosaver is None:
            return
        self.autosaver.record(self.session, what, quiet=quiet)
        if self.session.is_over():
            self.autosaver.delete()

    def save_as(self, name: str) -> bool:
        path = paths.named_save_path(name)
        try:
            save_session(self.session, path)
        except OSError as exc:
            self.app.toast(f'{self.t("error.save_failed")} {self.t(failure_key(exc))}')
            return False
        self.app.toast(self.t("app.save.saved", name=path.stem))
        return True

    # -- computer players (table_computers) -----------------------------------------------------------
    def computer_to_act(self) -> int | None:
        for seat in self.session.to_act():
            if self.kinds[seat] not in (HUMAN, "remote"):
                return seat
        return None

    def think_budget(self, seat: int) -> Budget:
        """How long ``seat``'s computer may think (THINK_MS is read here, where tests shorten it).
        Hard spends the fixed playouts its strength was measured at (the declaration's
        ``hard_playouts``), cut short on a machine too slow to do them (agent.app_budget)."""
        kind = self.kinds[seat]
        return app_budget(THINK_MS.get(kind, 800.0), self.spec.playouts_for(kind, len(self.kinds)))

    # -- per frame -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        if self.net is not None:   # what the other computers said, on this thread
            for key, params in self.net.pump():
                self.app.toast(self.t(key, **resolve_params(self.game_id, params, self.names)))
        if self.autosaver is not None and self.autosaver.take_failure():
            cause = getattr(self.autosaver, "failure_key", None)
            self.app.toast(self.t("error.autosave_failed") + (f" {self.t(cause)}" if cause else ""))
        self._safe(self.view.update, dt)
        self._safe(self.hints.update)
        if self.switch_due and not self.view_busy():
            self._apply_viewer()
        on_top = self.app.scenes.top is self
        # a slap race, then a round summary, hold the table: no computer moves meanwhile
        holding = self.desk.update(dt, on_top)
        if self.desk.race is not None or self.summaries.holding():
            # an overlay holds the table: no tooltip or half-made gesture shows under it
            self._safe(getattr(self.view, "lose_focus", lambda: None))
        holding = self.summaries.update(on_top and not holding) or holding
        if on_top and not holding:
            self._drive_computers()
        if (on_top and not holding and self.session.is_over() and not self.results_shown
                and not self.summaries.holding() and not self.view_busy()
                and self.time - self.last_act_time >= RESULTS_DELAY * self.ctx.anim_speed()):
            self.show_results()

    def next_frame_in(self) -> float | None:
        """Mirrors update(): what will change, and when, with no input."""
        if self.net is not None and self.net.pending():
            return 0.0
        if self.autosaver is not None and self.autosaver.failed:
            return 0.0   # tell the player now
        if self.switch_due:
            return 0.0   # the screen changes hands once the board is still
        on_top = self.app.scenes.top is self
        waits = [self._board_next_frame_in(), self.desk.next_frame_in(on_top),
                 self._safe(self.hints.next_frame_in)]
        holding = self.desk.holding()
        if not holding:
            waits.append(self.summaries.next_frame_in(on_top))
        if on_top and not holding and not self.summaries.holding():
            waits += [self._computer_next_frame_in(), self._results_next_frame_in()]
        return soonest(waits)

    def _board_next_frame_in(self) -> float | None:
        """The board's own answer; a board that cannot say is drawn every frame."""
        ask = getattr(self.view, "next_frame_in", None)
        if ask is None:
            return 0.0
        try:
            wait = ask()
        except Exception:
            if not self._rest_warned:
                self._rest_warned = True
                traceback.print_exc(file=sys.stderr)
            return 0.0
        if wait is None:
            return None
        try:
            return max(0.0, float(wait))
        except (TypeError, ValueError):
            return 0.0

    def _results_next_frame_in(self) -> float | None:
        if not self.session.is_over() or self.results_shown:
            return None
        if self.view_busy():
            return 0.0
        return max(0.0, RESULTS_DELAY * self.ctx.anim_speed() - (self.time - self.last_act_time))

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.desk.race is None and self.cancel_gesture():
                    return True   # the board dropped a drag, a chooser or a selection
                if self.hints.texts():
                    self.hints.forget()   # the hint's bubble is on top: it closes first
                    return True
                self.pause()
                return True
            if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.undo()
                return True
            if self.bar_key(event):   # M: sound off / on
                self.rebuild()
                self.app.toast(self.t("app.settings.muted" if self.app.settings.muted
                                      else "app.settings.sound_on"))
                return True
            if event.key == pygame.K_h and self.desk.race is None:
                self.ask_hint()
                return True
        if self.desk.handle_event(event):  # a slap race takes every key and click meanwhile
            return True
        if event.type == pygame.MOUSEWHEEL:
            mouse = pygame.mouse.get_pos()
            if self.log_rect.collidepoint(self._logical(mouse)):
                self._scroll_log(event.y)
                return True
        return bool(self._safe(self.view.handle_event, event, default=False))

    def pointed_rects(self) -> list:
        """What a hint points at on the board: a tooltip must not cover it."""
        from dogtable.ui.table import coach as marks

        if not self.hints.texts() or self.hints.hint is None:
            return []
        source, target, _ = marks.move_rects(self.view, self.hints.hint.action)
        return [source, target]

    def ask_hint(self) -> None:
        """'What would you do?': the hard player's move for the human on screen, from their
        view only; a short word when there is nothing to decide."""
        self._safe(self.hints.ask)
        if self.hints.note:
            self.app.toast(self.hints.note)

    def cancel_gesture(self) -> bool:
        """Ask the board to drop what the player was doing (True if it had something)."""
        cancel = getattr(self.view, "cancel_gesture", None)
        return bool(cancel is not None and self._safe(cancel, default=False))

    def _logical(self, pos):
        sx, sy = self.app.pixel_scale
        return (int(pos[0] / sx), int(pos[1] / sy))

    # -- scenes on top -------------------------------------------------------------------------------
    def open_recap(self) -> None:
        """What happened since the human on screen last acted, for their eyes."""
        seat = self.viewer
        if seat is None or self.kinds[seat] != HUMAN or self.app.scenes.top is not self:
            return
        self.app.scenes.open("recap", self, seat)

    def pause(self) -> None:
        self.app.scenes.open("pause", self)

    def show_results(self) -> None:
        self.results_shown = True
        if self.app.scenes.top is self:
            self.app.scenes.open("results", self)

    def back(self) -> None:
        self.pause()

    @staticmethod
    def _draw_felt_around(surface, board) -> None:
        """The felt everywhere on ``surface`` but inside ``board`` (None: everywhere)."""
        if board is None or not board.width or not board.height:
            theme.draw_felt(surface)
            return
        whole = surface.get_rect()
        board = board.clip(whole)
        around = [pygame.Rect(0, 0, whole.width, board.top),
                  pygame.Rect(0, board.bottom, whole.width, whole.bottom - board.bottom),
                  pygame.Rect(0, board.top, board.left, board.height),
                  pygame.Rect(board.right, board.top, whole.right - board.right, board.height)]
        clip = surface.get_clip()
        for rect in around:
            rect = rect.clip(clip)
            if rect.width > 0 and rect.height > 0:
                surface.set_clip(rect)
                theme.draw_felt(surface)
        surface.set_clip(clip)

    # -- drawing ---------------------------------------------------------------------------------------
    def toast_area(self) -> pygame.Rect | None:
        """Toasts (a refusal's reason, "Saved") go over the log column: on the board they
        covered the seats' heads and, at 1024x600, the status panel's how-to line."""
        return self.log_rect if self.log_rect.width else None

    def draw(self, surface) -> None:
        # the felt only around a board of the table kit: it paints its whole rect opaquely
        # (its settled picture), so a full-window felt under it was a full-window blit per
        # frame; any other view (a test's stand-in) gets the felt under it as before
        kit_board = hasattr(self.view, "settled_key")
        self._draw_felt_around(surface, self.board_rect if kit_board else None)
        self._draw_bar(surface)
        self._draw_log(surface)
        if hasattr(self.view, "keep_clear"):
            self.view.keep_clear = self._safe(self.pointed_rects, default=[]) or []
        if self._safe(self.view.draw, surface, default=False) is False:
            self._draw_felt_around(surface, None)   # a broken board: felt, not stale pixels
            self._draw_bar(surface)
            self._draw_log(surface)
        if self.hints.texts():
            self._safe(self.hints.draw, surface, self.board_rect)
        self._safe(self.desk.draw, surface)
        if self.net is not None:   # who is away, "reconnecting"
            from dogtable.ui.scenes.net_status import draw_net_status

            self._safe(draw_net_status, self, surface)

