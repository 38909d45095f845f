"""The table scene: one game in progress around one GameView.

The scene owns the Session (autosaved after every action and undo), undo, the
computer players (asked on the AI worker thread; a move is applied only once the
board has finished animating the previous one, with a pause scaled by the animation
speed), whose secrets are on screen (hot-seat), the log panel, the turn banner, the
pause menu and the results.  The GameView (games/<id>/view.py) only draws the board
and turns gestures into actions, which come back through ``TableContext.submit``.
Real-time moments (a slap race: slap_race.RefereeDesk) and end-of-round summaries
(round_summary.RoundSummaries) hold the table while they run: no computer move meanwhile.
Game-specific wording comes from hooks in the game's board module (game_hooks).

The table rests when nothing changes (``next_frame_in``): it asks for frames while its board
animates or a race runs, for a timer during the pause before a computer's move or the score
pad, and for nothing while a human thinks; the AI worker wakes the app when an answer is in.
Escape goes to the board first (dropping a drag, a chooser or a selection) and opens the
pause menu only when the board had nothing to cancel.  Toasts about a turn go when the turn
moves on.

Whose secrets are shown:
* no human at the table: the public view;
* one human: that human's view, always (also during computer turns);
* several humans: the view of the human who must act; while only computers act, the
  public view.  Before the screen shows a human's secrets that are not the ones shown
  last (a turn passing between two different humans, the secret wild-colour choices,
  and the first secrets after a game starts or resumes), the hand-off screen asks the
  others to look away.  During a slap race and a round summary nobody's hand is shown
  (nobody is to act); after a round summary the next human's new hand comes after a
  hand-off.
"""
from __future__ import annotations

import random
import sys
import traceback

import pygame

from dogtable import i18n
from dogtable.ai.agent import Budget, RandomAgent
from dogtable.core.registry import UnknownGame, get_game
from dogtable.core.rules import IllegalAction, Seat, log_lines, replay
from dogtable.core.session import Session
from dogtable.storage import paths
from dogtable.storage.saves import save_session
from dogtable.ui import theme
from dogtable.ui.ai_worker import AIWorker
from dogtable.ui.app import effective_scale, post_wake, soonest
from dogtable.storage.atomic import failure_key
from dogtable.ui.scenes.hints import HintDesk
from dogtable.ui.scenes.autosaver import Autosaver
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.game_hooks import hook
from dogtable.ui.scenes.round_summary import RoundSummaries
from dogtable.ui.scenes.slap_race import RefereeDesk

HUMAN = "human"
KINDS = ("human", "random", "easy", "medium", "hard")
# the computers' think budgets: hard's is the budget `dogtable bench` measures (p95 <= 1 s);
# easy and medium answer in far less, the budget is only their ceiling
THINK_MS = {"random": 50.0, "easy": 400.0, "medium": 800.0, "hard": 1000.0}
AI_PAUSE = 0.6          # seconds between computer moves at normal animation speed
RESULTS_DELAY = 0.8     # seconds between the last move and the score pad (normal speed)
THINK_POLL = 0.5        # while a computer thinks, look for its answer this often (it also wakes us)
LOG_KEEP = 400          # log lines kept for the panel


# -- opening a game ------------------------------------------------------------------------------
def start_new_game(app, game_id: str, seats: list[dict], seed: int | None = None,
                   first: int | str = "random") -> "TableScene | None":
    """Create a session from setup values and open its table; errors become a message."""
    t = i18n.t
    try:
        spec = get_game(game_id)
    except UnknownGame:
        app.show_error(t("app.errors.cannot_start"), t("error.unknown_game", game=str(game_id)))
        return None
    seat_list = []
    for i, seat in enumerate(seats):
        name = str(seat.get("name") or t("app.setup.player_n", n=i + 1))[:24]
        kind = seat.get("kind", HUMAN)
        seat_list.append(Seat(name, kind if kind in KINDS else HUMAN))
    if not spec.min_players <= len(seat_list) <= spec.max_players:
        app.show_error(t("app.errors.cannot_start"),
                       t("error.player_count", min=spec.min_players, max=spec.max_players))
        return None
    if not isinstance(seed, int):
        seed = random.SystemRandom().randrange(2 ** 31)
    options = {"first_player": first if isinstance(first, int) else "random"}
    try:
        session = Session(spec.rules(), seat_list, options, seed)
    except Exception as exc:  # an engine that refuses these seats: say so, keep the menu
        traceback.print_exc(file=sys.stderr)
        app.show_error(t("app.errors.cannot_start"), str(exc))
        return None
    return open_session(app, session)


