"""`dogtable sim --budget app`: every seat gets the budget the app's table gives its level at
that table size (less the slow-machine guard), so a sim plays the app's computers."""
from __future__ import annotations

import dataclasses
import json
import os
import random
from types import SimpleNamespace

import pytest

from dogtable import cli
from dogtable.ai.agent import ask
from dogtable.core.registry import game_ids, get_game
from dogtable.core.rules import Seat, replay
from dogtable.sim import APP_THINK_MS, app_budgets, make_agent

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

TABLES = [(game_id, players) for game_id in game_ids()
          for players in range(get_game(game_id).min_players, get_game(game_id).max_players + 1)]


def table_budget(game_id: str, kinds: list[str], seat: int):
    """The budget the app's TableScene.think_budget gives ``seat`` (the real method, on a
    stand-in holding only what it reads)."""
    from dogtable.ui.scenes.table import TableScene

    return TableScene.think_budget(SimpleNamespace(kinds=kinds, spec=get_game(game_id)), seat)


def test_sim_knows_the_think_times_of_the_app_s_table():
    from dogtable.ui.scenes import table as table_scene

    assert APP_THINK_MS == table_scene.THINK_MS


@pytest.mark.parametrize("game_id,players", TABLES)
def test_every_seat_gets_the_app_s_budget_at_every_table_size(game_id, players):
    """Hard's fixed playouts, easy's and medium's time budgets: as the table builds them,
    apart from the guard against a slow machine, which sim leaves out (it never reads the
    clock)."""
    kinds = (["hard", "medium", "easy", "random"] * 2)[:players]
    sim = app_budgets(game_id, kinds)
    for seat, kind in enumerate(kinds):
        app = table_budget(game_id, kinds, seat)
        assert sim[seat] == dataclasses.replace(app, limit_ms=None), (kind, seat)
    hard_app = table_budget(game_id, kinds, 0)
    assert sim[0].iterations == get_game(game_id).playouts_for("hard", players) >= 32
    assert hard_app.limit_ms is not None and sim[0].limit_ms is None


def test_a_sim_decision_is_the_app_s_decision():
    """Hard asked with sim's budget and with the app's (its guard included) decides the same
    on a machine fast enough for the playouts (DOGS: 32 playouts, a few ms each)."""
    game_id = "dogs_kennel"
    rules = get_game(game_id).rules()
    state = replay(rules, rules.start([Seat("a", "hard"), Seat("b", "medium")], {},
                                      random.Random(4)))
    agent = make_agent(game_id, "hard", 7)
    sim_budget = app_budgets(game_id, ["hard", "medium"])[0]
    app = table_budget(game_id, ["hard", "medium"], 0)
    compared = 0
    for _ in range(60):
        if rules.is_over(state) or compared >= 4:
            break
        seat = rules.to_act(state)[0]
        if seat == 0 and len(rules.legal_actions(state, 0)) > 1:
            chosen = ask(rules, state, 0, agent, sim_budget, 11)
            assert ask(rules, state, 0, agent, app, 11) == chosen
            compared += 1
        else:
            chosen = ask(rules, state, seat, make_agent(game_id, "medium", 3),
                         app_budgets(game_id, ["hard", "medium"])[seat], 11)
        for event in rules.decide(state, seat, chosen, random.Random(5)):
            rules.evolve(state, event)
    assert compared >= 2


# -- the command line -------------------------------------------------------------------------
def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_budget_app_plays_the_measured_playouts(capsys):
    """At two DOGS seats the app gives hard 32 playouts: --budget app plays exactly the games
    of --iterations 32 (medium does not search), and says what each level got."""
    base = ["sim", "dogs_kennel", "--players", "hard,medium", "--games", "1", "--seed", "9",
            "--jobs", "1", "--json"]
    code, out, err = run(capsys, *base, "--budget", "app")
    assert code == 0, err
    app = json.loads(out)
    code, out, err = run(capsys, *base, "--iterations", "32")
    assert code == 0, err
    fixed = json.loads(out)
    assert app["seats"] == fixed["seats"]
    assert app["decision_ms"]["hard"]["count"] == fixed["decision_ms"]["hard"]["count"]
    assert app["budget"] == "app" and app["iterations"] is None and app["think_ms"] is None
    assert app["budgets"]["hard"] == {"think_ms": 1000.0, "iterations": 32, "limit_ms": None}
    assert app["budgets"]["medium"] == {"think_ms": 800.0, "iterations": None, "limit_ms": None}
    assert fixed["budget"] is None and fixed["budgets"]["hard"]["iterations"] == 32


def test_budget_app_report_names_each_level_s_budget(capsys):
    code, out, err = run(capsys, "sim", "dodgy_dogs", "--players", "easy,medium,random",
                         "--games", "1", "--seed", "2", "--jobs", "1", "--budget", "app")
    assert code == 0, err
    assert "the app's budgets (easy: 400 ms, medium: 800 ms, random: 50 ms)" in out.splitlines()[0]


@pytest.mark.parametrize("extra, named", [
    (["--iterations", "32"], "--iterations"),
    (["--think-ms", "200"], "--think-ms"),
    (["--think-ms", "200", "--iterations", "8"], "--think-ms and --iterations"),
])
def test_budget_app_with_another_budget_is_refused_in_one_line(capsys, extra, named):
    code, out, err = run(capsys, "sim", "dogs_kennel", "--players", "hard,medium",
                         "--budget", "app", *extra)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert f"leave out {named}" in err


def test_an_unknown_budget_is_refused_in_one_line(capsys):
    code, out, err = run(capsys, "sim", "dogs_kennel", "--players", "hard,medium",
                         "--budget", "fast")
    assert code == 2 and "--budget" in err and len(err.strip().splitlines()) == 1
