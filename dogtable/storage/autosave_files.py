"""The autosave's file names, and the start-up sweep of its temp files: small on purpose, so
tidying the user's folders at launch does not load the journal (storage/journal.py)."""
from __future__ import annotations

import os
from pathlib import Path

from dogtable.storage.atomic import TEMP_SUFFIX

JOURNAL_SUFFIX = ".journal"


def journal_path_for(save_path: str | os.PathLike) -> Path:
    """``autosave.json`` -> ``autosave.journal`` (same folder)."""
    return Path(save_path).with_suffix(JOURNAL_SUFFIX)


def remove_autosave_temps(save_path: str | os.PathLike) -> list[Path]:
    """Delete the temp files of the autosave and its journal, whatever their age: run at
    start, before this app writes either, so a write killed a moment ago leaves nothing
    behind.  Never raises."""
    save_path = Path(save_path)
    prefixes = tuple(f".{p.name}." for p in (save_path, journal_path_for(save_path)))
    removed: list[Path] = []
    try:
        entries = list(save_path.parent.iterdir())
    except OSError:
        return removed
    for entry in entries:
        if not (entry.name.startswith(prefixes) and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if entry.is_file() and not entry.is_symlink():
                entry.unlink()
                removed.append(entry)
        except OSError:
            continue
    return removed
