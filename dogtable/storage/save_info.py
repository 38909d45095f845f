"""What a save holds, for the Load list, without replaying it.

Every save carries a small ``summary`` written with it (the round or turn, whether the game
is over, its winners and when it was saved); ``read_save_info`` reads that and the seats.
An older save without a summary still lists (round unknown); a file that cannot be read
lists as unreadable, with the reason's translation key.
"""
from __future__ import annotations

from dataclasses import dataclass, field
import json
import os
from pathlib import Path
import time

from .safe_read import FileTooLarge, NotARegularFile, read_regular_text


# (saves.py imports these from here: save_info must not import saves)
def shorten(text: str, limit: int = 40) -> str:
    """User-supplied text quoted in a message: at most ``limit`` characters."""
    text = str(text).encode("utf-8", "replace").decode("utf-8")   # no lone surrogates
    return text if len(text) <= limit else text[:limit - 1] + "…"


def shown_name(path: str | os.PathLike) -> str:
    """A file's name as text that can always be printed or drawn: a name that is not valid
    UTF-8 (possible on Linux) shows its undecodable bytes as \N{REPLACEMENT CHARACTER}."""
    name = Path(path).name
    try:
        name = os.fsencode(name).decode("utf-8", "replace")
    except (UnicodeError, ValueError):
        name = name.encode("utf-8", "replace").decode("utf-8")
    return shorten(name)


MAX_SAVE_BYTES = 20_000_000
PROGRESS_KEYS = ("round", "turn")
MAX_NUMBER = 10 ** 9      # a round, a score: anything larger was not written by the app
MAX_TEXT = 60             # characters of a name or game id kept for the list
MAX_SEATS = 8


def summary_of(session) -> dict:
    """The summary stored in a save: cheap (one public view), so autosaves can afford it."""
    rules = session.rules
    out: dict = {"saved_at": round(time.time(), 3), "finished": bool(session.is_over())}
    try:
        public = rules.view(session.state, None)
    except Exception:
        public = None
    if isinstance(public, dict):
        for key in PROGRESS_KEYS:
            value = public.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                out["progress"] = [key, value]
                break
    if out["finished"]:
        try:
            pad = rules.score_pad(session.state)
            out["scores"] = [int(x) for x in pad.totals()]
            out["winners"] = [int(w) for w in pad.winners()]
        except Exception:
            pass
    return out


@dataclass
class SaveInfo:
    path: Path
    game: str = ""
    seats: list[tuple[str, str]] = field(default_factory=list)   # (name, kind)
    progress: tuple[str, int] | None = None                       # ("round", 2)
    finished: bool | None = None                                  # None: not known
    winners: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    saved_at: float = 0.0
    problem: str | None = None     # a translation key when the file cannot be read
    problem_params: dict = field(default_factory=dict)   # its placeholders (path, detail)

    @property
    def readable(self) -> bool:
        return self.problem is None


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def read_save_info(path: str | Path) -> SaveInfo:

    path = Path(path)
    info = SaveInfo(path, saved_at=_mtime(path))
    info.problem_params = {"path": shown_name(path)}
    try:
        data = json.loads(read_regular_text(path, MAX_SAVE_BYTES))   # never a pipe or a device
    except NotARegularFile:
        info.problem = "error.save_not_a_file"
        return info
    except OSError as exc:
        info.problem = "error.save_unreadable"
        info.problem_params["detail"] = shorten(exc.strerror or type(exc).__name__)
        return info
    except FileTooLarge as big:
        info.problem = "error.save_too_large"
        info.problem_params["megabytes"] = big.size // 1_000_000
        return info
    except (ValueError, RecursionError):   # not UTF-8, not JSON, too long a number, too deep
        info.problem = "error.save_corrupt"
        info.problem_params["detail"] = "not JSON, cut short?"
        return info
    try:
        return _fill(info, data)
    except Exception:   # a shape nobody wrote: the list says unreadable, never raises
        return SaveInfo(path, saved_at=info.saved_at, problem="error.save_corrupt",
                        problem_params={"path": shown_name(path), "detail": "not a save"})


def _small_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_NUMBER


def _text(value, default: str) -> str:
    """A short text for the list (a name of 100,000 characters is cut; a lone surrogate,
    which a JSON escape can make and no font can draw, becomes "?")."""
    text = value if isinstance(value, str) else default
    text = text.encode("utf-8", "replace").decode("utf-8")
    return text if len(text) <= MAX_TEXT else text[:MAX_TEXT - 1] + "…"


def _fill(info: SaveInfo, data) -> SaveInfo:
    if not isinstance(data, dict) or data.get("format") != "dogtable-save":
        info.problem = "error.save_foreign"
        return info
    info.game = _text(data.get("game"), "")
    seats = data.get("seats")
    if isinstance(seats, list):
        for seat in seats[:MAX_SEATS]:
            if isinstance(seat, dict):
                info.seats.append((_text(seat.get("name"), "?"), _text(seat.get("kind"), "human")))
    summary = data.get("summary")
    if isinstance(summary, dict):
        progress = summary.get("progress")
        if (isinstance(progress, list) and len(progress) == 2 and progress[0] in PROGRESS_KEYS
                and _small_int(progress[1])):
            info.progress = (progress[0], progress[1])
        if isinstance(summary.get("finished"), bool):
            info.finished = summary["finished"]
        for name in ("winners", "scores"):
            values = summary.get(name)
            if isinstance(values, list) and len(values) <= MAX_SEATS \
                    and all(_small_int(v) for v in values):
                setattr(info, name, list(values))
        saved = summary.get("saved_at")
        if isinstance(saved, (int, float)) and not isinstance(saved, bool) and 0 < saved < 1e11:
            info.saved_at = float(saved)
    return info


def list_save_infos(paths_: list[Path], newest_first: bool = True) -> list[SaveInfo]:
    infos = [read_save_info(p) for p in paths_]
    return sorted(infos, key=lambda i: (i.saved_at, i.path.name), reverse=newest_first)
