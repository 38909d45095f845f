"""The Crafty Cat race across the network: each remote player's time is measured on their
own screen and sent; the host judges with every time in, as the table does (slowest slapper,
or the first who did not slap in time, takes the cat)."""
from __future__ import annotations

import random
import time

from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.net.client import JOINED, TableClient
from dogtable.net.host import TableHost

WAIT = 20.0


def play_until_race(session, clients, rng, seconds=30.0):
    """Random moves through the clients until the host opens a race; None if the game ends."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        # a race the host has open now (a lagging client may still show the last one)
        race = next((c.race for c in clients
                     if c.race is not None and c.race["id"] == session.event_count()), None)
        if race is not None:
            return race
        if session.is_over():
            return None
        length = len(session.log)
        for client in clients:      # everyone has seen the table as it is
            client.wait(lambda c: c.log_len >= length or c.race is not None, 0.5)
        movers = [c for c in clients if c.log_len == length and c.seat in c.to_act and c.legal]
        if not movers:
            time.sleep(0.01)        # the host is opening a race, or an update is on its way
            continue
        mover = movers[0]
        mover.act(rng.choice(mover.legal))
        mover.wait(lambda c: c.log_len != length or c.race is not None or c.illegal, 0.5)
    return None


def test_remote_times_decide_the_race_and_silence_loses_it():
    session = Session(get_game("dodgy_dogs").rules(), [Seat("Ana"), Seat("Bo"), Seat("Cy")], {}, 21)
    host = TableHost(session, {0, 1, 2}, code="ACDEFG")
    host.race_extra = 0.5      # the test does not wait for people's screens
    _, port = host.start()
    clients = [TableClient(f"127.0.0.1:{port}", "ACDEFG", s, retry_for=5).start() for s in range(3)]
    rng = random.Random(4)
    judged = 0
    try:
        for client in clients:
            assert client.wait(lambda c: c.status == JOINED, WAIT)
        while judged < 2:
            race = play_until_race(session, clients, rng)
            if race is None:
                break
            seats = race["seats"]
            times = {seat: 300.0 + 200 * i for i, seat in enumerate(seats)}
            silent = seats[0] if judged == 1 and len(seats) > 1 else None   # the 2nd race: one stays silent
            length = len(session.log)
            for seat in seats:
                if seat != silent:
                    clients[seat].slap(race["id"], times[seat])
            assert clients[0].wait(lambda c: c.log_len > length, WAIT)
            entry = session.log[length]
            assert entry.seat is None and entry.action.kind == "slap_loser"
            expected = silent if silent is not None else max(seats, key=lambda s: times[s])
            assert entry.action.args[0] == expected
            judged += 1
        assert judged == 2, "no two races in this game: pick another seed"
    finally:
        for client in clients:
            client.close()
        host.stop()
