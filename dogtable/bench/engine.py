"""Engine throughput: random legal actions and whole random games."""
from __future__ import annotations

import random
import time
from typing import Callable

from dogtable.core.registry import game_ids, get_game
from dogtable.core.rules import Seat, replay
from dogtable.sim import play_game
from dogtable.bench.common import BenchConfig, MAX_ACTIONS, Section, table

# -- engine throughput --------------------------------------------------------------------------
def engine_actions(game_id: str, players: int, seed: int) -> tuple[int, float]:
    """One game of uniformly random legal actions straight on the engine (no agents, no
    views): (actions, seconds spent in to_act/legal_actions/decide/evolve)."""
    rules = get_game(game_id).rules()
    rng = random.Random(seed)
    seats = [Seat(f"random {i + 1}", "random") for i in range(players)]
    state = replay(rules, rules.start(seats, {}, rng))
    choose = random.Random(seed + 1).choice
    actions = 0
    started = time.perf_counter()
    while not rules.is_over(state):
        movers = rules.to_act(state)
        seat = movers[0] if movers else None  # None: the table settles a real-time moment
        action = choose(rules.legal_actions(state, seat))
        for event in rules.decide(state, seat, action, rng):
            rules.evolve(state, event)
        actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"{game_id}: a random game did not end after {MAX_ACTIONS} actions")
    return actions, time.perf_counter() - started


def repeat_for(config: BenchConfig, once: Callable[[int], None]) -> tuple[int, float]:
    """Call ``once(i)`` until both min_games calls and min_seconds have passed."""
    count = 0
    started = time.perf_counter()
    while count < config.min_games or time.perf_counter() - started < config.min_seconds:
        once(count)
        count += 1
    return count, time.perf_counter() - started


def measure_engine(config: BenchConfig) -> Section:
    rows = []
    for game_id in game_ids():
        spec = get_game(game_id)
        for players in range(spec.min_players, spec.max_players + 1):
            config.log(f"engine: {game_id}, {players} players")
            totals = [0, 0.0]

            def engine_once(i: int) -> None:
                actions, seconds = engine_actions(game_id, players, 1000 + i)
                totals[0] += actions
                totals[1] += seconds

            engine_games, _ = repeat_for(config, engine_once)
            games, seconds = repeat_for(
                config, lambda i: play_game(game_id, ["random"] * players, 2000 + i))
            rows.append([game_id, str(players), f"{totals[0] / totals[1]:,.0f}",
                         f"{games / seconds:,.1f}", f"{totals[0] / engine_games:,.0f}"])
    lines = ["Engine actions/s: uniformly random legal actions applied straight to the engine "
             "(legal_actions + decide + evolve). Random games/s: whole games between random "
             "agents through `dogtable.sim.play_game`, as `dogtable sim` plays them (the random agent "
             "needs no seat view, so none is built).",
             ""]
    return Section("Engine throughput",
                   lines + table(["game", "players", "engine actions/s", "random games/s",
                                  "actions per game"], rows))
