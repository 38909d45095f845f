"""Headless games between computer players: the engine of `dogtable sim` and `bench`.

With ``save_dir`` a game played is also written there as an ordinary save file (its log of
acts), so the Load list and `dogtable replay` open it.  Everything a game depends on is an
argument (no module state), so a worker process plays it exactly as this one would.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
import os
from pathlib import Path
import time
from typing import Sequence

from dogtable.ai.agent import APP_THINK_MS, Budget, app_budget
from dogtable.ai.allseeing import SIM_ONLY_LEVELS, AllSeeingAgent, ask_all_seeing
from dogtable.ai.levels import agent_for
from dogtable.core.registry import get_game
from dogtable.ai.selfplay import asking, play_game_between, seats_for
from dogtable.core.session import LogEntry, Session

LEVELS = ("random", "easy", "medium", "hard")
# levels only the sim seats (never the app): the all-seeing references (dogtable.ai.allseeing)
SIM_LEVELS = LEVELS + SIM_ONLY_LEVELS


def _budget_level(level: str) -> str:
    """The level whose app budget a seat gets: the all-seeing references think as hard does."""
    return "hard" if level in SIM_ONLY_LEVELS else level


def app_budgets(game_id: str, levels: Sequence[str]) -> list[Budget]:
    """Each seat's budget as the app's table gives it at a table of ``len(levels)``
    (TableScene.think_budget: hard's fixed playouts, GameDeclaration.hard_playouts), less the guard
    against a slow machine (``limit_ms``): a sim game never reads the clock, so it plays as
    the app does on any machine fast enough to finish the playouts, and the same every time."""
    spec = get_game(game_id)
    return [replace(app_budget(APP_THINK_MS.get(_budget_level(level), 800.0),
                               spec.playouts_for(_budget_level(level), len(levels))),
                    limit_ms=None)
            for level in levels]


def make_agent(game_id: str, level: str, seed: int):
    """The sim's one entry for a seat's agent (the kit's factory; tests replace this one).
    ``allseeing`` and ``allhands`` are hard's search seeing what others hide, seated only here."""
    if level in SIM_ONLY_LEVELS:
        return AllSeeingAgent(agent_for(game_id, "hard", seed), level)
    return agent_for(game_id, level, seed)


@dataclass
class GameResult:
    scores: list[int]
    winners: list[int]
    actions: int
    # per seat: the milliseconds each real decision took (forced single moves are not counted)
    decision_ms: list[list[float]] = field(default_factory=list)


def play_game(game_id: str, levels: Sequence[str], seed: int, think_ms: float = 1000.0,
              max_actions: int = 100_000, iterations: int | None = None,
              save_dir: str | os.PathLike | None = None,
              budgets: Sequence[Budget] | None = None) -> GameResult:
    """One game between agents of ``levels`` (one per seat); the same seed, the same game
    (as long as agents do not run out of time; a fixed ``iterations`` budget never does).
    ``budgets`` (one per seat, e.g. ``app_budgets``) replaces ``think_ms`` and
    ``iterations``.  With ``save_dir`` (an existing folder) the game is also written there."""
    if save_dir is not None and set(SIM_ONLY_LEVELS) & set(levels):
        raise ValueError("a game with the all-seeing reference is not kept: the app cannot "
                         "seat it")
    spec = get_game(game_id)
    rules = spec.rules()
    seats = seats_for(levels)
    keep = Path(save_dir) if save_dir is not None else None
    log: list[LogEntry] = []
    agents = [make_agent(game_id, lvl, seed * 31 + i) for i, lvl in enumerate(levels)]
    seat_budgets = list(budgets) if budgets else [Budget(think_ms, iterations)] * len(levels)
    times: list[list[float]] = [[] for _ in levels]
    asked = asking(rules, agents, seat_budgets, seed)

    def decide(state, seat: int, legal: list):
        t0 = time.perf_counter()
        if isinstance(agents[seat], AllSeeingAgent):
            action = ask_all_seeing(rules, state, seat, agents[seat], seat_budgets[seat], legal)
        else:
            action = asked(state, seat, legal)
        if len(legal) > 1:
            times[seat].append((time.perf_counter() - t0) * 1000.0)
        return action

    acts = [-1]   # the opening is not an act

    def keep_step(seat, action, events) -> None:
        acts[0] += 1
        if keep is not None:
            log.append(LogEntry(seat, action, events))

    state = play_game_between(rules, levels, seed, decide, on_step=keep_step,
                              max_actions=max_actions)
    pad = rules.score_pad(state)
    if keep is not None:
        _write_game(keep, game_id, rules, seats, seed, log)
    return GameResult(pad.totals(), pad.winners(), acts[0], times)


def _write_game(folder: Path, game_id: str, rules, seats, seed: int, log) -> Path:
    """The game as a save file named after its game and seed (an older file of the same
    game and seed is the same game, so it is replaced)."""
    from dogtable.storage.saves import save_session

    session = Session(rules, seats, {}, seed, log)
    path = folder / f"{game_id}-{seed}.json"
    save_session(session, path)
    return path
