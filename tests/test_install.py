"""What a newcomer's install gets: dependency bounds that say what was tested (and a pinned
set that satisfies them), no runtime dependency the app never imports, a licence, a menu
entry on Linux, the desktop's language read the way each system gives it, a quiet start,
and `dogtable bench` that writes no file unless asked."""
from __future__ import annotations

import ast
import configparser
from pathlib import Path
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from dogtable import cli, linux_desktop, system_locale

REPO = Path(__file__).resolve().parents[1]
PYPROJECT = REPO / "pyproject.toml"
CONSTRAINTS = REPO / "packaging" / "constraints.txt"

sys.path.insert(0, str(REPO / ".ci"))
import minimum_constraints  # noqa: E402  (the script .ci/run --minimums uses)

sys.path.pop(0)


def requirements() -> list[str]:
    return minimum_constraints.read_requirements(PYPROJECT.read_text(encoding="utf-8"))


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pinned() -> dict[str, str]:
    pins = {}
    for line in CONSTRAINTS.read_text(encoding="utf-8").splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"constraints.txt pins exactly: {line!r}"
            pins[canonical(name)] = version
    return pins


# -- dependency bounds ---------------------------------------------------------------------------
def test_every_requirement_has_a_floor_and_an_upper_bound():
    for requirement in requirements():
        name, floor = minimum_constraints.floor_of(requirement)
        assert floor
        assert "<" in requirement.split(";")[0], f"{requirement} has no upper bound"


def test_the_verified_versions_satisfy_the_declared_ranges():
    from packaging.requirements import Requirement

    pins = pinned()
    for text in requirements():
        requirement = Requirement(text)
        version = pins.get(canonical(requirement.name))
        assert version, f"{requirement.name} is not pinned in packaging/constraints.txt"
        assert requirement.specifier.contains(version, prereleases=True), (text, version)


def test_the_minimum_constraints_pin_each_floor():
    lines = [line for line in subprocess.run(
        [sys.executable, str(REPO / ".ci" / "minimum_constraints.py")], capture_output=True,
        text=True, check=True, timeout=60).stdout.splitlines() if line]
    assert len(lines) == len(requirements())
    assert "pygame-ce==2.5.4" in lines


@pytest.mark.parametrize("bad", ["pygame-ce", "pygame-ce<3", "pygame-ce>=2,>=2.5"])
def test_a_requirement_without_one_floor_is_refused(bad):
    with pytest.raises(ValueError):
        minimum_constraints.floor_of(bad)


def project_table() -> dict:
    tomllib = pytest.importorskip("tomllib")   # Python 3.11+
    return tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]


def test_classic_pygame_and_pillow_are_not_runtime_dependencies():
    runtime = [canonical(re.split(r"[<>=!~;\[ ]", r, maxsplit=1)[0])
               for r in project_table()["dependencies"]]
    assert "pygame-ce" in runtime
    assert "pygame" not in runtime and "pillow" not in runtime
    assert any("pillow" in r.lower() for r in project_table()["optional-dependencies"]["assets"])


