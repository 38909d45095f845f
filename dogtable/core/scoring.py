"""Score pads: categories x seats, totals and winners (shared victories allowed)."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class ScorePad:
    """One row per category (a translation key), one column per seat."""

    categories: list[str]
    seats: int
    cells: dict[str, list[int]] = field(default_factory=dict)
    # optional per-seat notes (translation key + params), e.g. why a tie was broken
    notes: list[tuple[str, dict]] = field(default_factory=list)

    def __post_init__(self) -> None:
        for category in self.categories:
            self.cells.setdefault(category, [0] * self.seats)

    def add(self, category: str, seat: int, points: int) -> None:
        self.cells[category][seat] += points

    def set(self, category: str, seat: int, points: int) -> None:
        self.cells[category][seat] = points

    def get(self, category: str, seat: int) -> int:
        return self.cells[category][seat]

    def totals(self) -> list[int]:
        return [sum(self.cells[c][s] for c in self.categories) for s in range(self.seats)]

    def winners(self) -> list[int]:
        """Every seat with the best total: a tie is a shared victory."""
        totals = self.totals()
        best = max(totals)
        return [s for s, t in enumerate(totals) if t == best]

    def to_json(self) -> dict:
        return {
            "categories": list(self.categories),
            "cells": {c: list(v) for c, v in self.cells.items()},
            "totals": self.totals(),
            "winners": self.winners(),
            "notes": [[k, p] for k, p in self.notes],
        }
