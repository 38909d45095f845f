"""A fast copy of a DOGS state for the computer players.

The engine's ``KState.clone`` copies every field with a recursive walk, which is exact for any
shape but costs most of a playout (a hard decision at four players clones the state about
3 000 times).  The players know the shape of each field, so they copy it level by level with
slices instead: the same deep copy (no list shared with the original), several times faster.
A field this table does not know falls back to the engine's walk, so a new field can never
be shared by mistake; ``tests/games/dogs_kennel/test_dk_ai_speed.py`` checks the copy
against the engine's over whole games.
"""
from __future__ import annotations

from . import rules as R

# how deep each field's lists go (0: a plain value; 1: a list of values; 2: a list of lists...)
_DEPTH = {
    "n": 0, "round": 0, "first": 0, "phase": 0, "current": 0, "last_round": 0,
    "moved_any": 0, "offer_to": 0, "visit": 0, "uses": 0,
    "built": 1, "locked": 1, "pos": 1, "status": 1, "returned": 1, "don_dogs": 1,
    "don_donors": 1, "don_sick": 1, "helper": 1, "helper_paid": 1, "placed": 1, "deck": 1,
    "discard": 1, "fair_deck": 1, "fair_seen": 1, "removed_cards": 1, "board": 1, "fair": 1,
    "box_tokens": 1, "removed_lost": 1, "feed_left": 1,
    "res": 2, "bonus_paid": 2, "infirmary": 2, "truck": 2, "loose": 2, "brought_sick": 2,
    "occupants": 2, "offers": 2, "hands": 2, "supply": 2,
    "pens": 3,
}
_PLAIN = tuple(f for f in R._FIELDS if _DEPTH.get(f) == 0)
_FLAT = tuple(f for f in R._FIELDS if _DEPTH.get(f) == 1)
_NESTED = tuple(f for f in R._FIELDS if _DEPTH.get(f) == 2)
_UNKNOWN = tuple(f for f in R._FIELDS if f not in _DEPTH)
_new = R.KState.__new__


def fast_clone(s: R.KState) -> R.KState:
    """A deep copy of ``s``, equal to ``s.clone()``."""
    c = _new(R.KState)
    for name in _PLAIN:
        setattr(c, name, getattr(s, name))
    for name in _FLAT:
        setattr(c, name, getattr(s, name)[:])
    for name in _NESTED:
        setattr(c, name, [x[:] for x in getattr(s, name)])
    c.pens = [[p[:] for p in seat] for seat in s.pens]
    for name in _UNKNOWN:
        setattr(c, name, R._deep(getattr(s, name)))
    return c
