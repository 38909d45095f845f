"""The `dogtable` command line: sim output and reproducibility, argument checking (one line on
stderr, exit status 2, no traceback), the start request handed to the app, and bench."""
from __future__ import annotations

import json
from pathlib import Path
import subprocess
import sys
import types

import pytest

from dogtable import cli, simstats
from dogtable.ai.agent import RandomAgent
from dogtable.core.registry import game_ids, get_game
from dogtable.sim import GameResult

REPO = Path(__file__).resolve().parents[1]
SIM_KEYS = {"game", "games", "seed", "seats", "decision_ms", "games_per_s", "processes"}
SEAT_KEYS = {"seat", "level", "wins", "win_share", "mean_score", "min_score", "max_score"}


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def sim_json(capsys, *extra: str) -> dict:
    code, out, err = run(capsys, "sim", "dogs_alone", "--players", "random,random",
                         "--games", "2", "--json", *extra)
    assert code == 0, err
    return json.loads(out)  # exactly one JSON document, nothing else on stdout


@pytest.fixture
def fake_ai(monkeypatch):
    """Every level plays like the random agent, so level checks pass before the real AI."""
    import dogtable.sim

    monkeypatch.setattr(dogtable.sim, "make_agent", lambda game, level, seed: RandomAgent(seed))


@pytest.fixture
def fake_app(monkeypatch):
    """A stand-in for dogtable.ui.app that records the start request instead of a window."""
    calls: list[dict] = []
    module = types.ModuleType("dogtable.ui.app")
    module.run = lambda start: calls.append(start) or 0
    monkeypatch.setitem(sys.modules, "dogtable.ui.app", module)
    return calls


# -- sim ----------------------------------------------------------------------------------------
def test_sim_json_has_the_keys_and_sane_values(capsys):
    data = sim_json(capsys, "--seed", "11")
    assert SIM_KEYS <= data.keys()
    assert (data["game"], data["games"], data["seed"]) == ("dogs_alone", 2, 11)
    assert [s["seat"] for s in data["seats"]] == [1, 2]
    assert sum(s["wins"] for s in data["seats"]) == pytest.approx(2)  # split ties add up
    for seat in data["seats"]:
        assert SEAT_KEYS <= seat.keys()
        assert seat["level"] == "random"
        assert 0 <= seat["win_share"] <= 1
        assert seat["win_share"] == pytest.approx(seat["wins"] / 2, abs=1e-6)
        lo, hi = seat["win_share_ci"]
        assert 0 <= lo <= seat["win_share"] <= hi <= 1
        assert seat["min_score"] <= seat["mean_score"] <= seat["max_score"]
    timing = data["decision_ms"]["random"]
    assert timing["count"] > 0
    assert 0 <= timing["p50"] <= timing["p95"] <= timing["max"]
    assert data["games_per_s"] > 0


def test_sim_same_seed_same_games(capsys):
    first = sim_json(capsys, "--seed", "42")
    second = sim_json(capsys, "--seed", "42")
    assert first["seats"] == second["seats"]
    assert first["decision_ms"]["random"]["count"] == second["decision_ms"]["random"]["count"]


def test_sim_without_seed_reports_the_one_it_chose(capsys):
    chosen = sim_json(capsys)["seed"]
    again = sim_json(capsys, "--seed", str(chosen))
    assert isinstance(chosen, int)
    assert again["seed"] == chosen


def test_sim_text_report(capsys):
    code, out, err = run(capsys, "sim", "dogs_alone", "--players", "random,random,random",
                         "--games", "3", "--seed", "1")
    assert code == 0, err
    assert "3 games, seed 1" in out
    assert "95% CI" in out and "p95" in out and "games per second" in out
    assert len([line for line in out.splitlines() if " random " in line]) == 3


def test_game_seeds_are_stable_and_distinct():
    seeds = [simstats.game_seed(7, i) for i in range(50)]
    assert seeds == [simstats.game_seed(7, i) for i in range(50)]
    assert len(set(seeds)) == 50
    assert simstats.game_seed(8, 0) != simstats.game_seed(7, 0)


def test_rotation_maps_chairs_back_to_listed_players_and_splits_ties():
    t = simstats.Tournament("dogs_alone", ["hard", "easy", "random"], seed=0, think_ms=1)
    # rotation 1: chair 0 is listed player 2 (easy), chair 1 player 3, chair 2 player 1
    t.record(GameResult(scores=[10, 30, 30], winners=[1, 2], actions=5,
                        decision_ms=[[1.0], [2.0, 2.5], [3.0]]), rotation=1)
    hard, easy, rand = t.players
    assert (hard.scores, easy.scores, rand.scores) == ([30], [10], [30])
    assert (hard.wins, easy.wins, rand.wins) == (0.5, 0.0, 0.5)
    assert t.decision_ms == {"hard": [3.0], "easy": [1.0], "random": [2.0, 2.5]}


