"""The Crafty Cat race as the two tables run it (ui/scenes/slap_race.SlapRace, frame by frame,
no window): the host's race stays open past its own time until the remote player's time,
measured on their screen, is in, and counts it; a joiner's race sends its player's time and
never decides by itself (the host's outcome ends it)."""
from __future__ import annotations

import random
import time
from types import SimpleNamespace

import pytest

pytest.importorskip("pygame")

from dogtable.ai.reaction import race_rng, slap_loser  # noqa: E402
from dogtable.core.registry import get_game  # noqa: E402
from dogtable.core.rules import Seat  # noqa: E402
from dogtable.core.session import Session  # noqa: E402
from dogtable.net.client import JOINED, TableClient  # noqa: E402
from dogtable.net.host import TableHost  # noqa: E402
from dogtable.net.remote_session import HostLink, RemoteSession  # noqa: E402
from dogtable.ui.scenes.slap_race import SlapRace, assign_keys  # noqa: E402

WAIT = 10.0
FRAME = 0.05


def to_a_race(session, rng, limit=5000) -> bool:
    """Random moves on the host's own session until a race is pending."""
    for _ in range(limit):
        if session.referee() is not None:
            return True
        if session.is_over():
            return False
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return False


def race_with(session, remote: set[int], seed=3):
    """Play ``session`` on to a race in which a remote seat and someone else take part (None
    if the game ends first); the same game and seed always stop at the same race."""
    rng = random.Random(seed)
    while to_a_race(session, rng):
        seats = session.referee()["seats"]
        if any(s in remote for s in seats) and len(seats) > 1:
            return session.referee()
        session.act(None, session.legal_actions(None)[0])
    return None


def dodgy_dogs_seed_with_a_race(seats, remote) -> int:
    for seed in range(100):
        if race_with(Session(get_game("dodgy_dogs").rules(), seats, {}, seed), remote):
            return seed
    raise AssertionError("no game with such a race in 100 seeds")


def test_the_hosts_race_waits_for_the_remote_time_and_counts_it():
    kinds = ["human", "human", "easy"]
    seats = [Seat("Ana"), Seat("Rex"), Seat("Luna", "easy")]
    session = Session(get_game("dodgy_dogs").rules(), seats, {},
                      dodgy_dogs_seed_with_a_race(seats, {1}))
    host = TableHost(session, {1}, code="ACDEFG", on_ui=True)
    _, port = host.start()
    rex = TableClient(f"127.0.0.1:{port}", "ACDEFG", 1, retry_for=5).start()
    try:
        for _ in range(200):      # the host's table thread is this one: pump until Rex is in
            host.pump()
            if rex.wait(lambda c: c.status == JOINED, 0.05):
                break
        assert rex.status == JOINED
        referee = race_with(session, {1})
        link = HostLink(host)
        table_kinds = ["remote" if i == 1 else k for i, k in enumerate(kinds)]
        local = SlapRace(dict(referee), table_kinds, assign_keys([0]),
                         race_rng(session.seed, session.event_count()))
        link.attach(SimpleNamespace(desk=SimpleNamespace(race=local)))
        computer_times = dict(local.reactions)
        sent = False
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:     # frames, as the table runs them
            link.pump()
            rex.wait(lambda c: c.race is not None, 0.005)
            if local.clock >= 400 and 0 in local.seats and 0 not in local.times:
                local.slap(0)
            # Rex answers late for the host's clock (a slow network), but quick on his screen
            if not sent and local.clock > local.referee["timeout_ms"] + 300 and rex.race:
                rex.slap(rex.race["id"], 700.0)
                sent = True
            local.update(FRAME)
            if local.outcome is not None:
                break
        assert sent and local.outcome is not None
        assert local.times[1] == 700.0                  # the remote time counted as measured
        expected = {s: local.times.get(s) for s in referee["seats"]}
        for seat, ms in computer_times.items():
            if seat in referee["seats"] and seat != 1:
                assert expected[seat] == ms             # the computers' drawn times
        assert local.outcome == slap_loser(local.referee, expected)
    finally:
        rex.close()
        host.stop()


def test_a_joiners_race_sends_its_time_and_waits_for_the_host():
    session = Session(get_game("dodgy_dogs").rules(), [Seat("Ana"), Seat("Rex"), Seat("Cy")], {}, 12)
    host = TableHost(session, {0, 1, 2}, code="ACDEFG")
    host.race_extra = 3.0
    _, port = host.start()
    clients = {s: TableClient(f"127.0.0.1:{port}", "ACDEFG", s, retry_for=5).start() for s in (0, 1, 2)}
    try:
        for client in clients.values():
            assert client.wait(lambda c: c.status == JOINED, WAIT)
        rng = random.Random(5)
        race = None
        for _ in range(3000):    # the players play at random through the network
            if any(c.race for c in clients.values()):
                race = next(c.race for c in clients.values() if c.race)
                break
            if session.is_over():
                break
            movers = [c for c in clients.values() if c.seat in c.to_act and c.legal
                      and c.log_len == len(session.log)]
            if movers:
                length = len(session.log)
                movers[0].act(rng.choice(movers[0].legal))
                movers[0].wait(lambda c: c.log_len > length or c.race is not None, WAIT)
            else:
                clients[0].wait(lambda c: False, 0.02)
        if race is None:
            pytest.skip("no race in this game")
        me = race["seats"][0]
        client = clients[me]
        assert client.wait(lambda c: c.race is not None, WAIT)
        remote = RemoteSession(client)
        kinds = ["remote" if s != me else "human" for s in range(3)]
        local = SlapRace(remote.referee(), kinds, assign_keys([me]), random.Random(1))
        remote.attach(SimpleNamespace(desk=SimpleNamespace(race=local), recorded=False))
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:   # frames, until the host has our time
            remote.pump()
            if local.clock >= 450 and me not in local.times:
                local.slap(me)
            local.update(FRAME)
            assert local.outcome is None     # never decided here
            if host.race is not None and me in host.race.times:
                break
            time.sleep(0.01)
        assert host.race.times[me] == pytest.approx(local.times[me])
        for seat in race["seats"]:           # the others answer; the host judges
            if seat != me:
                clients[seat].slap(race["id"], 2000.0)
        assert client.wait(lambda c: c.race is None, WAIT)
        remote.pump()
        assert remote.referee() is None
        judged = next(e for e in reversed(session.log) if e.seat is None)
        expected = {s: (local.times[me] if s == me else 2000.0) for s in race["seats"]}
        assert judged.action == slap_loser(race, expected)
    finally:
        for client in clients.values():
            client.close()
        host.stop()
