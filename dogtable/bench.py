"""`dogtable bench`: measure speed on this machine and print the report (written to a
file, e.g. docs/benchmarks.md, only with --out).

Performance is measured, not asserted.  Each measurement is a function taking a
BenchConfig and returning a Section (a title and Markdown lines); MEASUREMENTS lists them in
report order, so a new figure is one new function and one new entry.
"""
from __future__ import annotations

from dataclasses import dataclass, field
import datetime
import json
import os
from pathlib import Path
import platform
import random
import statistics
import subprocess
import sys
import time
from typing import Callable

from dogtable.ai.agent import HARD_LIMIT, Budget, RandomAgent, app_budget, ask
from dogtable.ai.reaction import settle
from dogtable.core.registry import game_ids, get_game, playable_game_ids
from dogtable.core.rules import Seat, referee_of, replay
# the launch hook's line, re-exported for the launch checks (wheel test, bundle)
from dogtable.launch_report import (FIRST_FRAME_MARK, first_frame_report,  # noqa: F401
                                    print_first_frame_report)
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

    @property
    def hard_decisions(self) -> int:
        """Hard's decisions timed at each table size."""
        return 8 if self.quick else 60

    @property
    def hard_stride(self) -> int:
        """Hard makes one real decision of its seat in this many (medium the others), so the
        ones timed are spread over whole games, not only their openings."""
        return 4 if self.quick else 3

    @property
    def hard_games(self) -> int:
        """Games at most per table size (a game with few decisions ends the count early)."""
        return 2 if self.quick else 12


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
        "load at start": load_average(),
    }


def load_average() -> str:
    """The 1/5/15-minute load averages: other programs' work skews every figure below."""
    try:
        return " / ".join(f"{x:.2f}" for x in os.getloadavg()) + " (1/5/15 min)"
    except (AttributeError, OSError):  # Windows
        return "unknown"


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


# -- AI decision time ---------------------------------------------------------------------------
def decision_times(game_id: str, level: str, players: int, seed: int, think_ms: float,
                   limit: int) -> list[float]:
    """Milliseconds of up to ``limit`` real decisions (more than one legal action) of one
    ``level`` agent playing against random agents; its chair rotates with the seed.  The
    agent gets the app's budget (hard: the fixed playouts of GameSpec.hard_playouts)."""
    rules = get_game(game_id).rules()
    rng = random.Random(seed)
    seats = [Seat(f"seat {i + 1}", "random") for i in range(players)]
    state = replay(rules, rules.start(seats, {}, rng))
    chair = seed % players
    agents = [make_agent(game_id, level, seed) if i == chair else RandomAgent(seed + i)
              for i in range(players)]
    budget = app_budget(think_ms, get_game(game_id).playouts_for(level, players))
    times: list[float] = []
    actions = 0
    while not rules.is_over(state) and len(times) < limit:
        movers = rules.to_act(state)
        if not movers:  # a real-time moment (a slap race): settled at random, not timed
            for event in rules.decide(state, None, rng.choice(rules.legal_actions(state, None)), rng):
                rules.evolve(state, event)
            continue
        seat = movers[0]
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


HARD_P95_TARGET_MS = 1000.0   # issue 22: hard answers within a second ...
HARD_MAX_TARGET_MS = 2000.0   # ... and never keeps the table waiting two


def _play(rules, state, seat, action, rng) -> None:
    for event in rules.decide(state, seat, action, rng):
        rules.evolve(state, event)


def hard_decision_times(game_id: str, players: int, seed: int, think_ms: float, want: int,
                        stride: int, max_games: int,
                        cpu: list[float] | None = None) -> list[float]:
    """Milliseconds (wall time) of up to ``want`` real decisions of hard at a table of
    ``players``, at the
    app's budget for hard there (its fixed playouts, cut at the app's limit), over whole
    games against mediums: hard's seat plays medium's move except at about one real decision
    in ``stride`` (drawn at random), where hard is asked, timed and its move played.  Agents
    keep no memory between decisions, so hard decides those positions as in a game of its
    own, and the decisions timed come from every stage of the game.  ``cpu``, when given,
    gets each decision's processor time too (ms): wall time less what other programs took."""
    spec = get_game(game_id)
    budget = app_budget(think_ms, spec.playouts_for("hard", players))
    medium_budget = Budget(think_ms)
    times: list[float] = []
    for game in range(max_games):
        if len(times) >= want:
            break
        game_seed = seed + game
        rules = spec.rules()
        rng = random.Random(game_seed)
        pick = random.Random(game_seed * 7 + 1)     # which of the seat's decisions hard makes
        seats = [Seat(f"seat {i + 1}", "medium") for i in range(players)]
        state = replay(rules, rules.start(seats, {}, rng))
        chair = game_seed % players
        mediums = [make_agent(game_id, "medium", game_seed * 31 + i) for i in range(players)]
        hard = make_agent(game_id, "hard", game_seed * 31 + chair)
        actions = 0
        while not rules.is_over(state) and len(times) < want:
            movers = rules.to_act(state)
            if not movers:   # a slap race: settled with the computers' reaction times
                _play(rules, state, None, settle(referee_of(rules, state), ["medium"] * players,
                                                 rng), rng)
                continue
            seat = movers[0]
            real = len(rules.legal_actions(state, seat)) > 1
            if seat == chair and real and pick.random() * stride < 1.0:
                started, cpu_started = time.perf_counter(), time.process_time()
                action = ask(rules, state, seat, hard, budget, game_seed)
                times.append((time.perf_counter() - started) * 1000.0)
                if cpu is not None:
                    cpu.append((time.process_time() - cpu_started) * 1000.0)
            else:
                action = ask(rules, state, seat, mediums[seat], medium_budget, game_seed)
            _play(rules, state, seat, action, rng)
            actions += 1
            if actions > MAX_ACTIONS:
                raise RuntimeError(f"{game_id}: game {game_seed} did not end after "
                                   f"{MAX_ACTIONS} actions")
    return times


