"""A game in progress: the event log, the state folded from it, undo and listeners.

The log is a list of entries, one per act: who acted, with which action, and the
events it produced (the opening entry has no seat and no action).  The state is
always the fold of every event in the log, so undo is "drop the last entry and
replay", and a save is just the log.
"""
from __future__ import annotations

from dataclasses import dataclass
import random
from typing import Any, Callable, Sequence

from .events import Event, event_from_json
from .rules import Action, IllegalAction, Rules, Seat, referee_of, replay
from .verify import chance_for


@dataclass
class LogEntry:
    seat: int | None
    action: Action | None
    events: list[Event]

    def to_json(self) -> dict:
        return {
            "seat": self.seat,
            "action": self.action.to_json() if self.action else None,
            "events": [e.to_json() for e in self.events],
        }

    @staticmethod
    def from_json(data: Any) -> "LogEntry":
        if not isinstance(data, dict):
            raise ValueError("a log entry must be an object")
        seat = data.get("seat")
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
            raise ValueError("bad seat in log entry")
        action = Action.from_json(data["action"]) if data.get("action") is not None else None
        events = data.get("events")
        if not isinstance(events, list):
            raise ValueError("a log entry needs events")
        return LogEntry(seat, action, [event_from_json(e) for e in events])


Listener = Callable[["Session", str, list[Event]], None]
"""Called with (session, what, events): what is "act", "undo" or "reset"."""


class Session:
    def __init__(self, rules: Rules, seats: Sequence[Seat], options: dict, seed: int,
                 log: list[LogEntry] | None = None, state: Any = None):
        if not rules.min_players <= len(seats) <= rules.max_players:
            raise ValueError(f"{rules.game_id} takes {rules.min_players}-{rules.max_players} players")
        self.rules = rules
        self.seats = list(seats)
        self.options = dict(options)
        self.seed = seed
        self.listeners: list[Listener] = []
        if log is None:
            opening = rules.start(self.seats, self.options, random.Random(seed))
            log = [LogEntry(None, None, opening)]
        self.log = log
        # ``state``: the fold of ``log`` already computed (a verified load), else replay it
        self.state = state if state is not None else replay(rules, self.events())

    # -- reading -----------------------------------------------------------------
    def events(self) -> list[Event]:
        return [e for entry in self.log for e in entry.events]

    def event_count(self) -> int:
        return sum(len(entry.events) for entry in self.log)

    def to_act(self) -> list[int]:
        return self.rules.to_act(self.state)

    def legal_actions(self, seat: int) -> list[Action]:
        return self.rules.legal_actions(self.state, seat)

    def view(self, seat: int | None):
        return self.rules.view(self.state, seat)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    # -- acting --------------------------------------------------------------------
    def chance(self) -> random.Random:
        """The generator for the next act's chance: fixed by the seed and the log length,
        so the same game replays the same way; its outcome is recorded in events."""
        return chance_for(self.seed, self.event_count())   # the one formula, seeded lazily

    def referee(self) -> dict | None:
        """The real-time moment the table must settle now (see Rules.referee), or None."""
        return referee_of(self.rules, self.state)

    def act(self, seat: int | None, action: Action) -> list[Event]:
        if seat is None:
            if self.referee() is None:
                raise IllegalAction("error.not_your_turn")
        elif seat not in self.rules.to_act(self.state):
            raise IllegalAction("error.not_your_turn")
        events = self.rules.decide(self.state, seat, action, self.chance())
        for event in events:
            self.rules.evolve(self.state, event)
        self.log.append(LogEntry(seat, action, events))
        self._tell("act", events)
        return events

    # -- undo (BGA policy) ---------------------------------------------------------
    def can_undo(self, seat: int) -> bool:
        """Only your own last action of this turn, and never what others have seen or what
        passed the turn.  Two rules: the game marks, through ``is_barrier``, every event that
        shows the table something hidden (a card face up, a penalty paid from the hand) or
        records chance; the kernel adds that an act after which ``seat`` no longer decides
        (the turn or the decision passed on, the game ended) is never taken back, whatever
        its events.  Both read only the log, so a loaded save allows the same undo."""
        if len(self.log) < 2:
            return False
        last = self.log[-1]
        if last.seat is None or last.seat != seat or last.action is None:
            return False
        if seat not in self.rules.to_act(self.state):
            return False
        return not any(self.rules.is_barrier(e) for e in last.events)

    def undo(self, seat: int) -> bool:
        if not self.can_undo(seat):
            return False
        # check, then commit: the shorter game is folded before the entry leaves the log, so
        # an undo that fails (it raises) leaves the log and the state as they were
        kept = [e for entry in self.log[:-1] for e in entry.events]
        state = replay(self.rules, kept)
        removed = self.log.pop()
        self.state = state
        self._tell("undo", removed.events)
        return True

    # -- listeners -------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        self.listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self.listeners:
            self.listeners.remove(listener)

    def _tell(self, what: str, events: list[Event]) -> None:
        for listener in list(self.listeners):
            listener(self, what, events)

    # -- serialising -------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "game": self.rules.game_id,
            "options": self.options,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "log": [entry.to_json() for entry in self.log],
        }

    @staticmethod
    def from_json(rules: Rules, data: dict, verify: bool = False) -> "Session":
        """The session a ``to_json`` document describes.  ``verify`` re-decides every logged
        action (core.verify) instead of trusting its events: for anything read from disk."""
        if not isinstance(data.get("seats"), list) or not isinstance(data.get("log"), list):
            raise ValueError("a session needs seats and a log")
        seats = [Seat.from_json(s) for s in data["seats"]]
        log = [LogEntry.from_json(e) for e in data["log"]]
        if not log or log[0].seat is not None:
            raise ValueError("the log does not open with the game's start")
        options = data.get("options", {})
        if not verify:
            return Session(rules, seats, options, int(data["seed"]), log)
        from .verify import verify_log

        state = verify_log(rules, seats, options, data.get("seed"), log)
        return Session(rules, seats, options, data["seed"], log, state=state)
