"""A player at a hosted table: connect, join with the code, keep the seat's picture current,
send the actions the player chooses, and come back after a drop.

The client holds what its seat may know and nothing more: the log entries with their events
as redacted for it, its view, its legal actions, who is to act, who is away and the race in
progress.  Everything received goes through ``protocol.parse_from_host`` and the registry's
event check (``event_from_json``) first; a message that fails is dropped and the connection
started afresh, so a confused or hostile host cannot feed the board something malformed.

If the connection drops the status becomes "reconnecting" and the client retries with a
growing pause (0.2 s doubling to 2 s) for ``retry_for`` seconds, claiming the same seat: the
host sends the whole table again.  A refusal (wrong code, another version, the seat taken
by someone else) ends it with the host's reason key, except "seat taken" while reconnecting
(the host may not have noticed yet that our old connection is gone).
"""
from __future__ import annotations

import logging
import socket
import threading
import time
from typing import Any, Callable

from dogtable import __version__
from dogtable.core.events import event_from_json
from dogtable.core.registry import UnknownGame, get_game
from dogtable.core.rules import Action, Seat
from dogtable.net import protocol as P
from dogtable.net.loopback import AddressRefused, check_destination, parse_address

DEFAULT_PORT = 8765
CONNECT_TIMEOUT = 5.0
FIRST_DELAY, MAX_DELAY = 0.2, 2.0

CONNECTING, JOINED, RECONNECTING, REFUSED, CLOSED = (
    "connecting", "joined", "reconnecting", "refused", "closed")


