"""The game registry: one GameSpec per game id.

Specs name their parts by import path so that asking for a game's rules never
imports pygame (the table view is only imported by the app).
"""
from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Callable


class UnknownGame(KeyError):
    pass


def _load(path: str):
    module, _, name = path.partition(":")
    return getattr(import_module(module), name)


@dataclass(frozen=True)
class GameSpec:
    game_id: str
    min_players: int
    max_players: int
    rules_path: str     # "module:factory" returning a Rules
    agent_path: str     # "module:factory" with (level, seed) -> Agent
    view_path: str = ""  # "module:factory" of the table view (pygame), empty until there is one
    offered: bool = True  # False: the board exists but is not yet offered to players
    # playouts per decision the app gives "hard", by table size: the budget its ladders were
    # measured at (docs/ai.md), so the app plays exactly as strongly as the figures say
    hard_playouts: tuple[tuple[int, int], ...] = ()

    def rules(self):
        return _load(self.rules_path)()

    def agent(self, level: str, seed: int = 0):
        return _load(self.agent_path)(level, seed)

    def view_factory(self) -> Callable:
        return _load(self.view_path)

    def playouts_for(self, level: str, players: int) -> int | None:
        """The playouts a computer of ``level`` spends per decision in the app at a table of
        ``players``: hard's measured budget; None (by the clock) for the levels that do not
        search."""
        return dict(self.hard_playouts).get(players) if level == "hard" else None


GAMES: dict[str, GameSpec] = {
    "dogs_alone": GameSpec(
        "dogs_alone", 2, 5,
        rules_path="dogtable.games.dogs_alone.rules:DogsAloneRules",
        agent_path="dogtable.games.dogs_alone.ai_levels:make_agent",
        view_path="dogtable.games.dogs_alone.view:DogsAloneView",
        hard_playouts=((2, 192), (3, 192), (4, 192), (5, 192)),
    ),
    "dodgy_dogs": GameSpec(
        "dodgy_dogs", 2, 8,
        rules_path="dogtable.games.dodgy_dogs.rules:DodgyDogsRules",
        agent_path="dogtable.games.dodgy_dogs.ai_levels:make_agent",
        view_path="dogtable.games.dodgy_dogs.view:DodgyDogsView",
        hard_playouts=((2, 1024), (3, 512), (4, 512), (5, 256), (6, 256), (7, 192), (8, 192)),
    ),
    "dog_lover": GameSpec(
        "dog_lover", 2, 4,
        rules_path="dogtable.games.dog_lover.rules:DogLoverRules",
        agent_path="dogtable.games.dog_lover.ai_levels:make_agent",
        view_path="dogtable.games.dog_lover.view:DogLoverView",
        offered=True,
        hard_playouts=((2, 192), (3, 192), (4, 192)),
    ),
    "dogs_kennel": GameSpec(
        "dogs_kennel", 2, 4,
        rules_path="dogtable.games.dogs_kennel.rules:DogsKennelRules",
        agent_path="dogtable.games.dogs_kennel.ai_levels:make_agent",
        view_path="dogtable.games.dogs_kennel.view:DogsKennelView",
        offered=True,
        hard_playouts=((2, 32), (3, 32), (4, 32)),
    ),
}


def get_game(game_id: str) -> GameSpec:
    try:
        return GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None


def game_ids() -> list[str]:
    """Every game with rules (sim, bench and the checks run them all)."""
    return sorted(GAMES)


def playable_game_ids() -> list[str]:
    """The games a player can open: those with a table (a rules engine still waiting for
    its board is not offered in the menu)."""
    return [g for g in game_ids() if GAMES[g].view_path and GAMES[g].offered]
