"""Real-time moments the table itself settles (Rules.referee): the Crafty Cat slap race.

While a race is pending nobody is to act (``to_act`` is empty), so the table scene hands its
frames to a RefereeDesk instead of its computer players.  The desk waits for the board to land
the card that started the race, then runs it on the UI thread's clock: every seat that must
slap is listed over the board; each human at the table has their own key (hot-seat humans
share one keyboard; the keys stay the same all game), computers slap after a human reaction
time drawn for their level (dogtable.ai.reaction: easy about 1.2 s, medium 0.9 s, hard 0.6 s;
in a lesson about 1.9 s and never before 1.6 s).  As soon as all have slapped or the time is
up, the loser is worked out from the measured times (dogtable.ai.reaction.slap_loser) and
applied to the session as the referee's action, so the outcome is an event like any other and
saves and replays reproduce it.

The race is gameplay, not an animation: it runs at every animation speed, and its clock stops
while a menu covers the table.

A fair start for people: when a human must slap, a visible "get ready" count comes first
(keys pressed meanwhile do not count, and computers wait too; an early press is answered
"too early: wait for the count to end" where the count is shown, never ignored silently),
and it lasts until the humans have looked at the table for a while since it last came into
view (a deal's summary, a hand-off or a menu covered it), so a computer's Cat as the first
move of a round is not lost before anyone has seen it.  The time to slap is a setting (``race_seconds``).
"""
from __future__ import annotations

import math
import random
import sys
import traceback

import pygame

from dogtable.ai.reaction import race_rng, reaction_times, slap_loser
from dogtable import i18n
from dogtable.core.rules import IllegalAction
from dogtable.ui import theme

HUMAN = "human"
# one key per human, in seat order: far apart on the keyboard so neighbours do not collide
SLAP_KEYS = (pygame.K_a, pygame.K_l, pygame.K_SPACE, pygame.K_q, pygame.K_p, pygame.K_z,
             pygame.K_m, pygame.K_g)
_KEY_LETTERS = {pygame.K_a: "A", pygame.K_l: "L", pygame.K_q: "Q", pygame.K_p: "P",
                pygame.K_z: "Z", pygame.K_m: "M", pygame.K_g: "G"}
RESULT_SECONDS = 2.2     # the outcome stays on screen this long (a click or Enter goes on sooner)
DISMISS_AFTER = 0.5      # ...but not before this, so a late slap does not skip it unseen
PRESS_ORDER_MS = 0.01    # keys read in the same frame keep the order they were pressed in
EARLY_SECONDS = 1.6      # "too early" shows this long after a press during "get ready"
READY_SECONDS = 1.5      # the "get ready" count before a race with a human in it
SEEN_SECONDS = 3.0       # ...and no race starts before the humans have seen the table this long


def say(text_key: str, **params) -> str:
    """Translate; unlike ``t`` it accepts a placeholder called ``key`` (the slap texts name
    the key to press that way)."""
    return i18n.format_text(i18n.t(text_key), params)


def assign_keys(humans: list[int]) -> dict[int, int]:
    """Seat -> key code for every human at the table, in seat order."""
    return {seat: SLAP_KEYS[i] for i, seat in enumerate(humans[:len(SLAP_KEYS)])}


def key_label(key: int, t, game_id: str) -> str:
    if key == pygame.K_SPACE:
        return t(f"{game_id}.slap.key_space")
    return _KEY_LETTERS.get(key) or pygame.key.name(key).upper()


