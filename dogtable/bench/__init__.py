"""`dogtable bench`: measure speed on this machine and print the report (written to a
file, e.g. docs/benchmarks.md, only with --out).

Performance is measured, not asserted.  Each measurement is a function taking a
BenchConfig and returning a Section (a title and Markdown lines), in a module of its own
(machine, engine, ai, app, flights, rest, autosave; report writes them out); MEASUREMENTS
lists them in report order, so a new figure is one new function and one new entry.  Every
name is also here, on the package: what the measurements call that a test or a tool may
replace (``bench.ask``, ``bench.child_flight_times``, ``bench.MEASUREMENTS`` ...) they
look up here when they call it.
"""
from __future__ import annotations

from typing import Callable

from dogtable.ai.agent import app_budget, ask  # noqa: F401  (measurements call bench.ask)
# the launch hook's line, re-exported for the launch checks (wheel test, bundle)
from dogtable.launch_report import (FIRST_FRAME_MARK, first_frame_report,  # noqa: F401
                                    print_first_frame_report)

from .common import *  # noqa: F401,F403
from .common import _ms, _verdict  # noqa: F401
from .machine import *  # noqa: F401,F403
from .engine import *  # noqa: F401,F403
from .ai import *  # noqa: F401,F403
from .ai import _play  # noqa: F401
from .app import *  # noqa: F401,F403
from .app import _BOARD_SCRIPT, _WINDOW_SCRIPT, _children_cpu, _launch  # noqa: F401
from .rest import *  # noqa: F401,F403
from .rest import _REST_SCRIPT  # noqa: F401
from .flights import *  # noqa: F401,F403
from .flights import _FLIGHT_SCRIPT  # noqa: F401
from .autosave import *  # noqa: F401,F403
from .report import *  # noqa: F401,F403
from .report import _section_span  # noqa: F401
from .common import BenchConfig, Section
from .machine import measure_machine
from .engine import measure_engine
from .ai import measure_ai
from .app import measure_app
from .flights import measure_flights
from .rest import measure_rest
from .autosave import measure_autosave
from .report import measure_strength, measure_window_by_hand

MEASUREMENTS: list[Callable[[BenchConfig], Section]] = [
    measure_machine, measure_engine, measure_ai, measure_app, measure_flights, measure_rest,
    measure_autosave, measure_window_by_hand, measure_strength,
]
