"""Atomic file writes: a crash mid-write never leaves a half-written file behind.

A write goes to a temp file beside the target (``.<name>.<random>.tmp``), is flushed to disk,
renamed over the target, and then the folder itself is synced so the rename survives a power
cut.  A process killed mid-write leaves its temp file behind: ``remove_leftovers`` (run at
start) deletes them.  A failure is raised as WriteFailed, whose ``key`` names the real cause.
"""
from __future__ import annotations

import errno
import json
import os
from pathlib import Path
import tempfile
import time

TEMP_SUFFIX = ".tmp"
# a temp file this old cannot belong to a write in progress (writes take milliseconds)
LEFTOVER_AGE = 5.0

_CAUSES = {
    errno.ENOTDIR: "error.write_not_a_folder",
    errno.EEXIST: "error.write_not_a_folder",     # mkdir over a file
    errno.EISDIR: "error.write_is_a_folder",
    errno.EACCES: "error.write_read_only",
    errno.EPERM: "error.write_read_only",
    errno.EROFS: "error.write_read_only",
    errno.ENOSPC: "error.write_disk_full",
    errno.EDQUOT: "error.write_disk_full",
    errno.ENAMETOOLONG: "error.write_bad_name",
}


class WriteFailed(OSError):
    """A write that did not happen; ``key`` is the translation key of its cause.  Its
    ``strerror`` is that cause in English words (what a command line prints), never the
    key itself."""

    def __init__(self, key: str, path: Path, cause: BaseException | None = None):
        code = getattr(cause, "errno", None)
        super().__init__(code, english(key), str(path))
        self.key = key
        self.path = path

    def __reduce__(self):   # survives the trip back from a worker process
        return (_rebuild_write_failed, (self.key, self.path, self.errno))


def _rebuild_write_failed(key: str, path: Path, code) -> "WriteFailed":
    failed = WriteFailed(key, path)
    failed.errno = code
    return failed


def english(key: str) -> str:
    """The English text of a translation key (the locale files), or the key's last part in
    words when the text cannot be found: never the bare key."""
    try:
        from dogtable import i18n

        text = i18n.entry(key, i18n.DEFAULT_LANGUAGE)
        if isinstance(text, str) and text:
            return text
        return i18n.readable(key)
    except Exception:   # the locale files cannot be read: words from the key itself
        return key.rsplit(".", 1)[-1].replace("_", " ")


def failure_key(exc: BaseException) -> str:
    """The translation key naming why a write failed."""
    if isinstance(exc, WriteFailed):
        return exc.key
    return _CAUSES.get(getattr(exc, "errno", None), "error.write_failed")


def _fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX); a no-op where folders cannot be opened."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass   # some file systems refuse fsync on a folder: the rename is still atomic
    finally:
        os.close(fd)


def write_text_atomic(path: str | os.PathLike, text: str) -> None:
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.parent.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(path.parent))
        if path.is_dir():
            raise IsADirectoryError(errno.EISDIR, "a folder", str(path))
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    except OSError as exc:
        raise WriteFailed(failure_key(exc), path, exc) from exc
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError) and not isinstance(exc, WriteFailed):
            raise WriteFailed(failure_key(exc), path, exc) from exc
        raise
    _fsync_folder(path.parent)


def check_writable_folder(folder: str | os.PathLike, file_name: str) -> None:
    """Make ``folder`` (with its parents) if it is missing and prove that a file called
    ``file_name`` can be written in it the way write_text_atomic writes (its temp file is
    the longer name): a probe is created and removed.  Raises WriteFailed naming the cause
    (a file in the way, no permission, a name too long, a full disk); checking before a long
    run beats failing in the middle of it."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if not folder.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(folder))
        fd, probe = tempfile.mkstemp(prefix=f".{file_name}.", suffix=TEMP_SUFFIX, dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise WriteFailed(failure_key(exc), folder, exc) from exc


def write_json_atomic(path: str | os.PathLike, data) -> None:
    write_text_atomic(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))


def is_leftover(name: str) -> bool:
    """A temp file of write_text_atomic (``.<target>.<random>.tmp``)."""
    return name.startswith(".") and name.endswith(TEMP_SUFFIX) and name.count(".") >= 3


def remove_leftovers(*folders: str | os.PathLike, min_age: float = LEFTOVER_AGE) -> list[Path]:
    """Delete the temp files interrupted writes left in ``folders`` (older than ``min_age``
    seconds, so a write still going on in another window of the app is left alone).
    Returns what was removed; never raises."""
    removed: list[Path] = []
    now = time.time()
    for folder in folders:
        try:
            entries = list(Path(folder).iterdir())
        except OSError:
            continue
        for entry in entries:
            if not is_leftover(entry.name):
                continue
            try:
                if not entry.is_file() or now - entry.stat().st_mtime < min_age:
                    continue
                entry.unlink()
                removed.append(entry)
            except OSError:
                continue
    return removed
