"""Reading a user's file without ever hanging on it.

Every loader (saves, replays, the save list, records, settings, the last seats, locale
files) reads through ``read_regular_file``.  Opening a named pipe for reading blocks until
some other program writes to it, and a device can be read forever, so only a regular file
is ever read: the path is checked before opening, opened non-blocking (a pipe then opens at
once instead of waiting for a writer) and checked again on the open descriptor (the path
may have been swapped in between); reading stops one byte past the caller's limit.
"""
from __future__ import annotations

import errno
import os
import stat

_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
_CHUNK = 1 << 20


class NotARegularFile(OSError):
    """The path names a named pipe, a device or a socket: nothing was read from it."""

    def __init__(self, path, what: str):
        super().__init__(errno.EINVAL, f"not a regular file ({what})", os.fspath(path))
        self.what = what


class FileTooLarge(ValueError):
    """The file holds more than the caller's limit; ``size`` is what was seen (bytes)."""

    def __init__(self, size: int):
        super().__init__(f"file too large ({size} bytes)")
        self.size = size


def kind_of(mode: int) -> str:
    """A few words naming what a non-regular file is."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _require_regular(mode: int, path) -> None:
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "a folder", os.fspath(path))
    raise NotARegularFile(path, kind_of(mode))


def _read_regular(path, limit: int, cut: bool) -> bytes:
    """The shared reader: past ``limit`` bytes either stop there (``cut``) or raise."""
    _require_regular(os.stat(path).st_mode, path)      # before opening: no pipe is opened
    fd = os.open(path, _OPEN_FLAGS)
    try:
        info = os.fstat(fd)
        _require_regular(info.st_mode, path)            # the path changed since the check
        if info.st_size > limit and not cut:
            raise FileTooLarge(info.st_size)
        chunks: list[bytes] = []
        total = 0
        wanted = limit if cut else limit + 1
        while total < wanted:
            chunk = os.read(fd, min(_CHUNK, wanted - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:                               # it grew while we read
            raise FileTooLarge(total)
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_regular_prefix(path: str | os.PathLike, limit: int) -> bytes:
    """At most the first ``limit`` bytes of the regular file at ``path``; the same checks
    and errors as ``read_regular_file`` except that a longer file is cut, not refused (an
    append-only journal is read as far as the limit)."""
    return _read_regular(path, limit, cut=True)


def read_regular_file(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of the regular file at ``path`` (symbolic links followed).

    Raises FileNotFoundError, IsADirectoryError, NotARegularFile (a pipe, device or socket:
    never opened for a blocking read), FileTooLarge (more than ``limit`` bytes, found from
    the size before reading or while reading) or another OSError.  Never blocks on a
    special file."""
    return _read_regular(path, limit, cut=False)


def read_regular_text(path: str | os.PathLike, limit: int) -> str:
    """``read_regular_file`` decoded as UTF-8 (UnicodeDecodeError, a ValueError, if not)."""
    return read_regular_file(path, limit).decode("utf-8")