def open_session(app, session: Session, autosave: bool = True) -> "TableScene | None":
    """Put ``session`` on the table (above the main menu)."""
    from dogtable.ui.scenes.menu import MenuScene

    try:
        scene = TableScene(app, session, autosave=autosave)
    except Exception:
        traceback.print_exc(file=sys.stderr)
        app.show_error(i18n.t("app.errors.cannot_start"), i18n.t("error.table_unavailable"))
        return None
    menu = app.scenes.find(MenuScene) or MenuScene(app)
    app.scenes.reset(menu, scene)
    if not session.is_over():   # a finished game opened from a save leaves Continue alone
        scene.save_now()
    return scene


def resolve_params(game_id: str, params: dict, seat_names: list[str]) -> dict:
    """Log and refusal parameters as words: seats by name, cards by their names.  A game's
    board module may word its own (its ``resolve_log_params`` hook, see game_hooks)."""
    t = i18n.t
    own = hook(game_id, "resolve_log_params")
    if own is not None:
        try:
            return dict(own(dict(params or {}), t, seat_names))
        except Exception:  # a wording bug must not lose the log line: fall back below
            traceback.print_exc(file=sys.stderr)
    out = {}
    for key, value in params.items():
        if isinstance(value, bool) or not isinstance(value, int):
            out[key] = value
        elif key == "player":
            out[key] = seat_names[value] if 0 <= value < len(seat_names) else str(value)
        elif key == "dog":
            out[key] = t(f"{game_id}.dog.{value // 4}")
        elif key == "mess":
            out[key] = t(f"{game_id}.mess.{value}")
        elif key == "colour":
            out[key] = t(f"{game_id}.colour.{value}")
        else:
            out[key] = value
    return out


class TableContext:
    """What the GameView may use of the scene (see docs/HELPERS.md, the app contract)."""

    def __init__(self, scene: "TableScene"):
        self._scene = scene
        self.rules = scene.rules
        self.game_id = scene.game_id
        self.seat_names = [s.name for s in scene.session.seats]
        self.seat_kinds = [s.kind for s in scene.session.seats]

    def t(self, key: str, **params) -> str:
        return i18n.t(key, **params)

    def anim_speed(self) -> float:
        return float(self._scene.app.settings.anim_speed)

    def play_sound(self, name: str) -> None:
        self._scene.app.sounds.play(name)

    def submit(self, seat: int, action) -> bool:
        return self._scene.submit(seat, action)

    def show_message(self, text: str) -> None:
        self._scene.app.toast(text, for_turn=True)

    def show_scores(self) -> bool:
        """Running scores on the players' panels, unless the family hid them (settings);
        once the game is over the score pad is out anyway."""
        return bool(getattr(self._scene.app.settings, "show_scores", True)) \
            or self._scene.session.is_over()


LOG_SHARE = 0.22            # the log's share of the width at a scale of 100% ...
LOG_WIDTH = (230, 340)      # ... within these bounds (logical pixels)
LOG_MIN_ZOOMED = 180        # the narrowest log once zoomed in: two buttons and short lines still fit
LOG_MAX_SHARE = 0.3         # the widest log zoomed out, as a share of the width


def log_width(width: int, scale: float = 1.0, scale_at_100: float | None = None) -> int:
    """The log panel's width on a logical surface ``width`` wide, shown at ``scale`` window
    pixels per logical pixel, in a window that shows ``scale_at_100`` at a UI scale of 100%
    (less than 1 in a window smaller than the minimum surface).  At 100% the log takes a
    share of the width within bounds.  A UI scale zooms the table: the log's width in
    window pixels is divided by the zoom, so the table, not the log, grows with the scale
    (the log's text grows and wraps sooner; zoomed out, it gets longer lines)."""
    base = scale if scale_at_100 is None else scale_at_100
    zoom = scale / base if base > 0 else 1.0
    at_100 = max(LOG_WIDTH[0], min(LOG_WIDTH[1], width * zoom * LOG_SHARE))  # logical px at 100%
    if abs(zoom - 1.0) < 1e-3:
        return int(at_100)
    out = at_100 / (zoom * zoom)
    if zoom > 1.0:
        return max(LOG_MIN_ZOOMED, int(out))
    return int(min(out, width * LOG_MAX_SHARE))


