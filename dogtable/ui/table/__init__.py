"""The table toolkit shared by every game's board.

Sprites (card faces cached per size), zones that place cards, an animator of tweens, a
drag controller that turns gestures into the legal actions it is given, small widgets
(buttons, chooser, tooltip) and layout helpers.  Nothing here knows a game's rules: a game's
view feeds it legal actions and card pictures.
"""
from .animator import Animator
from .drag import Binding, DragController, Item
from .layout import clamp, fit_card, overlapping_pairs
from .sprites import CardSprite, FaceCache
from .text import TextCache
from .zones import Fan, Grid, Pile, Row, Tableau

__all__ = [
    "Animator", "Binding", "CardSprite", "DragController", "FaceCache", "Fan", "Grid", "Item",
    "Pile", "Row", "Tableau", "TextCache", "clamp", "fit_card", "overlapping_pairs",
]
