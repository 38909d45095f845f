"""`dogtable bench`: measure speed on this machine and write docs/benchmarks.md.

Performance is measured, not asserted.  Each measurement is a function taking a
BenchConfig and returning a Section (a title and Markdown lines); MEASUREMENTS lists them in
report order, so a new figure is one new function and one new entry.
"""
from __future__ import annotations

from dataclasses import dataclass, field
import datetime
import os
from pathlib import Path
import platform
import random
import subprocess
import sys
import time
from typing import Callable

from dogtable.ai.agent import Budget, RandomAgent, ask
from dogtable.core.registry import game_ids, get_game
from dogtable.core.rules import Seat, replay
from dogtable.sim import LEVELS, make_agent, play_game
from dogtable.simstats import level_problem, timing_summary

MAX_ACTIONS = 100_000  # a random game that runs longer than this is a bug, not a measurement


@dataclass
class BenchConfig:
    quick: bool = False
    think_ms: float = 1000.0
    log: Callable[[str], None] = field(default=lambda line: None)

    @property
    def min_seconds(self) -> float:
        """Each throughput figure repeats games for at least this long."""
        return 0.4 if self.quick else 3.0

    @property
    def min_games(self) -> int:
        return 2 if self.quick else 10

    @property
    def decision_games(self) -> int:
        return 1 if self.quick else 3

    @property
    def decisions_per_game(self) -> int:
        """Decisions timed per game: enough for percentiles without a slow level taking
        minutes per game."""
        return 10 if self.quick else 40


@dataclass
class Section:
    title: str
    lines: list[str]

    def markdown(self) -> str:
        return "\n".join([f"## {self.title}", "", *self.lines])


def table(header: list[str], rows: list[list[str]], text_columns: int = 1) -> list[str]:
    """A Markdown table: the first ``text_columns`` columns left-aligned, the numbers
    after them right-aligned."""
    align = ["---"] * text_columns + ["---:"] * (len(header) - text_columns)
    return ["| " + " | ".join(cells) + " |" for cells in [header, align, *rows]]


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


# -- the machine --------------------------------------------------------------------------------
def cpu_model() -> str:
    try:
        if sys.platform.startswith("linux"):
            with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as handle:
                for line in handle:
                    key, _, value = line.partition(":")
                    if key.strip() in ("model name", "Hardware", "Model", "cpu model"):
                        return value.strip()
        elif sys.platform == "darwin":
            out = subprocess.run(["sysctl", "-n", "machdep.cpu.brand_string"],
                                 capture_output=True, text=True, timeout=5)
            if out.returncode == 0 and out.stdout.strip():
                return out.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        pass
    return platform.processor() or platform.machine() or "unknown"


def machine_info() -> dict:
    logical = os.cpu_count() or 0
    try:
        usable = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        usable = logical
    return {
        "CPU": cpu_model(),
        "cores": f"{logical} logical" + (f", {usable} usable" if usable != logical else ""),
        "Python": f"{platform.python_implementation()} {platform.python_version()}",
        "OS": platform.platform(),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
    }


def measure_machine(config: BenchConfig) -> Section:
    info = machine_info()
    info["mode"] = "quick (rough figures)" if config.quick else "full"
    rows = [[key, value.replace("|", "/")] for key, value in info.items()]
    lines = ["| | |", "|---|---|"] + ["| " + " | ".join(r) + " |" for r in rows]
    return Section("Machine", lines)


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
        seat = rules.to_act(state)[0]
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
             "agents through `dogtable.sim.play_game` (adds the seat views agents receive).",
             ""]
    return Section("Engine throughput",
                   lines + table(["game", "players", "engine actions/s", "random games/s",
                                  "actions per game"], rows))


