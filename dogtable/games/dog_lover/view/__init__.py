"""The Dog Lover board (a package of the same shape as every game's board).

Other code imports from here: the board class the declaration names
("dogtable.games.dog_lover.view:DogLoverView") and the card names; the table's hooks are
declared in games/dog_lover/game.py.
"""
from .board import DogLoverView
from .texts import card_name, resolve_log_params

__all__ = ["DogLoverView", "card_name", "resolve_log_params"]
