"""Dog Table in a Linux desktop's menu: the desktop entry, the icons and the AppStream
metainfo (what software centres show), installed for the current user.

A wheel installed with ``pip install --user`` or system-wide already puts these files where
desktops look (pyproject's shared-data).  In a virtual environment they land inside the
environment, which no desktop reads, so ``dogtable --install-desktop-entry`` copies them to
the user's data folder (``$XDG_DATA_HOME``, normally ``~/.local/share``) with ``Exec`` set
to the full path of the command that is running now.
"""
from __future__ import annotations

import os
from pathlib import Path
import shutil
import sys

HERE = Path(__file__).resolve().parent
DESKTOP_FILE = "dogtable.desktop"
APP_ID = "org.dogtable.DogTable"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
ICON_NAME = "dogtable"
ICON_SIZES = (16, 32, 48, 64, 128, 256)


class DesktopEntryError(Exception):
    """The entry could not be installed or removed: the message says why, in one line."""


def data_home(environ: dict | None = None) -> Path:
    """Where a user's menu entries, icons and metainfo live (XDG Base Directory)."""
    environ = os.environ if environ is None else environ
    configured = environ.get("XDG_DATA_HOME", "")
    if configured and Path(configured).is_absolute():
        return Path(configured)
    return Path.home() / ".local" / "share"


def exec_quote(argument: str) -> str:
    """An Exec argument quoted as the Desktop Entry specification asks."""
    if argument and not any(ch in argument for ch in ' \t\n"\'\\><~|&;$*?#()`'):
        return argument
    escaped = "".join("\\" + ch if ch in '"`$\\' else ch for ch in argument)
    return f'"{escaped}"'


def launch_command() -> str:
    """The command that starts this installation of Dog Table, for ``Exec=``."""
    if getattr(sys, "frozen", False):              # a PyInstaller bundle: the bundle itself
        return exec_quote(sys.executable)
    beside = Path(sys.executable).parent / "dogtable"   # the script of this environment
    if beside.is_file() and os.access(beside, os.X_OK):
        return exec_quote(str(beside))
    found = shutil.which("dogtable")
    if found:
        return exec_quote(found)
    return f"{exec_quote(sys.executable)} -m dogtable"


def desktop_entry(command: str) -> str:
    """Our desktop entry with ``Exec`` (and ``TryExec`` for a lone program) set to command."""
    lines = (HERE / DESKTOP_FILE).read_text(encoding="utf-8").splitlines()
    out = []
    for line in lines:
        if line.startswith("Exec="):
            line = f"Exec={command}"
        out.append(line)
    return "\n".join(out) + "\n"


def _icon_source(size: int) -> Path | None:
    from dogtable import resources

    try:
        return resources.asset_path("images", "icons", f"dogtable_{size}.png")
    except resources.ResourceMissing:
        return None


def icon_target(home: Path, size: int) -> Path:
    return home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"


def targets(home: Path) -> list[Path]:
    """Every file the menu entry consists of, under ``home``."""
    return ([home / "applications" / DESKTOP_FILE, home / "metainfo" / METAINFO_FILE]
            + [icon_target(home, size) for size in ICON_SIZES])


def planned_files(home: Path) -> dict[Path, Path | None]:
    """target -> the file copied there (None: the desktop entry, written, not copied)."""
    files: dict[Path, Path | None] = {home / "applications" / DESKTOP_FILE: None,
                                      home / "metainfo" / METAINFO_FILE: HERE / METAINFO_FILE}
    for size in ICON_SIZES:
        files[icon_target(home, size)] = _icon_source(size) or Path(f"dogtable_{size}.png")
    return files


def install(home: Path | None = None, command: str | None = None) -> list[Path]:
    """Write the entry, the metainfo and the icons under ``home``; returns what was written."""
    home = data_home() if home is None else home
    command = launch_command() if command is None else command
    written = []
    try:
        for target, source in planned_files(home).items():
            if source is not None and not source.is_file():
                raise DesktopEntryError(f"{source} is missing from this installation; "
                                        "reinstall Dog Table")
            target.parent.mkdir(parents=True, exist_ok=True)
            temporary = target.with_name(target.name + ".tmp")
            if source is None:
                temporary.write_text(desktop_entry(command), encoding="utf-8")
            else:
                shutil.copyfile(source, temporary)
            os.replace(temporary, target)
            written.append(target)
    except OSError as exc:
        raise DesktopEntryError(f"could not write {exc.filename or home}: "
                                f"{exc.strerror or exc}") from None
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what install() wrote; returns what was removed (nothing there is no error)."""
    home = data_home() if home is None else home
    removed = []
    for target in targets(home):
        try:
            target.unlink()
            removed.append(target)
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise DesktopEntryError(f"could not remove {target}: {exc.strerror or exc}") from None
    return removed
