"""Reaction times of computer players in real-time moments (the Crafty Cat slap race), and
how a race is settled from the times.  Shared by `sim` and the app's table."""
from __future__ import annotations

import random

from dogtable.core.rules import Action

# mean and spread of a computer's slap, in milliseconds, by level
REACTION_MS = {"random": (1100.0, 450.0), "easy": (950.0, 250.0), "medium": (700.0, 150.0),
               "hard": (480.0, 90.0)}
FASTEST_MS = 150.0


def reaction_ms(level: str, rng: random.Random) -> float:
    mean, spread = REACTION_MS.get(level, REACTION_MS["medium"])
    return max(FASTEST_MS, rng.gauss(mean, spread))


def slap_loser(referee: dict, times_ms: dict[int, float | None]) -> Action:
    """The seat that takes the cat: whoever has not slapped before the time ran out (the first
    such in turn order), else the slowest slapper."""
    seats = referee["seats"]  # in turn order from the cat's player
    timeout = referee.get("timeout_ms", 3000)
    missing = [s for s in seats if times_ms.get(s) is None or times_ms[s] > timeout]
    if missing:
        return Action("slap_loser", (missing[0],))
    return Action("slap_loser", (max(seats, key=lambda s: (times_ms[s], seats.index(s))),))


def settle(referee: dict, levels: list[str], rng: random.Random) -> Action:
    """Settle a real-time moment between computer players only (used by sim)."""
    if referee.get("kind") != "slap":
        raise ValueError(f"no computer settlement for {referee.get('kind')!r}")
    return slap_loser(referee, {s: reaction_ms(levels[s], rng) for s in referee["seats"]})
