"""The user's settings: language, animation speed, window, UI scale, sound and race time.

Stored as one small JSON file in the user config dir (storage.paths), written atomically.
Reading never fails, whatever the file holds: a missing file gives the defaults; an
unusable one gives the defaults plus a notice key naming why, for the app to show once;
every bad value is replaced by its default on its own and an out-of-range one is clamped,
so one wrong field does not lose the others.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
import json
import math
import os
from pathlib import Path

from dogtable.system_locale import desktop_language

from .atomic import failure_key, write_json_atomic
from .safe_read import FileTooLarge, NotARegularFile, read_regular_file
from . import paths

LANGUAGES = ("en", "es", "pt")
ANIM_SPEED_MAX = 2.0        # 0 = instant, 1 = normal, 2 = slow (a duration multiplier)
UI_SCALES = (0.75, 0.9, 1.0, 1.1, 1.25, 1.5)
# the time to slap in a real-time race (the Crafty Cat): long for young children, short for quick adults
RACE_SECONDS = (2.0, 3.0, 4.0, 6.0)
SETTINGS_VERSION = 1
# games kept in the history (storage.history), the choices offered; here, not in the history
# module, so that reading the settings at every start does not load the history
HISTORY_SIZES = (50, 100, 500, 1000, 5000)


def system_language() -> str:
    """The language of the desktop if we speak it, else English."""
    return desktop_language(LANGUAGES)


@dataclass
class Settings:
    language: str = "en"
    anim_speed: float = 1.0
    fullscreen: bool = False
    ui_scale: float = 1.0
    volume: float = 0.8
    muted: bool = False
    window_width: int = 1280
    window_height: int = 720
    show_scores: bool = True     # running scores on the panels (off: a surprise at the end)
    race_seconds: float = 3.0
    # the first launch offers the guided games and the language; settings read from a file or
    # built in code count as seen, only a first start without any settings file does not
    welcomed: bool = True
    # finished games kept in the history (storage.history), the oldest pruned first
    history_size: int = 500
    # home network tables (dogtable/net/loopback.py): listen and connect on this computer
    # only, discovery off (DOGTABLE_NET_LOOPBACK=1 turns it on too)
    net_loopback: bool = False

    def to_json(self) -> dict:
        return {"version": SETTINGS_VERSION, **asdict(self)}


WINDOW_RANGE = (400, 10000)   # pixels: never reopen absurdly small, nor beyond any screen
MAX_SETTINGS_BYTES = 1_000_000   # a real settings file is a few hundred bytes


def _number(value) -> float | None:
    """A finite float from a JSON number of any size, or None for anything else."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if isinstance(value, int):   # an integer too large for a float is clamped, not raised on
        value = max(min(value, 10 ** 6), -10 ** 6)
    value = float(value)
    return value if math.isfinite(value) else None


def _clean(name: str, value, default):
    """``value`` if it is a sensible value for the field, clamped into range, else ``default``."""
    if name == "language":
        return value if isinstance(value, str) and value in LANGUAGES else default
    if isinstance(default, bool):
        return value if isinstance(value, bool) else default
    number = _number(value)
    if number is None:
        return default
    if name == "history_size":
        return min(HISTORY_SIZES, key=lambda size: abs(size - number))
    if isinstance(default, int):
        return int(min(max(number, WINDOW_RANGE[0]), WINDOW_RANGE[1]))
    if name == "anim_speed":
        return min(max(number, 0.0), ANIM_SPEED_MAX)
    if name == "volume":
        return min(max(number, 0.0), 1.0)
    if name == "ui_scale":
        return min(UI_SCALES, key=lambda s: abs(s - number))
    if name == "race_seconds":
        return min(RACE_SECONDS, key=lambda s: abs(s - number))
    return default


def _same(a, b) -> bool:
    return type(a) is type(b) and a == b or (
        not isinstance(a, bool) and not isinstance(b, bool)
        and isinstance(a, (int, float)) and isinstance(b, (int, float)) and a == b)


def from_json(data) -> tuple[Settings, bool]:
    """Settings from parsed JSON; the flag says whether anything had to be replaced or
    clamped.  Fields that can be used are kept, each other one gets its default."""
    defaults = Settings(language=system_language())
    if not isinstance(data, dict):
        return defaults, True
    repaired = False
    values = {}
    for f in fields(Settings):
        default = getattr(defaults, f.name)
        if f.name not in data:
            values[f.name] = default
            continue
        values[f.name] = _clean(f.name, data[f.name], default)
        if not _same(values[f.name], data[f.name]):
            repaired = True
    return Settings(**values), repaired


def load_settings(path: str | os.PathLike | None = None) -> tuple[Settings, str | None]:
    """(settings, notice key or None): the key names what went wrong, to show once.
    Never raises, whatever the file holds."""
    defaults = Settings(language=system_language())
    try:
        path = Path(path) if path is not None else paths.settings_path()
        raw = read_regular_file(path, MAX_SETTINGS_BYTES)   # never a pipe or a device
    except FileTooLarge:
        return defaults, "error.settings_corrupt"
    except NotARegularFile:
        return defaults, "error.settings_not_a_file"
    except FileNotFoundError:
        defaults.welcomed = False   # the very first start: the welcome comes first
        return defaults, None
    except NotADirectoryError:   # a file where the config folder should be
        return defaults, "error.settings_folder_unusable"
    except IsADirectoryError:
        return defaults, "error.settings_corrupt"
    except (OSError, ValueError):   # permissions, an I/O error, a path the OS refuses
        return defaults, "error.settings_unreadable"
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):   # not UTF-8, not JSON, nested past the parser
        return defaults, "error.settings_corrupt"
    try:
        settings, repaired = from_json(data)
    except RecursionError:   # pragma: no cover - the parser refuses such depth first
        return defaults, "error.settings_corrupt"
    return settings, ("error.settings_repaired" if repaired else None)


def write_settings(settings: Settings, path: str | os.PathLike | None = None) -> str | None:
    """Write the settings; None, or the translation key of the real cause of a failure
    (storage.atomic.failure_key).  Never raises."""
    try:
        path = Path(path) if path is not None else paths.settings_path()
        write_json_atomic(path, settings.to_json())
        return None
    except (OSError, ValueError) as exc:
        return failure_key(exc)


def save_settings(settings: Settings, path: str | os.PathLike | None = None) -> bool:
    """Write the settings; False (and nothing raised) if the disk refuses."""
    return write_settings(settings, path) is None
