"""The DOGS engine, one module per part of the rulebook (docs/rules/dogs_kennel.md):

  state     the state, the events, and the frame rules are written in (ActionRule: a rule is
            a refusal; the legal actions and ``decide``'s refusal both come from it)
  trips     phase 1: fuel, the pick-up's trips, the special cards, going home
  settling  end of phase 1: housing the dogs, the vet card, sick dogs, donations
  city      phase 2: meeples on the action boxes and each box's action
  upkeep    phase 3: feeding and salary, then the end of the round
  scoring   the final scoring
  engine    the Rules contract (DogsKennelRules) over them

This package exports the names other modules use, so ``dogtable.games.dogs_kennel.rules``
reads as one module from outside.
"""
from __future__ import annotations

from ..components import FOOD, GOODS
from .city import EXCHANGES_PER_VISIT, VISIT_LIMITS, _fair_breeds, _fair_token, _wanted_breeds
from .engine import ACTIONS, DogsKennelRules, _ARITY, _HANDLERS, _PHASE_KINDS, _legal_of_kind
from .scoring import (
    GOODS_PER_POINT, HELPER_POINTS, SICK_PENALTY, TWO_PLAYER_MIX_PENALTY, KennelScorePad,
    score_rows,
)
from .settling import _needs_arranging, _next_arrange, _next_donation, most_housed
from .state import (
    ARRANGE, BOX, BOXES, CARDS_PER_BOX, CITY_HALL, DOG_FAIR, EVENT_TYPES, FEED, FUEL_PHASE, HOME,
    HOME_POS, MOVE, OFFER, OUT, OVER, PET_SHOP, PLACE, SALARY, STAYED, VETERINARY, WAREHOUSE,
    _FIELDS, _SECRET, KState, _Step, _can_accept, _deep, _fits_somewhere, _start_round,
)
from .trips import _bonus_due, _destinations, _next_fuel, _next_move, _supply_dog
from .upkeep import _end_round, _next_feed, _next_salary, _salary_options
