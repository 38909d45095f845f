"""The user's settings: language, animation speed, window, UI scale, sound and race time.

Stored as one small JSON file in the user config dir (storage.paths), written atomically.
Reading never fails: a missing file gives the defaults; a broken one gives the defaults
plus a notice key for the app to show, and every bad value is replaced by its default
on its own, so one wrong field does not lose the others.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
import json
import locale
import os
from pathlib import Path

from .atomic import write_json_atomic
from . import paths

LANGUAGES = ("en", "es", "pt")
ANIM_SPEED_MAX = 2.0        # 0 = instant, 1 = normal, 2 = slow (a duration multiplier)
UI_SCALES = (0.75, 0.9, 1.0, 1.1, 1.25, 1.5)
# the time to slap in a real-time race (the Crafty Cat): long for young children, short for quick adults
RACE_SECONDS = (2.0, 3.0, 4.0, 6.0)
SETTINGS_VERSION = 1


def system_language() -> str:
    """The language of the desktop if we speak it, else English."""
    candidates = [os.environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG")]
    try:
        candidates.append(locale.getlocale()[0] or "")
    except (ValueError, TypeError):
        pass
    for value in candidates:
        code = value.split("_")[0].split(".")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


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

    def to_json(self) -> dict:
        return {"version": SETTINGS_VERSION, **asdict(self)}


def _clean(name: str, value, default):
    """``value`` if it is a sensible value for the field, else ``default``."""
    if name == "language":
        return value if value in LANGUAGES else default
    if isinstance(default, bool):
        return value if isinstance(value, bool) else default
    if isinstance(default, int):  # the window size: never reopen absurdly small
        if isinstance(value, int) and not isinstance(value, bool) and 400 <= value <= 10000:
            return value
        return default
    if isinstance(default, float):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
            return default
        value = float(value)
        if name == "anim_speed":
            return min(max(value, 0.0), ANIM_SPEED_MAX)
        if name == "volume":
            return min(max(value, 0.0), 1.0)
        if name == "ui_scale":
            return min(UI_SCALES, key=lambda s: abs(s - value))
        if name == "race_seconds":
            return min(RACE_SECONDS, key=lambda s: abs(s - value))
    return default


def from_json(data) -> tuple[Settings, bool]:
    """Settings from parsed JSON; the flag says whether anything had to be replaced."""
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
        if values[f.name] != data[f.name]:
            repaired = True
    return Settings(**values), repaired


def load_settings(path: str | os.PathLike | None = None) -> tuple[Settings, str | None]:
    """(settings, notice key or None).  Never raises."""
    path = Path(path) if path is not None else paths.settings_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(language=system_language()), None
    except (OSError, UnicodeDecodeError):
        return Settings(language=system_language()), "error.settings_corrupt"
    try:
        data = json.loads(raw)
    except ValueError:
        return Settings(language=system_language()), "error.settings_corrupt"
    settings, repaired = from_json(data)
    return settings, ("error.settings_corrupt" if repaired else None)


def save_settings(settings: Settings, path: str | os.PathLike | None = None) -> bool:
    """Write the settings; False (and nothing raised) if the disk refuses."""
    path = Path(path) if path is not None else paths.settings_path()
    try:
        write_json_atomic(path, settings.to_json())
        return True
    except OSError:
        return False
