"""The table's autosave as a journal, in the app: each act and undo is a line on disk
before the next one's, leaving the table folds them into the compact save, and a real app killed with
SIGKILL resumes with at most the act in flight lost."""
from __future__ import annotations

import json
import os
from pathlib import Path
import queue
import random
import signal
import subprocess
import sys
import threading
import time

import pygame

from dogtable.storage import paths
from dogtable.storage.journal import chain_of, journal_path_for, load_autosave
from dogtable.storage.saves import load_session

ROOT = Path(__file__).resolve().parents[2]
HUMAN_AND_TWO_COMPUTERS = [{"name": "Ana", "kind": "human"}, {"name": "Rex", "kind": "easy"},
                           {"name": "Bo", "kind": "hard"}]


def table_of(d):
    from dogtable.ui.scenes.table import TableScene

    return d.app.scenes.find(TableScene)


def journal_lines() -> list[dict]:
    path = journal_path_for(paths.autosave_path())
    return [json.loads(x) for x in path.read_bytes().splitlines()] if path.exists() else []


def same_game(a, b) -> bool:
    return a.to_json() == b.to_json()


def test_acts_and_undo_are_journalled_and_leaving_folds_them(make_app):
    d = make_app({"mode": "play", "game": "dogs_alone", "seats": HUMAN_AND_TWO_COMPUTERS,
                  "seed": 7, "first": 0})
    d.frames(2)
    table = table_of(d)
    assert table.session.to_act() == [0]
    opened = len(table.session.log)
    assert len(load_session(paths.autosave_path()).log) == opened   # written as it opened
    for rect, action in table.view.action_rects:
        if action.kind == "draw_supply":     # undoable, and Ana's turn goes on
            d.click(rect.center)
            break
    assert len(table.session.log) == opened + 1
    # on disk once the journal's writer has synced it (while the move animates; the next
    # act's line waits for it): one line, and save + journal are the game
    assert table.autosaver.journal.wait_durable(10)
    lines = journal_lines()
    assert len(lines) == 1 and lines[0]["n"] == opened and lines[0]["e"]["seat"] == 0
    resumed, report = load_autosave(paths.autosave_path())
    assert report.applied == 1 and same_game(resumed, table.session)

    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)          # Undo
    assert len(table.session.log) == opened
    assert table.autosaver.journal.wait_durable(10)
    lines = journal_lines()
    assert len(lines) == 2 and lines[1]["undo"] == 0
    resumed, report = load_autosave(paths.autosave_path())
    assert report.applied == 2 and same_game(resumed, table.session)

    # leaving the table folds the journal into the compact save
    d.key(pygame.K_ESCAPE)
    d.press("app.pause.quit")
    assert d.names() == ["menu"]
    assert not journal_path_for(paths.autosave_path()).exists()
    assert same_game(load_session(paths.autosave_path()), table.session)


CHILD = r"""
import sys
from dogtable.storage.settings import Settings
from dogtable.ui.app import App
from dogtable.ui.scenes.table import TableScene
game, seed = sys.argv[1], int(sys.argv[2])
seats = [{"name": "Ana", "kind": "random"}, {"name": "Rex", "kind": "random"}]
app = App({"mode": "play", "game": game, "seats": seats, "seed": seed},
          window_size=(1024, 600), settings=Settings(anim_speed=0.0))
table = app.scenes.find(TableScene)
def tell(session, what, events):   # after the table's own listener has journalled the act
    print(len(session.log), table.autosaver.journal.chain[-1], flush=True)
    if session.is_over():
        print("over", flush=True)
table.session.subscribe(tell)
print("start", flush=True)
while True:
    app.step(1 / 60)
"""


def child_env(home: Path, **extra) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", DOGTABLE_HOME=str(home), PYTHONPATH=str(ROOT))
    env.update(extra)
    return env


