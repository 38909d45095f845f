"""The app at rest: idle CPU on the menu and the table, and the frame time of presenting."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from dogtable.bench.common import (BenchConfig, CHILD_TIMEOUT, PRESENT_SIZES, Section, _bench,
                                    _ms, _verdict, child_env, frame_summary, table)


REST_TITLE = "App: resting and presenting"


# -- resting and presenting ----------------------------------------------------------------------
REST_TARGET = 5.0            # % of one core while nothing moves (issue 7)
REST_SEATS = [{"name": "Ana", "kind": "human"}, {"name": "Rex", "kind": "medium"}]
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
    real = _bench().real_display()
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
