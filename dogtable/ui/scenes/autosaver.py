"""The table's autosave: a journal line per act, the compact save at quiet moments.

After every act or undo the scene calls ``record``: one line goes to the journal
(storage.journal), whose writer thread syncs it to disk while the table animates; the next
``record`` waits for that sync if it is still running, so at most the newest act is ever
off the disk.  It costs one log entry's JSON (and one sync off the UI thread) however long
the game is.  At
quiet moments (a turn ends, the table is left, the app quits: ``save``/``flush``) a
background thread rewrites the compact save (the whole log, atomically) from a snapshot and
then drops the journal lines that save holds.  That rewrite may lag behind play without
risk: until it lands, the journal still holds every act.  ``start`` writes the compact save
at once when a table opens (a resumed game's journal is folded in there) and begins a fresh
journal.
"""
from __future__ import annotations

import copy
import os
from pathlib import Path
import sys
import threading
import traceback
from typing import Callable

from dogtable.storage.atomic import _fsync_folder as fsync_folder, failure_key
from dogtable.storage.journal import JournalWriter, journal_path_for
from dogtable.storage.saves import save_session


def snapshot(session):
    """A Session frozen as it is now: its own log list and its own copy of the state (the
    summary written with the save reads the state; later acts change it in place)."""
    snap = copy.copy(session)
    snap.log = list(session.log)
    snap.listeners = []
    try:
        snap.state = session.rules.clone(session.state)
    except Exception:
        snap.state = copy.deepcopy(session.state)
    return snap


class Autosaver:
    def __init__(self, path: str | os.PathLike, on_error: Callable[[], None] | None = None):
        self.path = Path(path)
        self.journal = JournalWriter(journal_path_for(self.path))
        self.on_error = on_error
        self._cond = threading.Condition()
        self._pending: tuple | None = None   # ("fold", snapshot, mark) | ("delete", None, 0)
        self._busy = False
        self._failed = False
        self._thread: threading.Thread | None = None
        self.failure_key: str | None = None
        self.session = None
        self.started = False
        self.deleted = False
        self._saved_mark = 0      # journal lines the compact save on disk holds
        self.writes = 0           # compact saves written
        self.lines = 0            # journal lines written

    # -- the UI thread -------------------------------------------------------------------------
    def start(self, session) -> None:
        """Write ``session``'s compact save now and begin a fresh journal (a table opens)."""
        self.flush()
        self.session, self.deleted = session, False
        try:
            save_session(session, self.path)
            self.journal.remove()   # only once the save holds everything the journal had
            self.writes += 1
        except Exception as exc:
            self._fail(exc)
        self.journal.attach(session)
        self.started = True
        with self._cond:
            self._saved_mark = self.journal.mark()

    def record(self, session, what: str, quiet: bool = False, durable: bool = False) -> None:
        """``session`` just changed (``what``: "act", "undo" or "reset"): journal it (on disk
        before the next record's line).  ``quiet``: a turn ended, rewrite the compact save too.
        ``durable``: wait until the line is on disk before returning (a caller that tells
        others of the act next, such as a network host)."""
        if self.deleted:
            return
        if not self.started:
            self.start(session)
            return
        self.session = session
        try:
            journalled = self.journal.record(session, what)
            if journalled:
                self.lines += 1
                if durable:
                    self.journal.wait_durable()
        except Exception as exc:
            self._fail(exc)
            journalled = False
        if not journalled:
            # not on the journal (a failed write, a reset): follow the session as it is now
            # and let the compact save catch up with it
            self.journal.attach(session)
            quiet = True
        if quiet:
            self.save(session)

    def save(self, session=None) -> None:
        """Rewrite the compact save in the background (a quiet moment)."""
        session = session if session is not None else self.session
        if session is None or self.deleted or not self.started:
            return
        self._request(("fold", snapshot(session), self.journal.mark()))

    def delete(self) -> None:
        """The game is over: neither the compact save nor the journal is kept for Continue."""
        self.deleted = True
        self._request(("delete", None, 0))

    def flush(self, timeout: float = 5.0) -> bool:
        """Bring the compact save up to date with every act (folding the journal into it)
        and wait until that is on disk; False on timeout."""
        with self._cond:
            behind = self.journal.mark() > self._saved_mark
        if behind and self.started and not self.deleted:
            self.save()
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self) -> None:
        """Wait for the journal line in flight, then close the journal."""
        self.journal.close()

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

    # -- the background thread ------------------------------------------------------------------
    def _request(self, job) -> None:
        with self._cond:
            self._pending = job          # a newer request replaces one not yet started
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, name="dogtable-autosave",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _loop(self) -> None:
        while True:
            with self._cond:
                if not self._cond.wait_for(lambda: self._pending is not None, timeout=30.0):
                    self._thread = None
                    return   # idle: the thread ends, a later request starts a new one
                job, self._pending = self._pending, None
                self._busy = True
            try:
                kind, snap, mark = job
                if kind == "fold":
                    save_session(snap, self.path)
                    self.journal.compact(mark)   # only after the save holds those lines
                    self.writes += 1
                    with self._cond:
                        self._saved_mark = max(self._saved_mark, mark)
                else:
                    self.path.unlink(missing_ok=True)   # first: an orphan journal is ignored
                    fsync_folder(self.path.parent)
                    self.journal.remove()
            except Exception as exc:
                self._fail(exc)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _fail(self, exc: BaseException) -> None:
        traceback.print_exc(file=sys.stderr)
        with self._cond:
            self._failed = True
            self.failure_key = failure_key(exc)   # the real cause, for the message
        if self.on_error is not None:   # e.g. wake the UI so it tells the player now
            try:
                self.on_error()
            except Exception:
                traceback.print_exc(file=sys.stderr)