# -- AI decision time ---------------------------------------------------------------------------
def decision_times(game_id: str, level: str, players: int, seed: int, think_ms: float,
                   limit: int) -> list[float]:
    """Milliseconds of up to ``limit`` real decisions (more than one legal action) of one
    ``level`` agent playing against random agents; its chair rotates with the seed."""
    rules = get_game(game_id).rules()
    rng = random.Random(seed)
    seats = [Seat(f"seat {i + 1}", "random") for i in range(players)]
    state = replay(rules, rules.start(seats, {}, rng))
    chair = seed % players
    agents = [make_agent(game_id, level, seed) if i == chair else RandomAgent(seed + i)
              for i in range(players)]
    budget = Budget(think_ms)
    times: list[float] = []
    actions = 0
    while not rules.is_over(state) and len(times) < limit:
        seat = rules.to_act(state)[0]
        real = len(rules.legal_actions(state, seat)) > 1
        started = time.perf_counter()
        action = ask(rules, state, seat, agents[seat], budget, seed)
        if seat == chair and real:
            times.append((time.perf_counter() - started) * 1000.0)
        for event in rules.decide(state, seat, action, rng):
            rules.evolve(state, event)
        actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"{game_id}: game {seed} did not end after {MAX_ACTIONS} actions")
    return times


def measure_ai(config: BenchConfig) -> Section:
    rows = []
    for game_id in game_ids():
        players = get_game(game_id).max_players  # the most hidden cards to imagine
        for level in LEVELS:
            problem = level_problem(game_id, level)
            if problem:
                rows.append([game_id, str(players), level, "-", "not available yet", "-", "-"])
                continue
            config.log(f"ai: {game_id}, {level}")
            times: list[float] = []
            for game in range(config.decision_games):
                times += decision_times(game_id, level, players, 3000 + game, config.think_ms,
                                        config.decisions_per_game)
            summary = timing_summary(times)
            rows.append([game_id, str(players), level, str(summary["count"]),
                         _ms(summary["p50"]), _ms(summary["p95"]), _ms(summary["max"])])
    lines = [f"Each level plays {config.decision_games} game(s) against random opponents "
             f"with a think budget of {config.think_ms:g} ms; the first "
             f"{config.decisions_per_game} real decisions per game (more than one legal "
             "action) are timed.", ""]
    return Section("AI decision time",
                   lines + table(["game", "players", "level", "decisions", "p50 ms", "p95 ms",
                                  "max ms"], rows, text_columns=3))


# -- the app ------------------------------------------------------------------------------------
def measure_app(config: BenchConfig) -> Section:
    """Placeholder for the app's figures (frame time per table scene with animations, time to
    the first interactive frame): replace this function's body when the app can be timed."""
    return Section("App: frame time and launch time", [
        "_Not measured yet._ Planned: frame time (p50/p95/max ms) of each table scene while "
        "animations play, and the time from launch to the first interactive frame."])


MEASUREMENTS: list[Callable[[BenchConfig], Section]] = [
    measure_machine, measure_engine, measure_ai, measure_app,
]


def run(quick: bool = False, think_ms: float = 1000.0,
        log: Callable[[str], None] | None = None) -> str:
    """Run every measurement and return the Markdown report."""
    config = BenchConfig(quick, think_ms, log or (lambda line: None))
    sections = [measure(config).markdown() for measure in MEASUREMENTS]
    head = ["# Benchmarks", "",
            "Generated by `dogtable bench" + (" --quick" if quick else "") + "`; "
            "rerun it to refresh. Figures depend on the machine and on its load.", ""]
    return "\n".join(head) + "\n" + "\n\n".join(sections) + "\n"


def out_problem(path: str) -> str | None:
    """Why the report cannot be written to ``path`` (checked before minutes of measuring)."""
    target = Path(path)
    if target.is_dir():
        return f"--out {path} is a directory; give a file name"
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        return f"--out {path}: the folder {parent} does not exist"
    if not os.access(parent, os.W_OK):
        return f"--out {path}: the folder {parent} is not writable"
    return None


def write(markdown: str, path: str) -> None:
    from dogtable.storage.atomic import write_text_atomic

    write_text_atomic(path, markdown)
