"""Dog Lover: the turn's frame (docs/rules/dog_lover.md, "Set-up" and "A turn"): the starting
tricks' sides and the Watch Dog, retrieving cards from the grid with a trick (or the Fetch),
and the end of a turn, when the grid is refilled and the last round may end the game."""
from __future__ import annotations

from dogtable.core.events import Event
from dogtable.core.rules import ActionRule, Refused, just_once

from ..cards import (
    DOG, END_GAME_CARD, FETCH, FETCH_CARD, FOOD, TRAIT, WALK, food, hand_kind, kind, line_cells,
    placement_of, placements, trick_shape,
)
from .play import _food_may_wait, _penalty_is_forced, _penalty_items, tuck_refusal
from .state import BAD_ACTION, GRID, DLState, refuse


class _Sim:
    """Works out the events of one decision on a scratch copy of the state: each event is
    folded into the copy as it is made, so later steps see its effect."""

    def __init__(self, rules, state: DLState):
        self.rules = rules
        self.s = state.clone()
        self.events: list[Event] = []

    def emit(self, kind_: str, **data) -> None:
        event = Event(kind_, data)
        self.rules.evolve(self.s, event)
        self.events.append(event)

    def take(self, seat: int, cell: int, settle: bool = True) -> int:
        """A card leaves the grid for ``seat``: it goes where its kind goes.  A Food card
        becomes cubes at once unless it may still be tucked this turn (``settle=False``
        leaves that to the caller)."""
        card = self.s.grid[cell]
        k = kind(card)
        if k == DOG:
            to = "dogs"
        elif k == FETCH:
            to = "fetch"
        elif hand_kind(card):
            to = "hand"
        else:
            to = "pending"
        self.emit("DlCardTaken", seat=seat, card=card, cell=cell, to=to)
        if settle and k == FOOD and not _food_may_wait(self.s, seat):
            self.gain(seat, card)
        return card

    def gain(self, seat: int, card: int) -> None:
        colour, count = food(card)
        got = min(count, self.s.supply[colour])
        self.emit("DlFoodGained", seat=seat, card=card, colour=colour, count=got)

    def settle_penalty(self, seat: int) -> None:
        """Pay what needs no choice; stop when the player must choose or nothing is left."""
        while True:
            pen = self.s.penalty
            items = _penalty_items(self.s, seat, pen["what"])
            if pen["left"] <= 0 or not items:
                self.emit("DlPenaltyEnded", seat=seat)
                return
            if not _penalty_is_forced(self.s, seat):
                return
            how, item, _ = items[0]
            if how == "cube":
                self.emit("DlPenaltyPaid", seat=seat, card=None, colour=item)
            else:
                self.emit("DlPenaltyPaid", seat=seat, card=item, colour=None)


# -- set-up: the starting tricks' sides, the Watch Dog ---------------------------------------------

def trick_side_check(state: DLState, seat: int, side: int) -> Refused | None:
    return None if side in (0, 1) else BAD_ACTION


def _trick_side(sim: _Sim, seat: int, side: int) -> None:
    sim.emit("DlTrickSideChosen", seat=seat, card=sim.s.tricks[seat][0], special=side == 1)


def place_watchdog_check(state: DLState, seat: int, line: int) -> Refused | None:
    return None if 0 <= line < 6 else refuse("bad_line")


def _place_watchdog(sim: _Sim, seat: int, line: int) -> None:
    sim.emit("DlWatchDogPlaced", seat=seat, line=line)
    if sim.s.round == 0:   # placed before the first turn
        sim.emit("DlTurnStarted", seat=sim.s.first, round=1)


# -- retrieving from the grid -----------------------------------------------------------------------

def fresh_fetch_cell(state: DLState) -> int | None:
    """The grid cell of a Fetch card played this turn, else None.  The book lets the Fetch
    in the grid be taken "by any player on a future turn": not back on the turn it was laid
    (only a Fetch laid this turn can be in the grid while ``fetch_used`` is set)."""
    if not state.fetch_used or state.fetch_holder is not None:
        return None
    return next((c for c in range(GRID) if state.grid[c] == FETCH_CARD), None)


def _placement_refusal(state: DLState, cells, fresh: int | None,
                       watched: frozenset[int]) -> Refused | None:
    """Why a trick may not take ``cells`` of the grid now (``fresh``: fresh_fetch_cell;
    ``watched``: the Watch Dog's line)."""
    if any(state.grid[c] is None for c in cells):
        return refuse("empty_cell")
    if fresh is not None and fresh in cells:
        return refuse("fetch_just_placed")
    if sum(1 for c in cells if c in watched) > 1:
        return refuse("watch_dog")   # no more than one card from the Watch Dog's line
    return None


def _watched(state: DLState) -> frozenset[int]:
    return frozenset(line_cells(state.watchdog)) if state.watchdog is not None else frozenset()


