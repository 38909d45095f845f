"""Where Dog Table keeps the user's files: settings, the autosave and named saves.

The folders come from platformdirs (per-user data and config dirs).  Setting the
environment variable ``DOGTABLE_HOME`` puts everything under that one folder instead
(``<home>/config`` and ``<home>/data``): tests and portable installs use it so they never
touch the real user's files.
"""
from __future__ import annotations

import os
from pathlib import Path
import re

APP_NAME = "dogtable"
HOME_ENV = "DOGTABLE_HOME"
SAVE_SUFFIX = ".json"


def _home() -> Path | None:
    home = os.environ.get(HOME_ENV, "").strip()
    return Path(home).expanduser() if home else None


def config_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "config"
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "data"
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def autosave_path() -> Path:
    """The game in progress (read by Continue): a compact save rewritten at quiet moments;
    every act since is in its journal beside it (storage.journal: ``autosave.journal``)."""
    return data_dir() / "autosave.json"


def saves_dir() -> Path:
    """Named saves, one JSON file each."""
    return data_dir() / "saves"


_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def save_file_name(name: str) -> str:
    """A file name for a save the user named: keeps letters of every language, drops the
    characters no file system accepts, never empty, never a hidden file."""
    cleaned = re.sub(r"\s+", " ", _UNSAFE.sub(" ", name)).strip(" .")
    cleaned = cleaned[:80].strip(" .")
    return (cleaned or "save") + SAVE_SUFFIX


def named_save_path(name: str) -> Path:
    return saves_dir() / save_file_name(name)


def list_saves() -> list[Path]:
    """Named saves, newest first (unreadable folders simply list nothing)."""
    folder = saves_dir()
    try:
        files = [p for p in folder.iterdir() if p.suffix == SAVE_SUFFIX and p.is_file()
                 and not p.name.startswith(".")]
    except OSError:
        return []

    def mtime(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(files, key=mtime, reverse=True)


def tidy_user_folders() -> list[Path]:
    """Run once at start: remove the temp files that writes interrupted by a crash or a
    kill left in the user's folders (full copies of a game or the settings otherwise pile
    up).  Never raises."""
    from .atomic import remove_leftovers
    from .autosave_files import remove_autosave_temps

    try:
        folders = [config_dir(), data_dir(), saves_dir()]
    except Exception:   # platformdirs cannot name a folder: nothing to tidy
        return []
    # the autosave's own temp files go whatever their age: only this app writes them, and
    # it has not started writing yet
    return remove_autosave_temps(autosave_path()) + remove_leftovers(*folders)
