"""The table scene's two links to the home network (no pygame here).

``RemoteSession`` stands in for the Session at a joiner's table: it reads like one (the seat's
view, its legal actions, whose turn, the log of events as redacted for the seat) and sends
what the player does to the host instead of deciding it.  Its ``state`` is a full state dealt
consistently with the seat's view (``rules.resample``, the way a computer player imagines the
hidden cards), so the parts of the table that fold or clone a state (hints, the score pad at
the end, a round summary) work from what the seat may know and nothing else.

``HostLink`` joins a TableHost to the host's own table scene: the host plays as usual (its
humans hot-seat, its computers on the table's worker) while remote seats are played from
other computers.

Both are the scene's ``net`` (``session.net``): ``remote_seats`` (played from elsewhere:
neither shown nor driven here), ``pump()`` once a frame on the UI thread (returns notices
to show), ``pending()``, ``attach(table)`` and ``close()``.
"""
from __future__ import annotations

import random
import time
from typing import Callable

from dogtable.core.rules import Action, Seat
from dogtable.core.session import LogEntry
from dogtable.net.client import JOINED, RECONNECTING, REFUSED, CLOSED, TableClient


class RemoteSession:
    is_client = True

    def __init__(self, client: TableClient):
        if client.rules is None or client.view is None:
            raise ValueError("the client has not joined yet")
        self.client = client
        self.net = self
        self.rules = client.rules
        self.seat = client.seat
        self.options = dict(client.options)
        self.seeds = random.Random(client.seat)
        self.seed = 0                       # the host's seed stays on the host
        kinds = [s.kind for s in client.seats]
        self.seats = [Seat(s.name, s.kind) for s in client.seats]
        self.remote_seats = {i for i, k in enumerate(kinds) if k == "human" and i != self.seat}
        self.listeners: list[Callable] = []
        self.log: list[LogEntry] = []
        self._source: list = []             # the client's entry tuples the log was built from
        self._view = None
        self._legal: list[Action] = []
        self._to_act: list[int] = []
        self._over = False
        self._can_undo = False
        self._race: dict | None = None
        self._away: set[int] = set()
        self._status = JOINED
        self._illegal_count = client.illegal_count
        self._version = -1
        self.state = None
        self.table = None
        self._reported: int | None = None   # the race whose time we sent
        self.pump()

    # -- the link ----------------------------------------------------------------------------------
    def attach(self, table) -> None:
        self.table = table
        table.recorded = True       # the host keeps the game; a joiner's records do not count it

    def away_seats(self) -> set[int]:
        return set(self._away)

    def reconnecting(self) -> bool:
        return self._status == RECONNECTING

    def pending(self) -> bool:
        client = self.client
        return client.version != self._version or client.status != self._status \
            or client.illegal_count != self._illegal_count or set(client.away) != self._away

    def close(self) -> None:
        self.client.close()

    def pump(self) -> list[tuple[str, dict]]:
        """Take in what arrived since the last frame; tell the listeners (the table) on this
        thread; return notices to show."""
        client = self.client
        notices: list[tuple[str, dict]] = []
        with client.cond:
            version, status, away = client.version, client.status, set(client.away)
            entries = list(client.entries)
            view, legal, to_act = client.view, list(client.legal), list(client.to_act)
            over, can_undo, race = client.over, client.can_undo, client.race
            illegal, illegal_count, reason = client.illegal, client.illegal_count, client.reason
        if status != self._status:
            if status == RECONNECTING:
                notices.append(("net.table.reconnecting", {}))
            elif status == JOINED and self._status == RECONNECTING:
                notices.append(("net.table.back", {}))
            elif status in (REFUSED, CLOSED) and reason:
                notices.append(reason)
            self._status = status
        for seat in sorted(away - self._away):
            notices.append(("net.table.away", {"name": self.seats[seat].name}))
        self._away = away
        if illegal_count != self._illegal_count and illegal:
            notices.append(illegal)
        self._illegal_count = illegal_count
        self._race_frame()
        if version == self._version:
            return notices
        self._version = version
        same = 0
        while same < min(len(entries), len(self._source)) and entries[same] is self._source[same]:
            same += 1
        rewound = same < len(self._source)
        new = entries[same:]
        self.log = self.log[:same] + [LogEntry(seat, None, list(events)) for seat, events in new]
        self._source = entries
        self._view, self._legal, self._to_act = view, legal, to_act
        self._over, self._can_undo, self._race = over, can_undo, race
        self.state = self._imagine(view)
        if rewound:
            self._tell("undo", [])
        elif new:
            self._tell("act", [e for _, events in new for e in events])
        elif self.listeners:
            self._tell("act", [])   # the picture changed (a race opened, a turn): show it
        return notices

    def _race_frame(self) -> None:
        """A Crafty Cat race runs on this screen as on any table (the get-ready count, the
        player's key), but the host judges it: our time is sent as soon as we slap (or
        "no slap" once the time is up), the others' times are not known here, and the race
        ends when the host's outcome arrives (the local one never decides)."""
        race = self._race
        local = getattr(getattr(self.table, "desk", None), "race", None)
        if race is None or local is None:
            return
        local.reactions.clear()          # no imagined times for the others
        if self._reported != race["id"] and self.seat in race["seats"]:
            mine = local.times.get(self.seat)
            if mine is not None or local.clock >= race["timeout_ms"]:
                self.client.slap(race["id"], mine)
                self._reported = race["id"]
        if local.outcome is None:
            local.timeout = max(local.timeout, local.clock + 1000.0)

    def _imagine(self, view):
        try:
            return self.rules.resample(view, self.seat, self.seeds)
        except Exception:
            return self.state

    # -- reading, as a Session -------------------------------------------------------------------
    def events(self):
        return [e for entry in self.log for e in entry.events]

    def event_count(self) -> int:
        return sum(len(entry.events) for entry in self.log)

    def to_act(self) -> list[int]:
        return list(self._to_act)

    def legal_actions(self, seat) -> list[Action]:
        return list(self._legal) if seat == self.seat else []

    def view(self, seat):
        if seat == self.seat:
            return self._view
        return self.rules.view(self.state, seat) if seat is None else None

    def is_over(self) -> bool:
        return self._over

    def referee(self) -> dict | None:
        race = self._race
        if race is None:
            return None
        return {"kind": "slap", "by": race["by"], "seats": list(race["seats"]),
                "timeout_ms": race["timeout_ms"]}

    def can_undo(self, seat) -> bool:
        return seat == self.seat and self._can_undo

    def to_json(self) -> dict:
        """A joiner holds only its seat's part of the game: it cannot be saved here (the
        host keeps it).  Raised as a failed write, so "Save the game" says why in words."""
        from pathlib import Path

        from dogtable.storage.atomic import WriteFailed

        raise WriteFailed("net.table.host_keeps", Path("."))

    # -- acting: said to the host, decided there ------------------------------------------------------
    def act(self, seat, action: Action) -> list:
        if seat is None:       # the table's race is over on this screen: report our time
            self._report_race()
            return []
        if seat != self.seat:
            from dogtable.core.rules import IllegalAction

            raise IllegalAction("error.not_your_turn")
        self.client.act(action)
        return []

    def undo(self, seat) -> bool:
        if not self.can_undo(seat):
            return False
        return self.client.undo()

    def _report_race(self) -> None:
        race = self._race
        local = getattr(getattr(self.table, "desk", None), "race", None)
        if race is None or local is None or self.seat not in race["seats"] \
                or self._reported == race["id"]:
            return
        self.client.slap(race["id"], local.times.get(self.seat))
        self._reported = race["id"]

    # -- listeners ------------------------------------------------------------------------------------
    def subscribe(self, listener) -> None:
        self.listeners.append(listener)

    def unsubscribe(self, listener) -> None:
        if listener in self.listeners:
            self.listeners.remove(listener)

    def _tell(self, what: str, events) -> None:
        for listener in list(self.listeners):
            listener(self, what, events)


