"""The contract every game engine fulfils, and the small value types it trades in.

An engine is pure: ``decide`` turns (state, seat, action) into events or raises
IllegalAction; ``evolve`` folds one event into the state.  Nothing else changes a
state, so a log of events is the whole truth about a game.
"""
from __future__ import annotations

from dataclasses import dataclass, field
import random
from typing import Any, Callable, Iterable, Mapping, Protocol, Sequence

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

    def view_seeing_hands(self, state: Any, seat: int) -> Any:
        """``seat``'s view with every seat's hand (and the secret choices held with it) face
        up, the face-down piles still hidden: what the sim's all-hands reference
        (``dogtable.ai.allseeing``) deals its worlds from through ``resample``."""

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

GAME_OVER = "over"
"""The phase of a finished game, in every engine."""


# -- what every engine shares ------------------------------------------------------------------

def refuse_malformed(over: bool, action: Action, arity: Mapping[str, int | None],
                     ints: bool = True) -> None:
    """The first checks of every engine's ``decide``, in this order: the game is over
    (``error.game_over``); the kind is not one of the game's (``error.unknown_action``); the
    arguments are not ``arity[kind]`` of them (None: none or one) or, with ``ints``, not all
    ints (``error.bad_action``)."""
    if over:
        raise IllegalAction("error.game_over")
    kind, args = action.kind, action.args
    if kind not in arity:
        raise IllegalAction("error.unknown_action", action=str(kind))
    expected = arity[kind]
    if (len(args) > 1 if expected is None else len(args) != expected) or \
            ints and not all(isinstance(a, int) and not isinstance(a, bool) for a in args):
        raise IllegalAction("error.bad_action")


Refused = tuple
"""A refusal as a rule gives it: (reason key, its placeholders).  Cheap to make, so listing
the legal actions may ask a rule about many candidates; ``decide`` raises it (``refused``)."""


def refused(refusal: Refused) -> IllegalAction:
    key, params = refusal
    return IllegalAction(key, **params)


@dataclass(frozen=True)
class ActionRule:
    """One kind of action, its rule written once.  The rule is a *refusal*: why the action is
    not allowed now (a Refused), None when it is -- ``gate(state, seat)``, the part that does
    not depend on the arguments (asked first), then ``check(state, seat, *args)``.  Both the
    legal actions and ``decide``'s refusal come from it.

    ``options(state, seat)`` names the argument tuples worth asking about, in the order the
    legal actions list them; ``handler`` does the action (its signature is the game's).
    ``arity``: the number of arguments (None: none or one).  ``listed(state, seat)``, when
    given, lists the allowed arguments at once, built from the same rule's parts for speed where
    asking option by option costs too much; a game's tests check it against ``allowed_args``."""

    arity: int | None
    options: Callable[[Any, int], Iterable[tuple]]
    check: Callable[..., "Refused | None"]
    handler: Callable[..., Any]
    gate: Callable[[Any, int], "Refused | None"] | None = None
    listed: Callable[[Any, int], Iterable[tuple]] | None = None

    def refusal(self, state: Any, seat: int, *args: Any) -> "Refused | None":
        if self.gate is not None:
            why = self.gate(state, seat)
            if why is not None:
                return why
        return self.check(state, seat, *args)

    def allowed_args(self, state: Any, seat: int) -> list[tuple]:
        """The options the rule allows, asked one by one."""
        if self.gate is not None and self.gate(state, seat) is not None:
            return []
        check = self.check
        return [args for args in self.options(state, seat) if check(state, seat, *args) is None]

    def legal(self, kind: str, state: Any, seat: int) -> list[Action]:
        args_list = self.listed(state, seat) if self.listed is not None \
            else self.allowed_args(state, seat)
        return [Action(kind, args) for args in args_list]


def just_once(state: Any, seat: int) -> tuple[tuple, ...]:
    """The options of an action without arguments."""
    return ((),)


def allowed(state: Any, seat: int, *args: Any) -> None:
    """The check of an action always open when its gate (or its phase) lets it."""
    return None


def refuse_out_of_turn(seat: Any, movers: Sequence[int]) -> None:
    """``error.not_your_turn`` unless ``seat`` is one of the seats to act now."""
    if not isinstance(seat, int) or isinstance(seat, bool) or seat not in movers:
        raise IllegalAction("error.not_your_turn")


class GameRules:
    """The parts of the Rules contract every engine writes the same way.  A game sets
    ``game_id``, ``min_players``, ``max_players``, ``State`` (its state class, with ``clone``
    and ``to_json``), ``folds`` (its events' folds) and ``describe_event`` (a staticmethod: the log lines of an event already
    redacted for the seat), and writes the rest of the contract itself."""

    game_id: str
    min_players: int
    max_players: int
    State: Callable[[], Any]
    describe_event: Callable[[Event, "int | None"], Any]
    folds: Mapping[str, Callable[[Any, dict], None]]   # event kind -> how it changes the state

    def seat_count(self, seats: Sequence[Seat], name: str) -> int:
        """The number of players, or ValueError when the game does not take that many."""
        n = len(seats)
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"{name} takes {self.min_players} to {self.max_players} players")
        return n

    def new_state(self) -> Any:
        return self.State()

    def clone(self, state: Any) -> Any:
        return state.clone()

    def state_to_json(self, state: Any) -> dict:
        return state.to_json()

    def evolve(self, state: Any, event: Event) -> Any:
        """Fold one event into ``state`` in place, by the game's table of folds."""
        fold = self.folds.get(event.kind)
        if fold is None:
            raise ValueError(f"unknown event {event.kind}")
        fold(state, event.data)
        return state

    def is_over(self, state: Any) -> bool:
        return state.phase == GAME_OVER

    def redact(self, event: Event, seat: int | None) -> Event:
        return event

    def describe(self, event: Event, seat: int | None):
        return self.describe_event(self.redact(event, seat), seat)


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
