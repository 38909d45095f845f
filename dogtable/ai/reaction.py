"""Reaction times of computer players in real-time moments (the Crafty Cat slap race), and
how a race is settled from the times.  Shared by `sim`, the app's table and the lessons.

A computer slaps like a person, not like a program: its time is drawn from a log-normal
distribution, the usual shape of human reaction times (skewed to the right: a few slow
slaps, no impossibly fast ones; Luce, *Response Times*, 1986; Ulrich & Miller, J. Math.
Psychol. 37, 1993).  Young adults press a key about 0.2-0.25 s after a light in the lab
(Woods et al., Front. Hum. Neurosci. 9:131, 2015) and about twice that when they must first
tell what they saw; choice reaction time slows and spreads with age all through adulthood
(Der & Deary, Psychol. Aging 21, 2006), and children are slower and more variable than
adults (Ghisletta et al., Int. J. Behav. Dev., 2018).  At a card table there is more to it
than a lab trial (see that the card is the Cat, find one's key), so the levels sit at the
slow end of adult choice times and beyond: hard slaps like a quick adult (median 0.6 s),
medium like most of the family (0.9 s), easy like a child or a grandparent (1.2 s).

Times are drawn from a generator seeded by the game's seed and the race's place in the log
(``race_rng``), by the app and by `sim` alike, so a sim game's races are the app's races and
a game played again is the same.
"""
from __future__ import annotations

import math
import random

from dogtable.core.rules import Action

# median (ms) and spread (standard deviation of the log) of each level's slap; "lesson" is
# the computers in a guided game, who leave the learner about 1.5 s to slap (learn/lessons.py)
REACTION_MS = {
    "random": (1300.0, 0.40),
    "easy": (1200.0, 0.35),
    "medium": (900.0, 0.30),
    "hard": (600.0, 0.25),
    "lesson": (1900.0, 0.12),
}
FASTEST_MS = {"lesson": 1600.0}   # nobody slaps faster than this (ms) ...
DEFAULT_FASTEST_MS = 250.0        # ... a slap sooner would be a guess, not a reaction


def reaction_ms(level: str, rng: random.Random) -> float:
    """A slap time (ms after "go") for a computer of ``level``: one draw of ``rng``."""
    median, spread = REACTION_MS.get(level, REACTION_MS["medium"])
    drawn = median * math.exp(spread * rng.gauss(0.0, 1.0))
    return max(FASTEST_MS.get(level, DEFAULT_FASTEST_MS), drawn)


def race_rng(seed: int, events_so_far: int) -> random.Random:
    """The generator of one race's reaction times: the game's seed and the number of events
    before the race (Session.event_count()), nothing else."""
    return random.Random(f"{seed}/{events_so_far}/slap")


def slap_loser(referee: dict, times_ms: dict[int, float | None]) -> Action:
    """The seat that takes the cat: whoever has not slapped before the time ran out (the first
    such in turn order), else the slowest slapper."""
    seats = referee["seats"]  # in turn order from the cat's player
    timeout = referee.get("timeout_ms", 3000)
    missing = [s for s in seats if times_ms.get(s) is None or times_ms[s] > timeout]
    if missing:
        return Action("slap_loser", (missing[0],))
    return Action("slap_loser", (max(seats, key=lambda s: (times_ms[s], seats.index(s))),))


def reaction_times(seats, levels: list[str], rng: random.Random) -> dict[int, float]:
    """One reaction time for each of ``seats``, drawn in seat order (the app and sim draw
    them alike, so the same race gets the same times)."""
    return {s: reaction_ms(levels[s], rng) for s in seats}


def settle(referee: dict, levels: list[str], rng: random.Random) -> Action:
    """Settle a real-time moment between computer players only (used by sim)."""
    if referee.get("kind") != "slap":
        raise ValueError(f"no computer settlement for {referee.get('kind')!r}")
    return slap_loser(referee, reaction_times(referee["seats"], levels, rng))
