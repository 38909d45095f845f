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


def session_from_save(data) -> Session:
    from dogtable.core.registry import get_game, UnknownGame

    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("error.save_foreign")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("error.save_corrupt", detail="bad format version")
    if version > SAVE_VERSION:
        raise SaveError("error.save_newer")
    try:
        spec = get_game(str(data.get("game")))
    except UnknownGame:
        raise SaveError("error.save_unknown_game", game=str(data.get("game")))
    try:
        session = Session.from_json(spec.rules(), data)
        spec.rules().check(session.state)
    except SaveError:
        raise
    except Exception as exc:  # any failure to replay means the file cannot be trusted
        raise SaveError("error.save_corrupt", detail=str(exc)[:200]) from exc
    return session


def load_session(path: str | os.PathLike) -> Session:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError("error.save_missing", path=str(path))
    except OSError as exc:
        raise SaveError("error.save_unreadable", path=str(path), detail=str(exc))
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise SaveError("error.save_corrupt", detail="not JSON (truncated?)")
    return session_from_save(data)
