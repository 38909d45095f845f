"""What every measurement shares: its configuration, its section of the report, Markdown
tables, percentiles and the environment of a child process."""
from __future__ import annotations

from dataclasses import dataclass, field
import os
from pathlib import Path
import statistics
import sys
from typing import Callable


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


CHILD_TIMEOUT = 120.0
PRESENT_SIZES = [(1280, 720), (1920, 1080)]   # the window sizes the app figures are taken at


def _verdict(value: float, target: float) -> str:
    return "yes" if value <= target else "**no**"


def frame_summary(times: list[float]) -> dict[str, float]:
    """Median, p95 and max, as dogtable.ui.table.perf.summary computes them (without
    importing pygame here)."""
    if not times:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return {"median": statistics.median(ordered), "p95": p95, "max": ordered[-1]}


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
    here = str(Path(__file__).resolve().parent.parent.parent)
    env["PYTHONPATH"] = os.pathsep.join([here] + [p for p in env.get("PYTHONPATH", "").split(
        os.pathsep) if p])
    env.update(extra)
    return env


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


def real_display() -> bool:
    """Whether the rest figures can be taken in a real window (a Linux desktop session);
    elsewhere, and with no display, the child uses SDL's dummy driver."""
    if not sys.platform.startswith("linux"):
        return False
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _bench():
    """The package: what tests and tools may replace there (``bench.ask``,
    ``bench.child_flight_times`` ...) is looked up there when called."""
    return sys.modules["dogtable.bench"]
