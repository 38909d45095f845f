"""The one interface every computer player implements.

An agent sees exactly what its seat may see: the seat's view, the legal actions, a
resampler that deals the hidden cards at random consistently with that view, and a
time budget.  It never receives the true state.  An agent that never looks (``blind``, the
random one) is handed no view, which saves building one per decision.
"""
from __future__ import annotations

from dataclasses import dataclass
import hashlib
import json
import random
from typing import Any, Callable, Protocol, Sequence

from dogtable.core.rules import Action

Resampler = Callable[[random.Random], Any]
"""rng -> a full state consistent with the agent's view (hidden cards dealt at random)."""


@dataclass(frozen=True)
class Budget:
    """How long an agent may think for one decision.

    ``iterations``, when set, replaces the clock with a fixed amount of search, so a
    decision is reproducible (tests, replays of AI games, ladders).  ``limit_ms`` then guards
    a slow machine: the search stops after that long even short of ``iterations`` (the app
    sets it; ``dogtable sim`` does not, so its games never depend on the clock)."""

    think_ms: float = 1000.0
    iterations: int | None = None
    limit_ms: float | None = None


HARD_LIMIT = 1.8   # fixed playouts in the app stop after this many times the think time


# How long the app lets each level think (ms); hard's search is bounded by its fixed playouts
# (app_budget).  The table and `dogtable sim --budget app` both read this one table.
APP_THINK_MS = {"random": 50.0, "easy": 400.0, "medium": 800.0, "hard": 1000.0}


def app_budget(think_ms: float, playouts: int | None) -> Budget:
    """What the app gives a computer: its think time, or (hard, GameDeclaration.hard_playouts) the
    fixed playouts its strength was measured at, cut short after HARD_LIMIT times that time
    on a machine too slow to finish them."""
    if playouts is None:
        return Budget(think_ms)
    return Budget(think_ms, iterations=playouts, limit_ms=think_ms * HARD_LIMIT)


def stop_time(budget: Budget, clock: Callable[[], float]) -> float | None:
    """When a search with a fixed number of playouts must stop anyway (``clock`` time), or
    None: no limit, and the clock is never read."""
    if budget.iterations is None or budget.limit_ms is None:
        return None
    return clock() + budget.limit_ms * 0.001


class Agent(Protocol):
    level: str

    def choose(self, view: Any, legal: Sequence[Action], resample: Resampler,
               budget: Budget) -> Action: ...


class RandomAgent:
    """Uniform over the legal actions: the baseline every level must beat."""

    level = "random"
    blind = True    # never looks at the view: ask() builds none for it

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view, legal, resample, budget) -> Action:
        return self.rng.choice(list(legal))


def decision_seed(seed: int, view: Any, salt: str = "") -> int:
    """A seed that depends only on the agent's seed and what its seat sees.

    Agents draw their randomness from this instead of a running generator, so a decision
    is a function of (seed, view): the same view gives the same choice whatever the hidden
    cards are and whatever happened before."""
    text = json.dumps(view, sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.blake2b(f"{seed}|{salt}|{text}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def _nothing_to_resample(rng: random.Random):
    raise TypeError("a blind agent was given no view to resample")


def ask(rules, state, seat: int, agent: Agent, budget: Budget, seed: int,
        legal: Sequence[Action] | None = None) -> Action:
    """Ask ``agent`` for ``seat``'s decision, handing it only what the seat may see.

    ``legal``: the seat's legal actions when the caller has them already (saves working them
    out twice).  A single legal action is the answer without asking, so no view is built;
    nor for an agent that declares itself ``blind`` (it chooses from the legal actions alone)."""
    if legal is None:
        legal = rules.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    if getattr(agent, "blind", False):
        return agent.choose(None, legal, _nothing_to_resample, budget)
    view = rules.view(state, seat)

    def resample(rng: random.Random):
        return rules.resample(view, seat, rng)

    return agent.choose(view, legal, resample, budget)