class HostLink:
    """A TableHost at a table that is also played on the host's own screen."""

    is_client = False

    def __init__(self, host):
        self.host = host
        self.code = host.code
        self.addresses: list[str] = []     # how the players reach us (the lobby says)
        self.remote_seats = set(host.remote)
        self.table = None

    def attach(self, table) -> None:
        self.table = table

    def pending(self) -> bool:
        return self.host.pending()

    def away_seats(self) -> set[int]:
        return set(self.host.away())

    def pump(self) -> list[tuple[str, dict]]:
        notices = self.host.pump()
        self._race_frame()
        return notices

    def _race_frame(self) -> None:
        """The host's own table runs the race (its people's keys, its computers' drawn
        times); the remote players' times, measured on their screens, come in through the
        host and count as they arrive; until they are in (or the wait is over) the race is
        kept open."""
        host = self.host
        if host.session.referee() is None:
            host.race = None
            return
        local = getattr(getattr(self.table, "desk", None), "race", None)
        if local is None:
            return
        race = host.open_race(local_times={})   # once per race: the clients start theirs
        if race is None:
            return
        waiting = False
        for seat in race.referee["seats"]:
            if seat not in self.remote_seats:
                continue
            if seat in race.times and race.times[seat] is not None:
                local.reactions[seat] = race.times[seat]
            else:
                local.reactions.pop(seat, None)
                waiting = waiting or (seat not in race.times and time.monotonic() < race.deadline)
        if waiting and local.outcome is None:
            local.timeout = max(local.timeout, local.clock + 1000.0)

    def close(self) -> None:
        self.host.stop()