def hard_rows(config: BenchConfig) -> tuple[list[list[str]], list[str]]:
    """One row per game and table size for hard, and the table sizes over the targets."""
    rows, over = [], []
    for game_id in game_ids():
        spec = get_game(game_id)
        if level_problem(game_id, "hard"):
            continue
        for players in range(spec.min_players, spec.max_players + 1):
            config.log(f"ai: {game_id}, hard at {players} players")
            cpu: list[float] = []
            times = hard_decision_times(game_id, players, 3000 + players, config.think_ms,
                                        config.hard_decisions, config.hard_stride,
                                        config.hard_games, cpu)
            summary = timing_summary(times)
            cpu_p95 = timing_summary(cpu)["p95"]
            verdict = "-"
            if summary["count"]:
                p95, most = summary["p95"], summary["max"]
                verdict = (f"{_verdict(p95, HARD_P95_TARGET_MS)} / "
                           f"{_verdict(most, HARD_MAX_TARGET_MS)}")
                if p95 > HARD_P95_TARGET_MS or most > HARD_MAX_TARGET_MS:
                    over.append(f"{game_id} at {players}")
            playouts = spec.playouts_for("hard", players)
            rows.append([game_id, str(players), "-" if playouts is None else str(playouts),
                         str(summary["count"]), _ms(summary["p50"]), _ms(summary["p95"]),
                         _ms(summary["max"]), _ms(cpu_p95), verdict])
    return rows, over


def measure_ai(config: BenchConfig) -> Section:
    hard, over = hard_rows(config)
    rows = []
    for game_id in game_ids():
        players = get_game(game_id).max_players  # the most hidden cards to imagine
        for level in LEVELS:
            if level == "hard":
                continue   # timed at every table size above
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
    limit_s = config.think_ms * HARD_LIMIT / 1000.0
    lines = [f"**Hard at every table size**, at the app's budget: the fixed playouts it gets "
             f"there (`GameSpec.hard_playouts`), cut at the app's limit of {limit_s:g} s "
             f"(`Budget.limit_ms`, {HARD_LIMIT:g} times a think time of "
             f"{config.think_ms:g} ms). Up to {config.hard_decisions} real decisions (more "
             "than one legal action) per table size, from whole games against medium "
             f"players: hard's seat plays medium's move except at about one real decision in "
             f"{config.hard_stride}, where hard is asked and timed, so the decisions come from "
             f"every stage of a game (at most {config.hard_games} games). Target: p95 at most "
             f"{HARD_P95_TARGET_MS:g} ms and max at most {HARD_MAX_TARGET_MS:g} ms of wall "
             "time (what the table waits). *CPU p95*: the same decisions' processor time, "
             "which other programs on the machine do not inflate (a decision cut at the limit "
             "still shows only the time it ran).", ""]
    lines += table(["game", "players", "playouts", "decisions", "p50 ms", "p95 ms", "max ms",
                    "CPU p95 ms", "on target (p95 / max)"], hard, text_columns=1)
    lines += ["", ("Over target: " + ", ".join(over) + ".") if over
              else "Every table size on target.", ""]
    lines += [f"**The other levels** at each game's largest table: each plays "
              f"{config.decision_games} game(s) against random opponents with a think budget "
              f"of {config.think_ms:g} ms (they do not search, so it is only a ceiling); the "
              f"first {config.decisions_per_game} real decisions per game are timed.", ""]
    return Section("AI decision time",
                   lines + table(["game", "players", "level", "decisions", "p50 ms", "p95 ms",
                                  "max ms"], rows, text_columns=3))


# -- the app ------------------------------------------------------------------------------------
# Both app figures are taken in child processes with SDL's dummy drivers: no window opens, the
# bench process never imports pygame, and a throw-away DOGTABLE_HOME keeps the user's settings
# and autosave out of it (so the menu is the one a first start shows).
APP_SIZE = (1280, 720)
FRAME_TARGETS = {"median": 4.0, "p95": 8.0}   # ms, issue 3
LAUNCH_TARGET_MS = 1000.0
CHILD_TIMEOUT = 120.0

_BOARD_SCRIPT = """
import json, sys
from dogtable.ui.table.perf import frame_times
players, frames, width, height = (int(x) for x in sys.argv[1:5])
print(json.dumps({"times": frame_times(size=(width, height), players=players, frames=frames)}))
"""

# The whole window: the real App on the table scene (board, log panel, banner, pygame-gui,
# autosave after every act), computer players at "random" so that thinking is instant and
# cards keep moving; each App.step (events, update, draw, flip) is timed, and whether the
# board was animating then.
_WINDOW_SCRIPT = """
import json, sys, time
from dogtable.storage.settings import Settings
from dogtable.ui.app import App
players, frames, width, height = (int(x) for x in sys.argv[1:5])
seats = [{"name": "P%d" % (i + 1), "kind": "random"} for i in range(players)]
app = App({"mode": "play", "game": "dogs_alone", "seats": seats, "seed": 1},
          window_size=(width, height), settings=Settings())
times, busy, warmup = [], [], 30
for i in range(frames + warmup):
    started = time.perf_counter()
    app.step(1 / 60)
    ms = (time.perf_counter() - started) * 1000.0
    if i >= warmup:
        times.append(ms)
        busy.append(bool(getattr(app.scenes.top, "view_busy", lambda: False)()))
scene = getattr(app.scenes.top, "name", None)
app.shutdown()
print(json.dumps({"times": times, "busy": busy, "scene": scene}))
"""