def test_wilson_interval_and_percentiles():
    assert simstats.wilson_interval(0, 10) == pytest.approx((0.0, 0.27753), abs=1e-4)
    assert simstats.wilson_interval(5, 10) == pytest.approx((0.23659, 0.76341), abs=1e-4)
    assert simstats.percentile([4, 1, 3, 2], 50) == 2.5
    assert simstats.percentile([1, 2, 3, 4], 95) == pytest.approx(3.85)
    assert simstats.percentile([], 50) is None


# -- bad arguments: one line on stderr, status 2 --------------------------------------------------
BAD_SIM = [
    (["sim", "no_such_game", "--players", "random,random"], "unknown game"),
    (["sim", "dogs_alone", "--players", "random"], "2 to 5 players"),
    (["sim", "dogs_alone", "--players", ",".join(["random"] * 6)], "2 to 5 players"),
    (["sim", "dogs_alone", "--players", "random,genius"], "unknown level 'genius'"),
    (["sim", "dogs_alone", "--players", "random,"], "unknown level"),
    (["sim", "dogs_alone", "--players", "random,random", "--games", "0"], "at least 1"),
    (["sim", "dogs_alone", "--players", "random,random", "--games", "many"], "must be a number"),
    (["sim", "dogs_alone", "--players", "random,random", "--think-ms", "0"], "--think-ms"),
    (["sim", "dogs_alone"], "--players"),
    (["sim"], "required"),
    (["conquer"], "invalid choice"),
]


@pytest.mark.parametrize("argv, says", BAD_SIM)
def test_bad_sim_arguments(capsys, argv, says):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1, err
    assert says in err and "Traceback" not in err


def test_missing_ai_level_is_a_clear_error(capsys, monkeypatch):
    import dogtable.sim

    def no_hard(game, level, seed):
        if level == "hard":
            raise NotImplementedError("hard is still in training")
        return RandomAgent(seed)

    monkeypatch.setattr(dogtable.sim, "make_agent", no_hard)
    code, out, err = run(capsys, "sim", "dogs_alone", "--players", "hard,random")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1
    assert "'hard'" in err and "not available" in err


