"""The Dogs Alone engine, one module per part of the rulebook (see engine.py's docstring).

This package exports the names other modules use, so ``dogtable.games.dogs_alone.rules``
reads as one module from outside.
"""
from __future__ import annotations

from .engine import ACTIONS, DogsAloneRules, _ARITY, _BARRIERS, _PHASE_KINDS
from .ending import _unassigned_wilds, _wild_owed
from .mess_deck import _unseen_mario_slots, build_mess_deck, lower_half_start, mario_layouts
from .messes import can_pay, payable, pooled_cards
from .scoring import majority_points, score
from .state import (
    DISCARD, DOG_SUPPLY_SIZE, DRAW, EVENT_TYPES, HAND_LIMIT, MARIO_TO_END, MESS, MESS_SUPPLY_SIZE,
    OVER, START, START_HAND, WILD_PHASE, DAState, _reset_turn, _seat_order,
)
from .turn import _DogPiles, _colour_of_supply_majority, _reshuffled, end_turn
