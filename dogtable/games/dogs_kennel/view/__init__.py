"""The DOGS board (a package: board wiring, layout, art, gestures, texts).

Re-exports what the app and the tests import from ``dogtable.games.dogs_kennel.view``: the
board class for the registry and the table scene's hooks (see ui/scenes/game_hooks.py).
"""
from .board import DogsKennelView
from .texts import card_name, resolve_log_params

__all__ = ["DogsKennelView", "card_name", "resolve_log_params"]
