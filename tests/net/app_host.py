"""A host with a screen, as a process the tests can kill -9 (tests/net/test_app_host_resume.py).

The app on the dummy display: ``open GAME`` hosts a table from the lobby (the first seat at
this screen, the second remote) and starts it; ``resume`` is Continue after a crash.  The
person at this screen plays the first legal move whenever it is their turn.  Prints one JSON
line when the table is served ({"port", "code", "notice"}), then {"log_len"} after every
change, and at the end {"over", "log_len", "view"} (the remote seat's view, for comparing
with what its player received).  Stops by itself after ``--timeout`` seconds.
"""
from __future__ import annotations

import json
import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["DOGTABLE_NET_LOOPBACK"] = "1"


def say(**what) -> None:
    print(json.dumps(what), flush=True)


def main() -> int:
    from dogtable import i18n
    from dogtable.ai.agent import RandomAgent
    from dogtable.storage.settings import Settings
    from dogtable.ui.app import App

    mode, game = sys.argv[1], sys.argv[2]
    timeout = float(sys.argv[3])
    i18n.set_language("en")
    app = App({"mode": "resume"} if mode == "resume" else None, window_size=(1280, 720),
              settings=Settings(language="en", anim_speed=0.0),
              agent_factory=lambda g, level, seed: RandomAgent(seed))
    if mode == "open":
        lobby = app.scenes.open("net_lobby", game, [{"name": "Ana", "kind": "human"},
                                                    {"name": "Rex", "kind": "human"}], "random")
        lobby.remote = {1}
        lobby.open_table()
        lobby.start_game()
    end = time.monotonic() + timeout
    table = None
    while time.monotonic() < end and table is None:
        app.step(1 / 60)
        top = app.scenes.find("table")
        if top is not None and getattr(top.session, "net", None) is not None:
            table = top
    if table is None:
        say(error="no hosted table", toasts=[t.text for t in app.toasts])
        return 1
    host = table.session.net.host
    say(port=host.port, code=host.code, log_len=len(table.session.log),
        notice=[t.text for t in app.toasts])
    session, shown = table.session, -1
    while time.monotonic() < end:
        app.step(1 / 60)
        if len(session.log) != shown:
            shown = len(session.log)
            say(log_len=shown)
        if session.is_over():
            break
        top = app.scenes.top
        if top.name == "round_summary":     # the person at the screen reads it and goes on
            top.go_on()
        elif 0 in session.to_act() and session.legal_actions(0):
            table.submit(0, session.legal_actions(0)[0])
        time.sleep(0.005)
    # a little longer, for the remote player to receive the end
    stop = time.monotonic() + 1.0
    while time.monotonic() < stop:
        app.step(1 / 60)
        time.sleep(0.01)
    say(over=session.is_over(), log_len=len(session.log),
        view=json.loads(json.dumps(session.view(1))))
    app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
