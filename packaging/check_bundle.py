"""Check a built bundle: it starts, finds its assets and locales, and its tools run.

    python3 packaging/check_bundle.py dist/dogtable dist/dogtable-folder/dogtable

Each executable is started headless (SDL dummy drivers, a throw-away DOGTABLE_HOME) with
DOGTABLE_EXIT_AFTER_FIRST_FRAME=1, so the app draws its first frame, prints where its fonts,
images and translations came from, and quits.  Three runs per executable: the main menu, a
game opened straight on the table in Spanish (the board, the computer players), and a short
`sim` between the three computer levels.  Exit status 0 when all pass.

Needs a stdout, so not for a windowed Windows build (check that one by starting it).
"""
from __future__ import annotations

import json
import os
from pathlib import Path
import subprocess
import sys
import tempfile

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dogtable.bench import launch_to_first_frame  # noqa: E402

TIMEOUT = 120.0


def clean_env(home: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", DOGTABLE_HOME=home)
    return env


def resource_problems(report: dict) -> list[str]:
    problems = []
    if not report.get("frozen"):
        problems.append("not running frozen (sys.frozen is unset)")
    for key in ("package_dir", "assets", "locales"):
        where = report.get(key)
        if not where:
            problems.append(f"{key} not found")
        elif Path(where).resolve() == ROOT or ROOT in Path(where).resolve().parents:
            problems.append(f"{key} comes from the source tree: {where}")
    if not report.get("font_from_assets"):
        problems.append(f"the font is not the bundled one: {report.get('font')}")
    if report.get("images", 0) < 10:
        problems.append(f"only {report.get('images')} images found")
    missing = [lang for lang, ok in report.get("translated", {}).items() if not ok]
    if missing or not report.get("translated"):
        problems.append(f"no translations for {missing or 'any language'}")
    if report.get("locale_problems"):
        problems.append(f"locale files not read: {report['locale_problems']}")
    return problems


def check(executable: str) -> bool:
    ok = True
    print(f"== {executable}")
    with tempfile.TemporaryDirectory(prefix="dogtable-check-") as home:
        env = clean_env(home)
        runs = [
            ("menu", [], "menu", "en"),
            ("table (es)", ["play", "dogs_alone", "--seats", "Ana:human,Rex:hard,Bo:medium",
                            "--seed", "3", "--lang", "es"], "table", "es"),
        ]
        for label, args, scene, lang in runs:
            try:
                ms, report = launch_to_first_frame([executable, *args], timeout=TIMEOUT,
                                                   env=env, cwd=home)
            except RuntimeError as exc:
                print(f"  {label}: FAILED: {exc}")
                ok = False
                continue
            problems = resource_problems(report)
            if report.get("scene") != scene:
                problems.append(f"first frame showed {report.get('scene')!r}, not {scene!r}")
            if report.get("language") != lang:
                problems.append(f"language {report.get('language')!r}, not {lang!r}")
            ok = ok and not problems
            print(f"  {label}: {'ok' if not problems else 'FAILED'} - first frame after "
                  f"{ms:.0f} ms; assets {report.get('assets')}")
            for problem in problems:
                print(f"    {problem}")
        sim = subprocess.run([executable, "sim", "dogs_alone", "--players", "hard,medium,easy",
                              "--games", "1", "--seed", "1", "--think-ms", "20", "--json"],
                             env=env, cwd=home, capture_output=True, text=True, timeout=TIMEOUT)
        try:
            summary = json.loads(sim.stdout)
            sim_ok = sim.returncode == 0 and summary.get("games") == 1
        except ValueError:
            sim_ok = False
        ok = ok and sim_ok
        print(f"  sim (hard, medium, easy): {'ok' if sim_ok else 'FAILED'}"
              + ("" if sim_ok else f" - status {sim.returncode}: {sim.stderr.strip()[-400:]}"))
    return ok


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    results = [check(executable) for executable in argv]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
