"""The seats last used for each game (names and who plays them), so the setup screen can offer
the same table again.  Kept beside the settings (last_seats.json in the config dir), written
atomically.

Remembering is a convenience, so reading never fails: a missing, unreadable, damaged or
strange file (wrong format, a seat without a name, an unknown kind...) gives an empty memory.
A file written by a newer version of the app is read as empty and never overwritten.
"""
from __future__ import annotations

from dataclasses import dataclass, field
import json
import os
from pathlib import Path

from . import paths
from .atomic import write_json_atomic
from .safe_read import read_regular_text

LAST_SEATS_FORMAT = "dogtable-last-seats"
LAST_SEATS_VERSION = 1
KINDS = ("human", "easy", "medium", "hard")
MAX_SEATS = 16          # more than any game takes; a longer list is not ours
MAX_NAME_CHARS = 64     # the form keeps names far shorter; a longer one is not ours
MAX_FILE_BYTES = 256 * 1024


def last_seats_path() -> Path:
    return paths.config_dir() / "last_seats.json"


@dataclass
class LastSeats:
    """Per game id, the seats of the last game started: [{"name", "kind"}, ...]."""
    games: dict[str, list[dict]] = field(default_factory=dict)
    last_game: str | None = None     # the game started most recently
    newer: bool = False              # the file came from a newer app: leave it alone

    def seats_for(self, game: str) -> list[dict] | None:
        seats = self.games.get(game)
        return [dict(s) for s in seats] if seats else None


def _seats_from_json(data) -> list[dict] | None:
    if not isinstance(data, list) or not 1 <= len(data) <= MAX_SEATS:
        return None
    seats = []
    for seat in data:
        if not isinstance(seat, dict):
            return None
        name, kind = seat.get("name"), seat.get("kind")
        if not isinstance(name, str) or not isinstance(kind, str) or kind not in KINDS:
            return None
        name = " ".join(name.split())
        if not name or len(name) > MAX_NAME_CHARS or not name.isprintable():
            return None
        seats.append({"name": name, "kind": kind})
    return seats


def parse_last_seats(text: str) -> LastSeats:
    """The memory held in ``text``; anything damaged or strange gives an empty one."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return LastSeats()
    if not isinstance(data, dict) or data.get("format") != LAST_SEATS_FORMAT:
        return LastSeats()
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return LastSeats()
    if version > LAST_SEATS_VERSION:
        return LastSeats(newer=True)
    games, last_game = data.get("games"), data.get("last_game")
    if not isinstance(games, dict) or not (last_game is None or isinstance(last_game, str)):
        return LastSeats()
    memory = LastSeats(last_game=last_game)
    for game, raw in games.items():
        seats = _seats_from_json(raw)
        if seats is None:
            return LastSeats()       # one strange entry: trust nothing in the file
        memory.games[game] = seats
    return memory


def load_last_seats(path: str | os.PathLike | None = None) -> LastSeats:
    """Never raises."""
    path = Path(path) if path is not None else last_seats_path()
    try:
        text = read_regular_text(path, MAX_FILE_BYTES)   # never a pipe or a device
    except (OSError, UnicodeError, ValueError):        # also too large
        return LastSeats()
    return parse_last_seats(text)


def remember_seats(game: str, seats: list[dict], path: str | os.PathLike | None = None) -> bool:
    """Keep ``seats`` ([{"name", "kind"}]) as the last seats of ``game``.  Returns whether they
    were written: a full disk or a read-only folder only means nothing is remembered, and a
    newer app's file is left as it is.  Never raises."""
    path = Path(path) if path is not None else last_seats_path()
    clean = _seats_from_json([{"name": s.get("name"), "kind": s.get("kind")}
                              for s in seats if isinstance(s, dict)])
    if clean is None or len(clean) != len(seats) or not isinstance(game, str):
        return False
    memory = load_last_seats(path)
    if memory.newer:
        return False
    memory.games[game] = clean
    memory.last_game = game
    data = {"format": LAST_SEATS_FORMAT, "version": LAST_SEATS_VERSION,
            "last_game": memory.last_game, "games": memory.games}
    try:
        write_json_atomic(path, data)
    except (OSError, ValueError):
        return False
    return True
