"""The built wheel, installed for real (not editable) into a fresh virtual environment, works
from a folder outside the source tree: the command line, a headless simulation, the data
folders inside site-packages, and the app up to its main menu.

The wheel is built and installed once per module (a few seconds).  The virtual environment
sees the running interpreter's packages (pygame-ce, pygame-gui, pillow, platformdirs), so
nothing is downloaded; only the wheel's own dogtable is new.
"""
from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path
import site
import subprocess
import sys
import sysconfig
import textwrap

import pytest

from dogtable import bench

REPO = Path(__file__).resolve().parents[1]
TIMEOUT = 120


def _run(args: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(args, capture_output=True, text=True, timeout=TIMEOUT, **kwargs)


def _parent_site_dirs() -> list[str]:
    """Where the running interpreter finds its packages (pygame-ce and the rest), wherever
    they are: a virtual environment inside the checkout (the README's `.venv`) counts too.
    Only the source tree itself is left out, so `import dogtable` cannot reach it; a
    site-packages folder never is the source tree, and the ``.pth`` files inside these
    folders (an editable install's link to the source tree) are not read when a folder is
    merely listed in a ``.pth`` file."""
    dirs = list(site.getsitepackages()) + [sysconfig.get_paths()["purelib"]]
    if site.ENABLE_USER_SITE:
        dirs.append(site.getusersitepackages())
    out = []
    for d in dict.fromkeys(dirs):
        path = Path(d)
        if path.is_dir() and path.resolve() != REPO:
            out.append(str(path))
    return out


class Installed:
    def __init__(self, root: Path):
        self.root = root
        bindir = "Scripts" if os.name == "nt" else "bin"
        self.python = str(root / "venv" / bindir / ("python.exe" if os.name == "nt" else "python"))
        self.script = root / "venv" / bindir / ("dogtable.exe" if os.name == "nt" else "dogtable")
        self.outside = root / "elsewhere"          # the working folder: not the source tree
        self.outside.mkdir()
        self.home = root / "home"                  # DOGTABLE_HOME: no real user file touched
        self.env = {k: v for k, v in os.environ.items()
                    if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP")}
        self.env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                        PYGAME_HIDE_SUPPORT_PROMPT="1", DOGTABLE_HOME=str(self.home))

    def run(self, *args: str) -> subprocess.CompletedProcess:
        return _run([self.python, *args], cwd=self.outside, env=self.env)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Installed:
    root = tmp_path_factory.mktemp("wheel")
    wheels = root / "wheels"
    build = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-cache-dir", "-q",
             "--wheel-dir", str(wheels), str(REPO)]
    if importlib.util.find_spec("hatchling") is not None:
        build.insert(4, "--no-build-isolation")   # the installed backend: no download
    out = _run(build, cwd=root)
    assert out.returncode == 0, f"building the wheel failed:\n{out.stdout}\n{out.stderr}"
    (wheel,) = wheels.glob("dogtable-*.whl")

    out = _run([sys.executable, "-m", "venv", "--system-site-packages", "--without-pip",
                str(root / "venv")])
    assert out.returncode == 0, out.stderr
    inst = Installed(root)
    # --ignore-installed: a dogtable elsewhere on the path (the system's, or the test run's
    # own install as in CI) must not count as "already satisfied".
    out = _run([sys.executable, "-m", "pip", "--python", inst.python, "install", "--no-deps",
                "--no-index", "--no-cache-dir", "--ignore-installed", "-q", str(wheel)],
               cwd=root)
    assert out.returncode == 0, f"installing the wheel failed:\n{out.stdout}\n{out.stderr}"

    # When the tests themselves run in a virtual environment (as in CI), "system site
    # packages" are the base interpreter's, not this one's: list this one's too.  They come
    # after the venv's own site-packages, so the wheel's dogtable wins over any other copy.
    purelib = _run([inst.python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"])
    assert purelib.returncode == 0, purelib.stderr
    venv_site = Path(purelib.stdout.strip())
    assert (venv_site / "dogtable" / "__init__.py").is_file(), "the wheel was not installed"
    (venv_site / "_parent_packages.pth").write_text("\n".join(_parent_site_dirs()) + "\n")
    inst.site = venv_site
    inst.wheel = wheel
    return inst


def test_the_wheel_carries_its_licences_the_menu_entry_and_only_the_runtime_needs(installed):
    import zipfile

    with zipfile.ZipFile(installed.wheel) as wheel:
        names = wheel.namelist()
        (metadata_name,) = [n for n in names if n.endswith(".dist-info/METADATA")]
        metadata = wheel.read(metadata_name).decode("utf-8")
    dist_info = metadata_name.rsplit("/", 1)[0]
    for licence in ("LICENSE", "assets/licenses/OFL-1.1.txt", "assets/licenses/Apache-2.0.txt"):
        assert f"{dist_info}/licenses/{licence}" in names, licence
    assert "License-Expression: MIT AND OFL-1.1 AND Apache-2.0" in metadata
    requires = [line for line in metadata.splitlines() if line.startswith("Requires-Dist:")]
    runtime = [line for line in requires if "extra ==" not in line]
    assert any("pygame-ce" in line and "<3" in line for line in runtime), runtime
    assert not any("pillow" in line.lower() for line in runtime), runtime
    data = "dogtable-0.1.0.data/data/share/"
    for shared in ("applications/dogtable.desktop",
                   "metainfo/org.dogtable.DogTable.metainfo.xml",
                   "icons/hicolor/256x256/apps/dogtable.png",
                   "icons/hicolor/16x16/apps/dogtable.png"):
        assert data + shared in names, shared
    assert not any(n.startswith(("tests/", "docs/")) for n in names)


def test_help_and_version_from_outside_the_source_tree(installed):
    out = installed.run("-m", "dogtable", "--help")
    assert out.returncode == 0, out.stderr
    assert "usage: dogtable" in out.stdout and "sim" in out.stdout and "bench" in out.stdout
    # the installed `dogtable` command (a gui-script entry point) too
    script = _run([str(installed.script), "--version"], cwd=installed.outside, env=installed.env)
    assert script.returncode == 0, script.stderr
    assert script.stdout.strip().startswith("dogtable ")


def test_headless_simulation_runs(installed):
    out = installed.run("-m", "dogtable", "sim", "dogs_alone", "--players", "random,random",
                        "--games", "2", "--seed", "5", "--json")
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["games"] == 2
    assert summary["game"] == "dogs_alone"


RESOURCES_PROBE = textwrap.dedent("""
    import json
    import dogtable
    from dogtable import i18n, resources
    assets, locales = resources.assets_dir(), resources.locales_dir()
    print(json.dumps({
        "package": dogtable.__file__,
        "assets": str(assets),
        "locales": str(locales),
        "fonts": sorted(p.name for p in (assets / "fonts").glob("*.ttf")),
        "images": len(list((assets / "images").rglob("*.png"))),
        "sounds": sorted(p.name for p in (assets / "sounds").glob("*.wav")),
        "locale_files": sorted(p.name for p in locales.glob("*.json")),
        "new_game": {lang: (i18n.set_language(lang), i18n.t("app.menu.new_game"))[1]
                     for lang in i18n.LANGUAGES},
        "problems": i18n.problems(),
    }))
""")


def test_resources_live_inside_site_packages(installed):
    out = installed.run("-c", RESOURCES_PROBE)
    assert out.returncode == 0, out.stderr
    found = json.loads(out.stdout)
    site_dir = installed.site.resolve()
    for key in ("package", "assets", "locales"):
        path = Path(found[key]).resolve()
        assert site_dir in path.parents, f"{key} is not in the venv's site-packages: {path}"
        assert REPO not in path.parents, f"{key} comes from the source tree: {path}"
    assert Path(found["assets"]) == Path(found["package"]).parent / "_data" / "assets"
    assert {"NotoSans-Regular.ttf", "NotoSans-Bold.ttf"} <= set(found["fonts"])
    assert found["images"] >= 10
    assert {"card.wav", "shuffle.wav", "mario.wav"} <= set(found["sounds"])
    for lang in ("en", "es", "pt"):
        for namespace in ("app", "error", "table", "dogs_alone"):
            assert f"{namespace}.{lang}.json" in found["locale_files"]
    texts = found["new_game"]
    assert len(set(texts.values())) == 3, f"the languages are not told apart: {texts}"
    assert found["problems"] == []


def test_app_starts_headless_to_its_menu(installed):
    ms, report = bench.launch_to_first_frame([installed.python, "-m", "dogtable"],
                                             timeout=TIMEOUT, env=installed.env,
                                             cwd=str(installed.outside))
    assert report["scene"] == "menu"
    site_dir = installed.site.resolve()
    assert site_dir in Path(report["package_dir"]).resolve().parents
    assert site_dir in Path(report["assets"]).resolve().parents
    assert site_dir in Path(report["locales"]).resolve().parents
    assert report["font_from_assets"], report["font"]
    assert report["images"] >= 10
    assert all(report["translated"].values()), report["translated"]
    assert ms > 0


# -- the PyInstaller spec (building a bundle takes a minute: see packaging/README.md) ----------
class _Recorder:
    """Stands in for one of PyInstaller's spec classes; remembers how it was built."""

    calls: list = []

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        _Recorder.calls.append(self)


def _exec_spec(monkeypatch, onefile: bool) -> dict:
    import pkgutil
    import types

    import dogtable as package

    def collect_submodules(name):
        assert name == "dogtable"
        return [name] + [m.name for m in pkgutil.walk_packages(package.__path__, name + ".")]

    def collect_data_files(name, **kwargs):
        return [(f"/site/{name}/data/default_theme.json", f"{name}/data")]

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules, hooks.collect_data_files = collect_submodules, collect_data_files
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec puts the source tree first
    if onefile:
        monkeypatch.setenv("DOGTABLE_ONEFILE", "1")
    else:
        monkeypatch.delenv("DOGTABLE_ONEFILE", raising=False)

    class Analysis(_Recorder):
        def __init__(self, scripts, **kwargs):
            super().__init__(scripts, **kwargs)
            self.pure, self.scripts, self.binaries = ["pure"], ["scripts"], ["binaries"]
            self.datas = [(dest + "/x", src, "DATA") for src, dest in kwargs["datas"]] + [
                ("pygame_gui/data/NotoSansJP-Bold.otf", "/site/jp.otf", "DATA"),
                ("pygame_gui/data/NotoSans-Regular.ttf", "/site/ns.ttf", "DATA")]

    made: dict[str, list] = {}
    spec_globals = {"SPECPATH": str(REPO / "packaging"), "__file__": "dogtable.spec"}
    for kind in ("PYZ", "EXE", "COLLECT", "BUNDLE"):
        spec_globals[kind] = type(kind, (_Recorder,), {})
    spec_globals["Analysis"] = Analysis
    _Recorder.calls = []
    source = (REPO / "packaging" / "dogtable.spec").read_text(encoding="utf-8")
    exec(compile(source, "dogtable.spec", "exec"), spec_globals)
    for call in _Recorder.calls:
        made.setdefault(type(call).__name__, []).append(call)
    made["globals"] = spec_globals
    return made


@pytest.mark.parametrize("onefile", [False, True])
def test_pyinstaller_spec_carries_the_data_folders_and_every_game(monkeypatch, onefile):
    from dogtable import resources
    from dogtable.core.registry import GAMES

    made = _exec_spec(monkeypatch, onefile)
    (analysis,) = made["Analysis"]
    datas = analysis.kwargs["datas"]
    for name in resources.DATA_FOLDERS:
        (dest,) = [d for src, d in datas if Path(src) == REPO / name]
        # where the bundle puts the folder is a place dogtable.resources looks in
        assert Path("/bundle", dest) in resources.candidates(name, meipass="/bundle")
    assert any(dest == "pygame_gui/data" for _, dest in datas)
    # the games are imported by path: every part the registry names is bundled
    hidden = set(analysis.kwargs["hiddenimports"])
    for spec in GAMES.values():
        for path in (spec.rules_path, spec.agent_path, spec.view_path):
            if path:
                assert path.partition(":")[0] in hidden
    assert "dogtable.ui.app" in hidden and "dogtable.bench" in hidden  # the launch hook's
    assert Path(analysis.args[0][0]) == REPO / "packaging" / "launcher.py"
    # the unused CJK fonts of pygame-gui are dropped, its Latin ones kept
    kept = [dest for dest, _, _ in made["globals"]["a"].datas]
    assert "pygame_gui/data/NotoSans-Regular.ttf" in kept
    assert not any("NotoSansJP" in dest for dest in kept)
    (exe,) = made["EXE"]
    if onefile:
        assert "COLLECT" not in made and exe.args[3] is made["globals"]["a"].datas
    else:
        (collect,) = made["COLLECT"]
        assert collect.args[2] is made["globals"]["a"].datas
