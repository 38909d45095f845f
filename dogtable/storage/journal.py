"""The autosave's journal: one line per act, on disk before the next act's line is written.

The autosave is two files.  ``autosave.json`` is a compact save (storage.saves), rewritten
atomically only at quiet moments; ``autosave.journal`` beside it gets one JSON line per act
or undo since then, appended and synced by a writer thread (JournalWriter), one line at a
time: a line is queued only once the previous one is synced.  A kill or a power cut
therefore loses at most the act in flight, the UI thread never waits for the disk (unless
acts come faster than syncs), and the cost of an act does not grow with the game (one entry
is serialised, not the whole log).

Each line names the exact game it applies to, so the two files never have to change
together: ``n`` is the length of the log before the line and ``h`` a hash chained over every
log entry up to there (``chain_of``).  Resuming (``load_autosave``) loads the compact save,
skips the lines written before it (their ``n``/``h`` name an earlier position: a fold that
was cut short before the journal was trimmed), then replays the rest, re-deciding each act
and requiring the very events the line recorded.  A torn last line (the act being written
when the power went) is dropped; the first line that is garbage, of the wrong shape, or does
not re-decide exactly ends the replay there: the valid prefix is kept, never an error.

Lines:  ``{"n": 3, "h": "…", "e": <LogEntry JSON>}``   an act appended as log entry 3
        ``{"n": 4, "h": "…", "undo": 1}``             seat 1 took back log entry 3
"""
from __future__ import annotations

import json
import os
from pathlib import Path
import threading

from typing import TYPE_CHECKING

from dogtable.storage.atomic import _fsync_folder, write_text_atomic
from dogtable.storage.autosave_files import journal_path_for
from dogtable.storage.safe_read import read_regular_prefix

if TYPE_CHECKING:   # the start tidies temp files through here: the engine loads on first replay
    from dogtable.core.session import LogEntry, Session

MAX_JOURNAL_BYTES = 50_000_000   # a whole long game journalled act by act is well under 5 MB


# -- the chain ------------------------------------------------------------------------------------
def _canonical(data) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def _step(previous: str, entry_text: str) -> str:
    import hashlib   # on first use: the start imports this module only to tidy temp files

    return hashlib.sha256((previous + "\n" + entry_text).encode("utf-8")).hexdigest()[:32]


def chain_root(session: Session) -> str:
    """The chain's start: which game (rules, seats, options, seed) the log belongs to."""
    ident = {"game": session.rules.game_id, "seats": [s.to_json() for s in session.seats],
             "options": session.options, "seed": session.seed}
    import hashlib

    return hashlib.sha256(_canonical(ident).encode("utf-8")).hexdigest()[:32]


def entry_text(entry: LogEntry) -> str:
    return _canonical(entry.to_json())


def chain_of(session: Session) -> list[str]:
    """``chain[i]`` identifies the first ``i`` log entries of this game (len(log) + 1 items)."""
    chain = [chain_root(session)]
    for entry in session.log:
        chain.append(_step(chain[-1], entry_text(entry)))
    return chain


