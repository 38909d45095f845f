"""Autosave off the UI thread.

Writing a save (JSON of the whole log, fsync, rename) takes a few milliseconds that grow
with the game; done on the UI thread after every action it would stutter the
animations.  The scene hands over a cheap snapshot (the session with a copy of its log
list; log entries never change once written) and a background thread writes it.
Requests are handled in order and only the newest pending write is done, so the file
always ends up holding the latest position; ``flush`` waits for that (tests, leaving
the table, quitting).
"""
from __future__ import annotations

import copy
import os
from pathlib import Path
import sys
import threading
import traceback

from dogtable.storage.atomic import failure_key
from typing import Callable

from dogtable.storage.saves import save_session


def snapshot(session):
    """A Session sharing everything with ``session`` except the log list."""
    snap = copy.copy(session)
    snap.log = list(session.log)
    snap.listeners = []
    return snap


class Autosaver:
    def __init__(self, path: str | os.PathLike, on_error: Callable[[], None] | None = None):
        self.path = Path(path)
        self.on_error = on_error
        self._cond = threading.Condition()
        self._pending: tuple[str, object] | None = None   # ("save", snapshot) | ("delete", None)
        self._busy = False
        self._failed = False
        self._thread: threading.Thread | None = None
        self.writes = 0

    def save(self, session) -> None:
        self._request(("save", snapshot(session)))

    def delete(self) -> None:
        self._request(("delete", None))

    def _request(self, job) -> None:
        with self._cond:
            self._pending = job          # a newer request replaces one not yet started
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, name="dogtable-autosave",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every requested write is on disk; False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    @property
    def failed(self) -> bool:
        """A write failed and take_failure has not reported it yet."""
        with self._cond:
            return self._failed

    def take_failure(self) -> bool:
        """True once after a write failed (the UI thread shows the message)."""
        with self._cond:
            failed, self._failed = self._failed, False
            return failed

    def _loop(self) -> None:
        while True:
            with self._cond:
                if not self._cond.wait_for(lambda: self._pending is not None, timeout=30.0):
                    self._thread = None
                    return   # idle: the thread ends, a later request starts a new one
                job, self._pending = self._pending, None
                self._busy = True
            try:
                kind, snap = job
                if kind == "save":
                    save_session(snap, self.path)
                    self.writes += 1
                else:
                    self.path.unlink(missing_ok=True)
            except Exception as exc:
                traceback.print_exc(file=sys.stderr)
                with self._cond:
                    self._failed = True
                    self.failure_key = failure_key(exc)   # the real cause, for the message
                if self.on_error is not None:   # e.g. wake the UI so it tells the player now
                    try:
                        self.on_error()
                    except Exception:
                        traceback.print_exc(file=sys.stderr)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
