"""What a save holds, in words and sizes for the Load list and the Records screen: its label,
when it was saved, who played (name and kind), how far it got.  No scene here: saves.py
draws the list, records.py names players the same way."""
from __future__ import annotations

from datetime import datetime
import json
import os
from pathlib import Path

import pygame

from dogtable.i18n import game_title
from dogtable.storage.records import HINTED
from dogtable.ui import theme


def describe_save(path: Path, t) -> str:
    """"3 players: Ana, Rex, Bo" or a note that the file cannot be read."""
    from dogtable.storage.safe_read import read_regular_text

    try:
        data = json.loads(read_regular_text(path, 20_000_000))   # never a pipe or a device
        seats = [str(s.get("name", "?")) for s in data.get("seats", [])]
        game = game_title(str(data.get("game", "")))
        return t("app.load.summary", game=game, count=len(seats), players=", ".join(seats))
    except Exception:   # any shape of file at all: the list says so and goes on
        return t("app.load.unreadable")


def save_label(path: Path) -> str:
    """A save's name for the list: its file name without ".json", always drawable (bytes
    of a name that is not valid UTF-8 show as \N{REPLACEMENT CHARACTER}: pygame refuses to
    draw the surrogates Python keeps them as)."""
    try:
        return os.fsencode(path.stem).decode("utf-8", "replace")
    except (UnicodeError, ValueError):
        return path.stem.encode("utf-8", "replace").decode("utf-8")


def saved_at(path: Path) -> str:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    except (OSError, ValueError, OverflowError):
        return ""


def when_text(stamp: float) -> str:
    try:
        return datetime.fromtimestamp(stamp).strftime("%Y-%m-%d %H:%M") if stamp > 0 else ""
    except (ValueError, OverflowError, OSError):
        return ""


def seat_words(t, name: str, kind: str, short: bool = False) -> str:
    """"Ana" for a human, "Ana (with hints)" for a human's hinted games, "Rex (computer,
    hard)" for a computer ("Rex (hard)" when ``short``, for a long table of players)."""
    if kind == "human":
        return name
    if kind == HINTED:
        return t("app.records.with_hints", name=name)
    if kind in ("easy", "medium", "hard"):
        level = t(f"app.setup.kind_{kind}")
    else:
        level = t("app.load.kind_random") if kind == "random" else kind
    key = "app.load.computer_short" if short else "app.load.computer_seat"
    return t(key, name=name, level=level.lower())


def seat_words_short(t, name: str, kind: str) -> str:
    return seat_words(t, name, kind, short=True)


def info_lines(info, t, short: bool = False) -> tuple[str, str]:
    """The two lines the Load list shows for a save: what and where, then who (``short``:
    computers named by their level only)."""
    if not info.readable:
        return t("app.load.unreadable"), t(info.problem, **info.problem_params)
    parts = [game_title(info.game) if info.game else "?"]
    if info.finished:
        parts.append(t("app.load.finished"))
    elif info.progress is not None:
        kind, number = info.progress
        parts.append(t(f"app.load.progress_{kind}", n=number))
    when = when_text(info.saved_at)
    if when:
        parts.append(when)
    words = seat_words_short if short else seat_words
    who = [words(t, name, kind) for name, kind in info.seats]
    if info.finished and info.winners and info.scores and len(info.scores) == len(info.seats):
        who = [t("app.load.seat_winner" if i in info.winners else "app.load.seat_score",
                 seat=w, score=info.scores[i]) for i, w in enumerate(who)]
    return "  ·  ".join(parts), ", ".join(who)


def who_size(text: str, area: pygame.Rect, sizes=(15, 14, 13)) -> int | None:
    """The largest font size at which ``text`` wraps into ``area`` whole, or None."""
    for size in sizes:
        fnt = theme.font(size)
        if len(theme.wrap(text, fnt, area.width)) * fnt.get_linesize() <= area.height:
            return size
    return None


def progress_words(info, t) -> str:
    if info.progress is None:
        return ""
    kind, number = info.progress
    return t(f"app.load.progress_{kind}", n=number)