def test_bad_arguments_from_a_real_process():
    proc = subprocess.run([sys.executable, "-m", "dogtable", "sim", "dogs_alone",
                           "--players", "random,wizard"],
                          cwd=REPO, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.strip() == ("dogtable sim: error: unknown level 'wizard' in --players "
                                   "(levels: random, easy, medium, hard, allseeing, allhands)")


def test_sim_json_from_a_real_process_is_one_object():
    proc = subprocess.run([sys.executable, "-m", "dogtable", "sim", "dogs_alone", "--players",
                           "random,random", "--games", "1", "--seed", "3", "--json"],
                          cwd=REPO, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert SIM_KEYS <= json.loads(proc.stdout).keys()


def test_headless_commands_never_import_pygame():
    code = ("import sys; from dogtable.cli import main; "
            "status = main(['sim', 'dogs_alone', '--players', 'random,random', '--games', '1', "
            "'--json']); "
            "assert status == 0; assert 'pygame' not in sys.modules, 'pygame was imported'")
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr


def test_help_exits_zero(capsys):
    code, out, _ = run(capsys, "sim", "--help")
    assert code == 0 and "--players" in out


# -- play, resume, menu: the start request handed to the app --------------------------------------
def test_no_command_opens_the_menu(capsys, fake_app):
    assert run(capsys)[0] == 0
    assert fake_app == [{"mode": "menu"}]


def test_resume(capsys, fake_app, tmp_path, monkeypatch):
    monkeypatch.setenv("DOGTABLE_HOME", str(tmp_path))
    from dogtable.storage import paths
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text("{}")
    assert run(capsys, "resume")[0] == 0
    assert fake_app == [{"mode": "resume"}]


def test_resume_with_nothing_to_resume_says_so_plainly(capsys, fake_app, tmp_path, monkeypatch):
    monkeypatch.setenv("DOGTABLE_HOME", str(tmp_path))
    code, _, err = run(capsys, "resume")
    assert code == 2 and fake_app == []
    assert "no unfinished game" in err and str(tmp_path) not in err and "Traceback" not in err


def test_play_builds_the_start_request(capsys, fake_app, fake_ai):
    code, _, err = run(capsys, "play", "dogs_alone", "--seats", " Ana:human, Rex:HARD ,Bo:medium",
                       "--seed", "9", "--lang", "es")
    assert code == 0, err
    assert fake_app == [{"mode": "play", "game": "dogs_alone", "seed": 9, "lang": "es",
                         "seats": [{"name": "Ana", "kind": "human"},
                                   {"name": "Rex", "kind": "hard"},
                                   {"name": "Bo", "kind": "medium"}]}]


def test_play_defaults(capsys, fake_app):
    assert run(capsys, "play", "dogs_alone", "--seats", "Ana,Bo")[0] == 0
    assert fake_app[0]["seats"] == [{"name": "Ana", "kind": "human"},
                                    {"name": "Bo", "kind": "human"}]
    assert fake_app[0]["seed"] is None and fake_app[0]["lang"] is None


BAD_PLAY = [
    (["play", "chess", "--seats", "Ana,Bo"], "unknown game 'chess'"),
    (["play", "dogs_alone", "--seats", "Ana"], "2 to 5 players"),
    (["play", "dogs_alone", "--seats", "A,B,C,D,E,F"], "2 to 5 players"),
    (["play", "dogs_alone", "--seats", "Ana:human,Rex:random"], "unknown seat kind 'random'"),
    (["play", "dogs_alone", "--seats", "Ana:human,Rex:genius"], "unknown seat kind"),
    (["play", "dogs_alone", "--seats", "Ana:human,:hard"], "bad seat"),
    (["play", "dogs_alone", "--seats", "Ana,,Bo"], "bad seat"),
    (["play", "dogs_alone", "--seats", "Ana,ANA"], "two seats are called"),
    (["play", "dogs_alone", "--seats", "Ana," + "B" * 30], "too long"),
    (["play", "dogs_alone", "--seats", "Ana,Bo", "--lang", "fr"], "unknown language 'fr'"),
    (["play", "dogs_alone", "--seats", "Ana,Bo", "--seed", "x"], "must be a number"),
    (["play", "dogs_alone"], "--seats"),
    (["resume", "extra"], "unrecognized arguments"),
]


@pytest.mark.parametrize("argv, says", BAD_PLAY)
def test_bad_play_arguments_never_open_a_window(capsys, fake_app, fake_ai, argv, says):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert fake_app == []
    assert len(err.strip().splitlines()) == 1, err
    assert says in err and "Traceback" not in err


def test_play_with_an_unavailable_level(capsys, fake_app, monkeypatch):
    import dogtable.sim

    def only_random(game, level, seed):
        raise AttributeError("no make_agent yet")

    monkeypatch.setattr(dogtable.sim, "make_agent", only_random)
    code, _, err = run(capsys, "play", "dogs_alone", "--seats", "Ana,Rex:easy")
    assert code == 2 and fake_app == []
    assert "'easy'" in err and len(err.strip().splitlines()) == 1


def test_missing_app_is_one_line_and_status_1(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "dogtable.ui.app", None)  # makes the import fail
    code, out, err = run(capsys)                                # the menu
    assert code == 1
    assert len(err.strip().splitlines()) == 1 and "dogtable.ui.app" in err


# -- bench ---------------------------------------------------------------------------------------
def test_bench_quick_writes_the_report(tmp_path, capsys):
    target = tmp_path / "benchmarks.md"
    code, out, err = run(capsys, "bench", "--quick", "--think-ms", "5", "--out", str(target))
    assert code == 0, err
    report = target.read_text(encoding="utf-8")
    assert report.strip() == out.strip()
    for title in ("## Machine", "## Engine throughput", "## AI decision time",
                  "## App: frame time and launch time"):
        assert title in report
    assert "| Python | " in report and "| CPU | " in report
    for game in game_ids():
        spec = get_game(game)
        for players in range(spec.min_players, spec.max_players + 1):
            assert f"| {game} | {players} | " in report
        assert f"| {game} | {spec.max_players} | random | " in report


def test_bench_refuses_an_impossible_out_path_before_measuring(tmp_path, capsys):
    code, out, err = run(capsys, "bench", "--quick", "--out", str(tmp_path / "no" / "b.md"))
    assert code == 2 and out == ""
    assert "does not exist" in err and len(err.strip().splitlines()) == 1


def test_a_game_without_a_table_is_simulated_but_not_opened(capsys, monkeypatch):
    from dataclasses import replace

    from dogtable.core import registry
    from dogtable.core.registry import playable_game_ids

    bare = replace(get_game("dogs_alone"), game_id="bare_rules", view_path="")
    monkeypatch.setitem(registry.GAMES, "bare_rules", bare)
    assert "bare_rules" in game_ids() and "bare_rules" not in playable_game_ids()
    code, out, err = run(capsys, "play", "bare_rules", "--seats", "Ana:human,Rex:easy")
    assert code == 2 and out == "" and "no table yet" in err
    # --jobs 1: the game is registered in this process only, not in fresh worker processes
    code, out, err = run(capsys, "sim", "bare_rules", "--players", "random,random",
                         "--games", "2", "--seed", "1", "--jobs", "1")
    assert code == 0 and "bare_rules" in out


def test_learn_opens_a_guided_game_and_refuses_bad_input():
    from dogtable.cli import build_parser, start_for, UsageError
    parser = build_parser()
    start = start_for(parser.parse_args(["learn", "dog_lover", "--lang", "es"]))
    assert start == {"mode": "learn", "game": "dog_lover", "lang": "es"}
    for argv in (["learn", "chess"], ["learn", "dogs_alone", "--lang", "fr"]):
        with pytest.raises(UsageError):
            start_for(parser.parse_args(argv))
