"""Print pip constraints that pin every dependency of pyproject.toml (the app's and the
`test` extra's) to the lowest version it declares: `.ci/run --minimums` tests with them,
so a floor that no longer works is found before a user meets it.

A requirement without a floor (">=") is refused: every dependency must say what it needs.
"""
from __future__ import annotations

from pathlib import Path
import re
import sys

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"
REQUIREMENT = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*(.*)$")


def read_requirements(text: str) -> list[str]:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10: the two lists are simple enough to read by hand
        tomllib = None
    if tomllib is not None:
        data = tomllib.loads(text)
        project = data["project"]
        return list(project["dependencies"]) + list(project["optional-dependencies"]["test"])
    found = []
    for block in re.findall(r"^(?:dependencies|test)\s*=\s*\[(.*?)\]", text, re.S | re.M):
        found += re.findall(r'"([^"]+)"', block)
    return found


def floor_of(requirement: str) -> tuple[str, str]:
    match = REQUIREMENT.match(requirement.split(";")[0])
    if not match:
        raise ValueError(f"cannot read the requirement {requirement!r}")
    name, _, spec = match.groups()
    floors = re.findall(r">=\s*([0-9][0-9A-Za-z.]*)", spec)
    if len(floors) != 1:
        raise ValueError(f"{requirement!r} must declare exactly one lower bound (>=)")
    return name, floors[0]


def main() -> int:
    try:
        pins = [floor_of(r) for r in read_requirements(PYPROJECT.read_text(encoding="utf-8"))]
    except (ValueError, KeyError) as exc:
        print(f"minimum_constraints: {exc}", file=sys.stderr)
        return 1
    for name, version in pins:
        print(f"{name}=={version}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
