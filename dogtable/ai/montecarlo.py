"""Determinized Monte Carlo search over a few candidate moves (game independent).

Hidden information is handled by determinization: each round deals the unseen cards at
random with the agent's ``resample`` (a full state consistent with its view) and plays every
surviving candidate out on that *same* deal, so candidates are compared on common random
numbers (the luck of the deal cancels out of their difference).  Rounds are spent by
sequential halving: after each phase the worse half of the candidates is dropped, so most
of the budget goes to telling the best few apart.

The game supplies the candidates (typically macro moves: a whole plan for the rest of a
turn, of which only the first small action is returned) and ``simulate``, which applies a
candidate to a determinized state, rolls the game forward with a heuristic policy and
returns a value for the searching seat (higher is better).
"""
from __future__ import annotations

from dataclasses import dataclass, field
import math
import random
import time
from typing import Any, Callable, Hashable, Sequence

from dogtable.core.rules import Action

from .agent import Budget, stop_time


@dataclass(frozen=True)
class Candidate:
    """A move under consideration: the legal action to return and what the simulator needs
    to play the whole move (``plan``, opaque here)."""

    action: Action
    key: Hashable
    plan: Any = field(default=None, compare=False, hash=False)
    prior: float = 0.0  # the heuristic's own score: breaks ties, orders the first phase


Simulate = Callable[[Candidate, Any, random.Random], float]


@dataclass
class SearchReport:
    chosen: Candidate
    means: dict            # key -> mean value over the rounds it was played
    simulations: int
    rounds: int


def determinized_search(candidates: Sequence[Candidate], resample: Callable[[random.Random], Any],
                        simulate: Simulate, budget: Budget, rng: random.Random,
                        clone: Callable[[Any], Any], clock: Callable[[], float] = time.perf_counter,
                        ) -> SearchReport:
    """Pick the candidate with the best mean simulated value.

    With ``budget.iterations`` set, that many simulations are spent (at least one round of
    every phase) and the clock is never read, so the choice is reproducible; otherwise
    rounds run until ``budget.think_ms`` is nearly spent."""
    cands = list(candidates)
    if len(cands) == 1:
        return SearchReport(cands[0], {}, 0, 0)
    fixed = budget.iterations
    limit = stop_time(budget, clock)
    start = 0.0 if fixed is not None else clock()
    deadline = start + max(1.0, budget.think_ms) * 0.001 * 0.9
    # past this, even a round in progress is abandoned (its partial results are dropped so
    # every candidate is still judged on the same deals)
    cutoff = start + max(1.0, budget.think_ms) * 0.001
    sums = {c.key: 0.0 for c in cands}
    counts = {c.key: 0 for c in cands}
    alive = sorted(cands, key=lambda c: -c.prior)  # stable: the heuristic's order breaks ties
    phases = max(1, math.ceil(math.log2(len(alive))))
    used = rounds = 0

    def mean(c: Candidate) -> float:
        return sums[c.key] / counts[c.key] if counts[c.key] else -math.inf

    for phase in range(phases):
        phases_left = phases - phase
        if fixed is not None:
            share = (max(fixed, len(cands)) - used) // phases_left
            phase_rounds, phase_end = max(1, share // len(alive)), None
        else:
            now = clock()
            phase_rounds, phase_end = None, now + max(0.0, deadline - now) / phases_left
        done = 0
        while phase_rounds is None or done < phase_rounds:
            if phase_end is not None and done > 0 and clock() >= phase_end:
                break
            if limit is not None and done > 0 and clock() >= limit:
                break   # a slow machine: the fixed playouts are cut short
            world_seed = rng.getrandbits(64)
            world = resample(random.Random(world_seed))
            results = []
            for c in alive:
                if fixed is None and used + len(results) >= len(cands) and clock() >= cutoff:
                    break
                results.append(simulate(c, clone(world), random.Random(world_seed ^ 0x5EED)))
            if len(results) < len(alive):
                break
            for c, value in zip(alive, results):
                sums[c.key] += value
                counts[c.key] += 1
            used += len(results)
            rounds += 1
            done += 1
        if phase < phases - 1:
            alive.sort(key=lambda c: -mean(c))  # stable sort keeps the prior order on ties
            alive = alive[:(len(alive) + 1) // 2]
    best = max(alive, key=mean)
    means = {c.key: mean(c) for c in cands if counts[c.key]}
    return SearchReport(best, means, used, rounds)
