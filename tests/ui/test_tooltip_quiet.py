"""A keyboard focus the table moves by itself (after an act, when the turn moves on) shows no
tooltip until the player moves it: the box would otherwise sit over the table through the
other seats' turns (issue 25: Dodgy Dogs, Dogs Alone)."""
from __future__ import annotations

from dogtable.ui.table.widgets import Tooltip

DELAY = Tooltip.DELAY


def rest(tip: Tooltip, item, seconds=DELAY + 0.1):
    tip.update(0.0, item, None)
    tip.update(seconds, item, None)
    return tip.visible()


def test_a_focus_rested_on_shows_its_tooltip():
    assert rest(Tooltip(), "card:3") == "card:3"


def test_after_a_hush_the_focus_stays_quiet_until_it_moves():
    tip = Tooltip()
    assert rest(tip, "card:3") == "card:3"
    tip.hush()                                   # the turn moved on
    assert tip.visible() is None
    assert rest(tip, "card:5") is None           # where the table put the focus: quiet
    assert rest(tip, "card:5", 5.0) is None      # however long it stays there
    assert rest(tip, "card:6") == "card:6"       # the player moved it: shown again
    assert rest(tip, "card:5") == "card:5"       # and back: no longer quiet


def test_a_reset_alone_shows_the_same_item_again_after_a_new_rest():
    tip = Tooltip()
    rest(tip, "deck")
    tip.reset()
    assert tip.visible() is None
    assert rest(tip, "deck") == "deck"
