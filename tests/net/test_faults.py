"""Faults: a client dropped or killed mid-game gets its seat back; a host killed mid-game
resumes from its save at the same address and code, and the clients find it again.  All on
127.0.0.1, every wait bounded, every process killed at the end."""
from __future__ import annotations

import json
import signal
import socket
import threading

from dogtable.ai.agent import Budget, RandomAgent
from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.net.client import JOINED, RECONNECTING, TableClient, play_with_agent
from dogtable.net.host import TableHost
from dogtable.storage.journal import load_autosave

from netkit import finish, kill_all, start_host, start_join

WAIT = 20.0


def players(clients, results):
    threads = [threading.Thread(target=lambda c=c: results.__setitem__(
        c.wanted_seat, play_with_agent(c, RandomAgent(c.wanted_seat), Budget(50), timeout=WAIT)),
        daemon=True) for c in clients]
    for thread in threads:
        thread.start()
    return threads


def test_a_dropped_client_sees_reconnecting_and_gets_its_seat_and_view_back():
    session = Session(get_game("dogs_alone").rules(), [Seat("Ana"), Seat("Bo")], {}, 8)
    host = TableHost(session, {0, 1}, code="ACDEFG")
    _, port = host.start()
    ana = TableClient(f"127.0.0.1:{port}", "ACDEFG", 0, retry_for=10).start()
    bo = TableClient(f"127.0.0.1:{port}", "ACDEFG", 1, retry_for=10).start()
    statuses = []
    ana.on_change = lambda: statuses.append(ana.status)
    try:
        assert ana.wait(lambda c: c.status == JOINED, WAIT) and bo.wait(lambda c: c.status == JOINED, WAIT)
        # Wi-Fi gone: the socket dies under the client
        ana._connection.socket.shutdown(socket.SHUT_RDWR)
        assert bo.wait(lambda c: 0 in c.away, WAIT)          # the others see who is away
        assert ana.wait(lambda c: RECONNECTING in statuses, WAIT)   # "reconnecting" on screen
        assert ana.wait(lambda c: c.status == JOINED and not c.away, WAIT)
        assert ana.view == json.loads(json.dumps(session.view(0)))
        results = {}
        for thread in players([ana, bo], results):
            thread.join(WAIT + 5)
        assert results == {0: True, 1: True} and session.is_over()
        assert ana.view == json.loads(json.dumps(session.view(0)))
    finally:
        ana.close()
        bo.close()
        host.stop()


def test_a_killed_client_process_is_replaced_and_the_game_goes_on(tmp_path):
    session = Session(get_game("dogs_alone").rules(), [Seat("Ana"), Seat("Bo")], {}, 9)
    host = TableHost(session, {0, 1}, code="ACDEFG", pause=0.002)
    _, port = host.start()
    ana = TableClient(f"127.0.0.1:{port}", "ACDEFG", 0, retry_for=10).start()
    bo = replacement = None
    try:
        bo = start_join(tmp_path, port, "ACDEFG", 1, "random")
        results = {}
        threads = players([ana], results)
        assert ana.wait(lambda c: c.log_len > 30 and 1 not in c.away, WAIT)
        bo.send_signal(signal.SIGKILL)
        bo.wait(timeout=WAIT)
        assert ana.wait(lambda c: 1 in c.away or c.over, WAIT)
        if not session.is_over():
            replacement = start_join(tmp_path, port, "ACDEFG", 1, "random")
            code, out, err = finish(replacement)
            assert code == 0, err[-2000:]
            assert json.loads(out.splitlines()[-1])["view"] == json.loads(json.dumps(session.view(1)))
        for thread in threads:
            thread.join(WAIT)
        assert results == {0: True} and session.is_over()
    finally:
        kill_all(bo, replacement)
        ana.close()
        host.stop()


def test_a_killed_host_resumes_from_its_save_and_the_clients_come_back(tmp_path):
    save = tmp_path / "host.json"
    command = ("dogs_alone", "Ana:remote,Bo:remote", "--save", str(save), "--seed", "4")
    host = restarted = None
    clients = []
    try:
        host, info = start_host(tmp_path, *command)
        clients = [TableClient(f"127.0.0.1:{info['port']}", info["code"], s, retry_for=WAIT).start()
                   for s in (0, 1)]
        results = {}
        threads = players(clients, results)
        assert clients[0].wait(lambda c: c.log_len > 30, WAIT)
        host.send_signal(signal.SIGKILL)
        host.wait(timeout=WAIT)
        assert clients[0].wait(lambda c: c.status == RECONNECTING, WAIT)
        saved = load_autosave(save)[0]               # what the crash left: a verified game
        assert not saved.is_over() and len(saved.log) >= 30
        restarted, again = start_host(tmp_path, *command)
        assert again["resumed"] is True
        assert (again["port"], again["code"]) == (info["port"], info["code"])
        for thread in threads:
            thread.join(WAIT + 5)
        assert results == {0: True, 1: True}
        for client in clients:
            client.close()       # the players leave: the finished table closes at once
        code, out, err = finish(restarted)
        assert code == 0, err[-2000:]
    finally:
        kill_all(host, restarted)
        for client in clients:
            client.close()
    final = load_autosave(save)[0]
    assert final.is_over()
    assert [e.to_json() for e in final.log[:len(saved.log)]] == [e.to_json() for e in saved.log]
    for seat, client in enumerate(clients):
        assert client.log_len == len(final.log)
        assert client.view == json.loads(json.dumps(final.view(seat)))
