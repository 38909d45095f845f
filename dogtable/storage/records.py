"""Player records: per player and game, games played and won, best and average score, last
played.  Kept beside the settings (records.json in the config dir), written atomically.

A human and a computer seat never share a record, even under one name: the key is the name
(case and spacing ignored), whether the seat was a human or a computer (and its level), and
the game.  Reading never fails: a damaged file is moved aside (records.damaged-<time>.json)
and a file from a newer version of the app is moved aside too (records.newer-<time>.json),
never overwritten; either way the app says so once and starts a fresh book.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
import json
import os
import re
from pathlib import Path
import time

from . import paths
from .atomic import write_json_atomic
from .safe_read import NotARegularFile, read_regular_text

RECORDS_FORMAT = "dogtable-records"
RECORDS_VERSION = 1
MAX_RECORDS_BYTES = 5_000_000    # thousands of rows fit in a few hundred KB
HINTED = "human-hinted"          # a human who asked the computer for hints: a row of its own
MAX_COUNT = 10 ** 9              # games played, won, a score: more means the row was edited
MAX_NAME = 200
MAX_LINKS = 5000                 # the largest history the settings allow
_REF = re.compile(r"^[0-9a-f]{12}$")


def records_path() -> Path:
    return paths.config_dir() / "records.json"


@dataclass
class Record:
    name: str
    kind: str            # "human" or the computer's level
    game: str
    played: int = 0
    won: int = 0
    best: int | None = None
    total: int = 0       # the sum of scores, for the average
    last_played: float = 0.0
    # the history ids (storage.history.game_ref) of the games this row counts, newest last;
    # older ones drop off with the history's own pruning
    games: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str, str, str]:
        return record_key(self.name, self.kind, self.game)

    @property
    def average(self) -> float | None:
        return self.total / self.played if self.played else None

    @property
    def is_computer(self) -> bool:
        return self.kind not in ("human", HINTED)


def record_key(name: str, kind: str, game: str) -> tuple[str, str, str]:
    return (" ".join(str(name).split()).casefold(), str(kind), str(game))


def _record_from_json(data) -> Record | None:
    if not isinstance(data, dict):
        return None
    def count(value) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_COUNT

    names = [data.get(k) for k in ("name", "kind", "game")]
    if not all(isinstance(v, str) and 0 < len(v) <= MAX_NAME for v in names):
        return None
    rec = Record(*names)
    for field in ("played", "won", "total"):
        value = data.get(field, 0)
        if not count(value) or value < 0 and field != "total":
            return None
        setattr(rec, field, value)
    best = data.get("best")
    if best is not None and not count(best):
        return None
    rec.best = best
    last = data.get("last_played", 0.0)
    # a time the clock could show (a huge or non-finite number would break the date)
    if isinstance(last, (int, float)) and not isinstance(last, bool) and 0 <= last < 1e11:
        rec.last_played = float(last)
    if rec.won > rec.played:
        return None
    refs = data.get("games", [])
    if isinstance(refs, list):   # an older file has none; a bad list only loses the links
        rec.games = [r for r in refs if isinstance(r, str) and _REF.match(r)][-MAX_LINKS:]
    return rec


class RecordBook:
    def __init__(self, path: str | os.PathLike | None = None):
        self.path = Path(path) if path is not None else records_path()
        self.records: dict[tuple[str, str, str], Record] = {}
        self.notice: str | None = None      # a translation key to show once
        self.writable = True
        self._load()

    # -- reading ---------------------------------------------------------------------------
    def _load(self) -> None:
        try:
            raw = read_regular_text(self.path, MAX_RECORDS_BYTES)
        except FileNotFoundError:
            return
        except NotADirectoryError:   # a file where the folder should be: nothing to move
            self.notice, self.writable = "app.records.damaged", False
            return
        except NotARegularFile:      # a named pipe or a device: never read, moved or replaced
            self.notice, self.writable = "error.records_not_a_file", False
            return
        except (OSError, ValueError):   # includes UnicodeDecodeError
            self._set_aside("damaged", "app.records.damaged")
            return
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError):   # not JSON, or nested past the parser
            self._set_aside("damaged", "app.records.damaged")
            return
        if not isinstance(data, dict) or data.get("format") != RECORDS_FORMAT:
            self._set_aside("damaged", "app.records.damaged")
            return
        version = data.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > RECORDS_VERSION:
            self._set_aside("newer", "app.records.newer")
            return
        rows = data.get("records")
        if version != RECORDS_VERSION or not isinstance(rows, list):
            self._set_aside("damaged", "app.records.damaged")
            return
        bad = False
        for row in rows:
            rec = _record_from_json(row)
            if rec is None:
                bad = True
                continue
            self.records[rec.key] = rec
        if bad:   # keep the good rows; the file as it was goes aside for a look
            self._set_aside("damaged", "app.records.damaged", keep_loaded=True)

    def _set_aside(self, why: str, notice: str, keep_loaded: bool = False) -> None:
        self.notice = notice
        if not keep_loaded:
            self.records = {}
        aside = self.path.with_name(f"records.{why}-{time.strftime('%Y%m%d-%H%M%S')}.json")
        try:
            os.replace(self.path, aside)
        except OSError:
            # it cannot be moved: leave it exactly as it is and never write over it
            self.writable = False

    def rows(self, game: str | None = None) -> list[Record]:
        """Records, most games won first, then most played, then by name."""
        rows = [r for r in self.records.values() if game is None or r.game == game]
        return sorted(rows, key=lambda r: (-r.won, -r.played, r.name.casefold(), r.kind))

    def get(self, name: str, kind: str, game: str) -> Record | None:
        return self.records.get(record_key(name, kind, game))

    # -- writing ----------------------------------------------------------------------------
    def add_game(self, game: str, seats: list[tuple[str, str]], scores: list[int],
                 winners: list[int], when: float | None = None, ref: str | None = None) -> None:
        when = time.time() if when is None else when
        for i, (name, kind) in enumerate(seats):
            key = record_key(name, kind, game)
            rec = self.records.get(key)
            if rec is None:
                rec = self.records[key] = Record(" ".join(name.split()), kind, game)
            score = int(scores[i]) if i < len(scores) else 0
            rec.played += 1
            rec.won += 1 if i in winners else 0
            rec.total += score
            rec.best = score if rec.best is None else max(rec.best, score)
            rec.last_played = when
            if ref and ref not in rec.games:
                rec.games = (rec.games + [ref])[-MAX_LINKS:]

    def save(self) -> bool:
        if not self.writable:
            return False
        data = {"format": RECORDS_FORMAT, "version": RECORDS_VERSION,
                "records": [asdict(r) for r in self.records.values()]}
        try:
            write_json_atomic(self.path, data)
            return True
        except OSError:
            return False


def record_finished_game(session, path: str | os.PathLike | None = None,
                         hinted: set[int] | frozenset[int] = frozenset()) -> str | None:
    """Add a finished game to the book; returns a notice key to show (or None).  A human
    seat in ``hinted`` asked for hints that game: it counts apart from unaided games."""
    book = RecordBook(path)
    pad = session.rules.score_pad(session.state)
    seats = [(s.name, HINTED if i in hinted and s.kind == "human" else s.kind)
             for i, s in enumerate(session.seats)]
    from .history import game_ref

    book.add_game(session.rules.game_id, seats, list(pad.totals()), list(pad.winners()),
                  ref=game_ref(session))
    saved = book.save()
    if book.notice:
        return book.notice
    return None if saved else "app.records.not_saved"
