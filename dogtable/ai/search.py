"""The hard players' search, written once for every game (docs/ai.md, "Shared pieces").

A game's hard player supplies only its *candidates* (the moves worth comparing, medium's own
choice first where the search keeps it by default), its *simulate* (apply a candidate to a
dealt world, play on with its playout policy and value the end for the searching seat) and its
*settings*; everything else lives here:

- **sampled worlds**: each world is dealt by the agent's ``resample`` (a full state that agrees
  with its view) from a seed drawn from the decision's generator, and every candidate is played
  on a copy of that same world with the same chance (``Random(world_seed ^ 0x5EED)``): common
  random numbers, so the luck of the deal cancels out of the comparison;
- **budgets and deadlines** (``Spend``): with ``budget.iterations`` a fixed number of
  simulations and the clock never read (``limit_ms`` cuts them short on a slow machine, checked
  only between whole worlds and after a first one); otherwise a share of ``think_ms``;
- three ways to spend the worlds, one per kind of game:
  - ``halving_search`` (Dogs Alone): sequential halving over macro moves, the best mean wins;
  - ``paired_search`` (Dodgy Dogs, Dog Lover): medium's choice stands unless another
    candidate beats it on the per-world *differences* by ``z`` standard errors (a round is so
    much luck that a plain best mean mostly picks noise);
  - ``means_search`` (DOGS): few worlds, many options once each, medium's choice unless
    another's mean is ahead by ``switch`` (a DOGS playout hardly depends on the deal).

A simulation is ``simulate(candidate, world, rng) -> value`` (higher is better) on
``clone(world)``; a game whose simulate never changes the world passes ``clone=same``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
import math
import random
import time
from typing import Any, Callable, Hashable, Sequence

from dogtable.core.rules import Action

from .agent import Budget, stop_time

Clock = Callable[[], float]
Resample = Callable[[random.Random], Any]
Simulate = Callable[[Any, Any, random.Random], float]


@dataclass(frozen=True)
class Candidate:
    """A move under consideration: the legal action to return and what the simulator needs
    to play the whole move (``plan``, opaque here)."""

    action: Action
    key: Hashable
    plan: Any = field(default=None, compare=False, hash=False)
    prior: float = 0.0  # the heuristic's own score: breaks ties, orders the first phase


def same(world):
    """``clone`` for a simulate that never changes the world it is handed."""
    return world


# -- worlds ----------------------------------------------------------------------------------------

def deal(resample: Resample, rng: random.Random) -> tuple[int, Any]:
    """One sampled world and its seed (the seed also fixes the playouts' chance on it)."""
    world_seed = rng.getrandbits(64)
    return world_seed, resample(random.Random(world_seed))


def play(simulate: Simulate, cand, world, world_seed: int, clone) -> float:
    """``cand`` played on a copy of ``world`` with the world's own chance: every candidate of
    a world gets the same numbers."""
    return simulate(cand, clone(world), random.Random(world_seed ^ 0x5EED))


# -- budgets and deadlines ---------------------------------------------------------------------------

class Spend:
    """When a search must stop.  With ``budget.iterations`` (``fixed``) the loop counts its
    simulations and the clock is read only for ``limit_ms`` (``past_limit``); by the clock, no
    new world starts after ``share`` of ``think_ms`` (``past_deadline``) and a world still being
    played at ``cutoff_share`` of it is abandoned (``past_cutoff``; None: never)."""

    def __init__(self, budget: Budget, clock: Clock = time.perf_counter, share: float = 1.0,
                 cutoff_share: float | None = None, start: float | None = None):
        self.fixed = budget.iterations
        self.clock = clock
        self.limit = stop_time(budget, clock)
        self.deadline = self.cutoff = None
        if self.fixed is None:
            begin = clock() if start is None else start
            whole = max(1.0, budget.think_ms) * 0.001
            self.deadline = begin + whole * share
            if cutoff_share is not None:
                self.cutoff = begin + whole * cutoff_share

    def past_limit(self, worlds: int) -> bool:
        """A slow machine: the fixed simulations stop (only once a first world is played)."""
        return self.limit is not None and worlds > 0 and self.clock() >= self.limit

    def past_deadline(self) -> bool:
        return self.deadline is not None and self.clock() >= self.deadline

    def past_cutoff(self) -> bool:
        return self.cutoff is not None and self.clock() >= self.cutoff


# -- sequential halving (Dogs Alone) -----------------------------------------------------------------

@dataclass
class SearchReport:
    chosen: Any
    means: dict            # key -> mean value over the worlds it was played
    simulations: int
    worlds: int


def halving_search(candidates: Sequence[Candidate], resample: Resample, simulate: Simulate,
                   budget: Budget, rng: random.Random, clone: Callable[[Any], Any] = same,
                   clock: Clock = time.perf_counter) -> SearchReport:
    """Pick the candidate with the best mean simulated value, spending the worlds by
    sequential halving: the budget is split into ceil(log2 k) phases and after each the worse
    half of the candidates (by mean) is dropped; ties go to the higher ``prior``.

    With ``budget.iterations`` that many simulations are spent (at least one world in every
    phase) and the clock is never read; otherwise each phase gets an equal share of the time
    left, worlds run until 90 % of ``think_ms`` is used and a world still running at 100 % is
    abandoned and dropped (every candidate is judged on the same worlds)."""
    cands = list(candidates)
    if len(cands) == 1:
        return SearchReport(cands[0], {}, 0, 0)
    spend = Spend(budget, clock, share=0.9, cutoff_share=1.0)
    fixed = spend.fixed
    sums = {c.key: 0.0 for c in cands}
    counts = {c.key: 0 for c in cands}
    alive = sorted(cands, key=lambda c: -c.prior)  # stable: the heuristic's order breaks ties
    phases = max(1, math.ceil(math.log2(len(alive))))
    used = worlds = 0

    def mean(c: Candidate) -> float:
        return sums[c.key] / counts[c.key] if counts[c.key] else -math.inf

    for phase in range(phases):
        phases_left = phases - phase
        if fixed is not None:
            share = (max(fixed, len(cands)) - used) // phases_left
            phase_rounds, phase_end = max(1, share // len(alive)), None
        else:
            now = clock()
            phase_rounds, phase_end = None, now + max(0.0, spend.deadline - now) / phases_left
        done = 0
        while phase_rounds is None or done < phase_rounds:
            if phase_end is not None and done > 0 and clock() >= phase_end:
                break
            if spend.past_limit(done):
                break   # a slow machine: the fixed playouts are cut short
            world_seed, world = deal(resample, rng)
            results = []
            for c in alive:
                if fixed is None and used + len(results) >= len(cands) and spend.past_cutoff():
                    break
                results.append(play(simulate, c, world, world_seed, clone))
            if len(results) < len(alive):
                break
            for c, value in zip(alive, results):
                sums[c.key] += value
                counts[c.key] += 1
            used += len(results)
            worlds += 1
            done += 1
        if phase < phases - 1:
            alive.sort(key=lambda c: -mean(c))  # stable sort keeps the prior order on ties
            alive = alive[:(len(alive) + 1) // 2]
    best = max(alive, key=mean)
    means = {c.key: mean(c) for c in cands if counts[c.key]}
    return SearchReport(best, means, used, worlds)


# -- the paired switch test (Dodgy Dogs, Dog Lover) ----------------------------------------------------

@dataclass(frozen=True)
class PairedSettings:
    z: float = 1.0               # leave the default only for one better by z standard errors
    min_gain: float = 0.0        # ... and by more than this much value
    prune_every: int = 8         # worlds between dropping candidates clearly worse than it
    time_share: float = 1.0      # by the clock: no new world after this share of think_ms
    cutoff_share: float | None = None   # by the clock: a world still played then is dropped
    may_pass: bool = True        # fixed: the last world may pass the iterations (else it is
    #                              not started when it would)


@dataclass
class PairedReport:
    chosen: Any
    gains: dict         # key -> mean value over the default's on the same worlds
    errors: dict        # key -> standard error of that mean
    worlds: int


def stderr(total: float, squares: float, count: int) -> float:
    """The standard error of a mean of ``count`` values summing to ``total`` (squares:
    the sum of their squares); infinite below two values."""
    if count < 2:
        return math.inf
    mean = total / count
    var = max(0.0, squares / count - mean * mean) * count / (count - 1)
    return math.sqrt(var / count)


def paired_search(cands: Sequence[Any], resample: Resample, simulate: Simulate, budget: Budget,
                  rng: random.Random, s: PairedSettings, clone: Callable[[Any], Any] = same,
                  key: Callable[[Any], Hashable] = lambda c: c, clock: Clock = time.perf_counter,
                  start: float | None = None) -> PairedReport:
    """Keep ``cands[0]`` (medium's choice) unless another candidate is better by a clear
    margin: each world plays every surviving candidate and the default, and the per-world
    *differences* to the default are averaged (``key(c)`` names a candidate in the report).
    Every ``prune_every`` worlds a candidate more than two standard errors worse than the
    default is dropped.  With ``budget.iterations`` that many simulations are spent (at least
    one world) and the clock is never read; by the clock, from ``start`` (default: now), see
    ``PairedSettings``.  The first world is always played whole."""
    cands = list(cands)
    k = len(cands)
    alive = list(range(1, k))
    sums, squares, counts = [0.0] * k, [0.0] * k, [0] * k
    spend = Spend(budget, clock, s.time_share, s.cutoff_share, start)
    fixed = spend.fixed
    used = worlds = 0
    while alive:
        if fixed is not None:
            if worlds > 0 and (used >= fixed if s.may_pass else used + 1 + len(alive) > fixed):
                break
            if spend.past_limit(worlds):
                break
        elif worlds > 0 and spend.past_deadline():
            break
        world_seed, world = deal(resample, rng)
        base = play(simulate, cands[0], world, world_seed, clone)
        diffs = []
        for i in alive:
            if worlds > 0 and spend.past_cutoff():
                break   # out of time: this world is dropped, every candidate keeps equal worlds
            diffs.append(play(simulate, cands[i], world, world_seed, clone) - base)
        if len(diffs) < len(alive):
            break
        for i, d in zip(alive, diffs):
            sums[i] += d
            squares[i] += d * d
            counts[i] += 1
        used += 1 + len(alive)
        worlds += 1
        if worlds % s.prune_every == 0:
            alive = [i for i in alive
                     if sums[i] / counts[i] > -2.0 * stderr(sums[i], squares[i], counts[i])]
    gains = {key(cands[i]): sums[i] / counts[i] for i in range(1, k) if counts[i]}
    errors = {key(cands[i]): stderr(sums[i], squares[i], counts[i]) for i in range(1, k) if counts[i]}
    best, best_gain = cands[0], 0.0
    for i in range(1, k):
        if counts[i]:
            g = sums[i] / counts[i]
            if g > best_gain and g > s.min_gain and g > s.z * errors[key(cands[i])]:
                best, best_gain = cands[i], g
    return PairedReport(best, gains, errors, worlds)


# -- many options once each (DOGS) ---------------------------------------------------------------------

def means_search(cands: Sequence[Any], resample: Resample, simulate: Simulate, budget: Budget,
                 rng: random.Random, switch: float, max_worlds: int, time_share: float = 1.0,
                 clone: Callable[[Any], Any] = same, clock: Clock = time.perf_counter) -> SearchReport:
    """Play the options in order, one world after another, and keep ``cands[0]`` unless
    another's mean is ahead by more than ``switch``.  With ``budget.iterations`` exactly that
    many simulations (the first ``iterations`` options once, then again on further worlds),
    the clock never read; by the clock until ``time_share`` of ``think_ms`` or ``max_worlds``
    worlds: the first world keeps the options it reached (the default is always played), a
    later world not played for every option is dropped."""
    cands = list(cands)
    spend = Spend(budget, clock, time_share)
    fixed = spend.fixed
    sums = [0.0] * len(cands)
    counts = [0] * len(cands)
    used = worlds = 0
    while used < fixed if fixed is not None else worlds < max_worlds:
        if spend.past_deadline() or spend.past_limit(worlds):
            break
        world_seed, world = deal(resample, rng)
        results = []
        for c in cands:
            if fixed is not None and used + len(results) >= fixed:
                break
            if results and spend.past_deadline():
                break
            results.append(play(simulate, c, world, world_seed, clone))
        if fixed is None and worlds and len(results) < len(cands):
            break   # a later world not played for every option is dropped
        for i, r in enumerate(results):
            sums[i] += r
            counts[i] += 1
        used += len(results)
        worlds += 1
    means = {c: sums[i] / counts[i] for i, c in enumerate(cands) if counts[i]}
    chosen = cands[0]
    if cands[0] in means:
        best = max(means, key=lambda c: means[c])
        if means[best] > means[cands[0]] + switch:
            chosen = best
    return SearchReport(chosen, means, used, worlds)
