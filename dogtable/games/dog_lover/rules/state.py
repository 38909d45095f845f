"""Dog Lover: the state of a game, its events, and how a rule says no.

Phases (``state.phase``), ``state.current`` is the seat asked (docs/rules/dog_lover.md):

  sides     set-up: each player in turn order keeps the standard side of their starting
            trick or flips it to the special side (option ``sides``: "choose" by default,
            "standard" or "special" skip it)
  watchdog  the last player places the Watch Dog before the first turn; later, a trick
            whose star is free ("you choose") asks its user where the Watch Dog goes
  turn      the active player plays cards (rescue, learn a trick, tuck, attach, Fetch),
            retrieves once from the grid with one of their tricks, then ends the turn
  penalty   a trait could not be attached: the player picks what else it discards
  over

Taken Walk and Trait cards wait in ``pending`` until they are tucked/attached (a walk with
nowhere to go is discarded at the end of the turn).  A taken Food card becomes cubes at
once, unless one of the player's dogs could tuck it (Food Thief, Rule Breaker): then it waits
too, and whatever is still waiting at the end of the turn is eaten.
"""
from __future__ import annotations

from typing import Any

from dogtable.core.events import register_event_types
from dogtable.core.rules import Refused

from ..cards import ADOPTION, ALL_IDS, BONE, CUBES_IN_BOX, FETCH_CARD, THING, TRAINING, kind, \
    trait_index

SIDES, WATCH, TURN, PENALTY, OVER = "sides", "watchdog", "turn", "penalty", "over"
GRID = 9
DISPLAY = 3
BELOW_END_GAME = {2: 7, 3: 11, 4: 15}

EVENT_TYPES = {
    "DlGameStarted": ("players", "first", "sides", "starting_tricks", "dogs", "box", "deck",
                    "trick_deck", "shelter_deck"),
    "DlTrickSideChosen": ("seat", "card", "special"),
    "DlWatchDogPlaced": ("seat", "line"),
    "DlTurnStarted": ("seat", "round"),
    "DlRetrieved": ("seat", "trick", "rotation", "row", "col", "cells", "free"),
    "DlCardTaken": ("seat", "card", "cell", "to"),
    "DlFetchPlaced": ("seat", "cell"),
    "DlFoodGained": ("seat", "card", "colour", "count"),
    "DlWatchDogMoved": ("seat", "line"),
    "DlTucked": ("seat", "card", "dog"),
    "DlTraitAttached": ("seat", "card", "dog"),
    "DlTraitForfeited": ("seat", "card", "penalty", "count"),
    "DlPenaltyPaid": ("seat", "card", "colour"),
    "DlPenaltyEnded": ("seat",),
    "DlRescued": ("seat", "card", "slot", "adoptions"),
    "DlShelterRefilled": ("card",),
    "DlTrickLearned": ("seat", "card", "slot", "trainings"),
    "DlTricksRefilled": ("card",),
    "DlWalkDiscarded": ("seat", "card"),
    "DlTurnEnded": ("seat",),
    "DlGridRefilled": ("drawn", "cells"),
    "DlGameEnded": ("hands",),
}
register_event_types(EVENT_TYPES)

# what a forfeited trait's penalty takes from the hidden hand (the others: cubes, dogs, tricks)
HAND_PENALTIES = frozenset({THING, BONE, TRAINING, ADOPTION})


class DLState:
    __slots__ = (
        "n", "first", "sides_mode", "current", "phase", "round", "last_round",
        "deck", "grid", "watchdog", "discard", "box",
        "trick_deck", "trick_display", "shelter_deck", "shelter",
        "supply", "hands", "dogs", "attached", "tucked", "tricks", "special", "cubes",
        "fetch_holder", "pending", "retrieved", "fetch_used", "penalty", "sides_chosen",
    )

    def __init__(self) -> None:
        self.n = 0
        self.first = 0
        self.sides_mode = "choose"
        self.current = 0
        self.phase = SIDES
        self.round = 0
        self.last_round = False
        self.deck: list[int] = []            # top card last
        self.grid: list[int | None] = [None] * GRID
        self.watchdog: int | None = None
        self.discard: list[int] = []
        self.box: list[int] = []             # out of this game (player count, spare tricks)
        self.trick_deck: list[int] = []      # top card last
        self.trick_display: list[int] = []   # slot 0 is the top of the column
        self.shelter_deck: list[int] = []
        self.shelter: list[int] = []
        self.supply = list(CUBES_IN_BOX)
        self.hands: list[list[int]] = []
        self.dogs: list[list[int]] = []      # per seat, in the order they arrived
        self.attached: dict[int, int] = {}   # dog -> trait card
        self.tucked: dict[int, list[int]] = {}  # dog -> tucked cards
        self.tricks: list[list[int]] = []
        self.special: list[int] = []         # starting tricks showing their special side
        self.cubes: list[list[int]] = []
        self.fetch_holder: int | None = None
        self.pending: list[int] = []         # the active player's taken walks/traits/food
        self.retrieved = False
        self.fetch_used = False              # the Fetch was played this turn (it lies in the grid)
        self.penalty: dict | None = None     # {"trait", "what", "left"}
        self.sides_chosen = 0

    def clone(self) -> "DLState":
        c = DLState.__new__(DLState)
        for name in self.__slots__:
            setattr(c, name, getattr(self, name))
        for name in ("deck", "grid", "discard", "box", "trick_deck", "trick_display",
                     "shelter_deck", "shelter", "supply", "special", "pending"):
            setattr(c, name, list(getattr(self, name)))
        for name in ("hands", "dogs", "tricks", "cubes"):
            setattr(c, name, [list(x) for x in getattr(self, name)])
        c.attached = dict(self.attached)
        c.tucked = {d: list(v) for d, v in self.tucked.items()}
        c.penalty = dict(self.penalty) if self.penalty else None
        return c

    def to_json(self) -> dict:
        out = {}
        for name in self.__slots__:
            value = getattr(self, name)
            if name == "attached":
                value = [[d, t] for d, t in sorted(value.items())]
            elif name == "tucked":
                value = [[d, list(v)] for d, v in sorted(value.items())]
            elif isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            elif isinstance(value, dict):
                value = dict(value)
            out[name] = value
        return out

    def owner(self, dog: int) -> int | None:
        for seat, dogs in enumerate(self.dogs):
            if dog in dogs:
                return seat
        return None


# kind() of every card id, looked up once: the legal moves ask it for each card in hand per dog
_KIND_OF = tuple(kind(c) for c in range(ALL_IDS))


def _trait_on(state: DLState, dog: int) -> int | None:
    card = state.attached.get(dog)
    return None if card is None else trait_index(card)


def _card_source(state: DLState, seat: int, card: int) -> str | None:
    """Where a card the seat could tuck lies: "hand", "pending" or "fetch"."""
    if card in state.hands[seat]:
        return "hand"
    if card in state.pending:
        return "pending"
    if card == FETCH_CARD and state.fetch_holder == seat:
        return "fetch"
    return None


def refuse(key: str, **params: Any) -> Refused:
    """The refusal ``dog_lover.error.<key>``."""
    return "dog_lover.error." + key, params


BAD_ACTION: Refused = ("error.bad_action", {})