# -- writing --------------------------------------------------------------------------------------
class JournalWriter:
    """Appends one synced line per act or undo and drops the lines a newer compact save holds.

    ``record`` (the UI thread) only forms the line and queues it: a writer thread writes and
    syncs it, so the loop never waits for the disk.  The guarantee stays that of one line at
    a time: ``record`` first waits until the previous line is synced (it has had a whole
    animation to get there), so at any moment at most the newest act is not yet on disk, and
    a kill or a power cut loses at most that act in flight.  ``wait_durable`` (the quit path,
    ``close``) waits until every queued line is on disk.  ``compact`` (the autosave thread)
    and the writer take turns on the file (``_io_lock``); ``_lock`` guards the counters."""

    IDLE_SECONDS = 10.0   # an idle writer thread ends; the next line starts a new one

    def __init__(self, path: str | os.PathLike):
        self.path = Path(path)
        self._lock = threading.Condition()
        self._io_lock = threading.Lock()
        self._fd: int | None = None
        self._size = 0                  # bytes in the file after the last whole line
        self._pending: list[str] = []   # lines not yet held by a compact save
        self._first = 0                 # number (over the whole run) of _pending[0]
        self._queue: list[str] = []     # lines recorded, not yet taken by the writer
        self._done = 0                  # lines written (or failed) by the writer, in order
        self._generation = 0            # bumped by remove(): a batch taken before is dropped
        self._error: BaseException | None = None   # a failed write, raised by the next call
        self._thread: threading.Thread | None = None
        self.total = 0                  # lines appended since attach
        self.chain: list[str] = []
        self._seats: list[int | None] = []   # who made each log entry (undo lines name it)

    def attach(self, session: Session) -> None:
        """Start following ``session`` (whose position the compact save holds)."""
        self.chain = chain_of(session)
        self._seats = [entry.seat for entry in session.log]

    def record(self, session: Session, what: str) -> bool:
        """Journal what just happened to ``session``: "act" (its last log entry) or "undo".
        False for anything else (the caller then rewrites the compact save).  Raises the
        error of an earlier line the writer could not write (that line is not on disk)."""
        n = len(self.chain) - 1
        if what == "act" and len(session.log) == n + 1:
            entry = session.log[-1]
            text = entry_text(entry)
            line = f'{{"n":{n},"h":"{self.chain[-1]}","e":{text}}}\n'
            self._append(line)
            self.chain.append(_step(self.chain[-1], text))
            self._seats.append(entry.seat)
            return True
        if what == "undo" and len(session.log) == n - 1 and n >= 2:
            line = _canonical({"n": n, "h": self.chain[-1], "undo": self._seats[-1]}) + "\n"
            self._append(line)
            self.chain.pop()
            self._seats.pop()
            return True
        return False

    def mark(self) -> int:
        """The number of lines appended so far: a compact save of the session as it is now
        holds every one of them."""
        with self._lock:
            return self.total

    def wait_durable(self, timeout: float | None = None) -> bool:
        """Wait until every line recorded so far is written and synced (or failed); False on
        timeout.  Raises the error of a line the writer could not write."""
        with self._lock:
            done = self._lock.wait_for(lambda: self._done >= self.total, timeout)
            self._raise_error()
            return done

    def _raise_error(self) -> None:   # holding _lock
        error, self._error = self._error, None
        if error is not None:
            raise error

    def _append(self, line: str) -> None:
        with self._lock:
            # the previous line must be on disk before this one is queued: never two in flight
            self._lock.wait_for(lambda: self._done >= self.total)
            self._raise_error()
            self._queue.append(line)
            self._pending.append(line)
            self.total += 1
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._write_loop, daemon=True,
                                                name="dogtable-journal")
                self._thread.start()
            self._lock.notify_all()

    # -- the writer thread ----------------------------------------------------------------------
    def _write_loop(self) -> None:
        while True:
            with self._lock:
                if not self._lock.wait_for(lambda: self._queue, timeout=self.IDLE_SECONDS):
                    if self._thread is threading.current_thread():
                        self._thread = None
                    return
                batch, self._queue = self._queue, []
                generation = self._generation
            error = None
            with self._io_lock:
                if generation == self._generation:   # remove() came first: nothing to keep
                    try:
                        self._write(batch)
                    except BaseException as exc:   # the next record() reports it
                        error = exc
                with self._lock:
                    self._done += len(batch)
                    if error is not None:
                        self._error = error
                    self._lock.notify_all()

    def _write(self, batch: list[str]) -> None:   # holding _io_lock
        data = "".join(batch).encode("utf-8")
        if self._fd is None:
            self._open()
        try:
            view = memoryview(data)
            while view:
                written = os.write(self._fd, view)
                view = view[written:]
            _sync(self._fd)
        except BaseException:
            # no half line may stay in front of the next one
            try:
                os.ftruncate(self._fd, self._size)
            except OSError:
                pass
            self._close()
            raise
        self._size += len(data)

    def _open(self) -> None:
        created = not self.path.exists()
        flags = os.O_RDWR | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)
        self._fd = os.open(self.path, flags, 0o600)   # private, like the save
        self._size = os.fstat(self._fd).st_size
        if self._size and _read_at(self._fd, self._size - 1, 1) != b"\n":
            # a torn line left by a kill: never write a new line onto its end
            whole = _read_at(self._fd, 0, min(self._size, MAX_JOURNAL_BYTES))
            self._size = whole.rfind(b"\n") + 1
            os.ftruncate(self._fd, self._size)
        if created:
            _fsync_folder(self.path.parent)   # the new file's name must survive a power cut too

    def _close(self) -> None:
        if self._fd is not None:
            try:
                os.close(self._fd)
            except OSError:
                pass
            self._fd = None

    # -- the autosave thread and the end --------------------------------------------------------
    def compact(self, mark: int) -> None:
        """A compact save now holds the first ``mark`` lines: keep only the later ones.
        Called only after that save is safely on disk, so no crash loses a line.  Lines the
        writer has not written yet are left to it (they follow in the rewritten file)."""
        with self._io_lock:
            with self._lock:
                start = max(0, mark - self._first)
                on_disk = self._pending[start:max(start, self._done - self._first)]
                self._pending = self._pending[start:]
                self._first = max(self._first, mark)
            self._close()
            if on_disk:
                write_text_atomic(self.path, "".join(on_disk))
            else:
                _unlink(self.path)

    def remove(self) -> None:
        """No journal any more (the game ended, or a new compact save starts afresh)."""
        with self._io_lock:
            with self._lock:
                self._generation += 1      # a batch the writer holds is dropped
                self._done += len(self._queue)
                self._queue = []
                self._pending = []
                self._first = self.total
                self._lock.notify_all()
            self._close()
            _unlink(self.path)

    def close(self, timeout: float | None = 10.0) -> None:
        """Wait for the lines in flight (at most ``timeout`` seconds), then close the file."""
        try:
            self.wait_durable(timeout)
        except Exception:
            pass   # that line is lost; the compact save written at quit still holds the game
        finally:
            with self._io_lock:
                self._close()


