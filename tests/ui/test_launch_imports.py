"""Launch stays lazy: the command line checks its arguments without the simulator, the bench or
pygame, and the window reaches its first frame without the bench, the simulator or
multiprocessing (issue 25: launch to the menu within 1.2x a bare pygame-gui window)."""
from __future__ import annotations

import json
import subprocess
import sys

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