def returning_user(home: str) -> None:
    """A settings file that says the welcome was seen: the bench times the menu, not the
    first-launch welcome."""
    settings = Path(home) / "config" / "settings.json"
    if not settings.exists():   # never over a real user's settings
        settings.parent.mkdir(parents=True, exist_ok=True)
        settings.write_text('{"welcomed": true}', encoding="utf-8")


def child_env(home: str, **extra: str) -> dict[str, str]:
    """The environment of a headless child that imports this very copy of dogtable (a
    returning user's folder)."""
    returning_user(home)
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               DOGTABLE_HOME=home)
    env.pop("DOGTABLE_EXIT_AFTER_FIRST_FRAME", None)
    here = str(Path(__file__).resolve().parent.parent)
    env["PYTHONPATH"] = os.pathsep.join([here] + [p for p in env.get("PYTHONPATH", "").split(
        os.pathsep) if p])
    env.update(extra)
    return env


def child_frame_times(script: str, players: int, frames: int,
                      size: tuple[int, int] = APP_SIZE) -> dict:
    """Run a frame-time script (_BOARD_SCRIPT, _WINDOW_SCRIPT) in a headless child process;
    its last line of output is a JSON object with "times" (ms per frame)."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="dogtable-bench-") as home:
        out = subprocess.run(
            [sys.executable, "-c", script, str(players), str(frames), str(size[0]), str(size[1])],
            env=child_env(home), cwd=home, capture_output=True, text=True,
            timeout=CHILD_TIMEOUT)
    if out.returncode != 0 or not out.stdout.strip():
        raise RuntimeError(f"frame-time child failed ({out.returncode}): "
                           f"{out.stderr.strip()[-800:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


# The reference a launch is compared with (issue 25: at most 1.2 times it): the least a
# pygame-ce + pygame-gui program does to show one button, presented as the app presents its
# window (dogtable.ui.presentation picks SDL's presentation; the window the app's default size,
# fitted to the desktop the same way, resizable), then the same report line as the app's.
REFERENCE_WINDOW_SCRIPT = """
import json, sys
import pygame
import pygame_gui
from dogtable.ui.presentation import choose_presentation
pygame.display.init()
choose_presentation()
pygame.font.init()
pygame.display.set_caption("Dog Table")
desktop = (pygame.display.get_desktop_sizes() or [(1280, 720)])[0]
window = pygame.display.set_mode((min(1280, desktop[0]), min(720, desktop[1])), pygame.RESIZABLE)
manager = pygame_gui.UIManager(window.get_size())
pygame_gui.elements.UIButton(pygame.Rect(0, 0, 240, 48).move(100, 100), "New game", manager)
for event in pygame.event.get():
    manager.process_events(event)
manager.update(1 / 60)
window.fill((38, 84, 66))
manager.draw_ui(window)
pygame.display.flip()
print(sys.argv[1] + json.dumps({"scene": "reference", "frames": 1,
                               "window": list(window.get_size())}), flush=True)
