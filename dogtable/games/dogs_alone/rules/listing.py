"""Dogs Alone: the legal actions listed at once, phase by phase (the fast twin of asking each
rule's refusal option by option).  Hard's playouts list the legal actions at every step, and
asking every option through its rule costs about twice as much; this listing reads the same
rules' conditions directly.  tests/games/dogs_alone/test_da_listing.py checks that it lists
exactly what the rules allow, in the same order, over whole games at every table size."""
from __future__ import annotations

from dogtable.core.rules import Action

from ..cards import WILD, mess_colour
from .messes import _pay_listed
from .state import DISCARD, DRAW, MESS, START, DAState
from .turn import _colour_of_supply_majority

_FINISH = Action("finish", ())
_CHANGE = Action("change_supply", ())
_DRAW_DECK = Action("draw_deck", ())
_CANCEL = Action("cancel_payment", ())
_CLEAN = tuple(Action("clean", (c,)) for c in range(WILD + 1))


def _draws(s: DAState, acts: list[Action]) -> None:
    """The draws (while the turn owes one), else finishing when no dog is left to draw."""
    can_draw = False
    if s.budget() > 0:
        if s.dog_deck or s.discard:
            acts.append(_DRAW_DECK)
            can_draw = True
        for c in s.dog_supply:
            if c is not None:
                acts.append(Action("draw_supply", (c,)))
                can_draw = True
    if not can_draw:
        acts.append(_FINISH)


def listed_actions(s: DAState, seat: int) -> list[Action] | None:
    """The legal actions of ``seat`` (the seat to move) in the phases of a turn, in the order
    the rules list them; None in the other phases (the rules are asked there)."""
    phase = s.phase
    if phase == START:
        acts: list[Action] = []
        if not s.recruit_discards:
            if not s.supply_changes:
                cleaned = s.cleaned[seat]
                colours = {mess_colour(m) for m in s.messes[seat] if m not in cleaned}
                acts += [_CLEAN[c] for c in range(WILD + 1) if c in colours]
            if _colour_of_supply_majority(s.dog_supply):
                acts.append(_CHANGE)
        acts += [Action("recruit_discard", (c,)) for c in s.hands[seat] + s.pools[seat]]
        _draws(s, acts)
        return acts
    if phase == DRAW:
        acts = []
        _draws(s, acts)
        return acts
    if phase == MESS:
        acts = [Action("pay", args) for args in _pay_listed(s, seat)]
        acts.append(_FINISH if s.pending is None else _CANCEL)
        return acts
    if phase == DISCARD:
        return [Action("discard", (c,)) for c in s.hands[seat]]
    return None