class TableClient:
    def __init__(self, address: str, code: str, seat: int | None = None, *, settings=None,
                 retry_for: float = 120.0, on_change: Callable[[], None] | None = None):
        self.host, self.port = parse_address(address, DEFAULT_PORT)
        self.address = address
        self.code = code
        self.wanted_seat = seat
        self.settings = settings
        self.retry_for = retry_for
        self.on_change = on_change
        self.cond = threading.Condition()
        self.status = CONNECTING
        self.reason: tuple[str, dict] | None = None     # why refused or closed
        self.illegal: tuple[str, dict] | None = None    # the host's last refusal of an act
        self.illegal_count = 0
        self.game_id: str | None = None
        self.rules = None
        self.options: dict = {}
        self.seats: list[Seat] = []
        self.remote: list[int] = []
        self.seat: int | None = None
        self.entries: list[tuple[int | None, list]] = []
        self.view: dict | None = None
        self.legal: list[Action] = []
        self.to_act: list[int] = []
        self.over = False
        self.can_undo = False
        self.away: list[int] = []
        self.race: dict | None = None
        self.version = 0          # goes up with every update taken in
        self.received_bytes = 0
        self.received_texts: list[str] = []   # kept only when ``keep_received`` (tests)
        self.keep_received = False
        self.rtt: float | None = None
        self._connection = None
        self._closing = threading.Event()
        self._thread: threading.Thread | None = None

    # -- life -------------------------------------------------------------------------------------
    def start(self) -> "TableClient":
        logging.getLogger("websockets").setLevel(logging.CRITICAL)
        self._thread = threading.Thread(target=self._run, daemon=True, name="dogtable-net-client")
        self._thread.start()
        return self

    def close(self) -> None:
        self._closing.set()
        connection = self._connection
        if connection is not None:
            try:
                connection.close()
            except Exception:
                pass
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=5)
        self._set(status=CLOSED if self.status not in (REFUSED,) else self.status)

    def wait(self, predicate: Callable[["TableClient"], bool], timeout: float) -> bool:
        """Block until ``predicate(self)`` holds (checked after every change) or ``timeout``."""
        end = time.monotonic() + timeout
        with self.cond:
            while not predicate(self):
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self.cond.wait(left)
            return True

    @property
    def log_len(self) -> int:
        return len(self.entries)

    # -- saying things ----------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        return self._send({"type": "act", "action": action.to_json(), "at": self.log_len})

    def undo(self) -> bool:
        return self._send({"type": "undo", "at": self.log_len})

    def slap(self, race_id: int, ms: float | None) -> bool:
        return self._send({"type": "slap", "race": race_id, "ms": ms})

    def ping(self) -> bool:
        return self._send({"type": "ping", "t": time.monotonic()})

    def send_raw(self, data) -> bool:
        """Anything at all (tests of the host's defences)."""
        connection = self._connection
        if connection is None:
            return False
        try:
            connection.send(data)
            return True
        except Exception:
            return False

    def _send(self, message: dict) -> bool:
        return self.send_raw(P.encode(message))

    # -- the connection loop ----------------------------------------------------------------------
    def _run(self) -> None:
        delay = FIRST_DELAY
        last_contact = time.monotonic()
        while not self._closing.is_set():
            try:
                outcome = self._session_once()
            except AddressRefused as refused:
                self._set(status=REFUSED, reason=(refused.key, refused.params))
                return
            if outcome == "refused" or self._closing.is_set():
                return
            if outcome == "joined":
                delay = FIRST_DELAY
                last_contact = time.monotonic()
            if time.monotonic() - last_contact > self.retry_for:
                self._set(status=CLOSED, reason=("net.error.host_gone", {}))
                return
            self._set(status=RECONNECTING if self.seat is not None else CONNECTING)
            self._closing.wait(delay)
            delay = min(MAX_DELAY, delay * 2)

    def _connect(self):
        from websockets.sync.client import connect

        host = check_destination(self.host, self.settings)
        # our own socket: the address is the one checked above, and no proxy is ever asked
        sock = socket.create_connection((host, self.port), timeout=CONNECT_TIMEOUT)
        shown = f"[{host}]" if ":" in host else host
        return connect(f"ws://{shown}:{self.port}/", sock=sock, max_size=P.HOST_MAX_BYTES,
                       compression=None, open_timeout=CONNECT_TIMEOUT, ping_interval=5,
                       ping_timeout=10, close_timeout=2)

    def _session_once(self) -> str:
        """One connection: "refused", "joined" (it ran, then dropped) or "failed"."""
        joined = False
        try:
            with self._connect() as connection:
                self._connection = connection
                joined = self._converse(connection)
        except AddressRefused:
            raise
        except Exception:
            pass   # unreachable, dropped, or the host sent something we cannot use: afresh
        finally:
            self._connection = None
        if self.status == REFUSED:
            return "refused"
        return "joined" if self.version and joined else "failed"

    def _converse(self, connection) -> bool:
        """Say hello, then take in what the host sends until the connection ends; True once
        welcomed (a refusal sets the status)."""
        joined = False
        seat = self.seat if self.seat is not None else self.wanted_seat
        connection.send(P.encode(P.hello(self.code, seat, __version__)))
        try:
            while not self._closing.is_set():
                raw = connection.recv()
                self.received_bytes += len(raw)
                if self.keep_received:
                    self.received_texts.append(raw)
                message = P.parse_from_host(raw)
                kind = message["type"]
                if kind == "refused":
                    if joined or message["reason"] != "net.error.seat_taken" or self.seat is None:
                        self._set(status=REFUSED, reason=(message["reason"], message["params"]))
                    return joined    # seat taken while we come back: our old connection
                if kind == "welcome":
                    self._welcome(message)
                    joined = True
                elif not joined:
                    raise P.ProtocolError("net.error.malformed")
                elif kind == "update":
                    self._update(message)
                elif kind == "illegal":
                    self._set(illegal=(message["reason"], message["params"]),
                              illegal_count=self.illegal_count + 1)
                elif kind == "pong":
                    self.rtt = max(0.0, time.monotonic() - message["t"])
        except Exception:
            pass
        return joined

    def _welcome(self, message: dict) -> None:
        if message["protocol"] != P.PROTOCOL:
            raise P.ProtocolError("net.error.version")
        try:
            rules = get_game(message["game"]).rules()    # also registers the game's events
        except UnknownGame:
            self._set(status=REFUSED, reason=("net.error.unknown_game", {"game": message["game"]}))
            raise
        seats = [Seat.from_json(s) for s in message["seats"]]
        if not rules.min_players <= len(seats) <= rules.max_players \
                or message["seat"] >= len(seats) or self.seat not in (None, message["seat"]):
            raise P.ProtocolError("net.error.malformed")
        with self.cond:
            self.game_id, self.rules, self.options = message["game"], rules, message["options"]
            self.seats, self.seat = seats, message["seat"]
            self.remote = [s for s in message["remote"] if s < len(seats)]

    def _update(self, message: dict) -> None:
        base = message["base"]
        if base > len(self.entries):
            raise P.ProtocolError("net.error.malformed")
        n = len(self.seats)
        entries = []
        for entry in message["entries"]:
            if entry["seat"] is not None and entry["seat"] >= n:
                raise P.ProtocolError("net.error.malformed")
            entries.append((entry["seat"], [event_from_json(e) for e in entry["events"]]))
        legal = [Action.from_json(a) for a in message["legal"]]
        if base + len(entries) != message["log_len"] or any(s >= n for s in message["to_act"]):
            raise P.ProtocolError("net.error.malformed")
        with self.cond:
            self.entries = self.entries[:base] + entries
            self.view, self.legal, self.to_act = message["view"], legal, message["to_act"]
            self.over, self.can_undo = message["over"], message["can_undo"]
            self.away, self.race = message["away"], message["race"]
            self.status = JOINED
            self.version += 1
            self.cond.notify_all()
        if self.on_change is not None:
            self.on_change()

    def _set(self, **changes: Any) -> None:
        with self.cond:
            for name, value in changes.items():
                setattr(self, name, value)
            self.cond.notify_all()
        if self.on_change is not None:
            self.on_change()


