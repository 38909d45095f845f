"""The Dogs Alone board (the declaration's "dogtable.games.dogs_alone.view:DogsAloneView").

board.py hooks the game into the table kit, layout.py says where things go, art.py paints,
gestures.py maps gestures to actions and texts.py words it all.  Names other code imported
from the old single module stay importable from here.
"""
from .art import SUIT_INK, SUIT_RGB, SUIT_SYMBOL
from .board import DogsAloneView
from .layout import GROUPS, Geometry, SeatGeo

__all__ = ["DogsAloneView", "Geometry", "SeatGeo", "GROUPS", "SUIT_RGB", "SUIT_INK", "SUIT_SYMBOL"]
