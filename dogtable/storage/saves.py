"""Saves: versioned JSON event logs, written atomically, loaded by replay.

A save that cannot be read (truncated, corrupt, from another program or a newer
version, or whose events do not replay) raises SaveError with a translation key;
nothing on disk is touched when loading fails.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from dogtable import __version__
from dogtable.core.session import Session

SAVE_FORMAT = "dogtable-save"
SAVE_VERSION = 1


class SaveError(Exception):
    """A save that cannot be used; ``key`` is a translation key for the user."""

    def __init__(self, key: str, **params):
        super().__init__(f"{key} {params}")
        self.key = key
        self.params = params


def session_to_save(session: Session) -> dict:
    """The save document; its ``summary`` (round or turn, finished, winners, when) lets the
    Load list say what a save holds without replaying it; loading ignores it."""
    from .save_info import summary_of

    return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "app_version": __version__,
            "summary": summary_of(session), **session.to_json()}


def save_session(session: Session, path: str | os.PathLike) -> None:
    from .atomic import write_json_atomic

    write_json_atomic(path, session_to_save(session))


MAX_SAVE_BYTES = 20_000_000   # the longest real game saves well under 1 MB


def _plain_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def session_from_save(data) -> Session:
    """The game a parsed save holds, after re-deciding every logged action (core.verify).
    Anything else than a save these rules would write raises SaveError, never another
    exception."""
    try:
        return _session_from_save(data)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError("error.save_corrupt", detail="nested too deeply") from None
    except Exception as exc:  # any other failure means the file cannot be trusted
        raise SaveError("error.save_corrupt", detail=_short(exc)) from exc


def _short(exc: BaseException) -> str:
    try:
        return str(exc)[:200]
    except Exception:
        return type(exc).__name__


def _session_from_save(data) -> Session:
    from dogtable.core.registry import get_game, UnknownGame
    from dogtable.core.verify import LogMismatch

    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("error.save_foreign")
    version = data.get("version")
    if not _plain_int(version) or version < 1:
        raise SaveError("error.save_corrupt", detail="bad format version")
    if version > SAVE_VERSION:
        raise SaveError("error.save_newer")
    game = data.get("game")
    if not isinstance(game, str):
        raise SaveError("error.save_corrupt", detail="no game")
    try:
        spec = get_game(game)
    except UnknownGame:
        raise SaveError("error.save_unknown_game", game=shorten(game)) from None
    if not isinstance(data.get("seats"), list) or not isinstance(data.get("log"), list) \
            or not isinstance(data.get("options", {}), dict) or not _plain_int(data.get("seed")):
        raise SaveError("error.save_corrupt", detail="missing parts")
    rules = spec.rules()
    try:
        session = Session.from_json(rules, data, verify=True)
    except LogMismatch as bad:
        raise _mismatch_error(bad, data) from None
    rules.check(session.state)
    return session


def _mismatch_error(bad, data) -> SaveError:
    """A log the rules do not reproduce.  From another version of the app the likely cause is
    a rule fixed since (docs/architecture.md, "Saves from older versions"); otherwise the
    file was edited or damaged."""
    written_by = data.get("app_version")
    move = bad.entry
    if isinstance(written_by, str) and written_by != __version__ and bad.entry > 0:
        return SaveError("error.save_rules_changed", version=shorten(written_by, 20), move=move)
    return SaveError(bad.reason_key, move=move)


def shorten(text: str, limit: int = 40) -> str:
    """User-supplied text quoted in a message: at most ``limit`` characters."""
    text = str(text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def parse_save_bytes(raw: bytes):
    """JSON from a save's bytes, or SaveError: never another exception, in bounded time."""
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError("error.save_too_large", megabytes=len(raw) // 1_000_000)
    try:
        return json.loads(raw.decode("utf-8"))
    except RecursionError:   # nested deeper than the parser goes
        raise SaveError("error.save_corrupt", detail="nested too deeply") from None
    except ValueError:       # not UTF-8, not JSON, or an integer too long to convert
        raise SaveError("error.save_corrupt", detail="not JSON (truncated?)") from None


def load_session(path: str | os.PathLike) -> Session:
    """The verified game in the file at ``path``; SaveError (with a translation key) for any
    file that cannot be used.  Nothing on disk is changed either way."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError("error.save_too_large", megabytes=size // 1_000_000)
        with path.open("rb") as handle:
            raw = handle.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise SaveError("error.save_missing", path=shorten(path.name)) from None
    except IsADirectoryError:
        raise SaveError("error.save_unreadable", path=shorten(path.name),
                        detail="a folder") from None
    except OSError as exc:
        raise SaveError("error.save_unreadable", path=shorten(path.name),
                        detail=shorten(exc.strerror or type(exc).__name__)) from None
    return session_from_save(parse_save_bytes(raw))
