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

from .save_info import shorten, shown_name

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
    check_written_types(data)
    rules = spec.rules()
    try:
        session = Session.from_json(rules, data, verify=True)
    except LogMismatch as bad:
        raise _mismatch_error(bad, data) from None
    rules.check(session.state)
    # By now the game held is the file's, value for value and type for type (the parts
    # around the events checked here, the events compared as JSON text with the rules' own,
    # which the log now holds), so saving it again writes the same game, and undo and replay
    # meet only the engine's values: a -0.0 for a seat passed "== 0" and broke the first undo.
    return session


def _is_text(value) -> bool:
    """A string the app could have written: one that UTF-8 can encode (a JSON escape can
    make a lone surrogate, which no file write, drawing or printing accepts)."""
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _arg_ok(value) -> bool:
    return _plain_int(value) or _is_text(value)


def check_written_types(data: dict) -> None:
    """SaveError unless every part of the game has the type the app writes: seats are
    {name, kind} texts, options map names to whole numbers or texts, a log entry is {seat,
    action, events} with a seat that is a whole number (never true/false, never 1.0 or -0.0)
    or null, and an action {kind, args} with whole-number or text arguments.  A bad entry is
    named by its move, as the re-decided log would name it.  Events are compared, as exact
    JSON text, with the events the rules decide when the log is re-decided (core.verify), so
    a -0.0, 1.0, true or NaN where the rules wrote 0 or 1 is refused there, at its move."""
    for seat in data["seats"]:
        if not isinstance(seat, dict) or set(seat) != {"name", "kind"} \
                or not _is_text(seat["name"]) or not _is_text(seat["kind"]):
            raise SaveError("error.save_bad_seats")
    options = data.get("options", {})
    if not all(_is_text(k) and _arg_ok(v) for k, v in options.items()):
        raise SaveError("error.save_bad_opening")
    for index, entry in enumerate(data["log"]):
        if not entry_types_ok(entry):
            if index == 0:
                raise SaveError("error.save_bad_opening")
            raise SaveError("error.save_bad_move", move=index)


def entry_types_ok(entry) -> bool:
    """Has this log entry (its JSON) the shape and types the app writes?  (Also for anything
    else that reads log entries from disk, such as the autosave's journal.)"""
    if not isinstance(entry, dict) or set(entry) != {"seat", "action", "events"}:
        return False
    seat, action, events = entry["seat"], entry["action"], entry["events"]
    if seat is not None and not _plain_int(seat):
        return False
    if action is not None and not (
            isinstance(action, dict) and set(action) == {"kind", "args"}
            and _is_text(action["kind"]) and isinstance(action["args"], list)
            and all(_arg_ok(a) for a in action["args"])):
        return False
    # events: their values and types are compared with what the rules decide (core.verify)
    return isinstance(events, list) and all(isinstance(e, dict) for e in events)


def _mismatch_error(bad, data) -> SaveError:
    """A log the rules do not reproduce.  From another version of the app the likely cause is
    a rule fixed since (docs/architecture.md, "Saves from older versions"); otherwise the
    file was edited or damaged."""
    written_by = data.get("app_version")
    move = bad.entry
    if isinstance(written_by, str) and written_by != __version__ and bad.entry > 0:
        return SaveError("error.save_rules_changed", version=shorten(written_by, 20), move=move)
    return SaveError(bad.reason_key, move=move)


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
    file that cannot be used.  Nothing on disk is changed either way, and a named pipe or a
    device is never opened for reading (storage.safe_read)."""
    from .safe_read import FileTooLarge, NotARegularFile, read_regular_file

    path = Path(path)
    try:
        raw = read_regular_file(path, MAX_SAVE_BYTES)
    except FileTooLarge as big:
        raise SaveError("error.save_too_large", megabytes=big.size // 1_000_000) from None
    except FileNotFoundError:
        raise SaveError("error.save_missing", path=shown_name(path)) from None
    except IsADirectoryError:
        raise SaveError("error.save_unreadable", path=shown_name(path),
                        detail="a folder") from None
    except NotARegularFile:   # a named pipe or a device: never opened for a blocking read
        raise SaveError("error.save_not_a_file", path=shown_name(path)) from None
    except OSError as exc:
        raise SaveError("error.save_unreadable", path=shown_name(path),
                        detail=shorten(exc.strerror or type(exc).__name__)) from None
    return session_from_save(parse_save_bytes(raw))
