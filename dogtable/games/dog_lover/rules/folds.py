"""Dog Lover: each event folded into the state, one small function per event kind."""
from __future__ import annotations

from typing import Callable

from ..cards import CUBES_IN_BOX, END_GAME_CARD, FETCH_CARD
from .state import DISPLAY, GRID, OVER, PENALTY, SIDES, TURN, WATCH, DLState, _card_source


def _game_started(state: DLState, d: dict) -> None:
    n = d["players"]
    state.n, state.first, state.sides_mode = n, d["first"], d["sides"]
    state.tricks = [[t] for t in d["starting_tricks"]]
    state.dogs = [[dog] for dog in d["dogs"]]
    state.box = list(d["box"])
    order = list(d["deck"])
    state.grid = order[:GRID]
    state.deck = order[GRID:][::-1]
    state.trick_display = list(d["trick_deck"][:DISPLAY])
    state.trick_deck = list(d["trick_deck"][DISPLAY:])[::-1]
    state.shelter = list(d["shelter_deck"][:DISPLAY])
    state.shelter_deck = list(d["shelter_deck"][DISPLAY:])[::-1]
    state.hands = [[] for _ in range(n)]
    state.cubes = [[0, 0, 0, 0] for _ in range(n)]
    state.supply = list(CUBES_IN_BOX)
    state.fetch_holder = (state.first - 1) % n
    state.special = sorted(d["starting_tricks"]) if d["sides"] == "special" else []
    if d["sides"] == "choose":
        state.phase, state.current = SIDES, state.first
    else:
        state.phase, state.current = WATCH, (state.first - 1) % n


def _trick_side_chosen(state: DLState, d: dict) -> None:
    if d["special"]:
        state.special = sorted(state.special + [d["card"]])
    state.sides_chosen += 1
    if state.sides_chosen >= state.n:
        state.phase, state.current = WATCH, (state.first - 1) % state.n
    else:
        state.current = (state.current + 1) % state.n


def _watch_dog_placed(state: DLState, d: dict) -> None:
    state.watchdog = d["line"]
    if state.phase == WATCH:
        state.phase = TURN


def _turn_started(state: DLState, d: dict) -> None:
    state.current, state.round = d["seat"], d["round"]
    state.phase = TURN
    state.retrieved = state.fetch_used = False


def _retrieved(state: DLState, d: dict) -> None:
    state.retrieved = True
    if d.get("free"):
        state.phase = WATCH


def _card_taken(state: DLState, d: dict) -> None:
    seat, card, to = d["seat"], d["card"], d["to"]
    if state.grid[d["cell"]] != card:
        raise ValueError("a card taken that is not in that grid cell")
    state.grid[d["cell"]] = None
    if to == "dogs":
        state.dogs[seat].append(card)
    elif to == "hand":
        state.hands[seat].append(card)
    elif to == "fetch":
        # taken with a trick, it may still be played this turn: it "remains face up in
        # that player's play area until they decide to play it"
        state.fetch_holder = seat
    else:
        state.pending.append(card)


def _fetch_placed(state: DLState, d: dict) -> None:
    state.grid[d["cell"]] = FETCH_CARD
    state.fetch_holder = None
    state.fetch_used = True


def _food_gained(state: DLState, d: dict) -> None:
    state.pending.remove(d["card"])
    state.discard.append(d["card"])
    state.supply[d["colour"]] -= d["count"]
    state.cubes[d["seat"]][d["colour"]] += d["count"]


def _tucked(state: DLState, d: dict) -> None:
    seat, card = d["seat"], d["card"]
    source = _card_source(state, seat, card)
    if source == "hand":
        state.hands[seat].remove(card)
    elif source == "pending":
        state.pending.remove(card)
    elif source == "fetch":
        state.fetch_holder = None
    else:
        raise ValueError("a card tucked from nowhere")
    state.tucked.setdefault(d["dog"], []).append(card)


def _trait_attached(state: DLState, d: dict) -> None:
    state.pending.remove(d["card"])
    state.attached[d["dog"]] = d["card"]


