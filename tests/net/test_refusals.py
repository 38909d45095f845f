"""What the host refuses, and that a refusal never harms the game: a wrong code, another
version, a seat already taken or not remote, a full table, malformed, unknown, oversized,
out-of-turn, unlisted and stale messages, an act for another seat.  A host in this process on
127.0.0.1 (port chosen by the system); every wait is bounded."""
from __future__ import annotations

import contextlib
import json
import random
import socket

import pytest

from dogtable.core.registry import get_game
from dogtable.core.rules import Action, Seat
from dogtable.core.session import Session
from dogtable.net import protocol as P
from dogtable.net.client import JOINED, REFUSED, TableClient
from dogtable.net.host import TableHost

WAIT = 10.0


@pytest.fixture
def table():
    """Dog Lover for two remote players (no computer: nothing moves unless a test acts)."""
    session = Session(get_game("dog_lover").rules(), [Seat("Ana"), Seat("Bo")], {}, 5)
    host = TableHost(session, {0, 1}, code="ACDEFG")
    _, port = host.start()
    clients: list = []
    raws: list = []
    yield session, host, port, clients, raws
    for client in clients:
        client.close()
    for raw in raws:
        raw.close()
    host.stop()


def join(table, seat=None, code="ACDEFG") -> TableClient:
    _, _, port, clients, _ = table
    client = TableClient(f"127.0.0.1:{port}", code, seat, retry_for=3)
    clients.append(client)
    client.start()
    assert client.wait(lambda c: c.status in (JOINED, REFUSED), WAIT)
    return client


def raw_connection(table):
    """A bare WebSocket to the host: to say what our own client never would."""
    from websockets.sync.client import connect

    _, _, port, _, raws = table
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    stack = contextlib.ExitStack()
    raws.append(stack)
    return stack.enter_context(connect(f"ws://127.0.0.1:{port}/", sock=sock, open_timeout=5,
                                       max_size=P.HOST_MAX_BYTES, compression=None))


def answer(connection) -> dict:
    return json.loads(connection.recv(timeout=WAIT))


def next_illegal(client: TableClient, before: int) -> str:
    assert client.wait(lambda c: c.illegal_count > before, WAIT)
    return client.illegal[0]


def acting(session) -> int:
    return session.to_act()[0]


def test_a_wrong_code_is_refused_and_the_right_one_joins(table):
    session = table[0]
    wrong = join(table, code="TTTTTT")
    assert wrong.status == REFUSED and wrong.reason[0] == "net.error.wrong_code"
    right = join(table, code="acd-efg")          # case and dashes do not count
    assert right.status == JOINED and right.seat == 0
    assert right.view == json.loads(json.dumps(session.view(0)))


def test_a_client_of_another_version_hears_why(table):
    connection = raw_connection(table)
    connection.send(P.encode({**P.hello("ACDEFG", None, "9.9"), "protocol": P.PROTOCOL + 1}))
    message = answer(connection)
    assert message["type"] == "refused" and message["reason"] == "net.error.version"


def test_hello_comes_first(table):
    connection = raw_connection(table)
    connection.send(P.encode({"type": "undo", "at": 1}))
    assert answer(connection)["reason"] == "net.error.hello_first"


def test_two_clients_cannot_hold_one_seat_and_a_full_table_says_so(table):
    first = join(table, seat=1)
    assert first.status == JOINED and first.seat == 1
    second = join(table, seat=1)
    assert second.status == REFUSED and second.reason[0] == "net.error.seat_taken"
    assert second.reason[1]["name"] == "Bo"
    third = join(table)                            # the free seat
    assert third.seat == 0
    fourth = join(table)
    assert fourth.status == REFUSED and fourth.reason[0] == "net.error.table_full"


def test_a_seat_that_is_not_remote_cannot_be_claimed(tmp_path):
    session = Session(get_game("dog_lover").rules(), [Seat("Ana"), Seat("Rex", "easy")], {}, 5)
    host = TableHost(session, {0}, code="ACDEFG")
    _, port = host.start()
    client = TableClient(f"127.0.0.1:{port}", "ACDEFG", 1, retry_for=3).start()
    try:
        assert client.wait(lambda c: c.status == REFUSED, WAIT)
        assert client.reason[0] == "net.error.not_remote_seat"
    finally:
        client.close()
        host.stop()


