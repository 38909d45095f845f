"""The app's side of the home network, on the dummy display with the games' real boards:
`dogtable join`'s start opens the joiner's table on a RemoteSession and moves made there are
the host's; the host's lobby opens a table, sees who joined, and starts a table whose remote
seats are neither shown nor driven here."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json  # noqa: E402
import time  # noqa: E402

import pytest  # noqa: E402

pygame = pytest.importorskip("pygame")

from dogtable import i18n  # noqa: E402
from dogtable.ai.agent import RandomAgent  # noqa: E402
from dogtable.core.registry import get_game  # noqa: E402
from dogtable.core.rules import Seat  # noqa: E402
from dogtable.core.session import Session  # noqa: E402
from dogtable.net.client import JOINED, TableClient  # noqa: E402
from dogtable.net.host import TableHost  # noqa: E402
from dogtable.net.remote_session import HostLink, RemoteSession  # noqa: E402
from dogtable.storage.settings import Settings  # noqa: E402

WAIT = 20.0


@pytest.fixture
def app_factory(tmp_path, monkeypatch):
    from dogtable.ui.app import App

    monkeypatch.setenv("DOGTABLE_HOME", str(tmp_path / "home"))
    apps = []

    def make(start=None):
        i18n.set_language("en")
        app = App(start, window_size=(1280, 720), settings=Settings(language="en", anim_speed=0.0),
                  agent_factory=lambda game, level, seed: RandomAgent(seed))
        apps.append(app)
        return app

    yield make
    for app in apps:
        try:
            app.shutdown()
        except Exception:
            pass


def run_until(app, condition, timeout=WAIT) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return True
        app.step(1 / 60)
        time.sleep(0.002)
    return condition()


# the two quick ones through the app (Dodgy Dogs with its races); every game is played
# through the network headless in test_whole_games
@pytest.mark.parametrize("game_id", ["dog_lover", "dodgy_dogs"])
def test_a_joiner_plays_from_the_window_and_the_host_decides(app_factory, game_id):
    session = Session(get_game(game_id).rules(), [Seat("Ana"), Seat("Rex", "random")], {}, 31)
    host = TableHost(session, {0}, code="ACDEFG", computers={1: RandomAgent(1)})
    _, port = host.start()
    try:
        app = app_factory({"mode": "join", "address": f"127.0.0.1:{port}", "code": "acdefg"})
        assert run_until(app, lambda: app.scenes.top.name == "table")
        table = app.scenes.top
        assert isinstance(table.session, RemoteSession)
        assert table.humans == [0] and table.kinds == ["human", "random"]
        assert table.save_as("mine") is False     # the host keeps the game, and says so
        assert any(i18n.t("net.table.host_keeps") in toast.text for toast in app.toasts)
        end = time.monotonic() + 90
        while not session.is_over() and time.monotonic() < end:   # the whole game
            ok = run_until(app, lambda: session.is_over() or (
                0 in table.session.to_act() and table.session.legal_actions(0)
                and len(table.session.log) == len(session.log)))
            assert ok, "the joiner's turn never came"
            if session.is_over():
                break
            before = len(session.log)
            assert table.submit(0, table.session.legal_actions(0)[0])
            assert run_until(app, lambda: len(session.log) > before)
        assert session.is_over()
        assert run_until(app, lambda: len(table.session.log) == len(session.log))
        assert table.session.is_over()
        assert table.session.view(0) == json.loads(json.dumps(session.view(0)))
        # the joiner's score pad (from a state dealt to agree with its view) is the host's
        assert run_until(app, lambda: app.scenes.top.name == "results")
        # a joiner holds only redacted events: no replay, and the next game is the host's
        labels = {widget.text for widget in app.scenes.top.callbacks}
        assert i18n.t("app.results.menu") in labels
        assert not labels & {i18n.t("app.results.watch_replay"), i18n.t("app.results.play_again")}
        assert app.scenes.top._areas()[1] is None   # no empty chart beside the score pad
        from dogtable.ui.scenes.pause import PauseScene

        assert "app.pause.save" not in [e[0] for e in PauseScene(app, table)._entries()]
        pad, true_pad = (session.rules.score_pad(s) for s in (table.session.state, session.state))
        assert pad.cells == true_pad.cells
    finally:
        host.stop()


def test_the_hosts_lobby_opens_a_table_that_leaves_remote_seats_to_their_players(app_factory):
    app = app_factory()
    seats = [{"name": "Ana", "kind": "human"}, {"name": "Bo", "kind": "human"},
             {"name": "Cy", "kind": "easy"}]
    lobby = app.scenes.open("net_lobby", "dog_lover", seats, "random")
    assert lobby.remote == {1}
    lobby.open_table()
    assert lobby.host is not None and lobby.addresses == [f"127.0.0.1:{lobby.host.port}"]
    bo = TableClient(f"127.0.0.1:{lobby.host.port}", lobby.host.code).start()
    try:
        assert run_until(app, lambda: lobby.present == [1])
        # the table is sent to Bo once the lobby's frame takes in his arrival: keep stepping
        # (his seat is taken before that item reaches the lobby, which may be after a frame)
        assert run_until(app, lambda: bo.status == JOINED) and bo.seat == 1
        lobby.start_game()
        assert run_until(app, lambda: app.scenes.top.name == "table")
        table = app.scenes.top
        assert isinstance(table.net, HostLink)
        assert table.humans == [0] and table.kinds == ["human", "remote", "easy"]
        # Bo's panel says he plays from elsewhere; Ana's (here) says nothing, Cy's its level
        assert table.view.kind_label(1) == i18n.t("table.remote_seat") == "remote"
        assert table.view.kind_label(0) == "" and "easy" in table.view.kind_label(2)
        assert table.computer_to_act() in (None, 2)
        session = table.session
        # Bo plays his turns from his computer; the host's table follows them
        for _ in range(4):
            assert run_until(app, lambda: session.is_over() or 1 in session.to_act()
                             or 0 in session.to_act())
            if 0 in session.to_act():
                table.submit(0, session.legal_actions(0)[0])
                continue
            before = len(session.log)
            assert bo.wait(lambda c: c.log_len == before and c.legal, WAIT)
            bo.act(bo.legal[0])
            assert run_until(app, lambda: len(session.log) > before)
        bo.close()
        assert run_until(app, lambda: table.net.away_seats() == {1})
        from dogtable.ui.scenes.net_status import status_text

        assert status_text(table) == "  ·  ".join([i18n.t("net.table.away", name="Bo"),
                                                   i18n.t("net.lobby.code", code=lobby.host.code),
                                                   i18n.t("net.lobby.address",
                                                          address=f"127.0.0.1:{lobby.host.port}")])
    finally:
        bo.close()


def test_a_joiner_at_the_table_waits_for_a_host_that_comes_back(app_factory, monkeypatch):
    """Joining gives up quickly on an address where nobody answers; at the table, a host that
    went away (it crashed: its person restarts the app and presses Continue) is waited for."""
    from dogtable.net.client import CLOSED, RECONNECTING
    from dogtable.ui.scenes import net_join

    monkeypatch.setattr(net_join, "GIVE_UP_AFTER", 0.5)
    session = Session(get_game("dog_lover").rules(), [Seat("Ana"), Seat("Rex", "random")], {}, 8)
    host = TableHost(session, {0}, code="ACDEFG", computers={1: RandomAgent(1)})
    _, port = host.start()
    again = None
    try:
        app = app_factory({"mode": "join", "address": f"127.0.0.1:{port}", "code": "ACDEFG"})
        assert run_until(app, lambda: app.scenes.top.name == "table")
        client = app.scenes.top.session.client
        host.stop()
        assert run_until(app, lambda: client.status == RECONNECTING)
        # four times the joining scene's patience: still waiting at the table
        assert not run_until(app, lambda: client.status == CLOSED, timeout=2.0)
        again = TableHost(session, {0}, code="ACDEFG", port=port, computers={1: RandomAgent(1)})
        again.start()
        assert run_until(app, lambda: client.status == JOINED and not app.scenes.top.session.reconnecting())
        assert app.scenes.top.name == "table" and client.seat == 0
    finally:
        host.stop()
        if again is not None:
            again.stop()
