"""The table toolkit shared by every game's board.

Sprites (card faces cached per size), zones that place cards, an animator of tweens, a
drag controller that turns gestures into the legal actions it is given, small widgets
(buttons, chooser, tooltip) and layout helpers.  Nothing here knows a game's rules: a game's
view feeds it legal actions and card pictures.

Each part is imported from its own module (``from dogtable.ui.table.drag import Binding``),
so the menu, which imports ``layout`` alone, loads none of the parts only a table needs.
The app's one theme (``dogtable.ui.theme``, the table's colours too) is the kit's as well:
a board writes ``from dogtable.ui.table import theme``.
"""
from dogtable.ui import theme

__all__ = ["theme"]
