"""`dogtable sim --jobs N`: games shared out to worker processes give the same report and the
same save files as one process for the same seed; a failing game or a dead worker ends the run
with one line (never a hang); Ctrl-C stops every worker; bad --jobs values are refused."""
from __future__ import annotations

import json
import os
from pathlib import Path
import re
import signal
import subprocess
import sys
import time

import pytest

from dogtable import cli, simstats

REPO = Path(__file__).resolve().parents[1]
TIMING_KEYS = ("p50", "p95", "max")    # decision times: the one thing a run may change


def sim(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(["sim", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def without_timings(summary: dict) -> dict:
    """The summary minus the figures that measure this run rather than its games (decision
    counts stay: the same games make the same decisions)."""
    kept = {k: v for k, v in summary.items() if k not in ("games_per_s", "processes")}
    kept["decision_ms"] = {level: {k: v for k, v in t.items() if k not in TIMING_KEYS}
                           for level, t in summary["decision_ms"].items()}
    return kept


def saves_without_clock(folder: Path) -> dict[str, dict]:
    """Every kept game by file name, minus the moment it was written."""
    games = {}
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        data["summary"].pop("saved_at", None)
        games[path.name] = data
    return games


# -- the same games whichever process plays them --------------------------------------------------
# easy and random never read the clock, so these games do not depend on the machine's speed
SAME_GAMES = [("dogs_alone", "random,easy", "4"), ("dodgy_dogs", "easy,random,easy", "3")]


@pytest.mark.parametrize("game, players, games", SAME_GAMES)
def test_two_processes_report_what_one_does(capsys, tmp_path, game, players, games):
    reports, kept = {}, {}
    for jobs in ("1", "2"):
        folder = tmp_path / f"jobs{jobs}"
        code, out, err = sim(capsys, game, "--players", players, "--games", games, "--seed", "17",
                             "--jobs", jobs, "--json", "--save-dir", str(folder))
        assert code == 0, err
        reports[jobs] = json.loads(out)
        kept[jobs] = saves_without_clock(folder)
    assert reports["1"]["processes"] == 1 and reports["2"]["processes"] == 2
    assert without_timings(reports["2"]) == without_timings(reports["1"])
    assert sum(s["wins"] for s in reports["2"]["seats"]) == pytest.approx(int(games))
    # the same files, and in them the same games move for move
    assert len(kept["1"]) == int(games)
    assert kept["2"] == kept["1"]


def test_text_report_differs_only_in_timings(capsys):
    reports = {}
    for jobs in ("1", "2"):
        code, out, err = sim(capsys, "dogs_alone", "--players", "random,easy,easy", "--games", "3",
                             "--seed", "4", "--jobs", jobs)
        assert code == 0, err
        reports[jobs] = out
    one, two = reports["1"].splitlines(), reports["2"].splitlines()
    assert re.fullmatch(r"games per second: \d+\.\d\d \(1 process\)", one[-1])
    assert re.fullmatch(r"games per second: \d+\.\d\d \(2 processes\)", two[-1])
    timing_at = one.index(next(line for line in one if line.startswith("decision ms")))
    assert two[:timing_at] == one[:timing_at]                   # seats, wins, scores: byte for byte
    # the timing table's columns are as wide as its figures, which a busy machine changes
    assert two[timing_at].split() == one[timing_at].split()
    for a, b in zip(one[timing_at + 1:-1], two[timing_at + 1:-1]):  # level and decision count
        assert a.split()[:2] == b.split()[:2]


@pytest.mark.parametrize("game, levels", [("dogs_alone", ["medium", "hard"]),
                                          ("dodgy_dogs", ["hard", "medium"])])
def test_searching_players_with_a_fixed_budget_play_the_same_in_workers(game, levels):
    """medium and hard search; a fixed number of iterations (ai.agent.Budget) makes them
    independent of the clock, so here too the workers must change nothing."""
    summaries = [simstats.run_tournament(game, levels, 2, 23, 200.0, jobs=jobs, iterations=8)
                 for jobs in (1, 2)]
    assert [s.processes for s in summaries] == [1, 2]
    assert without_timings(summaries[1].to_json()) == without_timings(summaries[0].to_json())


def test_progress_is_told_in_game_order_from_workers():
    told = []
    simstats.run_tournament("dogs_alone", ["random", "random"], 5, 3, 200.0, jobs=2,
                            progress=lambda done, total: told.append((done, total)))
    assert told == [(i, 5) for i in range(1, 6)]


def play_and_look_for_pygame(job):
    result = simstats._play_job(job)
    return result, sorted(name for name in sys.modules if name.split(".")[0] == "pygame")


def test_workers_play_without_pygame():
    plan = [simstats._GameJob("dodgy_dogs", ("easy", "random"), 2, i, 200.0, None, None)
            for i in range(2)]
    outcomes = []
    simstats._run_in_workers(plan, 2, lambda job, outcome: outcomes.append(outcome),
                             play=play_and_look_for_pygame)
    assert len(outcomes) == 2
    for result, pygame_modules in outcomes:
        assert result.actions > 0 and pygame_modules == []


# -- how many processes ----------------------------------------------------------------------------
def test_default_is_the_number_of_cores_but_never_more_than_the_games(capsys):
    cores = simstats.default_jobs()
    assert 1 <= cores <= simstats.MAX_JOBS
    code, out, err = sim(capsys, "dogs_alone", "--players", "random,random", "--games", "3",
                         "--seed", "1", "--json")
    assert code == 0, err
    assert json.loads(out)["processes"] == min(cores, 3)
    code, out, err = sim(capsys, "dogs_alone", "--players", "random,random", "--games", "1",
                         "--seed", "1", "--jobs", "8", "--json")
    assert code == 0, err
    assert json.loads(out)["processes"] == 1    # one game: no worker is started for it


@pytest.mark.parametrize("value, says", [("0", "at least 1"), ("65", "at most 64"),
                                         ("-2", "at least 1"), ("two", "must be a number"),
                                         ("1.5", "must be a number"), ("", "must be a number")])
def test_bad_jobs_values_are_refused_with_one_line(capsys, value, says):
    code, out, err = sim(capsys, "dogs_alone", "--players", "random,random", "--games", "2",
                         "--jobs", value)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1, err
    assert "--jobs" in err and says in err and "Traceback" not in err


# -- failures: one line, a status, never a hang --------------------------------------------------------
def test_a_game_that_fails_in_a_worker_ends_the_run_with_one_line():
    # an unknown game passes no CLI check here, so the workers themselves fail to play it
    with pytest.raises(simstats.SimFailed) as failed:
        simstats.run_tournament("no_such_game", ["random", "random"], 4, 9, 200.0, jobs=2)
    message = str(failed.value)
    assert "\n" not in message
    assert message.startswith("game 1 of 4 (seed ") and "UnknownGame" in message


def test_a_failing_game_is_status_1_and_one_line_from_the_command(capsys, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("the engine lost a card")

    monkeypatch.setattr(simstats, "play_game", broken)   # in this process: --jobs 1
    code, out, err = sim(capsys, "dogs_alone", "--players", "random,random", "--games", "2",
                         "--jobs", "1")
    assert code == 1 and out == ""
    assert len(err.strip().splitlines()) == 1, err
    assert err.startswith("dogtable sim: error: game 1 of 2") and "the engine lost a card" in err


def die_at_once(job):
    """A worker that vanishes mid-game, as if killed or out of memory."""
    os._exit(3)


def test_a_worker_that_dies_is_reported_not_waited_for():
    plan = [simstats._GameJob("dogs_alone", ("random", "random"), 1, i, 200.0, None, None)
            for i in range(4)]
    recorded = []
    started = time.monotonic()
    with pytest.raises(simstats.SimFailed, match="stopped unexpectedly"):
        simstats._run_in_workers(plan, 2, lambda job, outcome: recorded.append(job.index),
                                 play=die_at_once)
    assert recorded == [] and time.monotonic() - started < 60


@pytest.mark.skipif(os.name != "posix", reason="signals and process groups are POSIX")
def _group_members(group: int) -> list[int]:
    """The processes of a process group, read from /proc (Linux)."""
    members = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:      # the process ended while we looked
                continue
            if int(fields[2]) == group:
                members.append(int(entry.name))
    return members


def _ctrl_c_live() -> None:
    """In the child before exec: Ctrl-C as a terminal's foreground program gets it.  A suite
    started as a background job of a non-interactive shell has SIGINT ignored, the sim would
    inherit that and Python would then never raise KeyboardInterrupt."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc to find workers")
def test_ctrl_c_stops_every_worker():
    # Generous bounds: the test is about stopping, not speed, so a busy machine (slow imports,
    # slow spawning) must not fail it; every wait still ends by itself.
    proc = subprocess.Popen(
        [sys.executable, "-m", "dogtable", "sim", "dogs_alone", "--players", "hard,hard",
         "--games", "40", "--seed", "1", "--jobs", "2", "--think-ms", "100"],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        start_new_session=True,   # its own process group: workers can be found after it
        preexec_fn=_ctrl_c_live)
    try:
        deadline = time.monotonic() + 120
        while len(_group_members(proc.pid)) < 3 and time.monotonic() < deadline:
            time.sleep(0.2)       # wait for the parent and both workers, however slow
        time.sleep(1.0)           # and let them get into their games
        proc.send_signal(signal.SIGINT)   # only the parent: it must stop the workers itself
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130, err
    assert "interrupted" in err and "Traceback" not in err
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:   # nothing of the run is left in its process group
        try:
            os.killpg(proc.pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        os.killpg(proc.pid, signal.SIGKILL)
        pytest.fail("worker processes were still running after Ctrl-C")


def test_a_fixed_playout_budget_from_the_command_line_gives_the_same_games_twice(capsys):
    """`--iterations N` reaches every search: the report names the budget, and two runs of a
    searching player (one of them in two processes) play exactly the same games."""
    reports = []
    for jobs in ("1", "2"):
        code, out, err = sim(capsys, "dodgy_dogs", "--players", "hard,medium", "--games", "2",
                             "--seed", "5", "--iterations", "6", "--jobs", jobs, "--json")
        assert code == 0, err
        reports.append(json.loads(out))
    assert reports[0]["iterations"] == 6
    assert without_timings(reports[1]) == without_timings(reports[0])
    code, out, _ = sim(capsys, "dodgy_dogs", "--players", "hard,medium", "--games", "1",
                       "--seed", "5", "--iterations", "6", "--jobs", "1")
    assert code == 0 and "6 playouts per search" in out.splitlines()[0]


@pytest.mark.parametrize("value", ["0", "-3", "lots"])
def test_bad_iterations_are_refused_with_one_line(capsys, value):
    code, out, err = sim(capsys, "dodgy_dogs", "--players", "hard,medium", "--iterations", value)
    assert code != 0 and "--iterations" in err and len(err.strip().splitlines()) == 1