def test_the_real_app_killed_mid_game_resumes_with_at_most_the_act_in_flight_lost(tmp_path):
    """Computer seats at instant animation speed on the real boards; SIGKILL at a random
    moment; then `dogtable resume` starts, folds, and leaves no temp file behind."""
    rng = random.Random(24)
    for game in ("dog_lover", "dodgy_dogs"):
        home = tmp_path / game
        child = subprocess.Popen([sys.executable, "-c", CHILD, game, str(rng.randrange(1000))],
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                 env=child_env(home), cwd=tmp_path)
        lines = queue.Queue()
        threading.Thread(target=lambda: [lines.put(x) for x in child.stdout] + [lines.put(b"")],
                         daemon=True).start()
        reported = []
        wanted = rng.randrange(8, 30)
        deadline = time.monotonic() + 90
        try:
            assert lines.get(timeout=60).strip() == b"start"
            while len(reported) < wanted and time.monotonic() < deadline:
                try:
                    line = lines.get(timeout=5).strip()
                except queue.Empty:   # the table waits (a round summary wants a click)
                    break
                if not line or line == b"over":
                    break
                reported.append(line)
            child.send_signal(signal.SIGKILL)
            child.wait(10)
            while (line := lines.get(timeout=10).strip()) != b"":   # said before it died
                reported.append(line)
        finally:
            child.kill()
            child.wait(10)
        over = b"over" in reported
        reported = [(int(n), h.decode()) for n, h in (x.split() for x in reported if x != b"over")]
        assert reported, "no act before the kill"
        save = home / "data" / "autosave.json"
        if over:   # the game ended first: nothing is kept for Continue
            assert not save.exists() and not journal_path_for(save).exists()
            continue
        n, h = reported[-1]
        resumed, report = load_autosave(save)
        assert report.stopped is None
        # the last reported act's line may still have been syncing (the journal's writer
        # thread): then the game resumes at the position reported before it
        previous = reported[-2] if len(reported) > 1 else None
        assert (len(resumed.log) in (n, n + 1) and chain_of(resumed)[n] == h) or (
            previous is not None and len(resumed.log) == previous[0]
            and chain_of(resumed)[-1] == previous[1])

        # the real restart: `dogtable resume` (it quits after its first frame, leaving the
        # table, which folds the journal into the compact save)
        (home / "data" / ".autosave.json.x1y2z3.tmp").write_text("a write cut short")
        out = subprocess.run([sys.executable, "-m", "dogtable", "resume"], cwd=tmp_path,
                             env=child_env(home, DOGTABLE_EXIT_AFTER_FIRST_FRAME="1"),
                             capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr[-2000:]
        names = {p.name for p in (home / "data").iterdir()}
        assert not [x for x in names if x.endswith(".tmp")]
        assert "autosave.journal" not in names
        # it goes on from the resumed game (computers at instant speed may already have
        # played on during that first frame)
        saved = load_session(save)
        assert len(saved.log) >= len(resumed.log)
        assert chain_of(saved)[len(resumed.log)] == chain_of(resumed)[-1]


def test_a_game_whose_last_act_was_journalled_but_not_cleaned_up_ends_on_continue(make_app):
    """Killed right after the act that ended the game was journalled, before the autosave
    was removed: Continue shows the finished game and keeps nothing for the next start."""
    from dogtable.core.registry import get_game
    from dogtable.core.rules import Seat
    from dogtable.core.session import Session
    from dogtable.ui.scenes.autosaver import Autosaver

    session = Session(get_game("dog_lover").rules(), [Seat("Ana", "human"), Seat("Rex", "easy")],
                      {}, 3)
    saver = Autosaver(paths.autosave_path())
    saver.start(session)
    rng = random.Random(3)
    while not session.is_over():
        seat = session.to_act()[0] if session.to_act() else None
        session.act(seat, rng.choice(session.legal_actions(seat)))
        saver.record(session, "act")      # the last one too; no delete: the kill came first
    saver.close()
    assert paths.autosave_path().exists() and journal_path_for(paths.autosave_path()).exists()

    d = make_app()
    d.frames(2)
    d.press("app.menu.continue")
    table = table_of(d)
    assert table is not None and table.session.is_over()
    assert same_game(table.session, session)
    assert not paths.autosave_path().exists()
    assert not journal_path_for(paths.autosave_path()).exists()
