"""The host: the table's only authority, serving it to the players who joined.

A WebSocket server (websockets' threaded API: one thread per connection, no event loop to
share with pygame) wraps the host's Session.  Every act goes through ``Session.act``, and only
if the engine lists the action for the connection's own seat now; undo follows
``Session.can_undo`` (the same barriers as at one screen).  After every change each joined
seat gets an update built from the same functions the hot-seat hand-off and the computer
players use: ``rules.view(state, seat)``, ``rules.legal_actions`` and ``rules.redact(event,
seat)`` for every new event.  A client never receives another seat's view, an action (an
action may name a hidden card) or the seed.  Computers play on the host, and races (the
Crafty Cat slap) are judged here, each remote player's time measured on their own screen
(docs/architecture.md, "Home network").

One thread touches the Session: the host's own table thread when headless, the UI thread
when the host plays at its own screen too (``pump`` each frame).  Connection threads only
check what arrives and queue it (the inbox); sending happens on one writer thread per
connection, so a slow or stuck client never holds the table up.  The host autosaves as the
app does (a journal line per act, the compact save at the end of a turn: ``save_path``) with
its join code and port beside it (``table_facts``), so a restarted host resumes the same
table at the same address and the clients, retrying, find it again.
"""
from __future__ import annotations

import json
import logging
import queue
import random
import sys
import threading
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from dogtable import __version__
from dogtable.core.rules import Action, IllegalAction
from dogtable.core.session import Session
from dogtable.net import protocol as P
from dogtable.net.join_code import codes_match, new_code
from dogtable.net.loopback import bind_host, is_loopback, loopback_only

HELLO_TIMEOUT = 10.0      # seconds a new connection has to say hello
WRONG_CODE_PAUSE = 0.4    # a wrong code is answered this late: guessing codes is slow
READY_SECONDS = 1.5       # the clients' "get ready" count before a race (ui/scenes/slap_race)
SEEN_SECONDS = 3.0        # ...which waits until the table has been in view this long
RACE_GRACE = 2.0          # seconds more for the answers to travel and for a slow frame


@dataclass
class Race:
    """A Crafty Cat race the host is judging: who must slap, the times in, the deadline."""
    id: int
    referee: dict
    deadline: float
    times: dict[int, float | None] = field(default_factory=dict)


class Joined:
    """One connected player: their seat, what they have been sent, a writer thread."""

    def __init__(self, connection, seat: int):
        self.connection = connection
        self.seat = seat
        self.sent_len = 0               # log entries this player already holds
        self.outbox: queue.Queue = queue.Queue()
        self.writer = threading.Thread(target=self._write, daemon=True,
                                       name=f"dogtable-net-send-{seat}")
        self.writer.start()

    def send(self, message: dict) -> None:
        self.outbox.put(P.encode(message))

    def close(self) -> None:
        self.outbox.put(None)

    def _write(self) -> None:
        while True:
            text = self.outbox.get()
            if text is None:
                break
            try:
                self.connection.send(text)
            except Exception:   # gone: the reader notices and marks the seat away
                break
        try:
            self.connection.close()
        except Exception:
            pass


def table_facts_path(save_path: Path) -> Path:
    return save_path.with_name(save_path.stem + ".net.json")