def _read_at(fd: int, offset: int, size: int) -> bytes:
    os.lseek(fd, offset, os.SEEK_SET)   # writes still go to the end (O_APPEND)
    chunks = []
    while size > 0:
        chunk = os.read(fd, size)
        if not chunk:
            break
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def _sync(fd: int) -> None:
    sync = getattr(os, "fdatasync", os.fsync)   # the data and its length; no mtime needed
    sync(fd)


def _unlink(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        return
    _fsync_folder(path.parent)


# -- reading --------------------------------------------------------------------------------------
class JournalReport:
    """What a replay did.  (A plain class, not a dataclass: this module is imported at every
    start to tidy temp files, and building a dataclass costs that start a few ms.)"""

    __slots__ = ("applied", "skipped", "torn", "stopped", "stopped_at")

    def __init__(self, applied: int = 0, skipped: int = 0, torn: bool = False,
                 stopped: str | None = None, stopped_at: int | None = None):
        self.applied = applied          # lines replayed onto the compact save
        self.skipped = skipped          # lines the compact save already held
        self.torn = torn                # an unfinished last line was dropped
        self.stopped = stopped          # why replay ended before the last line, if it did
        self.stopped_at = stopped_at    # that line's number (1-based)

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"JournalReport({fields})"

    def __eq__(self, other) -> bool:
        if not isinstance(other, JournalReport):
            return NotImplemented
        return all(getattr(self, n) == getattr(other, n) for n in self.__slots__)


def read_journal_bytes(path: str | os.PathLike) -> bytes:
    """The journal's bytes (at most MAX_JOURNAL_BYTES); empty when there is none or it is
    not a regular file (a pipe or a device is never opened for reading: it could block)."""
    try:
        return read_regular_prefix(path, MAX_JOURNAL_BYTES)
    except (OSError, ValueError):
        return b""


def _plain_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def replay_journal(session: Session, raw: bytes) -> JournalReport:
    """Bring ``session`` (loaded from the compact save) forward by the journal's lines."""
    report = JournalReport()
    lines = raw.split(b"\n")
    if lines and lines[-1] != b"":
        report.torn = True     # no newline yet: the write was cut off
    complete = lines[:-1]
    chain = chain_of(session)
    started = False
    for number, line in enumerate(complete, 1):
        try:
            record = json.loads(line.decode("utf-8"))
        except (ValueError, RecursionError):
            report.stopped, report.stopped_at = "not JSON", number
            break
        if not isinstance(record, dict) or not _plain_int(record.get("n")) \
                or not isinstance(record.get("h"), str) or ("e" in record) == ("undo" in record):
            report.stopped, report.stopped_at = "not a journal line", number
            break
        n, h = record["n"], record["h"]
        if n != len(session.log) or n >= len(chain) or chain[n] != h:
            if started:   # lines must follow on from each other once replay has begun
                report.stopped, report.stopped_at = "out of sequence", number
                break
            report.skipped += 1   # written before the compact save: it holds them already
            continue
        started = True
        problem = (_replay_undo(session, record["undo"]) if "undo" in record
                   else _replay_act(session, record["e"]))
        if problem is not None:
            report.stopped, report.stopped_at = problem, number
            break
        if "undo" in record:
            chain.pop()
        else:
            chain.append(_step(chain[-1], entry_text(session.log[-1])))
        report.applied += 1
    return report


def _replay_act(session: Session, data) -> str | None:
    from dogtable.core.session import LogEntry
    from dogtable.storage.saves import entry_types_ok

    # the types the loader insists on (a `true` where a number belongs would be acted on
    # here, then make the folded compact save unloadable)
    if not entry_types_ok(data):
        return "not a log entry"
    try:
        entry = LogEntry.from_json(data)
        expected = _canonical(data)
    except Exception:
        return "not a log entry"
    if entry.action is None:
        return "not a log entry"
    before = len(session.log)
    try:
        session.act(entry.seat, entry.action)
        again = entry_text(session.log[-1])
    except Exception:   # refused (IllegalAction) or a broken action: the line is not trusted
        _rewind(session, before)
        return "refused"
    if again != expected:
        _rewind(session, before)
        return "different events"
    return None


def _replay_undo(session: Session, seat) -> str | None:
    if not _plain_int(seat):
        return "bad undo"
    try:
        return None if session.undo(seat) else "undo not allowed"
    except Exception:
        return "undo not allowed"


def _rewind(session: Session, length: int) -> None:
    from dogtable.core.rules import replay

    if len(session.log) > length:
        del session.log[length:]
        session.state = replay(session.rules, session.events())


def load_autosave(save_path: str | os.PathLike,
                  journal_path: str | os.PathLike | None = None) -> tuple[Session, JournalReport]:
    """The autosaved game: the compact save (storage.saves.load_session: SaveError when it
    cannot be used) brought forward by its journal.  Nothing on disk is changed."""
    from dogtable.storage.saves import load_session

    # the journal first: it is trimmed only once a newer compact save is in place, so read
    # in this order the two files always fit together, even while a fold is under way
    raw = read_journal_bytes(journal_path or journal_path_for(save_path))
    session = load_session(save_path)
    return session, replay_journal(session, raw)


def discard_autosave(save_path: str | os.PathLike) -> None:
    """Remove the autosave and its journal (a finished game is not kept for Continue)."""
    save_path = Path(save_path)
    for path in (save_path, journal_path_for(save_path)):
        try:
            path.unlink()
        except FileNotFoundError:
            pass
    _fsync_folder(save_path.parent)


# -- tidying --------------------------------------------------------------------------------------
