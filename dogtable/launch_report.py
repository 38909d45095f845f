"""What the app prints after its first frame under DOGTABLE_EXIT_AFTER_FIRST_FRAME=1: one line
that says the window is up and where its resources came from (the launch measurement of
`dogtable bench`, the wheel test and the bundle checks read it).

A module of its own, importing nothing heavy, so that the moment being measured does not pay
for loading the bench (the simulator, multiprocessing) first.
"""
from __future__ import annotations

import json
from pathlib import Path
import sys

FIRST_FRAME_MARK = "dogtable-first-frame "    # the line the app prints under the launch hook


def first_frame_report(app) -> dict:
    """What the launch hook prints: the scene on screen and where the resources came from,
    so a launch check (bench, wheel test, bundle) also proves assets and locales were found."""
    from dogtable import i18n, resources
    from dogtable.ui import theme

    def folder(find) -> str | None:
        try:
            return str(find())
        except resources.ResourceMissing:
            return None

    assets = folder(resources.assets_dir)
    font = theme.font_path()
    images = Path(assets, "images") if assets else None
    top = app.scenes.top
    return {
        "scene": getattr(top, "name", None),
        "frames": app.frames,
        "window": list(app.window.get_size()),
        "language": i18n.get_language(),
        "frozen": bool(getattr(sys, "frozen", False)),
        "package_dir": str(resources.PACKAGE_DIR),
        "assets": assets,
        "locales": folder(resources.locales_dir),
        "font": str(font) if font else None,
        "font_from_assets": bool(font and assets and str(font).startswith(assets)),
        "images": _count_png(images) if images and images.is_dir() else 0,
        "translated": {lang: i18n.has("app.menu.new_game", lang) for lang in i18n.LANGUAGES},
        "locale_problems": i18n.problems(read_only=True),   # the files the start read
    }


def _count_png(folder: Path) -> int:
    """The pictures under ``folder`` (os.walk: the report is timed, and rglob is slower)."""
    import os

    return sum(1 for _root, _dirs, files in os.walk(folder) for name in files if name.endswith(".png"))


def print_first_frame_report(app) -> None:
    """Called by the app under DOGTABLE_EXIT_AFTER_FIRST_FRAME=1 right after its first frame."""
    if sys.stdout is None:  # a windowed Windows build has no stdout: nobody to tell
        return
    print(FIRST_FRAME_MARK + json.dumps(first_frame_report(app)), flush=True)
