"""The game registry: the list of game packages, each declaring itself.

Every game is a package ``dogtable/games/<id>/`` whose ``game.py`` holds one
``GameDeclaration`` named ``GAME`` (see dogtable/core/declaration.py): its players, options,
credits, lesson, agents, table hooks, secrets adapter ... by import path.  The registry only
lists the packages and loads each declaration; loading one imports nothing but the
kernel's declaration types, so asking for a game's rules never imports pygame.
"""
from __future__ import annotations

from importlib import import_module

from dogtable.core.declaration import GameDeclaration

__all__ = ["GAME_PACKAGES", "GAMES", "GameDeclaration", "UnknownGame", "game_ids", "get_game",
           "playable_game_ids"]

# the game packages under dogtable/games/ (each has a game.py declaring GAME), in the
# order the About page credits them
GAME_PACKAGES = ("dogs_alone", "dogs_kennel", "dog_lover", "dodgy_dogs")


class UnknownGame(KeyError):
    pass


def _declared(package: str) -> GameDeclaration:
    declared = import_module(f"dogtable.games.{package}.game").GAME
    if not isinstance(declared, GameDeclaration) or declared.game_id != package:
        raise TypeError(f"dogtable.games.{package}.game.GAME must declare game {package!r}")
    return declared


# every game's declaration by game id (game.py imports only the kernel's declaration types)
GAMES: dict[str, GameDeclaration] = {package: _declared(package) for package in GAME_PACKAGES}


def get_game(game_id: str) -> GameDeclaration:
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):   # TypeError: an unhashable id from a damaged save
        raise UnknownGame(game_id) from None


def game_ids() -> list[str]:
    """Every game with rules (sim, bench and the checks run them all)."""
    return sorted(GAMES)


def playable_game_ids() -> list[str]:
    """The games a player can open: those with a table (a rules engine still waiting for
    its board is not offered in the menu)."""
    return [g for g in game_ids() if get_game(g).view_path and get_game(g).offered]