def read_table_facts(save_path: Path) -> dict:
    """The code and port a host used for this save (empty if none or unreadable)."""
    try:
        facts = json.loads(table_facts_path(save_path).read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(facts, dict):
        return {}
    good = {}
    if isinstance(facts.get("code"), str):
        good["code"] = facts["code"]
    if P.is_int(facts.get("port")) and 0 < facts["port"] < 65536:
        good["port"] = facts["port"]
    return good


class TableHost:
    """Serve ``session`` to the players of the ``remote`` seats.

    ``computers``: seat -> agent for the seats the host's driver plays (headless); at a host
    with a screen the table scene plays them and calls ``pump`` every frame (``on_ui``).
    ``budget_for(seat)``: their think budget; ``pause``: seconds between two computer moves
    (so people can follow); ``wake``: called from a network thread when something waits in
    the inbox (the app's post_wake)."""

    def __init__(self, session: Session, remote: set[int] | list[int], *, code: str | None = None,
                 host: str | None = None, port: int = 0, save_path: str | Path | None = None,
                 computers: dict[int, Any] | None = None, budget_for: Callable | None = None,
                 pause: float = 0.0, settings=None, on_ui: bool = False,
                 wake: Callable[[], None] | None = None):
        self.session = session
        self.rules = session.rules
        self.remote = set(remote)
        if not self.remote or not all(0 <= s < len(session.seats) for s in self.remote):
            raise ValueError("a hosted table needs remote seats that exist")
        self.code = code or new_code()
        self.host = host or bind_host(settings)
        if loopback_only(settings) and not is_loopback(self.host):
            raise ValueError(f"loopback-only mode: will not listen on {self.host}")
        self.port = port
        self.save_path = Path(save_path) if save_path else None
        self.computers = dict(computers or {})
        self.budget_for = budget_for
        self.pause = pause
        self.on_ui = on_ui
        self.wake = wake
        self.lock = threading.Lock()              # guards ``joined`` only
        self.joined: dict[int, Joined] = {}
        self.inbox: queue.Queue = queue.Queue()   # (what, player, message) for the table thread
        self.race: Race | None = None
        # how long past the race's own time the host waits for remote times: their screens'
        # "get ready" count, the look at the table before it, and the way back
        self.race_extra = READY_SECONDS + SEEN_SECONDS + RACE_GRACE
        self.stopped = threading.Event()
        self.server = None
        self.threads: list[threading.Thread] = []
        self.last_computer_move = 0.0
        self.save_failures = 0
        self.notices: list[tuple[str, dict]] = []   # for the host's screen: who came, who left
        self.turn_key = tuple(session.to_act())
        self.autosaver = None
        if self.save_path is not None:   # the app's autosave: a journal line per act
            from dogtable.ui.scenes.autosaver import Autosaver

            self.autosaver = Autosaver(self.save_path)
        session.subscribe(self._on_session)

    # -- life ----------------------------------------------------------------------------------
    def start(self) -> tuple[str, int]:
        """Listen (loopback or every interface, see loopback.py) and, headless, start the
        table thread; returns (host, port) as bound."""
        from websockets.sync.server import serve

        logging.getLogger("websockets").setLevel(logging.CRITICAL)   # refusals are ours to say
        self.server = serve(self._serve_one, self.host, self.port, max_size=P.CLIENT_MAX_BYTES,
                            compression=None, ping_interval=5, ping_timeout=10, close_timeout=2)
        self.port = self.server.socket.getsockname()[1]
        self._write_facts()
        if self.autosaver is not None:
            self.autosaver.start(self.session)
        targets = [(self.server.serve_forever, "dogtable-net-serve")]
        if not self.on_ui:
            targets.append((self._drive, "dogtable-net-table"))
        for target, name in targets:
            thread = threading.Thread(target=target, daemon=True, name=name)
            thread.start()
            self.threads.append(thread)
        return self.host, self.port

    def stop(self) -> None:
        self.stopped.set()
        self.inbox.put(("stop", None, None))
        with self.lock:
            joined = list(self.joined.values())
            self.joined.clear()
        for player in joined:
            player.close()
        if self.server is not None:
            self.server.shutdown()
        for thread in self.threads:
            thread.join(timeout=5)
        self.session.unsubscribe(self._on_session)
        if self.autosaver is not None:
            self.autosaver.flush()      # the compact save takes in the journal
            self.autosaver.close()

    def away(self) -> list[int]:
        with self.lock:
            return sorted(self.remote - set(self.joined))

    def present(self) -> list[int]:
        with self.lock:
            return sorted(self.joined)

    def pump(self) -> list[tuple[str, dict]]:
        """The UI thread's turn (a host with a screen): handle what arrived; returns notices
        (translation key, params) to show."""
        while True:
            try:
                item = self.inbox.get_nowait()
            except queue.Empty:
                break
            self._handle(*item)
        notices, self.notices = self.notices, []
        return notices

    def pump_presence(self) -> list[tuple[str, dict]]:
        """Before the game is on screen (the lobby): who joined or left; what the players
        ask for waits in the inbox until the table pumps."""
        waiting = []
        while True:
            try:
                item = self.inbox.get_nowait()
            except queue.Empty:
                break
            if item[0] in ("joined", "left"):
                self._handle(*item)
            else:
                waiting.append(item)
        for item in waiting:
            self.inbox.put(item)
        notices, self.notices = self.notices, []
        return notices

    def pending(self) -> bool:
        return not self.inbox.empty()

    # -- connection threads: check, then queue ----------------------------------------------------
    def _queue(self, what: str, player, message=None) -> None:
        self.inbox.put((what, player, message))
        if self.wake is not None:
            try:
                self.wake()
            except Exception:
                pass

    def _serve_one(self, connection) -> None:
        player = self._greet(connection)
        if player is None:
            return
        try:
            while not self.stopped.is_set():
                try:
                    raw = connection.recv()
                except Exception:
                    break   # closed, dropped, or a frame over the size limit
                try:
                    message = P.parse_from_client(raw)
                except P.ProtocolError as bad:
                    player.send(P.illegal(bad.key, {}))
                    continue
                if message["type"] == "ping":
                    player.send({"type": "pong", "t": message["t"]})
                elif message["type"] == "hello":
                    player.send(P.illegal("net.error.hello_twice", {}))
                else:
                    self._queue("message", player, message)
        finally:
            with self.lock:
                gone = self.joined.get(player.seat) is player
                if gone:
                    del self.joined[player.seat]
            if gone:
                self._queue("left", player)      # the others see who is away
            player.close()

    def _greet(self, connection) -> Joined | None:
        def refuse(reason: str, **params) -> None:
            try:
                connection.send(P.encode(P.refused(reason, **params)))
                connection.close()
            except Exception:
                pass

        try:
            hello = P.parse_from_client(connection.recv(timeout=HELLO_TIMEOUT))
        except P.ProtocolError as bad:
            refuse(bad.key)
            return None
        except Exception:
            return None        # silent or gone
        if hello["type"] != "hello":
            refuse("net.error.hello_first")
            return None
        if hello["protocol"] != P.PROTOCOL:
            refuse("net.error.version", theirs=hello["app"], ours=__version__)
            return None
        if not codes_match(self.code, hello["code"]):
            time.sleep(WRONG_CODE_PAUSE)
            refuse("net.error.wrong_code")
            return None
        with self.lock:
            seat = hello["seat"]
            if seat is None:
                free = sorted(self.remote - set(self.joined))
                if not free:
                    refuse("net.error.table_full")
                    return None
                seat = free[0]
            elif seat not in self.remote:
                refuse("net.error.not_remote_seat", seat=seat + 1)
                return None
            elif seat in self.joined:
                refuse("net.error.seat_taken", name=self.session.seats[seat].name)
                return None
            player = Joined(connection, seat)
            self.joined[seat] = player
        # seats and options never change: safe to read here
        player.send({"type": "welcome", "protocol": P.PROTOCOL, "app": __version__,
                     "game": self.rules.game_id, "options": self.session.options,
                     "seats": [s.to_json() for s in self.session.seats], "seat": seat,
                     "remote": sorted(self.remote)})
        self._queue("joined", player)    # the table thread sends them the whole table
        return player

    # -- the table thread: every use of the Session ------------------------------------------------
    def _handle(self, what: str, player, message) -> None:
        try:
            self._handle_one(what, player, message)
        except Exception:   # a bug must not stop the table: say it, keep serving
            traceback.print_exc(file=sys.stderr)

    def _handle_one(self, what: str, player, message) -> None:
        if what == "joined":
            player.sent_len = 0
            self.notices.append(("net.lobby.joined", {"name": self.session.seats[player.seat].name}))
            self._broadcast()
        elif what == "left":
            self.notices.append(("net.table.away", {"name": self.session.seats[player.seat].name}))
            self._broadcast()
        elif what == "message":
            with self.lock:
                current = self.joined.get(player.seat) is player
            if not current:
                return
            kind = message["type"]
            if kind == "act":
                self._act(player, message)
            elif kind == "undo":
                self._undo(player, message)
            elif kind == "slap":
                self._slap(player, message)

    def _stale(self, player: Joined, at: int) -> bool:
        if at == len(self.session.log):
            return False
        player.send(P.illegal("net.error.stale", {}))
        return True

    def _act(self, player: Joined, message: dict) -> None:
        if self._stale(player, message["at"]):
            return
        seat = player.seat
        action = Action.from_json(message["action"])
        if seat not in self.session.to_act():
            player.send(P.illegal("error.not_your_turn", {}))
            return
        if action not in self.session.legal_actions(seat):
            player.send(P.illegal(*self._reason(seat, action)))
            return
        try:
            self.session.act(seat, action)
        except IllegalAction as exc:     # listed yet refused: the engine's word stands
            player.send(P.illegal(exc.reason_key, exc.params))

    def _reason(self, seat: int, action: Action) -> tuple[str, dict]:
        """Why an unlisted action is refused, in the engine's words (decided on a copy)."""
        try:
            self.rules.decide(self.rules.clone(self.session.state), seat, action,
                              random.Random(0))
        except IllegalAction as exc:
            return exc.reason_key, exc.params
        except Exception:
            pass
        return "net.error.not_listed", {}

    def _undo(self, player: Joined, message: dict) -> None:
        if self._stale(player, message["at"]):
            return
        if not self.session.undo(player.seat):
            player.send(P.illegal("net.error.cannot_undo", {}))

    # -- races --------------------------------------------------------------------------------------
    def _slap(self, player: Joined, message: dict) -> None:
        race = self.race
        if race is None or message["race"] != race.id:
            return    # a late slap for a race already judged: nothing to do
        if player.seat not in race.referee["seats"] or player.seat in race.times:
            return
        ms = message["ms"]
        race.times[player.seat] = None if ms is None or ms < 0 else float(ms)

    def open_race(self, local_times: dict[int, float] | None = None) -> Race | None:
        """A race is pending: open it (once) for the remote players, who time themselves on
        their own screens.  Headless, the computers' times are drawn here as sim and the app
        draw them; ``local_times`` gives those measured on the host's own screen."""
        from dogtable.ai.reaction import race_rng, reaction_times

        referee = self.session.referee()
        if referee is None:
            return None
        race_id = self.session.event_count()
        if self.race is not None and self.race.id == race_id:
            return self.race
        seats = list(referee.get("seats") or [])
        wait = float(referee.get("timeout_ms", 3000)) / 1000 + self.race_extra
        self.race = Race(race_id, referee, time.monotonic() + wait)
        if local_times is None:
            kinds = [s.kind for s in self.session.seats]
            drawn = reaction_times(seats, kinds, race_rng(self.session.seed, race_id))
            local_times = {s: drawn[s] for s in seats if s not in self.remote}
        self.race.times.update(local_times)
        self._broadcast()    # the clients learn the race's id and start their clocks
        return self.race

    def race_waiting(self) -> list[int]:
        """Remote seats of the open race whose time has not come in (nor run out)."""
        race = self.race
        if race is None or time.monotonic() >= race.deadline:
            return []
        return [s for s in race.referee["seats"] if s in self.remote and s not in race.times]

    def settle_race(self, local_times: dict[int, float | None] | None = None) -> Action | None:
        """The outcome once every remote time is in or the deadline passed (None before);
        ``local_times`` are merged in first.  The caller applies it."""
        from dogtable.ai.reaction import slap_loser

        race = self.race
        if race is None:
            return None
        for seat, ms in (local_times or {}).items():
            race.times.setdefault(seat, ms)
        if any(s not in race.times for s in race.referee["seats"]) \
                and time.monotonic() < race.deadline:
            return None
        self.race = None
        return slap_loser(race.referee, dict(race.times))

    # -- computers (headless) ---------------------------------------------------------------------------
    def _drive(self) -> None:
        from dogtable.ai.agent import ask

        worker_rules = type(self.rules)()    # the driver's own engine object, as the table's worker
        while not self.stopped.is_set():
            while True:                      # first whatever the players said
                try:
                    self._handle(*self.inbox.get_nowait())
                except queue.Empty:
                    break
            self.notices.clear()             # nobody reads them headless
            if self._step(worker_rules, ask):
                continue
            try:                             # nothing to do: wait for the players
                self._handle(*self.inbox.get(timeout=0.05))
            except queue.Empty:
                pass

    def _step(self, worker_rules, ask) -> bool:
        """One thing the table does by itself now (judge a race, a computer's move); False
        when it waits for people."""
        from dogtable.ai.agent import Budget

        if self.session.is_over() or self.stopped.is_set():
            return False
        if self.session.referee() is not None:
            self.open_race()
            outcome = self.settle_race()
            return outcome is not None and self._apply(None, outcome)
        seat = next((s for s in self.session.to_act() if s in self.computers), None)
        if seat is None:
            return False
        wait = self.last_computer_move + self.pause - time.monotonic()
        if wait > 0:
            self.stopped.wait(wait)
        budget = self.budget_for(seat) if self.budget_for else Budget(300.0)
        try:
            action = ask(worker_rules, self.rules.clone(self.session.state), seat,
                         self.computers[seat], budget, self.session.seed + len(self.session.log))
        except Exception:
            traceback.print_exc(file=sys.stderr)
            action = None
        if not self._apply(seat, action):
            legal = self.session.legal_actions(seat)
            if legal:
                self._apply(seat, legal[0])
        self.last_computer_move = time.monotonic()
        return True

    def _apply(self, seat, action) -> bool:
        if action is None:
            return False
        try:
            self.session.act(seat, action)
            return True
        except IllegalAction:
            traceback.print_exc(file=sys.stderr)
            return False

    # -- telling everyone ------------------------------------------------------------------------------
    def _on_session(self, session, what: str, events) -> None:
        self._save(what)
        self._broadcast()

    def update_for(self, seat: int, base: int) -> dict:
        """What ``seat`` is sent: the log entries from ``base`` redacted for it, its view, its
        legal actions, and the table's public facts."""
        session = self.session
        log = session.log
        base = min(base, len(log))
        entries = [{"seat": entry.seat,
                    "events": [self.rules.redact(e, seat).to_json() for e in entry.events]}
                   for entry in log[base:]]
        to_act = session.to_act()
        race = None
        if self.race is not None and self.race.id == session.event_count():
            referee = self.race.referee
            race = {"id": self.race.id, "by": referee.get("by"),
                    "seats": list(referee.get("seats") or []),
                    "timeout_ms": int(referee.get("timeout_ms", 3000))}
        return {"type": "update", "base": base, "entries": entries, "log_len": len(log),
                "view": session.view(seat),
                "legal": [a.to_json() for a in session.legal_actions(seat)] if seat in to_act else [],
                "to_act": list(to_act), "over": session.is_over(),
                "can_undo": session.can_undo(seat), "away": self.away(), "race": race}

    def _broadcast(self) -> None:
        with self.lock:
            joined = list(self.joined.items())
        for seat, player in joined:
            player.send(self.update_for(seat, player.sent_len))
            player.sent_len = len(self.session.log)

    # -- the host's own save ------------------------------------------------------------------------
    def _save(self, what: str) -> None:
        """Journal the change (on disk before anyone hears of it); at the end of a turn the
        compact save is rewritten in the background (ui/scenes/autosaver.py, as the app)."""
        if self.autosaver is None:
            return
        turn = tuple(self.session.to_act())
        # durable: the journal's writer syncs in the background; wait for this line, so no
        # client hears of an act a crash could still lose
        self.autosaver.record(self.session, what, quiet=turn != self.turn_key, durable=True)
        self.turn_key = turn
        if self.autosaver.take_failure():
            self.save_failures += 1

    def _write_facts(self) -> None:
        if self.save_path is None:
            return
        from dogtable.storage.atomic import write_json_atomic

        try:
            write_json_atomic(table_facts_path(self.save_path), {"code": self.code, "port": self.port})
        except OSError:
            self.save_failures += 1
