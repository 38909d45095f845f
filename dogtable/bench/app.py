"""The app: frame time of the board and the window, and the launch to the menu (against a bare
pygame-gui window)."""
from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

from dogtable.launch_report import FIRST_FRAME_MARK
from dogtable.bench.common import (CHILD_TIMEOUT, BenchConfig, Section, _bench, _ms, _verdict,
                                    child_env, frame_summary, returning_user, table)

# -- the app ------------------------------------------------------------------------------------
# Both app figures are taken in child processes with SDL's dummy drivers: no window opens, the
# bench process never imports pygame, and a throw-away DOGTABLE_HOME keeps the user's settings
# and autosave out of it (so the menu is the one a first start shows).
APP_SIZE = (1280, 720)
FRAME_TARGETS = {"median": 4.0, "p95": 8.0}   # ms, issue 3
LAUNCH_TARGET_MS = 1000.0

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


# The folder measure_app's launches share while it runs: a returning user's, whose picture
# cache (dogtable.ui.picture_cache) the launch before filled, as on any start but the first.
_launch_home: list[str] = []


def _launch(command: list[str] | None, timeout: float, env: dict[str, str] | None,
            cwd: str | None) -> tuple[float, dict]:
    import tempfile
    import threading

    with tempfile.TemporaryDirectory(prefix="dogtable-launch-") as fresh:
        # measure_app's launches share one returning user's folder (see there)
        home = _launch_home[0] if env is None and _launch_home else fresh
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
            used = _children_cpu()
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
            if report is not None:   # the whole run's processor time: load hardly changes it
                report["cpu_ms"] = _children_cpu() - used
            if report is None or status != 0:
                errors.seek(0)
                what = (f"was stopped after {timeout:g} s" if timed_out.is_set()
                        else f"exited with status {status}")
                raise RuntimeError(f"{' '.join(command)} {what} "
                                   f"{'before' if report is None else 'after'} its first frame: "
                                   f"{errors.read().strip()[-800:]}")
    return elapsed, report


def _children_cpu() -> float:
    """Ms of processor time (user + system) of the child processes waited for so far."""
    try:
        import resource
    except ImportError:   # not on Windows: the CPU columns then read 0
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (usage.ru_utime + usage.ru_stime) * 1000.0


def launch_to_reference() -> float:
    """Ms from starting the reference window (REFERENCE_WINDOW_SCRIPT) to its first frame."""
    return reference_launch()[0]


def reference_launch() -> tuple[float, dict]:
    """(ms to the reference window's first frame, its report with its "cpu_ms")."""
    return _launch(reference_command(), CHILD_TIMEOUT, None, None)


def reference_lines(app_median: float, references: list[float],
                    problem: str | None, app_cpu: list[float] | None = None,
                    reference_cpu: list[float] | None = None) -> list[str]:
    """The launch against a bare pygame-gui window with one button, launched the same way
    (in turns with the app's launches, the same environment)."""
    if problem is not None or not references:
        return [f"_Reference window not measured: {problem}_"]
    reference = statistics.median(references)
    ratio = app_median / reference if reference > 0 else float("inf")
    cpu_lines: list[str] = []
    if app_cpu and reference_cpu and statistics.median(reference_cpu) > 0:
        app_c, ref_c = statistics.median(app_cpu), statistics.median(reference_cpu)
        cpu_lines = [
            "", "The same launches' processor time (user + system of the whole run, which "
            "other programs on the machine hardly change):", "",
            *table(["app median CPU ms", "reference median CPU ms", "app / reference (CPU)"],
                   [[f"{app_c:.0f}", f"{ref_c:.0f}", f"{app_c / ref_c:.2f}"]], text_columns=0)]
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
        *cpu_lines,
    ]


def measure_app(config: BenchConfig) -> Section:
    frames = 120 if config.quick else 600
    runs = [("board", 4), ("window", 4)] if config.quick else \
        [("board", n) for n in (2, 3, 4, 5)] + [("window", n) for n in (2, 5)]
    rows = []
    for what, players in runs:
        config.log(f"app: {what} frame time, {players} players")
        result = _bench().child_frame_times(_BOARD_SCRIPT if what == "board" else _WINDOW_SCRIPT,
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
    app_cpu: list[float] = []
    reference_cpu: list[float] = []
    report: dict = {}
    reference_problem = None
    first_launch: tuple[float, float] | None = None
    import tempfile

    with tempfile.TemporaryDirectory(prefix="dogtable-returning-") as home:
        _launch_home[:] = [home]
        try:
            if _bench().launch_to_first_frame is launch_to_first_frame:   # not a test's stand-in
                config.log("app: launch to menu, first start of the folder (untimed)")
                ms, first = launch_to_first_frame()
                first_launch = (ms, first.get("cpu_ms", 0.0))
            for i in range(launch_runs):   # taken in turns, so that a change of load hits both
                config.log(f"app: launch to menu, run {i + 1}/{launch_runs}")
                ms, report = _bench().launch_to_first_frame()
                launches.append(ms)
                app_cpu.append(report.get("cpu_ms", 0.0))
                if reference_problem is None:
                    try:
                        ms, ref_report = reference_launch()
                        references.append(ms)
                        reference_cpu.append(ref_report.get("cpu_ms", 0.0))
                    except (RuntimeError, OSError, ValueError) as exc:
                        reference_problem = str(exc)
        finally:
            _launch_home.clear()
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
        "video driver) until the main menu's first frame has been drawn and the event loop "
        "runs; the app reports that moment under `DOGTABLE_EXIT_AFTER_FIRST_FRAME=1`. Every "
        "launch uses one returning user's folder (no unfinished game, so no Continue button), "
        "whose picture cache (the menu's portraits and title) an untimed first launch filled"
        + (f" (that first launch, which also compiles the bytecode: {first_launch[0]:.0f} ms, "
           f"{first_launch[1]:.0f} ms of processor time)" if first_launch else "")
        + f". Target ≤ {LAUNCH_TARGET_MS / 1000:g} s.", "",
        *table(["runs", "median ms", "min ms", "max ms", "on target"],
               [[str(launch_runs), f"{median:.0f}", f"{min(launches):.0f}",
                 f"{max(launches):.0f}", _verdict(median, LAUNCH_TARGET_MS)]]),
        "", *reference_lines(median, references, reference_problem, app_cpu, reference_cpu),
    ]
    if report.get("scene") != "menu":
        lines += ["", f"_Warning: the first frame showed the {report.get('scene')!r} scene, "
                      "not the menu._"]
    return Section("App: frame time and launch time", lines)
