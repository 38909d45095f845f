"""Dogs Alone: the end of the game (docs/rules/dogs_alone.md, "End of the game"): each player
with cleaned wild messes gives each a colour, in secret, and the choices are shown together."""
from __future__ import annotations

import random

from dogtable.core.events import Event
from dogtable.core.rules import ActionRule, Refused

from ..cards import WILD_KIND, mess_kind
from .state import BAD_ACTION, WILD_PHASE, DAState, is_int, refuse


def _unassigned_wilds(state: DAState, seat: int) -> list[int]:
    return [m for m in state.cleaned[seat] if mess_kind(m) == WILD_KIND and m not in state.wild[seat]]


def _wild_owed(state: DAState, seat: int) -> bool:
    return state.phase == WILD_PHASE and bool(_unassigned_wilds(state, seat))


def assign_wild_check(s: DAState, seat: int, mess, colour) -> Refused | None:
    if not _wild_owed(s, seat):
        return "error.not_your_turn", {}
    if not (is_int(mess) and is_int(colour)):
        return BAD_ACTION
    if mess not in _unassigned_wilds(s, seat):
        return refuse("not_your_wild")
    return None if 0 <= colour < 4 else refuse("bad_colour")


def _assign_wild(state: DAState, seat: int, rng: random.Random, mess: int, colour: int) -> list[Event]:
    events = [Event("WildAssigned", {"seat": seat, "mess": mess, "colour": colour})]
    chosen = [dict(w) for w in state.wild]
    chosen[seat][mess] = colour
    if all(mess_kind(m) != WILD_KIND or m in chosen[s]
           for s in range(state.n) for m in state.cleaned[s]):
        # everybody has chosen: the choices are shown together
        assignments = {str(s): {str(m): c for m, c in w.items()}
                       for s, w in enumerate(chosen) if w}
        events.append(Event("WildRevealed", {"assignments": assignments}))
    return events


ACTIONS = {
    "assign_wild": ActionRule(2, lambda s, seat: [(m, c) for m in _unassigned_wilds(s, seat)
                                                  for c in range(4)],
                              assign_wild_check, _assign_wild),
}
