"""Launch stays lazy: the command line checks its arguments without the simulator, the bench or
pygame, and the window reaches its first frame without the bench, the simulator or
multiprocessing (issue 25: launch to the menu within 1.2x a bare pygame-gui window)."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from dogtable import cli, sim
from dogtable.bench import child_env

HEAVY = ("dogtable.sim", "dogtable.simstats", "dogtable.bench", "multiprocessing")


def loaded_after(code: str, home, **env: str) -> set[str]:
    """The modules a fresh interpreter holds after running ``code`` (its last output line)."""
    script = code + "\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))\n"
    out = subprocess.run([sys.executable, "-c", script], env=child_env(str(home), **env),
                         cwd=home, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def test_importing_the_command_line_loads_nothing_heavy(tmp_path):
    loaded = loaded_after("import dogtable.cli", tmp_path)
    assert "dogtable.cli" in loaded
    assert not loaded & {*HEAVY, "pygame", "pygame_gui"}


def test_checking_arguments_loads_nothing_heavy(tmp_path):
    """`dogtable --version` and a refused `play` build and parse the whole command line."""
    loaded = loaded_after("from dogtable.cli import main\n"
                          "assert main(['--version']) == 0\n"
                          "assert main(['play', 'no_such_game', '--seats', 'Ana']) == 2",
                          tmp_path)
    assert not loaded & {*HEAVY, "pygame", "pygame_gui"}


def test_the_first_frame_of_the_menu_loads_neither_bench_nor_simulator(tmp_path):
    """The real launch (`dogtable` with no command), through the hook that reports the first
    frame and quits."""
    loaded = loaded_after("from dogtable.cli import main\nassert main([]) == 0", tmp_path,
                          DOGTABLE_EXIT_AFTER_FIRST_FRAME="1")
    assert "pygame_gui" in loaded and "dogtable.launch_report" in loaded   # it did launch
    assert not loaded & set(HEAVY)
    # a table's toolkit waits for a table
    assert "dogtable.ui.table.drag" not in loaded and "dogtable.ui.table.zones" not in loaded
    # nor the network, the autosave journal or the subcommands' parser: a bare launch goes
    # straight to the menu (the journal is loaded when a game is saved or resumed)
    assert not loaded & {"dogtable.net.commands", "websockets", "zeroconf",
                         "dogtable.storage.journal"}
    # argparse waits for arguments to parse
    assert "argparse" not in loaded


def test_the_command_line_knows_the_simulator_s_levels():
    """cli writes the levels out rather than import the simulator for them."""
    assert cli.LEVELS == sim.LEVELS
    assert cli.parse_levels("random,easy,medium,hard") == list(sim.LEVELS)


def test_a_returning_user_s_launch_loads_neither_the_history_nor_a_table_s_layout(tmp_path):
    """Settings as quitting writes them (every field, the history's size too) are read without
    the history module, and the boards' layout waits for a board (100% needs no telling)."""
    from dogtable.storage.settings import Settings

    settings = tmp_path / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(json.dumps(Settings(history_size=1000).to_json()))
    loaded = loaded_after("from dogtable.cli import main\nassert main([]) == 0", tmp_path,
                          DOGTABLE_EXIT_AFTER_FIRST_FRAME="1")
    assert "dogtable.launch_report" in loaded
    assert not loaded & {"dogtable.storage.history", "dogtable.ui.table.layout"}


def test_the_history_s_sizes_are_the_settings_choices(tmp_path, monkeypatch):
    from dogtable.storage import history, settings

    assert history.HISTORY_SIZES is settings.HISTORY_SIZES
    monkeypatch.setenv("DOGTABLE_HOME", str(tmp_path))
    path = tmp_path / "settings.json"
    for stored, read in ((700, 500), (800, 1000), (10 ** 9, 5000), (1, 50)):
        path.write_text(json.dumps({"welcomed": True, "history_size": stored}))
        loaded, notice = settings.load_settings(path)
        assert loaded.history_size == read == history.clamp_keep(stored)
        assert notice == "error.settings_repaired"


def test_a_larger_size_at_start_zooms_the_boards(make_app):
    """The layout is told the zoom as soon as it is not 100% (it is loaded then), and back to
    100% when the window closes."""
    from dogtable.storage.settings import Settings
    from dogtable.ui.window_scale import zoom

    d = make_app(settings=Settings(ui_scale=1.5, anim_speed=0.0))
    from dogtable.ui.table import layout

    assert layout.zoom() == pytest.approx(zoom((1280, 720), 1.5)) and layout.zoom() > 1.0
    d.app.set_ui_scale(1.0)
    assert layout.zoom() == 1.0
    d.app.set_ui_scale(1.25)
    assert layout.zoom() == pytest.approx(zoom((1280, 720), 1.25))
    d.app.shutdown()
    assert layout.zoom() == 1.0


def test_the_collector_waits_for_the_app_s_imports_and_sees_everything_after(tmp_path, monkeypatch):
    """cli.launch pauses the cyclic collector while it imports the app, keeps what the imports
    made out of its way while the window is open (frozen), and gives it all back after."""
    import gc
    import types

    monkeypatch.setenv("DOGTABLE_HOME", str(tmp_path))
    monkeypatch.delenv("DOGTABLE_EXIT_AFTER_FIRST_FRAME", raising=False)
    seen = {}

    def fake_import(name):
        seen["collecting while importing"] = gc.isenabled()
        module = types.ModuleType(name)

        def run(start, after_first_frame=None):
            seen["collecting while open"] = gc.isenabled()
            seen["frozen while open"] = gc.get_freeze_count()
            return 0

        module.run = run
        return module

    monkeypatch.setattr(cli.importlib, "import_module", fake_import)
    assert gc.isenabled() and gc.get_freeze_count() == 0
    assert cli.launch({"mode": "menu"}) == 0
    assert seen == {"collecting while importing": False, "collecting while open": True,
                    "frozen while open": seen["frozen while open"]}
    assert seen["frozen while open"] > 0
    assert gc.isenabled() and gc.get_freeze_count() == 0

    def failing_import(name):
        raise ImportError("no pygame here")

    monkeypatch.setattr(cli.importlib, "import_module", failing_import)
    assert cli.launch({"mode": "menu"}) == cli.EXIT_NO_APP
    assert gc.isenabled() and gc.get_freeze_count() == 0
