"""Where the top-level ``assets/`` and ``locales/`` folders are, however Dog Table runs.

Three layouts exist, tried in this order:

1. a PyInstaller bundle: ``sys._MEIPASS/assets`` (the spec should add the folders under
   their own names; ``sys._MEIPASS/dogtable/_data/<name>`` is accepted too);
2. an installed wheel: pyproject force-includes them as ``dogtable/_data/<name>``;
3. the source tree (a checkout or an editable install): ``<repo>/<name>`` next to the
   ``dogtable`` package, recognised by the ``pyproject.toml`` beside it so that a stray
   ``site-packages/assets`` folder of some other program is never picked up.

Everything that opens an image, a font, a sound or a translation asks here, so the three
layouts are handled in one place.
"""
from __future__ import annotations

from pathlib import Path
import sys

DATA_FOLDERS = ("assets", "locales")
PACKAGE_DIR = Path(__file__).resolve().parent


class ResourceMissing(FileNotFoundError):
    """A data folder is in none of the places a layout puts it (a broken install)."""


def candidates(name: str, package_dir: Path | None = None,
               meipass: str | None = None) -> list[Path]:
    """Every place ``name`` may live, most specific first.

    ``package_dir`` (the ``dogtable`` package folder) and ``meipass`` default to the running
    program's; tests pass their own to imitate a wheel or a bundle.
    """
    if name not in DATA_FOLDERS:
        raise ValueError(f"unknown data folder {name!r}; expected one of {DATA_FOLDERS}")
    package_dir = Path(package_dir) if package_dir is not None else PACKAGE_DIR
    if meipass is None:
        meipass = getattr(sys, "_MEIPASS", None)
    places: list[Path] = []
    if meipass:
        bundle = Path(meipass)
        places += [bundle / name, bundle / "dogtable" / "_data" / name]
    places.append(package_dir / "_data" / name)
    repo = package_dir.parent
    if (repo / "pyproject.toml").is_file():
        places.append(repo / name)
    return places


_found: dict[tuple, Path] = {}   # (name, package dir, bundle dir) -> the folder found there


def data_dir(name: str, package_dir: Path | None = None, meipass: str | None = None) -> Path:
    """The folder ``name`` ("assets" or "locales"); ResourceMissing if it is nowhere.  A
    folder once found is only checked again (the start asks for these dozens of times)."""
    key = (name, package_dir, getattr(sys, "_MEIPASS", None) if meipass is None else meipass)
    known = _found.get(key)
    if known is not None and known.is_dir():
        return known
    places = candidates(name, package_dir, meipass)
    for place in places:
        if place.is_dir():
            _found[key] = place
            return place
    looked = ", ".join(str(p) for p in places) or "nowhere"
    raise ResourceMissing(f"the {name} folder is missing (looked in: {looked}); "
                          "reinstall Dog Table")


def assets_dir() -> Path:
    return data_dir("assets")


def locales_dir() -> Path:
    return data_dir("locales")


def asset_path(*parts: str) -> Path:
    """A file under assets/, e.g. ``asset_path("fonts", "NotoSans-Regular.ttf")``."""
    return assets_dir().joinpath(*parts)