class TableScene(Scene):
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

    def enter(self) -> None:
        super().enter()
        if not self.started:  # first time on the stack: show the first view (or a hand-off)
            self.started = True
            self._choose_viewer(None, initial=True)

    # -- layout and widgets ---------------------------------------------------------------------
    def _layout(self) -> None:
        w, h = self.size
        bar_h = 54
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
            self.undo_button = self.button((x, y, bw, 38), self.t("app.table.undo"), self.undo,
                                           focus=False, enabled=self._undo_seat() is not None)
        self.button((x + bw + 10, y, bw, 38), self.t("app.table.menu"), self.pause, focus=False)
        self.recap_button = None
        seat = self.viewer
        if seat is not None and self.kinds[seat] == HUMAN:
            rw = max(150, min(230, self.log_rect.left // 5))
            self.recap_button = self.button((self.log_rect.left - rw - 12, 8, rw, 38),
                                            self.t("app.table.since_last_turn"), self.open_recap,
                                            focus=False)
            if not self.session.is_over():
                hw = max(150, min(230, self.log_rect.left // 5))
                self.hint_button = self.button((self.recap_button.rect.left - hw - 10, 8, hw, 38),
                                               self.t("learn.coach.hint"), self.ask_hint, focus=False)

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
        self.worker.stop()
        self.session.unsubscribe(self._on_session)
        if self.autosaver is not None:
            self.autosaver.flush()

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

    # -- whose secrets are on screen -------------------------------------------------------------
    @property
    def multi_human(self) -> bool:
        return len(self.humans) > 1

    def _desired_viewer(self) -> int | None:
        if not self.humans:
            return None
        if len(self.humans) == 1:
            return self.humans[0]
        if self.summaries.holding() or self.desk.race is not None:
            return None  # a race or a round summary is for everyone: no hand on screen meanwhile
        for seat in self.session.to_act():
            if self.kinds[seat] == HUMAN:
                return seat
        return None

    def _choose_viewer(self, events, initial: bool = False) -> None:
        """After a change: show the right seat's view, or wait, or hand the screen over."""
        desired = self._desired_viewer()
        if desired == self.viewer and not initial:
            self.switch_due = False
            self._show(self.viewer)
            self._animate(events, self.viewer)
            return
        if self.viewer is not None and events:
            # the human who just acted watches the outcome before the screen changes hands
            self.switch_due = True
            self._show(self.viewer)
            self._animate(events, self.viewer)
            return
        self._apply_viewer(events)

    def _apply_viewer(self, events=None) -> None:
        self.switch_due = False
        desired = self._desired_viewer()
        if desired is not None and self.multi_human and desired != self.secret_owner \
                and self._holds_secrets(desired):
            self.viewer = None
            self._show(None)
            self._animate(events, None)
            self._handoff(desired)
            return
        changed = desired != self.viewer
        self.viewer = desired
        if desired is not None:
            self.secret_owner = desired
        self._show(desired)
        self._animate(events, desired)
        if changed and self.built:
            self.rebuild()   # the "since your last turn" button follows the human on screen

    def _holds_secrets(self, seat: int) -> bool:
        """Does ``seat``'s view show anything the public view does not? (In a game of open
        information, such as DOGS, the screen passes between humans without a hand-off.)"""
        try:
            mine, public = dict(self.session.view(seat)), dict(self.session.view(None))
        except Exception:  # when in doubt, hand the screen over
            return True
        mine.pop("seat", None)      # whose eyes, not what they see
        public.pop("seat", None)
        return mine != public

    def _handoff(self, seat: int) -> None:
        from dogtable.ui.scenes.handoff import HandoffScene

        if self.handoff_seat == seat:
            return
        self.handoff_seat = seat
        scene = HandoffScene(self.app, self, seat)
        if self.app.scenes.top is self or not self.app.scenes.stack:
            self.app.scenes.push(scene)
        else:
            # a menu is open over the table: the hand-off goes right above the table
            stack = self.app.scenes.stack
            stack.insert(stack.index(self) + 1, scene)

    def handoff_done(self, seat: int) -> None:
        """The hand-off screen was confirmed by ``seat``."""
        self.handoff_seat = None
        if self._desired_viewer() != seat:
            self._apply_viewer()
            return
        self.viewer = seat
        self.secret_owner = seat
        self._show(seat)
        if self.built:
            self.rebuild()

    def race_done(self) -> None:
        """The slap race's outcome has left the screen: whoever acts next may see theirs."""
        if self.multi_human:
            self._apply_viewer()

    def summary_closed(self) -> None:
        """The round summary was closed: play goes on.  With several humans the next one's
        new hand comes after a hand-off (everyone was looking at the summary)."""
        if self.multi_human:
            self.secret_owner = None
        later, self.held_state, self.held_events = self.held_events, None, []
        self._apply_viewer(later)

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
        offers = hook(self.game_id, "offers_undo")
        if offers is None:
            return True
        try:
            return bool(offers())
        except Exception:
            return True

    def _on_session(self, session, what: str, events) -> None:
        self.hints.forget()          # a hint is about the position it was asked in
        self.worker.cancel()
        self.ai_answer = None
        self.ai_asked_at_log = None
        self.last_act_time = self.time
        self.log_scroll = 0
        self.save_now()
        turn = tuple(session.to_act())
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
        if notice:
            self.app.toast(self.t(notice))

    def save_now(self) -> None:
        """Autosave (in the background; a finished game is not kept for Continue)."""
        if self.autosaver is None:
            return
        if self.session.is_over():
            self.autosaver.delete()
        else:
            self.autosaver.save(self.session)

    def save_as(self, name: str) -> bool:
        path = paths.named_save_path(name)
        try:
            save_session(self.session, path)
        except OSError as exc:
            self.app.toast(f'{self.t("error.save_failed")} {self.t(failure_key(exc))}')
            return False
        self.app.toast(self.t("app.save.saved", name=path.stem))
        return True

    # -- computer players ------------------------------------------------------------------------
    def agent(self, seat: int):
        agent = self.agents.get(seat)
        if agent is None:
            level = self.kinds[seat]
            seed = self.session.seed * 31 + seat
            try:
                if self.app.agent_factory is not None:
                    agent = self.app.agent_factory(self.game_id, level, seed)
                else:
                    from dogtable.sim import make_agent
                    agent = make_agent(self.game_id, level, seed)
            except Exception:
                traceback.print_exc(file=sys.stderr)
                print(f"dogtable: no {level} computer player for {self.game_id}; "
                      "playing at random", file=sys.stderr)
                agent = RandomAgent(seed)
            self.agents[seat] = agent
        return agent

    def computer_to_act(self) -> int | None:
        for seat in self.session.to_act():
            if self.kinds[seat] != HUMAN:
                return seat
        return None

    def _drive_computers(self) -> None:
        if self.session.is_over() or self.switch_due:
            return
        seat = self.computer_to_act()
        if seat is None:
            return
        log_len = len(self.session.log)
        if self.ai_answer is None and self.ai_asked_at_log != log_len:
            state = self.rules.clone(self.session.state)
            budget = Budget(THINK_MS.get(self.kinds[seat], 800.0))
            self.worker.request(self.worker_rules, state, seat, self.agent(seat), budget,
                                self.session.seed + log_len)
            self.ai_asked_at_log = log_len
        if self.ai_answer is None:
            self.ai_answer = self.worker.poll()
        answer = self.ai_answer
        if answer is None or self.view_busy() or self.time < self.next_ai_at:
            return
        self.ai_answer = None
        if self.ai_asked_at_log != log_len or answer.action is None:
            return  # stale: asked about an older position
        try:
            self.session.act(answer.seat, answer.action)
        except IllegalAction:
            legal = self.session.legal_actions(answer.seat)
            if legal:
                self.session.act(answer.seat, legal[0])
        self.next_ai_at = self.time + AI_PAUSE * self.ctx.anim_speed()

    @property
    def thinking_seat(self) -> int | None:
        if self.summaries.holding():
            return None  # no computer thinks while everyone reads the round summary
        seat = self.computer_to_act()
        return seat if seat is not None and not self.session.is_over() else None

    # -- per frame -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
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
        holding = self.summaries.update(on_top and not holding) or holding
        if on_top and not holding:
            self._drive_computers()
        if (on_top and not holding and self.session.is_over() and not self.results_shown
                and not self.summaries.holding() and not self.view_busy()
                and self.time - self.last_act_time >= RESULTS_DELAY * self.ctx.anim_speed()):
            self.show_results()

    def next_frame_in(self) -> float | None:
        """Mirrors update(): what will change, and when, with no input."""
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

    def _computer_next_frame_in(self) -> float | None:
        if self.session.is_over() or self.computer_to_act() is None:
            return None
        if self.ai_answer is None:
            if self.ai_asked_at_log != len(self.session.log) or self.worker.ready():
                return 0.0   # it asks, or reads the answer, on the next frame
            return THINK_POLL
        if self.view_busy():
            return 0.0
        return max(0.0, self.next_ai_at - self.time)   # the pause that lets a human follow

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
                self.pause()
                return True
            if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.undo()
                return True
            if event.key == pygame.K_h and self.desk.race is None:
                self.ask_hint()
                return True
        if self.desk.handle_event(event):  # a slap race takes every key and click meanwhile
            return True
        if event.type == pygame.MOUSEWHEEL:
            mouse = pygame.mouse.get_pos()
            if self.log_rect.collidepoint(self._logical(mouse)):
                most = max(0, len(self._log_lines) - 1)
                self.log_scroll = max(0, min(most, self.log_scroll + event.y))
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
        from dogtable.ui.scenes.recap import RecapScene

        seat = self.viewer
        if seat is None or self.kinds[seat] != HUMAN or self.app.scenes.top is not self:
            return
        self.app.scenes.push(RecapScene(self.app, self, seat))

    def pause(self) -> None:
        from dogtable.ui.scenes.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self))

    def show_results(self) -> None:
        from dogtable.ui.scenes.results import ResultsScene

        self.results_shown = True
        if self.app.scenes.top is self:
            self.app.scenes.push(ResultsScene(self.app, self))

    def back(self) -> None:
        self.pause()

    # -- the log panel --------------------------------------------------------------------------------
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

    # -- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        theme.draw_felt(surface)
        self._draw_bar(surface)
        self._draw_log(surface)
        if hasattr(self.view, "keep_clear"):
            self.view.keep_clear = self._safe(self.pointed_rects, default=[]) or []
        self._safe(self.view.draw, surface)
        if self.hints.texts():
            self._safe(self.hints.draw, surface, self.board_rect)
        self._safe(self.desk.draw, surface)

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

    def _draw_log(self, surface) -> None:
        rect = self.log_rect
        lines = self._update_log()
        key = (self._log_version, self._log_key, self.log_scroll, rect.size, len(self.session.log))
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
        theme.draw_text(panel, self.t("app.table.log"), (12, 8), theme.SMALL_FONT, theme.MUTED,
                        bold=True)
        fnt = theme.font(theme.SMALL_FONT - 1)
        width = rect.width - 24
        area_top = 34
        y = rect.bottom - 8
        last = len(self.session.log) - 1
        end = len(lines) - min(self.log_scroll, max(0, len(lines) - 1))
        if end < len(lines):
            theme.draw_triangle_down(panel, (rect.right - 16, rect.bottom - 12), 6)
        for text, index in reversed(lines[:end]):
            wrapped = theme.wrap(text, fnt, width)
            height = len(wrapped) * fnt.get_linesize()
            if y - height < area_top:
                break
            y -= height
            colour = theme.HILITE if index == last and index > 0 else theme.CREAM
            for i, part in enumerate(wrapped):
                panel.blit(fnt.render(part, True, colour), (12, y + i * fnt.get_linesize()))
            y -= 6
        return panel