pygame.quit()
"""
LAUNCH_RATIO_TARGET = 1.2


def reference_command() -> list[str]:
    return [sys.executable, "-c", REFERENCE_WINDOW_SCRIPT, FIRST_FRAME_MARK]


_bytecode_cache = None


def bytecode_cache() -> str:
    """A folder of compiled bytecode shared by this run's launches (outside the source tree):
    an installed copy has its bytecode, so a launch is not charged for compiling every module
    when PYTHONDONTWRITEBYTECODE or a read-only checkout would make it compile each time."""
    import tempfile

    global _bytecode_cache
    if _bytecode_cache is None:   # removed when the bench process exits
        _bytecode_cache = tempfile.TemporaryDirectory(prefix="dogtable-bench-pyc-")
    return _bytecode_cache.name


def launch_to_first_frame(command: list[str] | None = None, timeout: float = CHILD_TIMEOUT,
                          env: dict[str, str] | None = None, cwd: str | None = None
                          ) -> tuple[float, dict]:
    """(ms from starting ``command`` (default ``python -m dogtable``) until it reports its first
    frame, the report).  The clock stops when the report line arrives, before the app quits.
    Without ``env``: a fresh user folder, SDL's dummy drivers and this run's bytecode cache."""
    return _launch(command, timeout, env, cwd)


def _launch(command: list[str] | None, timeout: float, env: dict[str, str] | None,
            cwd: str | None) -> tuple[float, dict]:
    import tempfile
    import threading

    with tempfile.TemporaryDirectory(prefix="dogtable-launch-") as home:
        if env is not None:
            env = dict(env)
        else:
            env = child_env(home, PYTHONPYCACHEPREFIX=bytecode_cache())
            env.pop("PYTHONDONTWRITEBYTECODE", None)
        returning_user(env.get("DOGTABLE_HOME", home))
        env["DOGTABLE_EXIT_AFTER_FIRST_FRAME"] = "1"
        env.setdefault("DOGTABLE_HOME", home)
        command = command or [sys.executable, "-m", "dogtable"]
        with tempfile.TemporaryFile(mode="w+", encoding="utf-8", errors="replace") as errors:
            started = time.perf_counter()
            proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=errors,
                                    stdin=subprocess.DEVNULL, env=env, cwd=cwd or home,
                                    text=True, encoding="utf-8", errors="replace")
            timed_out = threading.Event()

            def stop() -> None:
                timed_out.set()
                proc.kill()

            killer = threading.Timer(timeout, stop)
            killer.start()
            elapsed, report = None, None
            try:
                for line in proc.stdout:
                    if line.startswith(FIRST_FRAME_MARK):
                        elapsed = (time.perf_counter() - started) * 1000.0
                        report = json.loads(line[len(FIRST_FRAME_MARK):])
                        break
                proc.stdout.read()
                status = proc.wait()
            finally:
                killer.cancel()
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
            if report is None or status != 0:
                errors.seek(0)
                what = (f"was stopped after {timeout:g} s" if timed_out.is_set()
                        else f"exited with status {status}")
                raise RuntimeError(f"{' '.join(command)} {what} "
                                   f"{'before' if report is None else 'after'} its first frame: "
                                   f"{errors.read().strip()[-800:]}")
    return elapsed, report


def launch_to_reference() -> float:
    """Ms from starting the reference window (REFERENCE_WINDOW_SCRIPT) to its first frame."""
    return _launch(reference_command(), CHILD_TIMEOUT, None, None)[0]


def reference_lines(app_median: float, references: list[float],
                    problem: str | None) -> list[str]:
    """The launch against a bare pygame-gui window with one button, launched the same way
    (in turns with the app's launches, the same environment)."""
    if problem is not None or not references:
        return [f"_Reference window not measured: {problem}_"]
    reference = statistics.median(references)
    ratio = app_median / reference if reference > 0 else float("inf")
    return [
        "Against a reference: a bare pygame-ce + pygame-gui window with one button, "
        "presented the same way (`REFERENCE_WINDOW_SCRIPT`: the same presentation choice, "
        "window size and report line), launched in turns with the app. Both launches run "
        "with compiled bytecode, as an installed copy has it (a bytecode cache of this run, "
        f"outside the source tree). Target: the app within {LAUNCH_RATIO_TARGET:g} times the "
        "reference.", "",
        *table(["runs", "reference median ms", "reference min ms", "app median ms",
                "app / reference", "on target"],
               [[str(len(references)), f"{reference:.0f}", f"{min(references):.0f}",
                 f"{app_median:.0f}", f"{ratio:.2f}", _verdict(ratio, LAUNCH_RATIO_TARGET)]]),
    ]


def _verdict(value: float, target: float) -> str:
    return "yes" if value <= target else "**no**"


def measure_app(config: BenchConfig) -> Section:
    frames = 120 if config.quick else 600
    runs = [("board", 4), ("window", 4)] if config.quick else \
        [("board", n) for n in (2, 3, 4, 5)] + [("window", n) for n in (2, 5)]
    rows = []
    for what, players in runs:
        config.log(f"app: {what} frame time, {players} players")
        result = child_frame_times(_BOARD_SCRIPT if what == "board" else _WINDOW_SCRIPT,
                                   players, frames)
        times, share = result["times"], "-"
        if "busy" in result:  # the window: only the frames with cards in flight count
            times = [t for t, busy in zip(times, result["busy"]) if busy] or times
            share = f"{sum(result['busy']) / max(1, len(result['busy'])):.0%}"
        s = frame_summary(times)
        rows.append([what, str(players), str(frames), share, _ms(s["median"]), _ms(s["p95"]),
                     _ms(s["max"]), _verdict(s["median"], FRAME_TARGETS["median"]) + " / "
                     + _verdict(s["p95"], FRAME_TARGETS["p95"])])
    launch_runs = 3 if config.quick else 7
    launches: list[float] = []
    references: list[float] = []
    report: dict = {}
    reference_problem = None
    for i in range(launch_runs):   # taken in turns, so that a change of load hits both
        config.log(f"app: launch to menu, run {i + 1}/{launch_runs}")
        ms, report = launch_to_first_frame()
        launches.append(ms)
        if reference_problem is None:
            try:
                references.append(launch_to_reference())
            except (RuntimeError, OSError, ValueError) as exc:
                reference_problem = str(exc)
    median = statistics.median(launches)
    w, h = APP_SIZE
    lines = [
        f"Frame time at {w}x{h} while cards fly, headless (SDL dummy video driver, so software "
        "drawing and no vsync), after 30 warm-up frames. *board*: the Dogs Alone board alone "
        "(`dogtable.ui.table.perf.frame_times`: a random legal move whenever the previous one "
        "has finished animating, so cards are nearly always in flight; the board's show, "
        "animate, update and draw are timed, the engine is not). *window*: the whole app on "
        "the table scene (board, log panel, turn banner, pygame-gui, autosave), every seat a "
        "`random` computer player so that thinking is instant; each main-loop step (events, "
        "update, draw, flip) is timed, and the figures are those of the steps during which the "
        "board was animating (*animating*: their share of all steps; the rest are the "
        "computers' pauses between moves). "
        f"Targets: median ≤ {FRAME_TARGETS['median']:g} ms, p95 ≤ {FRAME_TARGETS['p95']:g} ms.",
        "",
        *table(["what", "players", "frames", "animating", "median ms", "p95 ms", "max ms",
                "on target (median / p95)"], rows, text_columns=1),
        "",
        "Launch to an interactive menu: wall time from starting `python -m dogtable` (dummy "
        "video driver, a fresh user folder, so no Continue button) until the main menu's first "
        "frame has been drawn and the event loop runs; the app reports that moment under "
        f"`DOGTABLE_EXIT_AFTER_FIRST_FRAME=1`. Target ≤ {LAUNCH_TARGET_MS / 1000:g} s.", "",
        *table(["runs", "median ms", "min ms", "max ms", "on target"],
               [[str(launch_runs), f"{median:.0f}", f"{min(launches):.0f}",
                 f"{max(launches):.0f}", _verdict(median, LAUNCH_TARGET_MS)]]),
        "", *reference_lines(median, references, reference_problem),
    ]
    if report.get("scene") != "menu":
        lines += ["", f"_Warning: the first frame showed the {report.get('scene')!r} scene, "
                      "not the menu._"]
    return Section("App: frame time and launch time", lines)


def frame_summary(times: list[float]) -> dict[str, float]:
    """Median, p95 and max, as dogtable.ui.table.perf.summary computes them (without
    importing pygame here)."""
    if not times:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return {"median": statistics.median(ordered), "p95": p95, "max": ordered[-1]}


# -- resting and presenting ----------------------------------------------------------------------
REST_TARGET = 5.0            # % of one core while nothing moves (issue 7)
REST_SEATS = [{"name": "Ana", "kind": "human"}, {"name": "Rex", "kind": "medium"}]
PRESENT_SIZES = [(1280, 720), (1920, 1080)]

# The real main loop (App.run_once, as `python -m dogtable` runs it) on the menu, then on a
# table where the human is to move; the process measures its own CPU time (every thread:
# time.process_time works on every OS) over the wall time.  Then App.draw (scenes, widgets,
# toasts, flip) is timed on that table at each size.
_REST_SCRIPT = """
import json, sys, time
import pygame
from dogtable.storage.settings import Settings
from dogtable.ui.app import App
from dogtable.ui.scenes.table import start_new_game
settle, seconds, frames = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
sizes, seats = json.loads(sys.argv[4]), json.loads(sys.argv[5])
app = App({"mode": "menu"}, window_size=tuple(sizes[0]), settings=Settings())

def memory_mb():
    try:  # Linux: the resident set now (a GL presenter holds its buffers here)
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024.0
    except OSError:
        return None

def rest():
    end = time.perf_counter() + settle
    while time.perf_counter() < end:
        app.run_once()
    drawn, cpu, wall = app.frames, time.process_time(), time.perf_counter()
    while time.perf_counter() - wall < seconds:
        app.run_once()
    wall = time.perf_counter() - wall
    return {"scene": app.scenes.top.name, "cpu": 100.0 * (time.process_time() - cpu) / wall,
            "fps": (app.frames - drawn) / wall}

out = {"driver": pygame.display.get_driver(), "presentation": app.presentation, "menu": rest()}
table = start_new_game(app, "dogs_alone", seats, seed=1, first=0)
out["table"] = rest()
out["table"]["waiting"] = table is not None and table.session.to_act() == [0]
out["frames"] = []
for size in sizes:
    app.resize_window(tuple(size))
    for _ in range(10):
        app.step(1 / 60)
    times, flips = [], []
    for _ in range(frames):
        started = time.perf_counter()
        app.draw()
        drawn = time.perf_counter()
        pygame.display.flip()   # presenting alone, once more
        times.append((drawn - started) * 1000.0)
        flips.append((time.perf_counter() - drawn) * 1000.0)
        pygame.event.pump()
    out["frames"].append({"size": list(app.window.get_size()), "times": times,
                          "flips": flips, "memory": memory_mb()})
app.shutdown()
print(json.dumps(out))
"""


def real_display() -> bool:
    """Whether the rest figures can be taken in a real window (a Linux desktop session);
    elsewhere, and with no display, the child uses SDL's dummy driver."""
    if not sys.platform.startswith("linux"):
        return False
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def child_rest_figures(config: BenchConfig, real: bool) -> dict:
    import tempfile

    settle, seconds, frames = (0.2, 0.8, 20) if config.quick else (1.5, 5.0, 200)
    with tempfile.TemporaryDirectory(prefix="dogtable-bench-") as home:
        env = child_env(home)
        if real:   # SDL's own choice of video driver (or the user's)
            if os.environ.get("SDL_VIDEODRIVER"):
                env["SDL_VIDEODRIVER"] = os.environ["SDL_VIDEODRIVER"]
            else:
                env.pop("SDL_VIDEODRIVER", None)
        out = subprocess.run(
            [sys.executable, "-c", _REST_SCRIPT, str(settle), str(seconds), str(frames),
             json.dumps(PRESENT_SIZES), json.dumps(REST_SEATS)],
            env=env, cwd=home, capture_output=True, text=True, timeout=CHILD_TIMEOUT)
    if out.returncode != 0 or not out.stdout.strip():
        raise RuntimeError(f"rest child failed ({out.returncode}): {out.stderr.strip()[-800:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure_rest(config: BenchConfig) -> Section:
    real = real_display()
    config.log("app: idle CPU and frame time" + (" (real window)" if real else ""))
    try:
        result = child_rest_figures(config, real)
    except (RuntimeError, OSError, subprocess.SubprocessError, ValueError) as exc:
        return Section(REST_TITLE, [f"_Not measured: {exc}_"])
    where = (f"a real window (video driver `{result['driver']}`)" if real else
             "SDL's dummy video driver (no display here, so nothing is presented and the "
             "figures leave out what a real window costs)")
    rows = []
    for key, label in (("menu", "main menu at rest"),
                       ("table", "Dogs Alone table, the human to move")):
        r = result[key]
        note = "" if key == "menu" or r.get("waiting") else " (not the human's move!)"
        rows.append([label + note, f"{r['fps']:.1f}", f"{r['cpu']:.1f}",
                     _verdict(r["cpu"], REST_TARGET)])
    frame_rows = []
    for entry in result["frames"]:
        s = frame_summary(entry["times"])
        memory = entry.get("memory")
        flip = frame_summary(entry.get("flips") or [])
        frame_rows.append(["x".join(str(v) for v in entry["size"]), str(len(entry["times"])),
                           _ms(s["median"]), _ms(s["p95"]), _ms(s["max"]), _ms(flip["median"]),
                           "-" if memory is None else f"{memory:.0f}"])
    lines = [
        f"Measured in {where}; presentation: {result['presentation']}. Idle CPU: the real main "
        "loop (`App.run_once`, as `python -m dogtable` runs it) with no input, the process's "
        "CPU time (every thread) over wall time, in percent of one core, after the scene has "
        f"settled. Target ≤ {REST_TARGET:g}%.", "",
        *table(["scene", "frames drawn/s", "CPU % of a core", "on target"], rows),
        "",
        "Frame time on that table: one `App.draw` (the scenes, pygame-gui, toasts and the "
        "flip that presents the frame); *flip*: presenting alone (`pygame.display.flip()` once "
        "more); memory: the process's resident set after those frames (Linux only).", "",
        *table(["window", "frames", "median ms", "p95 ms", "max ms", "flip median ms",
                "memory MB"], frame_rows),
    ]
    return Section(REST_TITLE, lines)


# -- frame time while cards fly ------------------------------------------------------------------
FLIGHT_TITLE = "Frame time while cards fly"
FLIGHT_PLAYERS = 4                      # a family's table; every board takes four
FLIGHT_P95_TARGETS = {(1280, 720): 8.0, (1920, 1080): 12.0}   # ms, issue 25

# The real main loop (App.run_once: its 60-a-second pacing, its rests and waits, as
# `python -m dogtable` runs it) on a table of computer players ("random": they answer at once,
# so cards keep moving) at the normal animation speed.  Each frame the loop draws is timed
# (App._frame: input, update, draw and the flip that presents it, never the loop's sleeps), and
# whether the board was animating at its start or end.  Each size starts with an untimed table
# (picture caches fill); a game that ends is replaced by a new one.
_FLIGHT_SCRIPT = """
import json, sys, time
import pygame
from dogtable.storage.settings import Settings
from dogtable.ui.app import App
from dogtable.ui.scenes.menu import MenuScene
from dogtable.ui.scenes.table import start_new_game
game, players, settle, seconds = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
sizes = json.loads(sys.argv[5])
seats = [{"name": "P%d" % (i + 1), "kind": "random"} for i in range(players)]
app = App({"mode": "menu"}, window_size=tuple(sizes[0]), settings=Settings())
record = {"on": False, "times": [], "cpu": [], "busy": []}
frame = app._frame

def busy():
    top = app.scenes.top
    return bool(getattr(top, "view_busy", lambda: False)())

def timed_frame(events, dt, waited=0.0):
    was_busy = busy()
    started, cpu = time.perf_counter(), time.thread_time()
    frame(events, dt, waited)
    ms = (time.perf_counter() - started) * 1000.0
    if record["on"]:
        record["times"].append(ms)
        record["cpu"].append((time.thread_time() - cpu) * 1000.0)
        record["busy"].append(was_busy or busy())

app._frame = timed_frame
seed = [0]

def new_table():
    seed[0] += 1
    app.scenes.reset(MenuScene(app))
    start_new_game(app, game, seats, seed=seed[0], first=0)

def play(wall):
    games, end = 0, time.perf_counter() + wall
    while time.perf_counter() < end:
        top = app.scenes.top
        if getattr(top, "name", None) != "table" or top.session.is_over():
            new_table()
            games += 1
        app.run_once()
    return games

out = {"driver": pygame.display.get_driver(), "presentation": app.presentation, "sizes": []}
for size in sizes:
    app.resize_window(tuple(size))
    new_table()
    record["on"] = False
    play(settle)
    record.update(on=True, times=[], cpu=[], busy=[])
    started, games = time.perf_counter(), play(seconds)
    out["sizes"].append({"size": list(app.window.get_size()), "times": record["times"],
                         "cpu": record["cpu"], "busy": record["busy"], "games": games + 1,
                         "wall": time.perf_counter() - started})
record["on"] = False
app.shutdown()
print(json.dumps(out))
"""


def window_env(home: str, real: bool) -> dict[str, str]:
    """A child's environment: SDL's dummy driver, or with ``real`` SDL's own choice of video
    driver (or the user's) so that the child opens a real window."""
    env = child_env(home)
    if real:
        if os.environ.get("SDL_VIDEODRIVER"):
            env["SDL_VIDEODRIVER"] = os.environ["SDL_VIDEODRIVER"]
        else:
            env.pop("SDL_VIDEODRIVER", None)
    return env


def child_flight_times(game_id: str, config: BenchConfig, real: bool,
                       sizes: list[tuple[int, int]] | None = None,
                       players: int = FLIGHT_PLAYERS) -> dict:
    """Run _FLIGHT_SCRIPT for one board in a child process (every size in turn)."""
    import tempfile

    # Dog Lover's computers animate only some of their moves: a few seconds for any flight
    settle, seconds = (0.5, 3.0) if config.quick else (1.5, 8.0)
    with tempfile.TemporaryDirectory(prefix="dogtable-bench-") as home:
        out = subprocess.run(
            [sys.executable, "-c", _FLIGHT_SCRIPT, game_id, str(players), str(settle),
             str(seconds), json.dumps(sizes or PRESENT_SIZES)],
            env=window_env(home, real), cwd=home, capture_output=True, text=True,
            timeout=CHILD_TIMEOUT)
    if out.returncode != 0 or not out.stdout.strip():
        raise RuntimeError(f"flight child failed ({out.returncode}): {out.stderr.strip()[-800:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def flight_row(game_id: str, players: int, entry: dict) -> tuple[list[str], bool]:
    """One table row (board, size) and whether its p95 is on target."""
    flying = [ms for ms, busy in zip(entry["times"], entry["busy"]) if busy]
    cpu = frame_summary([ms for ms, busy in zip(entry.get("cpu") or [], entry["busy"]) if busy])
    s = frame_summary(flying)
    size = tuple(entry["size"])
    target = FLIGHT_P95_TARGETS.get(size)
    fps = len(entry["times"]) / entry["wall"] if entry.get("wall") else 0.0
    ok = target is None or (bool(flying) and s["p95"] <= target)
    verdict = "-" if target is None or not flying else _verdict(s["p95"], target)
    return ([game_id, str(players), "x".join(str(v) for v in size), str(len(flying)),
             f"{fps:.0f}", _ms(s["median"]), _ms(s["p95"]), _ms(s["max"]), _ms(cpu["p95"]),
             verdict], ok)


def measure_flights(config: BenchConfig) -> Section:
    real = real_display()
    rows, over, still, where = [], [], [], None
    for game_id in playable_game_ids():
        config.log(f"app: frame time while cards fly, {game_id}"
                   + (" (real window)" if real else ""))
        try:
            result = child_flight_times(game_id, config, real)
        except (RuntimeError, OSError, subprocess.SubprocessError, ValueError) as exc:
            rows.append([game_id, str(FLIGHT_PLAYERS), "-", "-", "-", "-", "-", "-", "-",
                         f"not measured: {str(exc)[-200:]}"])
            continue
        where = where or (result["driver"], result["presentation"])
        for entry in result["sizes"]:
            row, ok = flight_row(game_id, FLIGHT_PLAYERS, entry)
            rows.append(row)
            if row[3] == "0":
                still.append(f"{game_id} at {row[2]}")
            elif not ok:
                over.append(f"{game_id} at {row[2]}")
    driver, presentation = where or ("-", "-")
    place = (f"a real window (video driver `{driver}`)" if real else
             "SDL's dummy video driver (no display here: the flip presents nothing, so a real "
             "window adds its presenting cost)")
    targets = ", ".join(f"≤ {ms:g} ms at {w}x{h}" for (w, h), ms in FLIGHT_P95_TARGETS.items())
    lines = [
        f"The real main loop (`App.run_once`, as `python -m dogtable` runs it, at most 60 "
        f"frames a second) in {place}; presentation: {presentation}. Each board's table of "
        f"{FLIGHT_PLAYERS} computer players (`random`, who answer at once) plays whole games at "
        "the normal animation speed, a new game when one ends. Every frame the loop draws is "
        "timed (`App._frame`: input, update, draw and the flip that presents it; not the "
        "loop's sleeps); the figures are those of the frames during which cards were flying "
        "(the board animating at the frame's start or end). *CPU p95*: the same frames' "
        "processor time on the loop's thread, which other programs on the machine do not "
        "inflate (a real window's presenting work in the display server is not in it). *loop "
        "fps*: frames drawn per second over the whole run. Each size starts with an untimed table, so picture "
        f"caches are filled. Target: p95 {targets}.", "",
        *table(["board", "players", "window", "frames flying", "loop fps", "p50 ms", "p95 ms",
                "max ms", "CPU p95 ms", "p95 on target"], rows, text_columns=1),
        "", ("Over target: " + ", ".join(over) + ".") if over else "Every board on target.",
    ]
    if still:
        lines += ["", "No cards flew while timed (not measured): " + ", ".join(still) + "."]
    return Section(FLIGHT_TITLE, lines)


REST_TITLE = "App: resting and presenting"
WINDOW_TITLE = "Real window (measured by hand)"
WINDOW_PLACEHOLDER = "_To be measured by hand in a real window_"


def measure_window_by_hand(config: BenchConfig) -> Section:
    """A placeholder: idle CPU and presenting costs of the real app under a real X server are
    measured by hand (the commands are written with the figures); `write` keeps them."""
    return Section(WINDOW_TITLE, [
        WINDOW_PLACEHOLDER + ": idle CPU of `python3 -m dogtable` on the menu and on a table "
        "waiting for a human, and the frame time of each presentation path, in a real window. "
        "Once written here by hand, this section is kept when the bench rewrites the file."])


STRENGTH_TITLE = "Strength"
STRENGTH_PLACEHOLDER = "_To be filled in from `dogtable sim` tournaments_"


def measure_strength(config: BenchConfig) -> Section:
    """A placeholder: win shares come from long `dogtable sim` tournaments, far too slow for
    a bench run, and are written by hand; `write` keeps them when it rewrites the file."""
    return Section(STRENGTH_TITLE, [
        STRENGTH_PLACEHOLDER + ": the win share of each computer level against the others "
        "(shared victories split), with 95% intervals, the seats rotated every game. "
        "`dogtable bench` does not measure this; once written here by hand, this section is "
        "kept when the bench rewrites the file."])


# -- the autosave ---------------------------------------------------------------------------------
AUTOSAVE_TITLE = "Autosave cost per act"
AUTOSAVE_AT = (100, 1000)      # log lengths the cost is taken at
AUTOSAVE_GAME = ("dogs_alone", 3)   # the longest games: a random one passes 1,000 acts


def game_at(acts: int, seed: int, extra: int):
    """A random game of AUTOSAVE_GAME whose log holds ``acts`` entries, and the ``extra``
    acts that came next in it (None if this seed's game is shorter)."""
    from dogtable.core.session import Session

    game_id, players = AUTOSAVE_GAME
    rules = get_game(game_id).rules()
    session = Session(rules, [Seat(f"random {i + 1}", "random") for i in range(players)], {}, seed)
    rng = random.Random(seed)
    while len(session.log) < acts + extra:
        if session.is_over():
            return None
        movers = session.to_act()
        seat = movers[0] if movers else None
        session.act(seat, rng.choice(session.legal_actions(seat)))
    future = [(entry.seat, entry.action) for entry in session.log[acts:]]
    del session.log[acts:]
    session.state = replay(rules, session.events())
    return session, future


def autosave_costs(acts: int, samples: int, folder: str) -> dict:
    """At ``acts`` acts: the UI thread's cost of one act's autosave (the journal line, synced
    to disk: Autosaver.record) over ``samples`` acts, and the compact save's rewrite that a
    quiet moment asks of the background thread (what every act cost before the journal)."""
    from dogtable.storage.journal import journal_path_for
    from dogtable.storage.saves import save_session
    from dogtable.ui.scenes.autosaver import Autosaver

    for seed in range(1, 200):
        found = game_at(acts, seed, samples)
        if found is not None:
            break
    else:
        raise RuntimeError(f"no random game reached {acts + samples} acts")
    session, future = found
    path = Path(folder) / f"autosave-{acts}.json"
    saver = Autosaver(path)
    saver.start(session)
    record_ms = []
    for seat, action in future:
        session.act(seat, action)
        started = time.perf_counter()
        saver.record(session, "act")
        record_ms.append((time.perf_counter() - started) * 1000.0)
    line_bytes = journal_path_for(path).stat().st_size / samples
    saver.close()
    fold_ms = []
    for i in range(max(3, samples // 10)):
        started = time.perf_counter()
        save_session(session, path)
        fold_ms.append((time.perf_counter() - started) * 1000.0)
    return {"record": timing_summary(record_ms), "line_bytes": line_bytes,
            "fold": timing_summary(fold_ms), "save_bytes": path.stat().st_size}


def measure_autosave(config: BenchConfig) -> Section:
    import tempfile

    samples = 20 if config.quick else 100
    rows = []
    with tempfile.TemporaryDirectory(prefix="dogtable-bench-autosave-") as folder:
        for acts in AUTOSAVE_AT:
            config.log(f"autosave: at {acts} acts")
            try:
                c = autosave_costs(acts, samples, folder)
            except (RuntimeError, OSError) as exc:
                return Section(AUTOSAVE_TITLE, [f"_Not measured: {exc}_"])
            rows.append([f"{acts:,}", _ms(c["record"]["p50"]), _ms(c["record"]["p95"]),
                         f"{c['line_bytes']:,.0f}", _ms(c["fold"]["p50"]),
                         f"{c['save_bytes'] / 1000:,.0f}"])
            folder_note = folder
    game_id, players = AUTOSAVE_GAME
    lines = [
        f"A random {game_id} game of {players} players at each length. *Per act*: what the "
        "table's thread spends after each act so that the act is on disk before the next "
        "(`Autosaver.record`: the act's log entry as one journal line, appended and synced), "
        f"over {samples} acts. *Compact save*: rewriting the whole save atomically "
        "(`save_session`), which only quiet moments ask for (a turn ends, the table is left, "
        "the app quits) and a background thread does; before the journal every act paid it. "
        f"Written in a temporary folder ({Path(folder_note).parent}).", "",
        *table(["acts", "per act p50 ms", "per act p95 ms", "journal bytes per act",
                "compact save ms", "save kB"], rows),
    ]
    return Section(AUTOSAVE_TITLE, lines)


MEASUREMENTS: list[Callable[[BenchConfig], Section]] = [
    measure_machine, measure_engine, measure_ai, measure_app, measure_flights, measure_rest,
    measure_autosave, measure_window_by_hand, measure_strength,
]


def run(quick: bool = False, think_ms: float = 1000.0,
        log: Callable[[str], None] | None = None) -> str:
    """Run every measurement and return the Markdown report."""
    config = BenchConfig(quick, think_ms, log or (lambda line: None))
    sections = [measure(config).markdown() for measure in MEASUREMENTS]
    head = ["# Benchmarks", "",
            "Generated by `dogtable bench" + (" --quick" if quick else "")
            + " --out docs/benchmarks.md`; rerun it to refresh. Figures depend on the machine "
            "and on its load.", ""]
    return "\n".join(head) + "\n" + "\n\n".join(sections) + "\n"


# sections written by hand, kept over the bench's placeholders when it rewrites the file
HAND_WRITTEN = {STRENGTH_TITLE: STRENGTH_PLACEHOLDER, WINDOW_TITLE: WINDOW_PLACEHOLDER}


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


def _section_span(markdown: str, title: str) -> tuple[int, int] | None:
    """(start, end) of the body of the ``## title`` section (up to the next ``## ``)."""
    head = f"## {title}\n"
    at = 0 if markdown.startswith(head) else markdown.find("\n" + head)
    if at < 0:
        return None
    start = at + len(head) + (0 if at == 0 else 1)
    end = markdown.find("\n## ", start)
    return start, len(markdown) if end < 0 else end + 1


def keep_hand_written(markdown: str, previous: str) -> str:
    """``markdown`` with each hand-written section of ``previous`` (Strength, the real-window
    figures) that was filled in by hand (no longer its placeholder)."""
    for title, placeholder in HAND_WRITTEN.items():
        old, new = _section_span(previous, title), _section_span(markdown, title)
        if old is None or new is None:
            continue
        body = previous[old[0]:old[1]]
        if placeholder in body or not body.strip():
            continue
        if not body.endswith("\n"):
            body += "\n"
        markdown = markdown[:new[0]] + body + markdown[new[1]:]
    return markdown


def write(markdown: str, path: str) -> None:
    from dogtable.storage.atomic import write_text_atomic

    try:
        previous = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        previous = ""
    write_text_atomic(path, keep_hand_written(markdown, previous))
