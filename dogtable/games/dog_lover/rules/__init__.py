"""The Dog Lover engine, one module per part of the rulebook (see engine.py's docstring).

This package exports the names other modules use, so ``dogtable.games.dog_lover.rules``
reads as one module from outside.
"""
from __future__ import annotations

from .engine import ACTIONS, DogLoverRules, _ARITY, _BARRIERS, _PHASE_KINDS
from .pad import DogLoverPad
from .play import (
    _can_attach_somewhere, _food_choice, _food_may_wait, _penalty_is_forced, _penalty_items,
    _tuck_rule, attach_refusal, tuck_refusal,
)
from .state import (
    BELOW_END_GAME, DISPLAY, EVENT_TYPES, GRID, HAND_PENALTIES, OVER, PENALTY, SIDES, TURN, WATCH,
    DLState, _KIND_OF, _card_source, _trait_on,
)
from .turn import _can_retrieve, _Sim, _usable_placements, fresh_fetch_cell