def _usable_placements(state: DLState, trick: int):
    shape = trick_shape(trick, trick in state.special)
    watched, fresh = _watched(state), fresh_fetch_cell(state)
    for p in placements(shape):
        if _placement_refusal(state, p.cells, fresh, watched) is None:
            yield p


def _can_retrieve(state: DLState, seat: int) -> bool:
    return any(True for t in state.tricks[seat] for _ in _usable_placements(state, t))


def retrieve_check(state: DLState, seat: int, trick: int, rotation: int, row: int,
                   col: int) -> Refused | None:
    if state.retrieved:
        return refuse("already_retrieved")
    if trick not in state.tricks[seat]:
        return refuse("not_your_trick")
    chosen = placement_of(trick, rotation, row, col, state.special)
    if chosen is None:
        return refuse("bad_placement")
    return _placement_refusal(state, chosen.cells, fresh_fetch_cell(state), _watched(state))


def _retrieve_options(state: DLState, seat: int):
    return [(t, p.rotation, p.row, p.col) for t in state.tricks[seat]
            for p in placements(trick_shape(t, t in state.special))]


def _retrieve_listed(state: DLState, seat: int):
    if state.retrieved:
        return []
    return [(t, p.rotation, p.row, p.col) for t in state.tricks[seat]
            for p in _usable_placements(state, t)]


def _retrieve(sim: _Sim, seat: int, trick: int, rotation: int, row: int, col: int) -> None:
    chosen = placement_of(trick, rotation, row, col, sim.s.special)
    sim.emit("DlRetrieved", seat=seat, trick=trick, rotation=rotation, row=row, col=col,
             cells=list(chosen.cells), free=chosen.line is None)
    taken = [sim.take(seat, cell, settle=False) for cell in chosen.cells]
    # food is settled once the whole retrieval is in: a Food Thief taken in the same
    # retrieval may still get it
    for card in taken:
        if kind(card) == FOOD and card in sim.s.pending and not _food_may_wait(sim.s, seat):
            sim.gain(seat, card)
    if chosen.line is not None:
        sim.emit("DlWatchDogMoved", seat=seat, line=chosen.line)


def fetch_gate(state: DLState, seat: int) -> Refused | None:
    if state.fetch_holder != seat:
        return refuse("no_fetch")
    return refuse("fetch_once") if state.fetch_used else None


def fetch_check(state: DLState, seat: int, cell: int) -> Refused | None:
    return None if 0 <= cell < GRID and state.grid[cell] is not None else refuse("empty_cell")


def _fetch(sim: _Sim, seat: int, cell: int) -> None:
    sim.take(seat, cell)
    sim.emit("DlFetchPlaced", seat=seat, cell=cell)


# -- the end of a turn --------------------------------------------------------------------------------

def end_turn_check(state: DLState, seat: int) -> Refused | None:
    if not state.retrieved and _can_retrieve(state, seat):
        return refuse("retrieve_first")
    if any(kind(card) == TRAIT for card in state.pending):
        return refuse("trait_pending")
    for card in state.pending:
        if kind(card) == WALK and any(tuck_refusal(state, seat, card, d) is None
                                      for d in state.dogs[seat]):
            return refuse("walk_must_be_tucked")
    return None


def _end_turn(sim: _Sim, seat: int) -> None:
    state = sim.s
    for card in list(state.pending):
        if kind(card) == WALK:
            sim.emit("DlWalkDiscarded", seat=seat, card=card)
        elif kind(card) == FOOD:
            sim.gain(seat, card)
    sim.emit("DlTurnEnded", seat=seat)
    empty = [c for c in range(GRID) if state.grid[c] is None]
    drawn, cells = [], []
    deck = list(state.deck)
    while empty and deck:
        card = deck.pop()
        drawn.append(card)
        if card != END_GAME_CARD:
            cells.append(empty.pop(0))
    if drawn:
        sim.emit("DlGridRefilled", drawn=drawn, cells=cells)
    nxt = (seat + 1) % state.n
    if state.last_round and nxt == state.first:
        sim.emit("DlGameEnded", hands=[sorted(h) for h in state.hands])
    else:
        sim.emit("DlTurnStarted", seat=nxt, round=state.round + (nxt == state.first))


ACTIONS = {
    "trick_side": ActionRule(1, lambda s, seat: ((0,), (1,)), trick_side_check, _trick_side),
    "place_watchdog": ActionRule(1, lambda s, seat: [(line,) for line in range(6)],
                                 place_watchdog_check, _place_watchdog),
    # the usable placements list the retrievals at once (test_dl_rules_once checks them)
    "retrieve": ActionRule(4, _retrieve_options, retrieve_check, _retrieve,
                           listed=_retrieve_listed),
    "fetch": ActionRule(1, lambda s, seat: [(c,) for c in range(GRID)], fetch_check, _fetch,
                        gate=fetch_gate),
    "end_turn": ActionRule(0, just_once, end_turn_check, _end_turn),
}
