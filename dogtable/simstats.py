"""AI-vs-AI tournaments for `dogtable sim`: run them, summarise them, print them.

A tournament plays ``games`` games between the players listed (one AI level each).  Game i
uses a seed derived from the tournament seed and i, and rotates the table by i places so
every listed player sits in every chair equally often; results are mapped back to the
listed player.  Shared victories are split: a 2-way tie gives each winner half a win.

Games may be shared out to worker processes (``jobs``).  Game i depends only on the
tournament seed, i, the levels and the budget, never on which process plays it, and results
are recorded in game order, so the summary is the same as one process's apart from timings.
"""
from __future__ import annotations

from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
import math
import multiprocessing
import os
import signal
import time
import traceback
from typing import Callable, Sequence

from dogtable.ai.agent import Budget
from dogtable.core.seeds import game_seed
from dogtable.sim import GameResult, app_budgets, play_game

MAX_JOBS = 64          # more processes than this only queue for the same cores
STOP_GRACE_S = 5.0     # how long a terminated worker gets to go before we stop waiting

Z95 = 1.959963984540054  # two-sided 95% normal quantile


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion (fractional successes allowed for split wins)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = min(max(successes / trials, 0.0), 1.0)
    z2 = z * z
    denom = 1.0 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float | None:
    """The q-th percentile (0..100) with linear interpolation; None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100.0
    lo = math.floor(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def _rounded(value: float | None, digits: int = 4) -> float | None:
    return None if value is None else round(value, digits)


def timing_summary(values: Sequence[float]) -> dict:
    """p50/p95/max (ms) and how many decisions they cover (None for no decisions)."""
    return {"p50": _rounded(percentile(values, 50)), "p95": _rounded(percentile(values, 95)),
            "max": _rounded(max(values) if values else None), "count": len(values)}


@dataclass
class PlayerStats:
    """One listed player (``seat`` is its 1-based place in the list, not a chair)."""

    seat: int
    level: str
    wins: float = 0.0
    scores: list[int] = field(default_factory=list)

    def summary(self, games: int) -> dict:
        lo, hi = wilson_interval(self.wins, games)
        return {
            "seat": self.seat,
            "level": self.level,
            "wins": self.wins,
            "win_share": round(self.wins / games, 6) if games else 0.0,
            "win_share_ci": [round(lo, 6), round(hi, 6)],
            "mean_score": round(sum(self.scores) / len(self.scores), 4) if self.scores else 0.0,
            "min_score": min(self.scores) if self.scores else 0,
            "max_score": max(self.scores) if self.scores else 0,
        }


@dataclass
class Tournament:
    game_id: str
    levels: list[str]
    seed: int
    think_ms: float
    iterations: int | None = None       # a fixed number of playouts per search instead
    players: list[PlayerStats] = field(default_factory=list)
    budget: str | None = None           # "app": each level's budget as the app gives it
    decision_ms: dict[str, list[float]] = field(default_factory=dict)
    games: int = 0
    seconds: float = 0.0
    processes: int = 1

    def __post_init__(self) -> None:
        if not self.players:
            self.players = [PlayerStats(i + 1, lvl) for i, lvl in enumerate(self.levels)]
        for level in self.levels:
            self.decision_ms.setdefault(level, [])

    def record(self, result: GameResult, rotation: int) -> None:
        """Add one game played with the table rotated by ``rotation`` places."""
        n = len(self.levels)
        share = 1.0 / len(result.winners) if result.winners else 0.0
        for chair in range(n):
            player = self.players[(chair + rotation) % n]
            player.scores.append(result.scores[chair])
            if chair in result.winners:
                player.wins += share
            if chair < len(result.decision_ms):
                self.decision_ms[player.level].extend(result.decision_ms[chair])
        self.games += 1

    def to_json(self) -> dict:
        app = self.budget == "app"
        return {
            "game": self.game_id,
            "games": self.games,
            "seed": self.seed,
            "think_ms": None if app else self.think_ms,
            "iterations": None if app else self.iterations,
            "budget": self.budget,
            # what each level was given (with --budget app: by level and table size)
            "budgets": {lvl: _budget_json(b) for lvl, b in self.level_budgets().items()},
            "seats": [p.summary(self.games) for p in self.players],
            "decision_ms": {lvl: timing_summary(v) for lvl, v in self.decision_ms.items()},
            # how fast, and with how many processes: figures of this run, not of the games
            "games_per_s": _rounded(self.games / self.seconds, 3) if self.seconds > 0 else None,
            "processes": self.processes,
        }


    def level_budgets(self) -> dict:
        """level -> the Budget its seats were given."""
        if self.budget == "app":
            return dict(zip(self.levels, app_budgets(self.game_id, self.levels)))
        return {lvl: Budget(self.think_ms, self.iterations) for lvl in self.levels}


def _budget_json(budget: Budget) -> dict:
    return {"think_ms": budget.think_ms, "iterations": budget.iterations,
            "limit_ms": budget.limit_ms}


class SimFailed(Exception):
    """A game could not be played (it raised, or its worker process died): one line."""


def default_jobs() -> int:
    """The cores this process may run on (a CPU affinity or container limit counts)."""
    count = getattr(os, "process_cpu_count", None)   # Python 3.13+
    cores = count() if count else None
    if cores is None:
        try:
            cores = len(os.sched_getaffinity(0))
        except (AttributeError, OSError):             # macOS, Windows
            cores = os.cpu_count()
    return max(1, min(cores or 1, MAX_JOBS))


@dataclass(frozen=True)
class _GameJob:
    """Everything game ``index`` depends on (sent to a worker process as is)."""

    game_id: str
    levels: tuple[str, ...]
    seed: int
    index: int
    think_ms: float
    iterations: int | None
    save_dir: str | None
    budget: str | None = None     # "app": every chair's budget as the app gives it

    @property
    def rotation(self) -> int:
        return self.index % len(self.levels)


def _play_job(job: _GameJob) -> GameResult | str:
    """Play one game; a failure comes back as one line of text, never as an exception
    that might not survive the trip between processes."""
    n = len(job.levels)
    chairs = [job.levels[(chair + job.rotation) % n] for chair in range(n)]
    budgets = app_budgets(job.game_id, chairs) if job.budget == "app" else None
    try:
        return play_game(job.game_id, chairs, game_seed(job.seed, job.index),
                         think_ms=job.think_ms, iterations=job.iterations,
                         save_dir=job.save_dir, budgets=budgets)
    except OSError as exc:
        if job.save_dir is None:
            return _failure_line(exc)
        return f"cannot write the game to {job.save_dir}: {exc.strerror or _failure_line(exc)}"
    except Exception as exc:
        return _failure_line(exc)


def _failure_line(exc: BaseException) -> str:
    """``Type: message (at file:line)``, the innermost frame, on one line."""
    text = " ".join(str(exc).split())[:300]
    where = ""
    frames = traceback.extract_tb(exc.__traceback__)
    if frames:
        where = f" (at {os.path.basename(frames[-1].filename)}:{frames[-1].lineno})"
    return f"{type(exc).__name__}{': ' + text if text else ''}{where}"


def _worker_ignores_ctrl_c() -> None:
    """Ctrl-C reaches every process of the terminal: the parent stops the workers itself,
    so they do not each print a traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_tournament(game_id: str, levels: Sequence[str], games: int, seed: int,
                   think_ms: float, progress: Callable[[int, int], None] | None = None,
                   jobs: int = 1, iterations: int | None = None,
                   save_dir: str | os.PathLike | None = None,
                   budget: str | None = None) -> Tournament:
    """Play ``games`` games headless in up to ``jobs`` processes; ``progress(done, total)``
    is told as each game is recorded.  ``iterations`` fixes every decision's search (see
    ai.agent.Budget); ``budget="app"`` instead gives every seat the app's budget for its
    level and table size (sim.app_budgets; ``think_ms`` and ``iterations`` are then unused);
    ``save_dir`` keeps every game as a save file.  Raises SimFailed when a game cannot be
    played."""
    if budget not in (None, "app"):
        raise ValueError(f"unknown budget {budget!r}")
    levels = list(levels)
    tournament = Tournament(game_id, levels, seed, think_ms, iterations, budget=budget)
    if save_dir is not None:
        os.makedirs(save_dir, exist_ok=True)
    plan = [_GameJob(game_id, tuple(levels), seed, index, think_ms, iterations,
                     None if save_dir is None else os.fspath(save_dir), budget)
            for index in range(games)]
    processes = max(1, min(jobs, games, MAX_JOBS))
    tournament.processes = processes
    started = time.perf_counter()

    def record(job: _GameJob, outcome: GameResult | str) -> None:
        if isinstance(outcome, str):
            raise SimFailed(f"game {job.index + 1} of {games} "
                            f"(seed {game_seed(seed, job.index)}) failed: {outcome}")
        tournament.record(outcome, job.rotation)
        if progress:
            progress(job.index + 1, games)

    if processes == 1:
        for job in plan:
            record(job, _play_job(job))
    else:
        _run_in_workers(plan, processes, record)
    tournament.seconds = time.perf_counter() - started
    return tournament


