"""The tables this computer hosted with a screen: which seats played from elsewhere, and the
join code and port the players knew them by.

A saved game holds its seats as people ("human") whether they sat at the host's screen or
joined from their own computer, and nothing of the network.  So when a host opens a table it
notes here the game (its id, deal seed and seat names: enough to know the same game again in
any save of it), the remote seats, the code and the port.  Continue, or loading a save of
that game, finds the note and opens the table on the network again with the same code and
port (ui/scenes/net_resume.py): the players' computers, still retrying, get their seats back.
The headless host keeps the same facts beside its own save instead (host.table_facts_path).

One small JSON file in the app's data folder, the newest tables first, at most ``KEEP``;
anything unreadable in it is ignored (a table not found is resumed at one screen, as before).
"""
from __future__ import annotations

import json
from pathlib import Path

from dogtable.net import protocol as P
from dogtable.net.join_code import is_well_formed

KEEP = 20
MAX_BYTES = 200_000


def notes_path() -> Path:
    from dogtable.storage import paths

    return paths.data_dir() / "network" / "hosted-tables.json"


def identity(session) -> dict:
    """What tells this game apart from every other: game, seed, seat names."""
    return {"game": session.rules.game_id, "seed": session.seed,
            "seats": [s.name for s in session.seats]}


def _read(path: Path) -> list[dict]:
    try:
        if path.stat().st_size > MAX_BYTES:
            return []
        data = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError, RecursionError):
        return []
    tables = data.get("tables") if isinstance(data, dict) else None
    return [t for t in tables if isinstance(t, dict)] if isinstance(tables, list) else []


def remember(session, remote, code: str, port: int, path: Path | None = None) -> bool:
    """Note (or update) the hosted table of ``session``; False if it could not be written
    (the game itself is saved regardless)."""
    from dogtable.storage.atomic import write_json_atomic

    path = path or notes_path()
    me = identity(session)
    note = {**me, "remote": sorted(int(s) for s in remote), "code": code, "port": int(port)}
    others = [t for t in _read(path) if {k: t.get(k) for k in me} != me]
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(path, {"tables": [note] + others[:KEEP - 1]})
        return True
    except OSError:
        return False


def recall(session, path: Path | None = None) -> dict | None:
    """The note of ``session``'s table if it was hosted here: {remote, code, port}, each
    checked (remote seats that exist and are people; a code; a port), else None."""
    me = identity(session)
    for note in _read(path or notes_path()):
        if {k: note.get(k) for k in me} != me:
            continue
        remote, code, port = note.get("remote"), note.get("code"), note.get("port")
        if not isinstance(remote, list) or not remote or not isinstance(code, str) \
                or not is_well_formed(code):
            return None
        if not all(P.is_int(s) and 0 <= s < len(session.seats)
                   and session.seats[s].kind == "human" for s in remote):
            return None
        port = port if P.is_int(port) and 0 < port < 65536 else 0
        return {"remote": sorted(set(remote)), "code": code, "port": port}
    return None
