"""The machine the figures were taken on."""
from __future__ import annotations

import datetime
import os
import platform
import subprocess
import sys
from dogtable.bench.common import BenchConfig, Section


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
