"""The computer players by level, written once for every game (docs/ai.md, "Shared pieces").

A game declares only its parts: a *policy* for easy and for medium (a function from one
``Decision``, and the level's weights when it has some, to an action) and its hard player; ``Levels`` maps "easy", "medium" and "hard" to
them.  ``PolicyAgent`` is the shell every policy plays in: a forced move is played at once, the
policy's answer is checked against the legal actions, and a stray answer falls back to a legal
one.  ``agent_for`` is the one factory the app, the lessons and the tools ask for a seat's
computer player (the sim keeps its own entry, ``dogtable.sim.make_agent``, which calls this).
"""
from __future__ import annotations

from functools import cached_property
import random
from typing import Callable, Mapping, Sequence

from dogtable.ai.agent import Agent, RandomAgent, decision_seed
from dogtable.core.registry import get_game
from dogtable.core.rules import Action

LEVEL_NAMES = ("easy", "medium", "hard")


class Decision:
    """One decision as a policy sees it: the seat's view, the legal actions (a list, in the
    order given), ``resample`` and the agent's seed.  ``seed`` and ``rng`` are functions of the
    view, the agent's seed and the level only, so the same view always gets the same answer."""

    def __init__(self, view: dict, legal: Sequence[Action], resample, agent_seed: int,
                 level: str):
        self.view, self.legal, self.resample = view, list(legal), resample
        self.agent_seed, self.level = agent_seed, level

    @cached_property
    def seed(self) -> int:
        return decision_seed(self.agent_seed, self.view, self.level)

    @cached_property
    def rng(self) -> random.Random:
        """The decision's generator (one per decision: a fallback draws from where the policy
        left it)."""
        return random.Random(self.seed)

    def fresh_rng(self) -> random.Random:
        """A new generator from the decision's seed (e.g. to deal the world with ``resample``)."""
        return random.Random(self.seed)


# a policy: (decision[, weights]) -> an action (None or a stray answer: the agent's fallback)
Policy = Callable[..., "Action | None"]


# -- what a policy's stray answer falls back to ---------------------------------------------

def first_legal(d: Decision) -> Action:
    return d.legal[0]


def lowest_legal(d: Decision) -> Action:
    return sorted(d.legal)[0]


def random_legal(d: Decision) -> Action:
    return d.rng.choice(sorted(d.legal))


class PolicyAgent:
    """A computer player that follows ``policy`` (easy and medium in every game)."""

    def __init__(self, level: str, seed: int, policy: Policy,
                 fallback: Callable[[Decision], Action] = lowest_legal, weights=None):
        self.level, self.seed = level, seed
        self.policy, self.fallback = policy, fallback
        self.w = weights   # given to the policy (as a hard player's ``w``), None: its own

    def choose(self, view, legal, resample, budget) -> Action:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        decision = Decision(view, legal, resample, self.seed, self.level)
        action = self.policy(decision) if self.w is None else self.policy(decision, self.w)
        return action if action in legal else self.fallback(decision)


def policy_level(level: str, policy: Policy, fallback: Callable[[Decision], Action] = lowest_legal,
                 weights=None) -> Callable[[int], PolicyAgent]:
    """The constructor (seed -> agent) of a level played by ``policy`` (called with the
    decision, and ``weights`` when given)."""
    def make(seed: int = 0) -> PolicyAgent:
        return PolicyAgent(level, seed, policy, fallback, weights)
    return make


class Levels:
    """One game's table of levels: each level's constructor (seed -> agent)."""

    def __init__(self, easy: Callable[[int], Agent], medium: Callable[[int], Agent],
                 hard: Callable[[int], Agent]):
        self.table: Mapping[str, Callable[[int], Agent]] = {
            "easy": easy, "medium": medium, "hard": hard}

    def make(self, level: str, seed: int = 0) -> Agent:
        """The computer player of ``level`` (easy, medium, hard) with its own seed."""
        make = self.table.get(level)
        if make is None:
            raise ValueError(f"unknown level {level!r}")
        return make(seed)


def agent_for(game_id: str, level: str, seed: int) -> Agent:
    """A seat's computer player: ``random`` (the baseline) or the game's own level."""
    if level == "random":
        return RandomAgent(seed)
    return get_game(game_id).agent(level, seed)
