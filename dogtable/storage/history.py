"""The history: every finished game kept, so its replay and results outlive the table.

Each finished game (never a lesson) is one save file (storage.saves' format, with its
summary) in ``<data dir>/history``, named ``<local time>-<game>-<id>.json``.  The id is a
hash of the game itself (game, options, seats, seed, log), so keeping the same game twice
(the table and then an import of the same file) keeps one file, and the records can name
the games they count by id.  The oldest files go first once there are more than the
setting allows (Settings.history_size).

Listing never fails: a file that cannot be read, is not a save, or holds an unfinished
game is skipped and counted, for the Load list to say once.
"""
from __future__ import annotations

from dataclasses import dataclass, field
import json
import os
from pathlib import Path
import re
import time

from . import paths
from .settings import HISTORY_SIZES   # the choices the settings offer (re-exported)

DEFAULT_KEEP = 500
ID_LENGTH = 12
_NAME = re.compile(r"^(\d{8}-\d{6})-([a-z0-9_]{1,40})-([0-9a-f]{%d})\.json$" % ID_LENGTH)


def history_dir() -> Path:
    return paths.data_dir() / "history"


def game_ref(session) -> str:
    """The id of a game: the same game, however often it is kept, has the same id."""
    data = session.to_json()
    body = json.dumps({k: data[k] for k in ("game", "options", "seats", "seed", "log")},
                      sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    import hashlib   # on first use: the menu imports this module at start

    return hashlib.sha256(body.encode("utf-8")).hexdigest()[:ID_LENGTH]


def ref_of(path: str | os.PathLike) -> str | None:
    """The game id in a history file's name, or None for a name the history never writes."""
    found = _NAME.match(Path(path).name)
    return found.group(3) if found else None


def clamp_keep(limit) -> int:
    """A number of games to keep from a setting: one of HISTORY_SIZES (the nearest)."""
    if isinstance(limit, bool) or not isinstance(limit, (int, float)) or limit != limit:
        return DEFAULT_KEEP
    return min(HISTORY_SIZES, key=lambda size: abs(size - limit))


def history_files(folder: Path | None = None) -> list[Path]:
    """The history's own files (by name; regular files only), oldest first."""
    folder = folder or history_dir()
    try:
        entries = list(folder.iterdir())
    except OSError:
        return []
    kept = []
    for entry in entries:
        if not _NAME.match(entry.name):
            continue
        try:
            if entry.is_file():
                kept.append(entry)
        except OSError:
            continue
    return sorted(kept, key=lambda p: p.name)


def foreign_files(folder: Path | None = None) -> list[Path]:
    """Files in the history folder the history did not write (not temp files of a write)."""
    from .atomic import is_leftover

    folder = folder or history_dir()
    try:
        entries = list(folder.iterdir())
    except OSError:
        return []
    return [e for e in entries if not _NAME.match(e.name) and not is_leftover(e.name)
            and e.name != INDEX_NAME]


def find_kept(session, folder: Path | None = None) -> Path | None:
    ref = game_ref(session)
    return next((p for p in history_files(folder) if ref_of(p) == ref), None)


def keep_game(session, limit: int | None = None, when: float | None = None,
              folder: Path | None = None) -> Path:
    """Keep a finished game (once: a game already kept is not written again) and prune the
    oldest beyond ``limit``.  Raises ValueError for a game that is not over and WriteFailed
    (storage.atomic) when the disk refuses."""
    from .atomic import write_json_atomic
    from .saves import session_to_save

    if not session.is_over():
        raise ValueError("only a finished game enters the history")
    folder = folder or history_dir()
    existing = find_kept(session, folder)
    if existing is not None:
        return existing
    when = time.time() if when is None else when
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    path = folder / f"{stamp}-{session.rules.game_id}-{game_ref(session)}.json"
    data = session_to_save(session)
    data["summary"]["saved_at"] = round(when, 3)
    write_json_atomic(path, data)
    prune(DEFAULT_KEEP if limit is None else max(1, int(limit)), folder, keep=path)
    return path


def prune(limit: int, folder: Path | None = None, keep: Path | None = None) -> list[Path]:
    """Delete the oldest kept games beyond ``limit`` (never ``keep``, the one just written);
    returns what went.  Never raises."""
    files = [p for p in history_files(folder) if p != keep]
    room = max(0, limit - (1 if keep is not None else 0))
    removed = []
    for path in files[:max(0, len(files) - room)]:
        try:
            path.unlink()
            removed.append(path)
        except OSError:
            continue
    return removed


def delete_game(path: str | os.PathLike, folder: Path | None = None) -> bool:
    """Delete one kept game; only a history file in the history folder is ever deleted."""
    path = Path(path)
    folder = folder or history_dir()
    if not _NAME.match(path.name) or path.parent.resolve() != folder.resolve():
        return False
    try:
        path.unlink()
        return True
    except FileNotFoundError:
        return True
    except OSError:
        return False


def delete_all(folder: Path | None = None) -> int:
    """Delete every kept game (files the history did not write are left alone); returns
    how many went."""
    return sum(1 for p in history_files(folder) if delete_game(p, folder))


def keep_finished_game(session, limit=None) -> str | None:
    """The table's call as a game ends: keep it; a translation key to show if that failed,
    else None.  Never raises."""
    try:
        keep_game(session, clamp_keep(DEFAULT_KEEP if limit is None else limit))
        return None
    except Exception:
        return "app.history.not_kept"


# -- reading the history for the Load list and the charts ------------------------------------------
@dataclass
class HistoryList:
    infos: list = field(default_factory=list)     # storage.save_info.SaveInfo, newest first
    skipped: int = 0                              # unreadable, foreign or unfinished files


INDEX_NAME = "index.json"      # what each kept file holds, so the list opens without reading them
MAX_INDEX_BYTES = 20_000_000


def _stamp(path: Path) -> list[int] | None:
    try:
        st = path.stat()
        return [st.st_mtime_ns, st.st_size]
    except OSError:
        return None


def _index_entry(info, stamp: list[int]) -> dict:
    """What the Load list needs of a readable kept game, in the shape of a save's own parts
    (read back through save_info's checks, like any user file)."""
    summary = {"finished": info.finished, "winners": info.winners, "scores": info.scores,
               "saved_at": info.saved_at}
    if info.progress is not None:
        summary["progress"] = list(info.progress)
    return {"stamp": stamp, "game": info.game,
            "seats": [{"name": n, "kind": k} for n, k in info.seats], "summary": summary}


def _info_from_entry(path: Path, entry, stamp: list[int]):
    """A SaveInfo from an index entry made for this very file (same time and size), or None."""
    from .save_info import SaveInfo, _fill

    if not isinstance(entry, dict) or entry.get("stamp") != stamp:
        return None
    try:
        info = _fill(SaveInfo(path), {"format": "dogtable-save", "game": entry.get("game"),
                                      "seats": entry.get("seats"), "summary": entry.get("summary")})
    except Exception:   # an index edited by hand: the file itself is read instead
        return None
    return info if info.readable and info.finished and info.game else None


def _read_index(folder: Path) -> dict:
    from .safe_read import read_regular_file

    try:
        data = json.loads(read_regular_file(folder / INDEX_NAME, MAX_INDEX_BYTES).decode("utf-8"))
    except Exception:   # missing, damaged, a pipe: every file is simply read again
        return {}
    entries = data.get("games") if isinstance(data, dict) and data.get("version") == 1 else None
    return entries if isinstance(entries, dict) else {}


def _write_index(folder: Path, entries: dict) -> None:
    from .atomic import write_json_atomic

    try:
        write_json_atomic(folder / INDEX_NAME, {"version": 1, "games": entries})
    except Exception:   # only a shortcut: without it the list reads the files
        pass


def list_history(folder: Path | None = None) -> HistoryList:
    """Every kept game that can be listed, newest first, and how many files were skipped.
    What a file holds comes from the index when the file is unchanged since it was
    indexed, else from the file (storage.save_info), and the index is brought up to date."""
    from .save_info import read_save_info

    folder = folder or history_dir()
    out = HistoryList()
    old = _read_index(folder)
    entries: dict = {}
    for path in history_files(folder):
        stamp = _stamp(path)
        info = _info_from_entry(path, old.get(path.name), stamp) if stamp else None
        if info is None:
            info = read_save_info(path)
        if not info.readable or not info.finished or not info.game:
            out.skipped += 1
            continue
        if stamp:
            entries[path.name] = _index_entry(info, stamp)
        out.infos.append(info)
    out.skipped += len(foreign_files(folder))
    if entries != old and folder.is_dir():
        _write_index(folder, entries)
    out.infos.sort(key=lambda i: (i.saved_at, i.path.name), reverse=True)
    return out


def name_key(name: str) -> str:
    return " ".join(str(name).split()).casefold()


def matches(info, game: str | None = None, player: str = "") -> bool:
    """Is this kept game of ``game`` (None: any) with a player whose name contains
    ``player`` (case and spacing ignored)?"""
    if game is not None and info.game != game:
        return False
    wanted = name_key(player)
    return not wanted or any(wanted in name_key(name) for name, _kind in info.seats)
