"""The DOGS board (a package: board wiring, layout, art, gestures, texts).

Re-exports what the app and the tests import from ``dogtable.games.dogs_kennel.view``: the
board class the declaration names and the card names; the table's hooks are declared in
games/dogs_kennel/game.py (see ui/scenes/game_hooks.py).
"""
from .board import DogsKennelView
from .texts import card_name, resolve_log_params

__all__ = ["DogsKennelView", "card_name", "resolve_log_params"]