class SlapRace:
    """One race: who must slap, when each did, and the outcome.  Times are milliseconds
    since the race began."""

    def __init__(self, referee: dict, kinds: list[str], keys: dict[int, int], rng: random.Random,
                 ready: float = 0.0, paces: list[str] | None = None):
        self.referee = referee
        self.seats: list[int] = list(referee.get("seats") or [])
        self.by = referee.get("by")
        self.timeout = float(referee.get("timeout_ms", 3000))
        self.kinds = kinds
        self.keys = {seat: key for seat, key in keys.items() if seat in self.seats}
        # a time is drawn for every seat in race order, humans' unused, so a computer gets
        # the time `sim` draws for it in the same race (ai.reaction.settle)
        drawn = reaction_times(self.seats, paces or kinds, rng)
        self.reactions = {s: ms for s, ms in drawn.items() if kinds[s] != HUMAN}
        self.clock = 0.0
        self.times: dict[int, float] = {}
        self.outcome = None          # the referee's Action once decided
        self.applied = False
        self.shown = 0.0             # seconds the outcome has been on screen
        self._pressed_this_frame = 0
        self.ready = ready if self.humans else 0.0   # seconds of "get ready" left
        self.early: dict[int, float] = {}   # human seat -> seconds its "too early" still shows

    @property
    def racing(self) -> bool:
        return self.outcome is None

    @property
    def getting_ready(self) -> bool:
        return self.ready > 0.0

    @property
    def humans(self) -> list[int]:
        return [s for s in self.seats if self.kinds[s] == HUMAN]

    def slap(self, seat: int) -> bool:
        """``seat`` slaps now (its first slap counts; one during "get ready" does not, and is
        answered "too early")."""
        if not self.racing or seat not in self.seats or seat in self.times \
                or self.kinds[seat] != HUMAN:
            return False
        if self.getting_ready:
            self.early[seat] = EARLY_SECONDS
            return False
        self.times[seat] = self.clock + PRESS_ORDER_MS * self._pressed_this_frame
        self._pressed_this_frame += 1
        return True

    def press(self, key: int) -> bool:
        for seat, k in self.keys.items():
            if k == key:
                return self.slap(seat)
        return False

    def update(self, dt: float) -> None:
        self._pressed_this_frame = 0
        self.early = {s: left - dt for s, left in self.early.items() if left - dt > 0}
        if not self.racing:
            self.shown += dt
            return
        if self.getting_ready:
            self.ready = max(0.0, self.ready - dt)
            return
        self.clock += dt * 1000.0
        for seat, ms in self.reactions.items():
            if seat not in self.times and ms <= min(self.clock, self.timeout):
                self.times[seat] = ms
        if len(self.times) == len(self.seats) or self.clock >= self.timeout:
            self.outcome = slap_loser(self.referee, {s: self.times.get(s) for s in self.seats})

    @property
    def loser(self) -> int | None:
        return self.outcome.args[0] if self.outcome is not None else None

    def remaining(self) -> float:
        return max(0.0, self.timeout - self.clock) / 1000.0