def _run_in_workers(plan: list[_GameJob], processes: int,
                    record: Callable[[_GameJob, GameResult | str], None],
                    play: Callable[[_GameJob], GameResult | str] = _play_job) -> None:
    """Share ``plan`` out to ``processes`` fresh ('spawn') processes, each running ``play``
    (a module-level function) on a job, and ``record`` each outcome in game order.  Any way out of here other than success (a failed game, a dead
    worker, Ctrl-C) terminates the workers first, so nothing is left running."""
    pool = ProcessPoolExecutor(max_workers=processes,
                               mp_context=multiprocessing.get_context("spawn"),
                               initializer=_worker_ignores_ctrl_c)
    finished = False
    try:
        futures = {pool.submit(play, job): job.index for job in plan}
        outcomes: dict[int, GameResult | str] = {}
        next_index = 0
        pending = set(futures)
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                try:
                    outcomes[futures[future]] = future.result()
                except BrokenProcessPool:
                    raise SimFailed(
                        f"a worker process stopped unexpectedly while playing game "
                        f"{next_index + 1} of {len(plan)} or a later one (out of memory, "
                        f"or killed?); --jobs 1 plays them in this process") from None
            while next_index in outcomes:   # in game order, as one process would
                record(plan[next_index], outcomes.pop(next_index))
                next_index += 1
        finished = True
    finally:
        if finished:
            pool.shutdown(wait=True)
        else:
            _stop_workers(pool)


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """Terminate the pool's processes now rather than after the games they are playing."""
    terminate = getattr(pool, "terminate_workers", None)     # Python 3.14+
    if terminate is not None:
        terminate()
        return
    workers = list((getattr(pool, "_processes", None) or {}).values())
    # a Ctrl-C while the pool is still spawning (slow on a busy machine) can leave a child the
    # pool does not list yet: multiprocessing knows every child this process started
    known = {id(worker) for worker in workers}
    workers += [child for child in multiprocessing.active_children() if id(child) not in known]
    for worker in workers:
        if worker.is_alive():
            worker.terminate()
    for worker in workers:
        worker.join(STOP_GRACE_S)
        if worker.is_alive():      # stuck in a C call that ignores SIGTERM
            worker.kill()
            worker.join(STOP_GRACE_S)
    pool.shutdown(wait=False, cancel_futures=True)


