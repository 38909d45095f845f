"""`dogtable bench` times hard at every table size of every game, at the app's budget, with
decisions from whole games, and marks a table size whose p95 passes 1 s or max 2 s."""
from __future__ import annotations

import pytest

from dogtable import bench
from dogtable.core.registry import game_ids, get_game


def test_every_table_size_of_every_game_gets_a_row_and_the_slow_ones_are_marked(monkeypatch):
    canned = {("dogs_alone", 4): [10.0] * 18 + [1500.0] * 2,   # p95 over 1 s
              ("dog_lover", 3): [10.0] * 19 + [2500.0]}        # max over 2 s, p95 not
    asked = []

    def fake_times(game_id, players, seed, think_ms, want, stride, max_games, cpu):
        asked.append((game_id, players, think_ms))
        cpu += [1.0] * 20
        return canned.get((game_id, players), [5.0] * 20)

    monkeypatch.setattr(bench, "hard_decision_times", fake_times)
    rows, over = bench.hard_rows(bench.BenchConfig(think_ms=1000.0))
    tables = {(g, p) for g in game_ids()
              for p in range(get_game(g).min_players, get_game(g).max_players + 1)}
    assert {(g, p) for g, p, _ in asked} == tables and len(asked) == len(tables)
    assert all(ms == 1000.0 for _, _, ms in asked)
    by_table = {(row[0], int(row[1])): row for row in rows}
    assert set(by_table) == tables
    assert by_table[("dogs_alone", 4)][-1] == "**no** / yes"
    assert by_table[("dog_lover", 3)][-1] == "yes / **no**"
    assert by_table[("dodgy_dogs", 2)][-1] == "yes / yes"
    assert by_table[("dodgy_dogs", 2)][2] == str(get_game("dodgy_dogs").playouts_for("hard", 2))
    assert by_table[("dodgy_dogs", 2)][-2] == "1.00"                  # the CPU p95
    assert over == ["dog_lover at 3", "dogs_alone at 4"]


def test_the_section_names_the_tables_over_target(monkeypatch):
    monkeypatch.setattr(bench, "hard_rows", lambda config: (
        [["dogs_alone", "4", "192", "20", "1.00", "1500.00", "1600.00", "900.00", "**no** / yes"]],
        ["dogs_alone at 4"]))
    monkeypatch.setattr(bench, "decision_times", lambda *a: [1.0, 2.0])
    lines = bench.measure_ai(bench.BenchConfig(quick=True)).lines
    assert "| dogs_alone | 4 | 192 | 20 | 1.00 | 1500.00 | 1600.00 | 900.00 | **no** / yes |" in lines
    assert "Over target: dogs_alone at 4." in lines
    for game_id in game_ids():   # the other levels still at the largest table
        assert any(line.startswith(f"| {game_id} | {get_game(game_id).max_players} | medium |")
                   for line in lines)
    assert not any(" | hard | " in line for line in lines)


def test_hard_is_timed_at_the_app_s_budget_over_a_whole_game(monkeypatch):
    """Hard is asked at about one real decision of its seat in ``stride`` (medium plays the
    rest), with the app's budget for hard at that table."""
    seen = []
    real_ask = bench.ask

    def spying_ask(rules, state, seat, agent, budget, seed):
        if len(rules.legal_actions(state, seat)) > 1:
            seen.append((agent.level, seat, budget))
        return real_ask(rules, state, seat, agent, budget, seed)

    monkeypatch.setattr(bench, "ask", spying_ask)
    cpu = []
    times = bench.hard_decision_times("dogs_kennel", 2, 3002, think_ms=20.0, want=6, stride=3,
                                      max_games=3, cpu=cpu)
    hard = [budget for level, _, budget in seen if level == "hard"]
    hard_seats = {seat for level, seat, _ in seen if level == "hard"}
    assert len(times) == len(hard) == len(cpu) == 6 and all(ms > 0 for ms in times)
    assert set(hard) == {bench.app_budget(20.0, get_game("dogs_kennel").playouts_for("hard", 2))}
    assert hard[0].iterations == 32 and hard[0].limit_ms == pytest.approx(36.0)
    # medium made the seat's other decisions: the timed ones are spread over the game
    stand_in = [1 for level, seat, _ in seen if level == "medium" and seat in hard_seats]
    assert len(stand_in) >= len(hard)
