"""A host with a screen that crashes (kill -9) resumes its table through Continue, served
again with the same join code and port, and its remote player, still retrying, gets the seat
back with its view and plays on to the end; a port taken meanwhile moves the table to another
one and says so.  All on 127.0.0.1, every wait bounded, every process killed at the end."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json  # noqa: E402
import socket  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402

import pytest  # noqa: E402

pytest.importorskip("pygame")

from netkit import ROOT, env, kill_all  # noqa: E402

from dogtable import i18n  # noqa: E402
from dogtable.core.registry import get_game  # noqa: E402
from dogtable.core.rules import Seat  # noqa: E402
from dogtable.core.session import Session  # noqa: E402
from dogtable.net.client import JOINED, RECONNECTING, TableClient  # noqa: E402
from dogtable.net import hosted_tables  # noqa: E402

WAIT = 30.0
HOST_SCRIPT = str(ROOT / "tests" / "net" / "app_host.py")


class Lines:
    """The JSON lines a process prints, read on a thread so every wait is bounded."""

    def __init__(self, proc):
        self.proc, self.lines, self.cond = proc, [], threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            with self.cond:
                self.lines.append(json.loads(line))
                self.cond.notify_all()
        with self.cond:
            self.lines.append(None)      # the end
            self.cond.notify_all()

    def wait(self, predicate, timeout=WAIT):
        end = time.monotonic() + timeout
        with self.cond:
            while True:
                found = next((x for x in self.lines if x is not None and predicate(x)), None)
                if found is not None or None in self.lines:
                    return found
                left = end - time.monotonic()
                if left <= 0:
                    return None
                self.cond.wait(left)


def start_app_host(home, mode: str, game: str = "dog_lover"):
    proc = subprocess.Popen([sys.executable, HOST_SCRIPT, mode, game, "60"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env(home), cwd=str(home))
    return proc, Lines(proc)


def test_a_crashed_host_with_a_screen_resumes_through_continue_and_the_joiner_gets_its_seat(tmp_path):
    first = second = None
    rex = None
    try:
        first, lines = start_app_host(tmp_path, "open")
        served = lines.wait(lambda x: "port" in x)
        assert served, first.stderr.read()[-3000:] if first.poll() is not None else "no table"
        rex = TableClient(f"127.0.0.1:{served['port']}", served["code"], retry_for=60).start()
        assert rex.wait(lambda c: c.status == JOINED, WAIT) and rex.seat == 1
        # Rex plays from his computer until the game is a few turns in
        end = time.monotonic() + WAIT
        while rex.log_len < 8 and time.monotonic() < end:
            acted = rex.version
            if rex.wait(lambda c: 1 in c.to_act and c.legal, 2.0):
                rex.act(rex.legal[0])
                rex.wait(lambda c: c.version != acted, 2.0)
        assert rex.log_len >= 8
        seen = rex.log_len
        first.kill()                     # kill -9: no goodbye, no final save
        first.communicate(timeout=WAIT)
        assert rex.wait(lambda c: c.status == RECONNECTING, WAIT)
        # the host starts the app again and presses Continue
        second, lines = start_app_host(tmp_path, "resume")
        again = lines.wait(lambda x: "port" in x)
        assert again, second.stderr.read()[-3000:] if second.poll() is not None else "no table"
        assert (again["port"], again["code"]) == (served["port"], served["code"])
        assert any(i18n.t("net.resume.open_again", address=f"127.0.0.1:{again['port']}",
                          code=again["code"]) == text for text in again["notice"])
        # at most the newest act was off the disk; Rex is back in his seat with his view
        assert again["log_len"] >= seen - 1
        assert rex.wait(lambda c: c.status == JOINED and c.log_len >= again["log_len"], WAIT)
        assert rex.seat == 1
        # and the game goes on to its end, Rex's view the host's view of his seat
        end = time.monotonic() + 60
        while not rex.over and time.monotonic() < end:
            acted = rex.version
            if rex.wait(lambda c: c.over or (1 in c.to_act and c.legal), 2.0) and not rex.over:
                rex.act(rex.legal[0])
                rex.wait(lambda c: c.version != acted, 2.0)
        assert rex.over
        final = lines.wait(lambda x: "over" in x, WAIT)
        assert final and final["over"] and final["log_len"] == rex.log_len
        assert rex.view == final["view"]
    finally:
        if rex is not None:
            rex.close()
        kill_all(first, second)


@pytest.fixture
def app(tmp_path, monkeypatch):
    from dogtable.ai.agent import RandomAgent
    from dogtable.storage.settings import Settings
    from dogtable.ui.app import App

    monkeypatch.setenv("DOGTABLE_HOME", str(tmp_path / "home"))
    i18n.set_language("en")
    made = App(None, window_size=(1280, 720), settings=Settings(language="en", anim_speed=0.0),
               agent_factory=lambda game, level, seed: RandomAgent(seed))
    yield made
    made.shutdown()


def test_a_port_taken_meanwhile_moves_the_table_and_says_the_new_address(app):
    from dogtable.ui.scenes.net_resume import open_saved_session

    session = Session(get_game("dog_lover").rules(), [Seat("Ana"), Seat("Rex")], {}, 77)
    squatter = socket.socket()
    squatter.bind(("127.0.0.1", 0))
    squatter.listen()
    taken = squatter.getsockname()[1]
    try:
        assert hosted_tables.remember(session, {1}, "ACDEFG", taken)
        table = open_saved_session(app, session)
        assert table is not None and table.net is session.net
        host = session.net.host
        assert host.code == "ACDEFG" and host.port not in (0, taken) and host.host == "127.0.0.1"
        assert table.kinds == ["human", "remote"]
        assert [t.text for t in app.toasts] == [i18n.t(
            "net.resume.new_port", port=taken, address=f"127.0.0.1:{host.port}", code="ACDEFG")]
        assert hosted_tables.recall(session)["port"] == host.port   # the next resume uses it
        rex = TableClient(f"127.0.0.1:{host.port}", "ACDEFG").start()
        try:
            end = time.monotonic() + WAIT     # the host's table pumps on the UI thread
            while time.monotonic() < end and not (rex.status == JOINED and rex.view):
                app.step(1 / 60)
                rex.wait(lambda c: c.status == JOINED and c.view is not None, 0.01)
            assert rex.seat == 1 and rex.view == json.loads(json.dumps(session.view(1)))
        finally:
            rex.close()
    finally:
        squatter.close()
        if session.net is not None:
            session.net.close()


def test_a_game_not_hosted_here_opens_at_one_screen_as_before(app):
    from dogtable.ui.scenes.net_resume import open_saved_session

    hosted = Session(get_game("dog_lover").rules(), [Seat("Ana"), Seat("Rex")], {}, 5)
    assert hosted_tables.remember(hosted, {1}, "ACDEFG", 0)
    other = Session(get_game("dog_lover").rules(), [Seat("Ana"), Seat("Rex")], {}, 6)
    table = open_saved_session(app, other)
    assert table is not None and getattr(other, "net", None) is None
    assert table.kinds == ["human", "human"] and not app.toasts


@pytest.mark.parametrize("text", ["", "{", "[]", '{"tables": 3}', '{"tables": [1, {"seed": 5}]}',
                                  '{"tables": [{"game": "dog_lover", "seed": 5, "seats": ["Ana", '
                                  '"Rex"], "remote": [7], "code": "ACDEFG", "port": 1}]}'])
def test_broken_notes_of_hosted_tables_are_ignored(tmp_path, text):
    path = tmp_path / "hosted.json"
    path.write_text(text, "utf-8")
    session = Session(get_game("dog_lover").rules(), [Seat("Ana"), Seat("Rex")], {}, 5)
    assert hosted_tables.recall(session, path) is None
    assert hosted_tables.remember(session, {1}, "ACDEFG", 4000, path)
    assert hosted_tables.recall(session, path) == {"remote": [1], "code": "ACDEFG", "port": 4000}
