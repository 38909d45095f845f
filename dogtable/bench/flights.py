"""Frame time while cards fly: the real main loop in a real window (or SDL's dummy driver),
every board, against a plain pygame loop in the same window."""
from __future__ import annotations

import json
import subprocess
import sys

from dogtable.core.registry import playable_game_ids
from dogtable.bench.common import (BenchConfig, CHILD_TIMEOUT, PRESENT_SIZES, Section, _bench,
                                    _ms, _verdict, frame_summary, table, window_env)

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

def reference(wall):
    # the plain pygame loop a table's frame is compared with, in the same window: the table's
    # picture blitted whole, 40 cards at rest and 4 flying blitted over it, the flip; paced
    # at 60 frames a second and timed like the app's frames
    screen = pygame.display.get_surface()
    w, h = screen.get_size()
    felt = pygame.Surface((w, h))
    felt.fill((38, 84, 66))
    ch = max(20, h // 7)
    cw = ch * 5 // 7
    card = pygame.Surface((cw, ch))
    card.fill((245, 238, 220))
    pygame.draw.rect(card, (60, 60, 60), card.get_rect(), 2)
    resting = [((i * 97) % (w - cw), (i * 61) % (h - ch)) for i in range(40)]
    clock, times, cpu, k = pygame.time.Clock(), [], [], 0
    end = time.perf_counter() + wall
    while time.perf_counter() < end:
        pygame.event.pump()
        started, used = time.perf_counter(), time.thread_time()
        screen.blit(felt, (0, 0))
        for at in resting:
            screen.blit(card, at)
        for j in range(4):
            screen.blit(card, ((k * 9 + j * 200) % (w - cw), (k * 5 + j * 120) % (h - ch)))
        pygame.display.flip()
        times.append((time.perf_counter() - started) * 1000.0)
        cpu.append((time.thread_time() - used) * 1000.0)
        k += 1
        clock.tick(60)
    return {"times": times, "cpu": cpu}

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
                         "wall": time.perf_counter() - started,
                         "reference": reference(max(1.0, seconds / 3))})
record["on"] = False
app.shutdown()
print(json.dumps(out))
"""


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
    ref = entry.get("reference") or {}
    ref_wall, ref_cpu = frame_summary(ref.get("times") or []), frame_summary(ref.get("cpu") or [])

    def times(app: float, plain: float) -> str:
        return f"{app / plain:.1f}" if flying and ref.get("times") and plain > 0 else "-"

    reference = (f"{_ms(ref_wall['median'])} / {_ms(ref_wall['p95'])}" if ref.get("times")
                 else "-")
    return ([game_id, str(players), "x".join(str(v) for v in size), str(len(flying)),
             f"{fps:.0f}", _ms(s["median"]), _ms(s["p95"]), _ms(s["max"]), _ms(cpu["median"]),
             _ms(cpu["p95"]), reference, _ms(ref_cpu["p95"]) if ref.get("cpu") else "-",
             times(s["p95"], ref_wall["p95"]), times(cpu["p95"], ref_cpu["p95"]), verdict], ok)


def flight_verdict(over: list[str], unmeasured: list[str], still: list[str]) -> str:
    """The verdict line: a board that could not be measured (its child failed, or no card
    flew while timed) is never counted as on target."""
    parts = []
    if over:
        parts.append("Over target: " + ", ".join(over) + ".")
    if unmeasured:
        parts.append("Not measured (the run failed): " + ", ".join(unmeasured) + ".")
    if not parts:
        parts.append("Every measured board on target." if still else "Every board on target.")
    return " ".join(parts)


def measure_flights(config: BenchConfig) -> Section:
    real = _bench().real_display()
    rows, over, still, unmeasured, where = [], [], [], [], None
    for game_id in playable_game_ids():
        config.log(f"app: frame time while cards fly, {game_id}"
                   + (" (real window)" if real else ""))
        try:
            result = _bench().child_flight_times(game_id, config, real)
        except (RuntimeError, OSError, subprocess.SubprocessError, ValueError) as exc:
            rows.append([game_id, str(FLIGHT_PLAYERS)] + ["-"] * 12
                        + [f"not measured: {str(exc)[-200:]}"])
            unmeasured.append(game_id)
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
        "caches are filled. *Plain loop*: after each board's run, in the same window and "
        "process, a plain pygame loop that draws what a frame of cards in flight needs at "
        "least (the table's picture blitted whole, 40 cards at rest and 4 flying blitted over "
        "it, the flip; 60 frames a second), timed the same way; *× plain*: the board's p95 "
        "over the plain loop's, wall and CPU (the load of the machine hits both alike). "
        f"Target: p95 {targets}.", "",
        *table(["board", "players", "window", "frames flying", "loop fps", "p50 ms", "p95 ms",
                "max ms", "CPU p50 ms", "CPU p95 ms", "plain loop p50 / p95 ms",
                "plain CPU p95 ms", "× plain p95", "× plain CPU p95", "p95 on target"],
               rows, text_columns=1),
        "", flight_verdict(over, unmeasured, still),
    ]
    if still:
        lines += ["", "No cards flew while timed (not measured): " + ", ".join(still) + "."]
    return Section(FLIGHT_TITLE, lines)
