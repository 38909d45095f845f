"""The contract every game engine fulfils, and the small value types it trades in.

An engine is pure: ``decide`` turns (state, seat, action) into events or raises
IllegalAction; ``evolve`` folds one event into the state.  Nothing else changes a
state, so a log of events is the whole truth about a game.
"""
from __future__ import annotations

from dataclasses import dataclass, field
import random
from typing import Any, Protocol, Sequence

from .events import Event


class IllegalAction(Exception):
    """A refused action.  ``reason_key`` is a translation key, ``params`` its placeholders."""

    def __init__(self, reason_key: str, **params: Any):
        super().__init__(reason_key)
        self.reason_key = reason_key
        self.params = params

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"IllegalAction({self.reason_key!r}, {self.params!r})"


@dataclass(frozen=True, order=True)
class Action:
    """One small player decision: what one click or one drag means.

    ``kind`` names the decision, ``args`` holds ints/strings.  Hashable, comparable,
    and with a stable JSON form so it can be logged and saved.
    """

    kind: str
    args: tuple = ()

    def to_json(self) -> dict:
        return {"kind": self.kind, "args": list(self.args)}

    @staticmethod
    def from_json(data: dict) -> "Action":
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError("not an action")
        args = data.get("args", [])
        if not isinstance(args, list) or not all(isinstance(a, (int, str)) for a in args):
            raise ValueError("bad action arguments")
        return Action(data["kind"], tuple(args))

    def __str__(self) -> str:
        return f"{self.kind}({', '.join(map(str, self.args))})"


@dataclass(frozen=True)
class ActionHint:
    """Where an action starts and ends on the table, so gestures can be matched to it.

    Zones are strings such as ``"hand"``, ``"pool"``, ``"dog_supply"``, ``"mess:12"``;
    ``card`` is the component id that moves (or None).
    """

    source: str | None = None
    card: int | None = None
    target: str | None = None


@dataclass(frozen=True)
class Seat:
    """A chair at the table: a display name and who sits there (``human`` or an AI level)."""

    name: str
    kind: str = "human"  # "human" | "random" | "easy" | "medium" | "hard"

    def to_json(self) -> dict:
        return {"name": self.name, "kind": self.kind}

    @staticmethod
    def from_json(data: dict) -> "Seat":
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("not a seat")
        return Seat(data["name"], str(data.get("kind", "human")))


@dataclass
class LogLine:
    """A translatable log line: a key and its parameters."""

    key: str
    params: dict = field(default_factory=dict)


class Rules(Protocol):
    """What the kernel, the AI and the table need from a game engine."""

    game_id: str
    min_players: int
    max_players: int

    def start(self, seats: Sequence[Seat], options: dict, rng: random.Random) -> list[Event]:
        """The opening events: seed, options, seats and every shuffled order."""

    def new_state(self) -> Any:
        """The empty state that the opening events fold into."""

    def evolve(self, state: Any, event: Event) -> Any:
        """Fold one event into the state (in place) and return it."""

    def to_act(self, state: Any) -> list[int]:
        """Seats that may act now, in the order they are asked; empty once the game is over."""

    def legal_actions(self, state: Any, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now: the only source of truth for UI and AI."""

    def decide(self, state: Any, seat: int, action: Action, rng: random.Random) -> list[Event]:
        """Validate and turn an action into events; raise IllegalAction with a reason."""

    def is_over(self, state: Any) -> bool: ...

    def view(self, state: Any, seat: int | None) -> Any:
        """What ``seat`` may see (None: the public view). Plain JSON-able data."""

    def redact(self, event: Event, seat: int | None) -> Event:
        """The event as ``seat`` may see it."""

    def resample(self, view: Any, seat: int, rng: random.Random) -> Any:
        """A full state consistent with ``view``: hidden cards dealt from the unseen ones."""

    def score_pad(self, state: Any):
        """The score pad of a finished game (core.scoring.ScorePad)."""

    def describe(self, event: Event, seat: int | None) -> LogLine | list[LogLine] | None:
        """The log line(s) for the event as ``seat`` sees it, or None for a silent event
        (read them through ``log_lines``)."""

    def is_barrier(self, event: Event) -> bool:
        """True when the event reveals hidden information or records chance (undo stops here)."""

    def hint(self, state: Any, action: Action) -> ActionHint:
        """Where the action starts and ends on the table."""

    def state_to_json(self, state: Any) -> dict:
        """A JSON-ready snapshot of the state (copies: it must not change as play goes on)."""

    def clone(self, state: Any) -> Any: ...

    def referee(self, state: Any) -> dict | None:
        """A real-time moment the table itself must settle, or None.

        While one is pending ``to_act`` is empty and the game is not over; the table (the
        app's overlay, or ``sim`` with computer reaction times) settles it by applying one of
        ``legal_actions(state, None)`` as the seat None.  The outcome is an event like any
        other, so replays and saves reproduce it.  Games without such moments return None.
        """

    def check(self, state: Any) -> None:
        """Raise ValueError unless every component is in exactly one place (loading a save
        and the conformance suite rely on it)."""


REFEREE = None
"""The seat that settles real-time moments (see Rules.referee)."""


def referee_of(rules: Any, state: Any) -> dict | None:
    """The pending real-time moment, for games that may have one."""
    probe = getattr(rules, "referee", None)
    return probe(state) if probe is not None else None


def log_lines(rules: Any, event: Event, seat: int | None) -> list[LogLine]:
    """The log lines of one event as ``seat`` sees it (describe may give none, one or several)."""
    lines = rules.describe(event, seat)
    if lines is None:
        return []
    return list(lines) if isinstance(lines, (list, tuple)) else [lines]


def apply(rules: Rules, state: Any, seat: int, action: Action, rng: random.Random) -> list[Event]:
    """Decide and fold one action into ``state`` in place; return the events."""
    events = rules.decide(state, seat, action, rng)
    for event in events:
        rules.evolve(state, event)
    return events


def replay(rules: Rules, events: Sequence[Event]):
    """Rebuild a state from its events: no random generator is involved."""
    state = rules.new_state()
    for event in events:
        rules.evolve(state, event)
    return state