def _trait_forfeited(state: DLState, d: dict) -> None:
    state.pending.remove(d["card"])
    state.discard.append(d["card"])
    state.penalty = {"trait": d["card"], "what": d["penalty"], "left": d["count"]}
    state.phase = PENALTY


def _discard_dog(state: DLState, seat: int, dog: int) -> None:
    """A dog leaves with everything attached to it and tucked under it."""
    state.dogs[seat].remove(dog)
    state.discard.append(dog)
    if dog in state.attached:
        state.discard.append(state.attached.pop(dog))
    for card in state.tucked.pop(dog, []):
        state.discard.append(card)


def _penalty_paid(state: DLState, d: dict) -> None:
    seat = d["seat"]
    if d["colour"] is not None:
        state.cubes[seat][d["colour"]] -= 1
        state.supply[d["colour"]] += 1
    else:
        card = d["card"]
        if card in state.hands[seat]:
            state.hands[seat].remove(card)
            state.discard.append(card)
        elif card in state.tricks[seat]:
            state.tricks[seat].remove(card)
            state.special = [t for t in state.special if t != card]
            state.discard.append(card)
        else:
            _discard_dog(state, seat, card)
    state.penalty["left"] -= 1


def _penalty_ended(state: DLState, d: dict) -> None:
    state.penalty = None
    state.phase = TURN


def _rescued(state: DLState, d: dict) -> None:
    seat = d["seat"]
    state.shelter.remove(d["card"])
    for a in d["adoptions"]:
        state.hands[seat].remove(a)
        state.discard.append(a)
    state.dogs[seat].append(d["card"])


def _shelter_refilled(state: DLState, d: dict) -> None:
    state.shelter.insert(0, state.shelter_deck.pop())


def _trick_learned(state: DLState, d: dict) -> None:
    seat = d["seat"]
    state.trick_display.remove(d["card"])
    for t in d["trainings"]:
        state.hands[seat].remove(t)
        state.discard.append(t)
    state.tricks[seat].append(d["card"])


def _tricks_refilled(state: DLState, d: dict) -> None:
    state.trick_display.insert(0, state.trick_deck.pop())


def _walk_discarded(state: DLState, d: dict) -> None:
    state.pending.remove(d["card"])
    state.discard.append(d["card"])


def _turn_ended(state: DLState, d: dict) -> None:
    pass


def _grid_refilled(state: DLState, d: dict) -> None:
    cells = list(d["cells"])
    for card in d["drawn"]:
        if not state.deck or state.deck[-1] != card:
            raise ValueError("a card drawn that is not on top of the deck")
        state.deck.pop()
        if card == END_GAME_CARD:
            state.discard.append(card)
            state.last_round = True
        else:
            state.grid[cells.pop(0)] = card


def _game_ended(state: DLState, d: dict) -> None:
    state.phase = OVER


FOLDS: dict[str, Callable[[DLState, dict], None]] = {
    "DlGameStarted": _game_started, "DlTrickSideChosen": _trick_side_chosen,
    "DlWatchDogPlaced": _watch_dog_placed, "DlWatchDogMoved": _watch_dog_placed,
    "DlTurnStarted": _turn_started, "DlRetrieved": _retrieved, "DlCardTaken": _card_taken,
    "DlFetchPlaced": _fetch_placed, "DlFoodGained": _food_gained, "DlTucked": _tucked,
    "DlTraitAttached": _trait_attached, "DlTraitForfeited": _trait_forfeited,
    "DlPenaltyPaid": _penalty_paid, "DlPenaltyEnded": _penalty_ended, "DlRescued": _rescued,
    "DlShelterRefilled": _shelter_refilled, "DlTrickLearned": _trick_learned,
    "DlTricksRefilled": _tricks_refilled, "DlWalkDiscarded": _walk_discarded,
    "DlTurnEnded": _turn_ended, "DlGridRefilled": _grid_refilled, "DlGameEnded": _game_ended,
}
