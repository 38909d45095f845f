"""Headless games between computer players: the engine of `dogtable sim` and `bench`."""
from __future__ import annotations

from dataclasses import dataclass, field
import random
import time
from typing import Sequence

from dogtable.ai.agent import Budget, RandomAgent, ask
from dogtable.core.registry import get_game
from dogtable.ai.reaction import settle
from dogtable.core.rules import Seat, referee_of, replay

LEVELS = ("random", "easy", "medium", "hard")


def make_agent(game_id: str, level: str, seed: int):
    if level == "random":
        return RandomAgent(seed)
    return get_game(game_id).agent(level, seed)


@dataclass
class GameResult:
    scores: list[int]
    winners: list[int]
    actions: int
    # per seat: the milliseconds each real decision took (forced single moves are not counted)
    decision_ms: list[list[float]] = field(default_factory=list)


def play_game(game_id: str, levels: Sequence[str], seed: int, think_ms: float = 1000.0,
              max_actions: int = 100_000) -> GameResult:
    """One game between agents of ``levels`` (one per seat); the same seed, the same game
    (as long as agents do not run out of time)."""
    spec = get_game(game_id)
    rules = spec.rules()
    rng = random.Random(seed)
    seats = [Seat(f"{lvl} {i + 1}", lvl) for i, lvl in enumerate(levels)]
    state = replay(rules, rules.start(seats, {}, rng))
    agents = [make_agent(game_id, lvl, seed * 31 + i) for i, lvl in enumerate(levels)]
    budget = Budget(think_ms)
    times: list[list[float]] = [[] for _ in levels]
    actions = 0
    while not rules.is_over(state):
        movers = rules.to_act(state)
        if not movers:  # a real-time moment: settled with the computers' reaction times
            for event in rules.decide(state, None, settle(referee_of(rules, state), list(levels), rng), rng):
                rules.evolve(state, event)
            actions += 1
            continue
        seat = movers[0]
        legal = rules.legal_actions(state, seat)
        t0 = time.perf_counter()
        action = ask(rules, state, seat, agents[seat], budget, seed)
        if len(legal) > 1:
            times[seat].append((time.perf_counter() - t0) * 1000.0)
        for event in rules.decide(state, seat, action, rng):
            rules.evolve(state, event)
        actions += 1
        if actions > max_actions:
            raise RuntimeError(f"{game_id} game {seed} did not end after {max_actions} actions")
    pad = rules.score_pad(state)
    return GameResult(pad.totals(), pad.winners(), actions, times)