def play_with_agent(client: TableClient, agent, budget, *, timeout: float = 120.0,
                    reaction: Callable[[int], float] | None = None) -> bool:
    """Play the client's seat with a computer player until the game is over (headless joins
    and tests): the agent sees exactly what the client received.  Returns True at the end."""
    end = time.monotonic() + timeout
    tried: tuple[int, int] | None = None     # (version, illegal count) last acted on
    slapped: set[int] = set()
    while time.monotonic() < end:
        client.wait(lambda c: c.status in (REFUSED, CLOSED) or c.over
                    or (c.race is not None and c.race["id"] not in slapped)
                    or (c.seat in c.to_act and c.legal and (c.version, c.illegal_count) != tried),
                    timeout=max(0.0, end - time.monotonic()))
        with client.cond:
            if client.status in (REFUSED, CLOSED):
                return False
            if client.over:
                return True
            race = client.race
            view, legal, seat = client.view, list(client.legal), client.seat
            mine = seat in client.to_act and legal and (client.version, client.illegal_count) != tried
            marker = (client.version, client.illegal_count)
        if race is not None and race["id"] not in slapped:
            slapped.add(race["id"])
            if seat in race["seats"]:
                client.slap(race["id"], reaction(race["id"]) if reaction else 500.0)
            continue
        if mine:
            tried = marker
            client.act(choose_from_view(client.rules, view, seat, legal, agent, budget))
    return False


def choose_from_view(rules, view, seat: int, legal, agent, budget) -> Action:
    """A computer's decision from what the seat received (``ai.agent.ask`` builds the same
    arguments from a true state, which a client does not have)."""
    if len(legal) == 1:
        return legal[0]
    if getattr(agent, "blind", False):
        return agent.choose(None, legal, None, budget)

    def resample(rng):
        return rules.resample(view, seat, rng)

    return agent.choose(view, legal, resample, budget)
