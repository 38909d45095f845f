"""The table toolkit shared by every game's board.

Sprites (card faces cached per size), zones that place cards, an animator of tweens, a
drag controller that turns gestures into the legal actions it is given, small widgets
(buttons, chooser, tooltip) and layout helpers.  Nothing here knows a game's rules: a game's
view feeds it legal actions and card pictures.

The names below are imported on first use: the menu imports ``layout`` alone (the window
tells it the zoom), and launching to the menu should not load the drag controller, widgets
and zones that only a table needs.
"""
from __future__ import annotations

from importlib import import_module

_HOMES = {
    "Animator": "animator", "Binding": "drag", "DragController": "drag", "Item": "drag",
    "clamp": "layout", "fit_card": "layout", "overlapping_pairs": "layout",
    "CardSprite": "sprites", "FaceCache": "sprites", "TextCache": "text",
    "Fan": "zones", "Grid": "zones", "Pile": "zones", "Row": "zones", "Tableau": "zones",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str):
    if name == "theme":   # the one theme of the app (dogtable.ui.theme), the table's colours too:
        value = import_module("dogtable.ui.theme")   # boards reach it through their kit
        globals()[name] = value
        return value
    home = _HOMES.get(name)
    if home is None:   # also how `from dogtable.ui.table import cardart` finds a submodule
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