def test_no_module_of_the_app_imports_pillow():
    for path in sorted((REPO / "dogtable").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                modules = [node.module or ""]
            else:
                continue
            assert not any(m == "PIL" or m.startswith("PIL.") for m in modules), path


def test_the_app_and_every_board_import_with_pillow_blocked():
    probe = (
        "import sys; sys.modules['PIL'] = None\n"
        "import importlib\n"
        "from dogtable.core.registry import GAMES\n"
        "import dogtable.ui.app\n"
        "for spec in GAMES.values():\n"
        "    for path in (spec.rules_path, spec.agent_path, spec.view_path):\n"
        "        if path: importlib.import_module(path.partition(':')[0])\n"
        "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         cwd=REPO, timeout=120,
                         env={**_env(), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr


def _env() -> dict:
    import os

    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO)
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)
    return env


def test_importing_pygame_through_dogtable_prints_no_banner():
    out = subprocess.run([sys.executable, "-c", "import dogtable, pygame"], capture_output=True,
                         text=True, cwd=REPO, timeout=60, env=_env())
    assert out.returncode == 0, out.stderr
    assert "pygame" not in out.stdout and out.stdout.strip() == ""


# -- licence ---------------------------------------------------------------------------------
def test_the_licence_file_is_declared_and_names_mit():
    project = project_table()
    assert "MIT" in project["license"]
    assert "LICENSE" in project["license-files"]
    text = (REPO / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "unofficial" in text
    assert not any(c.startswith("License ::") for c in project["classifiers"])  # PEP 639


# -- menu entry --------------------------------------------------------------------------------
def read_desktop_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_install_writes_the_entry_icons_and_metainfo_and_uninstall_removes_them(tmp_path):
    command = linux_desktop.exec_quote("/opt/my games/dogtable")
    written = linux_desktop.install(tmp_path, command)
    assert set(written) == set(linux_desktop.targets(tmp_path))
    entry = read_desktop_entry(tmp_path / "applications" / "dogtable.desktop")
    assert entry["Exec"] == '"/opt/my games/dogtable"'
    assert entry["Type"] == "Application" and entry["Icon"] == linux_desktop.ICON_NAME
    assert entry["Comment[es]"] and entry["Comment[pt]"]
    for size in linux_desktop.ICON_SIZES:
        icon = linux_desktop.icon_target(tmp_path, size)
        assert icon.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    metainfo = ET.parse(tmp_path / "metainfo" / linux_desktop.METAINFO_FILE).getroot()
    assert metainfo.findtext("id") == linux_desktop.APP_ID
    assert metainfo.findtext("launchable") == linux_desktop.DESKTOP_FILE
    assert metainfo.findtext("project_license") == "MIT"
    assert not list(tmp_path.rglob("*.tmp"))
    removed = linux_desktop.uninstall(tmp_path)
    assert set(removed) == set(written)
    assert not [p for p in tmp_path.rglob("*") if p.is_file()]
    assert linux_desktop.uninstall(tmp_path) == []


def test_the_packaged_entry_matches_the_installed_one_apart_from_exec():
    shipped = read_desktop_entry(REPO / "dogtable" / "linux_desktop" / "dogtable.desktop")
    assert shipped["Exec"] == "dogtable"


@pytest.mark.parametrize("argument, quoted", [
    ("/usr/bin/dogtable", "/usr/bin/dogtable"),
    ("/home/ana/my games/dogtable", '"/home/ana/my games/dogtable"'),
    ('/tmp/a"b$c', '"/tmp/a\\"b\\$c"'),
])
def test_exec_arguments_are_quoted_as_the_specification_asks(argument, quoted):
    assert linux_desktop.exec_quote(argument) == quoted


def test_data_home_follows_xdg():
    assert linux_desktop.data_home({"XDG_DATA_HOME": "/x/share"}) == Path("/x/share")
    assert linux_desktop.data_home({"XDG_DATA_HOME": "relative"}).name == "share"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the menu entry is Linux's")
def test_the_command_line_installs_and_removes_the_entry(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert cli.main(["--install-desktop-entry"]) == 0
    entry = read_desktop_entry(tmp_path / "applications" / "dogtable.desktop")
    assert "dogtable" in entry["Exec"]
    assert cli.main(["--uninstall-desktop-entry"]) == 0
    assert not (tmp_path / "applications" / "dogtable.desktop").exists()
    assert cli.main(["--install-desktop-entry", "--uninstall-desktop-entry"]) == 2
    capsys.readouterr()


def test_an_unwritable_menu_folder_is_one_line_not_a_traceback(tmp_path, monkeypatch, capsys):
    if not sys.platform.startswith("linux"):
        pytest.skip("the menu entry is Linux's")
    blocker = tmp_path / "share"
    blocker.write_text("a file where a folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert cli.main(["--install-desktop-entry"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


# -- the desktop's language ------------------------------------------------------------------
LANGS = ("en", "es", "pt")


@pytest.mark.parametrize("value, code", [
    ("pt_BR.UTF-8", "pt"), ("es_AR", "es"), ("Spanish_Spain.1252", "es"),
    ("Portuguese_Brazil.1252", "pt"), ("English_United States.1252", "en"),
    ("pt-BR", "pt"), ("de_DE.UTF-8", None), ("C", None), ("", None)])
def test_language_names_of_every_system_are_understood(value, code):
    assert system_locale.language_code(value, LANGS) == code


def test_windows_is_asked_for_its_ui_language():
    found = system_locale.desktop_language(LANGS, platform="win32", environ={},
                                           ask_windows=lambda: "es_ES")
    assert found == "es"


def test_an_explicit_posix_language_wins_and_c_means_nothing():
    assert system_locale.desktop_language(LANGS, platform="linux",
                                          environ={"LANG": "pt_PT.UTF-8"}) == "pt"
    assert system_locale.desktop_language(LANGS, platform="darwin", environ={"LANG": "C"},
                                          ask_macos=lambda: "es-MX") == "es"


# -- bench -------------------------------------------------------------------------------------
def test_bench_writes_no_file_unless_asked(tmp_path, monkeypatch, capsys):
    from dogtable import bench

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(bench, "run", lambda **kwargs: "# report\n")
    assert cli.main(["bench", "--quick"]) == 0
    assert capsys.readouterr().out.strip() == "# report"
    assert list(tmp_path.iterdir()) == []
    assert cli.main(["bench", "--quick", "--out", "b.md"]) == 0
    assert (tmp_path / "b.md").read_text(encoding="utf-8").strip() == "# report"