class RefereeDesk:
    """Runs the table's real-time moments for a TableScene (see the module docstring)."""

    def __init__(self, table):
        self.table = table
        self.keys = assign_keys(list(table.humans))
        self.race: SlapRace | None = None
        self.buttons: dict[int, pygame.Rect] = {}   # human seat -> its slap button (mouse)
        self.seen = 0.0   # seconds the table has been in view since something last covered it

    def holding(self) -> bool:
        """True while a moment is pending or its outcome is on screen (no computer moves)."""
        return self.race is not None or self.table.session.referee() is not None

    # -- per frame ------------------------------------------------------------------------------
    def next_frame_in(self, on_top: bool) -> float | None:
        """A race is real time: frames all the time it runs (its clock stops under a menu);
        its outcome stays on screen for RESULT_SECONDS."""
        race = self.race
        if race is None:
            if self.table.session.referee() is None or not on_top:
                return None
            return 0.0   # it starts once the board is still (the board's own frames until then)
        if not on_top:
            return None
        if race.racing or not race.applied:
            return 0.0
        return max(0.0, RESULT_SECONDS - race.shown)

    def update(self, dt: float, on_top: bool) -> bool:
        """Advance the moment; True while it holds the table."""
        table = self.table
        session = table.session
        race = self.race
        covered = not on_top or table.switch_due or self._summary_up()
        self.seen = 0.0 if covered else self.seen + dt
        if race is None:
            referee = session.referee()
            if referee is None:
                return False
            if not on_top or table.switch_due or table.view_busy():
                return True  # let the card that started it land first
            if referee.get("kind") != "slap":
                self._settle_unknown(referee)
                return True
            rng = race_rng(session.seed, session.event_count())
            referee = dict(referee, timeout_ms=self.race_ms(referee))
            ready = max(READY_SECONDS, SEEN_SECONDS - self.seen)
            race = self.race = SlapRace(referee, table.kinds, self.keys, rng, ready=ready,
                                        paces=self.paces())
            table.app.sounds.play("card")
        if race.racing and session.referee() is None:
            self.race = None  # settled elsewhere (a load, a new session): nothing to run
            table.race_done()
            return False
        if on_top:
            race.update(dt)
        if race.outcome is not None and not race.applied:
            race.applied = True
            try:
                session.act(None, race.outcome)
            except IllegalAction:
                traceback.print_exc(file=sys.stderr)
                self.race = None
                table.race_done()
                return session.referee() is not None
        if race.shown >= RESULT_SECONDS:
            self.race = None
            table.race_done()
            return False
        return True

    def paces(self) -> list[str]:
        """Each seat's reaction level (ai.reaction.REACTION_MS): its kind, but in a guided
        game the computers take their time (the lesson's ``race_level``), so a learner who
        slaps within about 1.5 s wins."""
        kinds = list(self.table.kinds)
        pace = getattr(getattr(self.table, "lesson", None), "race_level", None)
        if not isinstance(pace, str):
            return kinds
        return [kind if kind == HUMAN else pace for kind in kinds]

    def race_ms(self, referee: dict) -> float:
        """The time to slap: the player's setting, else the engine's default."""
        seconds = getattr(getattr(self.table.app, "settings", None), "race_seconds", None)
        if isinstance(seconds, (int, float)) and not isinstance(seconds, bool) and seconds > 0:
            return float(seconds) * 1000.0
        return float(referee.get("timeout_ms", 3000))

    def _summary_up(self) -> bool:
        summaries = getattr(self.table, "summaries", None)
        try:
            return bool(summaries is not None and summaries.holding())
        except Exception:
            return False

    def _settle_unknown(self, referee: dict) -> None:
        """A moment this table cannot run: settle it with the engine's first option."""
        legal = self.table.session.legal_actions(None)
        if legal:
            self.table.session.act(None, legal[0])

    # -- input ------------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        """Keys and clicks during a race (the board gets none of them meanwhile)."""
        race = self.race
        if race is None:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return False  # the pause menu still opens (and stops the clock)
            if race.racing:
                race.press(event.key)
            elif race.shown >= DISMISS_AFTER and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                race.shown = RESULT_SECONDS
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            if race.racing:
                for seat, rect in self.buttons.items():
                    if rect.collidepoint(event.pos):
                        race.slap(seat)
            elif race.shown >= DISMISS_AFTER:
                race.shown = RESULT_SECONDS
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.KEYUP)

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        race = self.race
        if race is None:
            return
        table = self.table
        t = say
        game = table.game_id
        names = table.names
        board = table.board_rect
        shade = pygame.Surface(board.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surface.blit(shade, board.topleft)

        n = max(1, len(race.seats))
        row_h = max(34, min(58, (board.height - 250) // n))
        width = min(760, board.width - 40)
        height = 176 + n * row_h + 64
        rect = pygame.Rect(0, 0, width, min(height, board.height - 16))
        rect.center = board.center
        theme.panel(surface, rect, alpha=240)
        cx = rect.centerx
        y = rect.top + 14
        theme.draw_text(surface, t(f"{game}.slap.title"), (cx, y), theme.HEADING_FONT + 4,
                        theme.HILITE, bold=True, anchor="midtop", max_width=width - 40)
        y += 48
        if isinstance(race.by, int) and 0 <= race.by < len(names):
            theme.draw_text(surface, t(f"{game}.slap.played", player=names[race.by]), (cx, y),
                            theme.TEXT_FONT + 1, theme.CREAM, anchor="midtop", max_width=width - 40)
        y += 32
        # the countdown: a draining bar and the seconds left
        bar = pygame.Rect(rect.left + 30, y, width - 60, 16)
        pygame.draw.rect(surface, theme.FELT_DARK, bar, border_radius=8)
        left = race.remaining() / (race.timeout / 1000.0) if race.timeout > 0 else 0.0
        if left > 0:
            fill = bar.copy()
            fill.width = max(8, int(bar.width * left))
            pygame.draw.rect(surface, theme.DANGER if left < 0.34 else theme.ACCENT, fill,
                             border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_BORDER, bar, 2, border_radius=8)
        y += 22
        early = [seat for seat in race.humans if seat in race.early] if race.getting_ready else []
        if early:   # a slap before the count ended: said where the count is, in large letters
            seat = max(early, key=race.early.get)   # the latest to press
            status = t("learn.slap.too_early", player=names[seat],
                       key=key_label(race.keys.get(seat, 0), t, game))
        elif race.getting_ready:
            status = t(f"{game}.slap.get_ready", seconds=math.ceil(race.ready))
        elif race.racing:
            status = t(f"{game}.slap.countdown", seconds=f"{race.remaining():.1f}")
        else:
            status = t(f"{game}.slap.too_late") if len(race.times) < len(race.seats) else ""
        if status:
            ready = race.getting_ready
            colour = theme.DANGER if early else theme.HILITE if ready else theme.MUTED
            theme.draw_text(surface, status, (cx, y), theme.TEXT_FONT + 2 if ready else theme.SMALL_FONT,
                            colour, bold=ready, anchor="midtop", max_width=width - 40)
        y += 30
        self.buttons = {}
        mouse_ok = len(race.humans) == 1
        for seat in race.seats:
            self._draw_row(surface, pygame.Rect(rect.left + 20, y, width - 40, row_h - 6), seat,
                           mouse_ok)
            y += row_h
        y += 6
        if race.outcome is not None:
            text = t(f"{game}.slap.took", player=names[race.loser])
            theme.draw_text(surface, text, (cx, min(y, rect.bottom - 44)), theme.TEXT_FONT + 2,
                            theme.HILITE, bold=True, anchor="midtop", max_width=width - 30)

    def _draw_row(self, surface, row: pygame.Rect, seat: int, mouse_ok: bool) -> None:
        race = self.race
        table = self.table
        t = say
        game = table.game_id
        name = table.names[seat]
        loser = race.loser == seat
        fill = (92, 40, 36) if loser else (36, 72, 56) if seat in race.times else (30, 56, 46)
        pygame.draw.rect(surface, fill, row, border_radius=8)
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        pygame.draw.circle(surface, colour, (row.left + 18, row.centery), 10)
        name_w = int(row.width * 0.3)
        theme.draw_text(surface, name, (row.left + 36, row.centery), theme.TEXT_FONT + 2, theme.CREAM,
                        bold=True, anchor="midleft", max_width=name_w)
        x = row.left + 44 + name_w
        if race.kinds[seat] == HUMAN and seat in race.keys:
            label = key_label(race.keys[seat], t, game)
            cap = pygame.Rect(0, 0, max(row.height + 8, theme.font(theme.HEADING_FONT, True).size(label)[0] + 24),
                              row.height - 4)
            cap.midleft = (x, row.centery)
            up = seat not in race.times and race.racing
            pygame.draw.rect(surface, theme.CREAM if up else theme.MUTED, cap, border_radius=8)
            pygame.draw.rect(surface, theme.ACCENT if up else theme.PANEL_BORDER, cap, 3, border_radius=8)
            theme.draw_text(surface, label, cap.center, theme.HEADING_FONT, theme.INK, bold=True,
                            anchor="center", max_width=cap.width - 10)
            if mouse_ok and up:
                self.buttons[seat] = cap
            x = cap.right + 14
        if seat in race.times:
            text = t(f"{game}.slap.slapped_time", player=name,
                     seconds=f"{race.times[seat] / 1000.0:.2f}")
            colour = theme.HILITE
        elif not race.racing:
            text = t(f"{game}.slap.missed", player=name)
            colour = theme.DANGER
        elif race.kinds[seat] == HUMAN:
            text = t(f"{game}.slap.press", player=name, key=key_label(race.keys.get(seat, 0), t, game)) \
                if seat in race.keys else ""
            colour = theme.CREAM
        else:
            text = t(f"{game}.slap.reaching", player=name)
            colour = theme.MUTED
        theme.draw_text(surface, text, (x, row.centery), theme.TEXT_FONT, colour, anchor="midleft",
                        max_width=max(40, row.right - 10 - x))
