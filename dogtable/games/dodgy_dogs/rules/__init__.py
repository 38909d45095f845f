"""The Dodgy Dogs engine, one module per part of the rulebook (see engine.py's docstring).

This package exports the names other modules use, so ``dogtable.games.dodgy_dogs.rules``
reads as one module from outside.
"""
from __future__ import annotations

from .engine import DodgyDogsRules, _ARITY, _BARRIERS, _PHASES
from .play import PICKUP_ACTIONS, PLAY_ACTIONS, _COVERS, _can_draw, _covers, _plays, can_cover
from .state import (
    CAT_POINTS, EVENT_TYPES, GUESS, HAND_SIZE, LEFT, MAX_DRAWS, OVER, PICKUP_PHASE, PLAY, RESPOND,
    REVEAL, RIGHT, ROUNDS, SLAP, SLAP_TIMEOUT_MS, WHISPER, WIN_POINTS, DDState, _deep,
    _reset_turn, _whisper_target,
)
from .table import SLAP_ACTIONS, _round_end, _round_started, _Sim, _turn_to
from .whisper import _after_answer, _guess_whisper, _make_hold