# -- text report ---------------------------------------------------------------------------
def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def format_table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    """Plain aligned columns: the first column left-aligned, the others right-aligned."""
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]

    def line(cells):
        out = [str(cells[0]).ljust(widths[0])]
        out += [str(c).rjust(w) for c, w in zip(cells[1:], widths[1:])]
        return "  ".join(out).rstrip()

    return [line(header), *[line(r) for r in rows]]


def _budget_words(budget: dict) -> str:
    if budget.get("iterations"):
        return f"{budget['iterations']} playouts"
    return f"{budget['think_ms']:g} ms"


def format_report(summary: dict) -> str:
    """The human-readable report of a tournament summary (``Tournament.to_json()``)."""
    if summary.get("budget") == "app":
        budget = "the app's budgets (" + ", ".join(
            f"{level}: {_budget_words(b)}" for level, b in summary["budgets"].items()) + ")"
    elif summary.get("iterations"):
        budget = f"{summary['iterations']} playouts per search"
    else:
        budget = f"think budget {summary['think_ms']:g} ms"
    lines = [f"{summary['game']}: {summary['games']} games, seed {summary['seed']}, "
             f"{budget}, table rotated every game"]
    rows = []
    for seat in summary["seats"]:
        lo, hi = seat["win_share_ci"]
        rows.append([str(seat["seat"]), seat["level"], f"{seat['wins']:g}",
                     f"{seat['win_share'] * 100:.1f}%", f"{lo * 100:.1f}%-{hi * 100:.1f}%",
                     f"{seat['mean_score']:.1f}", str(seat["min_score"]),
                     str(seat["max_score"])])
    lines += [""] + format_table(
        ["seat", "level", "wins", "win share", "95% CI", "mean score", "min", "max"], rows)
    rows = [[level, str(t["count"]), _ms(t["p50"]), _ms(t["p95"]), _ms(t["max"])]
            for level, t in summary["decision_ms"].items()]
    lines += [""] + format_table(["decision ms", "decisions", "p50", "p95", "max"], rows)
    gps = summary["games_per_s"]
    processes = summary.get("processes", 1)
    lines += ["", f"games per second: {'-' if gps is None else f'{gps:.2f}'} "
                  f"({processes} process{'' if processes == 1 else 'es'})"]
    return "\n".join(lines)

