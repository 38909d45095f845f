"""The journal's writer thread: the UI thread only queues a line, the sync runs beside it,
and a line is queued only once the previous one is on disk (so a kill loses at most the
act in flight).  Syncs are held on events here, so the order is forced, not timed."""
from __future__ import annotations

import random
import threading

import pytest

from dogtable.storage import journal as journal_module
from dogtable.storage.journal import JournalWriter, journal_path_for, load_autosave
from dogtable.ui.scenes.autosaver import Autosaver

from tests.storage.test_journal import new_session, same_game, step


class HeldSync:
    """Stands in for fdatasync: each call notes the bytes on disk, then waits for release."""

    def __init__(self, path):
        self.path = path
        self.calls: list[int] = []          # journal lines on disk when each sync began
        self.started = threading.Semaphore(0)
        self.release = threading.Semaphore(0)

    def __call__(self, fd):
        self.calls.append(self.path.read_bytes().count(b"\n"))
        self.started.release()
        assert self.release.acquire(timeout=30), "the test never released the sync"


def test_record_returns_before_the_sync_and_the_next_line_waits_for_it(tmp_path, monkeypatch):
    save = tmp_path / "autosave.json"
    saver = Autosaver(save)
    session = new_session(seed=5)
    saver.start(session)
    held = HeldSync(journal_path_for(save))
    monkeypatch.setattr(journal_module, "_sync", held)
    rng = random.Random(1)

    step(session, rng)
    saver.record(session, "act")            # returns with the sync still held
    assert held.started.acquire(timeout=30)
    assert held.calls == [1]

    step(session, rng)                      # the next act, decided meanwhile
    second = threading.Thread(target=saver.record, args=(session, "act"), daemon=True)
    second.start()
    second.join(0.5)
    # the second line is not even written while the first is unsynced
    assert second.is_alive()
    assert journal_path_for(save).read_bytes().count(b"\n") == 1

    held.release.release()                  # line 1 is on disk now
    second.join(30)
    assert not second.is_alive()
    assert held.started.acquire(timeout=30)
    assert held.calls == [1, 2]             # line 2 written only after line 1's sync
    held.release.release()
    assert saver.journal.wait_durable(30)
    resumed, report = load_autosave(save)
    assert report.applied == 2 and same_game(resumed, session)
    saver.close()


def test_a_failed_write_is_reported_by_the_next_record_and_the_save_catches_up(
        tmp_path, monkeypatch):
    save = tmp_path / "autosave.json"
    failures = []
    saver = Autosaver(save, on_error=lambda: failures.append(1))
    session = new_session(seed=6)
    saver.start(session)
    rng = random.Random(2)

    failed = threading.Event()

    def broken_once(fd):
        failed.set()
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(journal_module, "_sync", broken_once)
    step(session, rng)
    saver.record(session, "act")            # the writer thread fails on this line
    assert failed.wait(30)
    monkeypatch.undo()                      # the disk has room again

    step(session, rng)
    saver.record(session, "act")            # the error surfaces here: the full save follows
    assert failures and saver.take_failure()
    monkeypatch.undo()
    assert saver.flush()
    resumed, report = load_autosave(save)
    assert report.stopped is None and same_game(resumed, session)
    saver.close()


def test_close_waits_for_the_line_in_flight(tmp_path, monkeypatch):
    path = tmp_path / "autosave.journal"
    session = new_session(seed=8)
    writer = JournalWriter(path)
    writer.attach(session)
    held = HeldSync(path)
    monkeypatch.setattr(journal_module, "_sync", held)
    step(session, random.Random(3))
    writer.record(session, "act")
    assert held.started.acquire(timeout=30)
    closing = threading.Thread(target=writer.close, daemon=True)
    closing.start()
    closing.join(0.5)
    assert closing.is_alive()               # close waits for the held sync
    held.release.release()
    closing.join(30)
    assert not closing.is_alive() and path.read_bytes().count(b"\n") == 1


def test_a_durable_record_returns_only_once_its_line_is_on_disk(tmp_path, monkeypatch):
    save = tmp_path / "autosave.json"
    saver = Autosaver(save)
    session = new_session(seed=9)
    saver.start(session)
    held = HeldSync(journal_path_for(save))
    monkeypatch.setattr(journal_module, "_sync", held)
    step(session, random.Random(4))
    recording = threading.Thread(target=saver.record, args=(session, "act"),
                                 kwargs={"durable": True}, daemon=True)
    recording.start()
    assert held.started.acquire(timeout=30)
    recording.join(0.5)
    assert recording.is_alive()             # still waiting for its sync
    held.release.release()
    recording.join(30)
    assert not recording.is_alive()
    resumed, report = load_autosave(save)
    assert report.applied == 1 and same_game(resumed, session)
    saver.close()