@pytest.mark.parametrize("text, reason", [
    ("not json", "net.error.malformed"),
    ("[1, 2]", "net.error.malformed"),
    ('{"type": "teleport"}', "net.error.unknown_message"),
    ('{"type": "act", "action": {"kind": "x", "args": []}}', "net.error.malformed"),
    ('{"type": "act", "action": {"kind": "x", "args": []}, "at": 1, "seat": 1}',
     "net.error.malformed"),
    ('{"type": "act", "action": {"kind": "x", "args": [[1]]}, "at": 1}', "net.error.malformed"),
    ('{"type": "act", "action": {"kind": "x", "args": []}, "at": true}', "net.error.malformed"),
    ('{"type": "slap", "race": 3, "ms": NaN}', "net.error.malformed"),
    ("[" * 5000 + "]" * 5000, "net.error.malformed"),
])
def test_malformed_messages_are_refused_with_a_reason_and_harm_nothing(table, text, reason):
    session = table[0]
    client = join(table, seat=0)
    before = json.dumps(session.to_json())
    count = client.illegal_count
    client.send_raw(text)
    assert next_illegal(client, count) == reason
    assert json.dumps(session.to_json()) == before
    # the connection still serves: a legal act goes through
    seat = acting(session)
    mover = client if seat == 0 else join(table, seat=seat)
    version = mover.version
    assert mover.act(mover.legal[0])
    assert mover.wait(lambda c: c.version > version and c.log_len == 2, WAIT)
    assert len(session.log) == 2


def test_a_binary_frame_is_refused(table):
    client = join(table, seat=0)
    count = client.illegal_count
    client.send_raw(b'{"type": "ping", "t": 1}')
    assert next_illegal(client, count) == "net.error.malformed"


def test_an_oversized_message_closes_that_connection_only_and_the_player_comes_back(table):
    session = table[0]
    client = join(table, seat=0)
    other = join(table, seat=1)
    before = json.dumps(session.to_json())
    client.send_raw('{"type": "ping", "t": 1, "pad": "' + "x" * (P.CLIENT_MAX_BYTES + 10) + '"}')
    # the host closes the connection (too big to read); the others see the seat away
    assert other.wait(lambda c: c.away == [0], WAIT)
    # ...and the client, reconnecting, gets its seat back with its view
    assert client.wait(lambda c: c.status == JOINED and c.away == [], WAIT)
    assert other.wait(lambda c: c.away == [], WAIT)
    assert json.dumps(session.to_json()) == before
    assert client.view == json.loads(json.dumps(session.view(0)))


def test_out_of_turn_and_other_seats_actions_are_refused(table):
    session = table[0]
    clients = {0: join(table, seat=0), 1: join(table, seat=1)}
    mover = acting(session)
    waiting = clients[1 - mover]
    assert waiting.legal == [] and mover not in session.to_act()[1:]
    log_len = len(session.log)
    count = waiting.illegal_count
    # the waiting player sends the mover's own legal action: it is not theirs to take
    waiting.act(session.legal_actions(mover)[0])
    assert next_illegal(waiting, count) == "error.not_your_turn"
    assert len(session.log) == log_len


def test_an_unlisted_action_gets_the_engines_reason_and_a_stale_one_is_refused(table):
    session = table[0]
    mover_seat = acting(session)
    mover = join(table, seat=mover_seat)
    count = mover.illegal_count
    mover.act(Action("no_such_move", (99,)))
    reason = next_illegal(mover, count)
    assert reason.startswith("error.") or reason == "net.error.not_listed"
    assert len(session.log) == 1
    count = mover.illegal_count
    mover._send({"type": "act", "action": mover.legal[0].to_json(), "at": 7})
    assert next_illegal(mover, count) == "net.error.stale"
    assert len(session.log) == 1


def test_undo_through_the_network_follows_the_sessions_barriers():
    """A remote player takes back their own last step when the Session allows it, and
    is refused when it does not; their picture follows the host's log either way."""
    rules = get_game("dogs_alone").rules()
    session = Session(rules, [Seat("Ana"), Seat("Bo")], {}, 3)
    host = TableHost(session, {0, 1}, code="ACDEFG")
    _, port = host.start()
    clients = [TableClient(f"127.0.0.1:{port}", "ACDEFG", s, retry_for=3).start() for s in (0, 1)]
    rng = random.Random(1)
    try:
        for client in clients:
            assert client.wait(lambda c: c.status == JOINED, WAIT)
        refused_seen = undone = False
        for _ in range(300):
            seat = acting(session)
            client = clients[seat]
            assert client.wait(lambda c: c.log_len == len(session.log) and c.legal, WAIT)
            if client.can_undo and not undone:
                length = len(session.log)
                client.undo()
                assert client.wait(lambda c: c.log_len == length - 1, WAIT)
                assert len(session.log) == length - 1
                undone = True
                continue
            if not client.can_undo and len(session.log) > 1 and not refused_seen:
                count = client.illegal_count
                client.undo()
                assert next_illegal(client, count) == "net.error.cannot_undo"
                refused_seen = True
            length = len(session.log)
            client.act(rng.choice(client.legal))
            assert client.wait(lambda c: c.log_len == length + 1, WAIT)
            if undone and refused_seen:
                break
        assert undone and refused_seen
        for seat, client in enumerate(clients):
            assert client.wait(lambda c: c.log_len == len(session.log), WAIT)
            assert client.view == json.loads(json.dumps(session.view(seat)))
    finally:
        for client in clients:
            client.close()
        host.stop()
