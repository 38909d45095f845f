"""Dogs Alone: the state of a game, its events, and how a rule says no.

A turn is a sequence of small actions over a pending-decision state (docs/rules/dogs_alone.md,
"A turn"):

  start   -> clean(colour)                       a Clean-up turn (ends the turn), or
             change_supply / recruit_discard(c)  preparing a Recruit turn, then
  draw    -> draw_deck / draw_supply(c)          k+1 draws for k recruit discards
  mess    -> pay(mess, card) ... / cancel_payment / finish
  discard -> discard(card) until 5 in hand
  (end of turn: refill dog supply, refill mess supply with Mario Hugo handling)
  wild    -> assign_wild(mess, colour)           simultaneous secret choices at the end
  over

Piles are lists with the top card at the end.
"""
from __future__ import annotations

import copy
from typing import Any

from dogtable.core.events import register_event_types
from dogtable.core.rules import Refused

HAND_LIMIT = 5
DOG_SUPPLY_SIZE = 5
MESS_SUPPLY_SIZE = 4
START_HAND = 3
MARIO_TO_END = 3

START, DRAW, MESS, DISCARD, WILD_PHASE, OVER = "start", "draw", "mess", "discard", "wild", "over"

EVENT_TYPES = {
    "GameStarted": ("players", "first", "dog_deck", "mess_deck", "removed"),
    "SupplyChanged": ("seat", "cards"),
    "DeckReshuffled": ("order",),
    "RecruitDiscarded": ("seat", "card", "source"),
    "DogDrawn": ("seat", "card", "source"),
    "DogPaid": ("seat", "mess", "card", "source"),
    "PaymentCancelled": ("seat", "mess"),
    "MessTaken": ("seat", "mess", "cards", "pooled"),
    "MessPhaseFinished": ("seat",),
    "DrawsForfeited": ("seat", "count"),
    "HandDiscarded": ("seat", "card"),
    "MessesCleaned": ("seat", "colour", "messes"),
    "DogSupplyRefilled": ("cards",),
    "MessSupplyRefilled": ("cards",),
    "MarioHugoRevealed": ("card", "count"),
    "AutoCleaned": ("seat", "mess"),
    "TurnEnded": ("seat", "next"),
    "GameEnded": ("seat",),
    "WildAssigned": ("seat", "mess", "colour"),
    "WildRevealed": ("assignments",),
}
register_event_types(EVENT_TYPES)


class DAState:
    """The whole truth of a Dogs Alone game.  Mutable; ``clone`` for search."""

    __slots__ = (
        "n", "current", "first", "turn", "phase", "dog_deck", "dog_supply", "discard",
        "hands", "pools", "messes", "cleaned", "mess_deck", "mess_supply", "mario",
        "removed", "mess_discard", "mess_total", "mess_drawn", "recruit_discards", "draws",
        "supply_changes", "pending", "pending_cards", "last_mess", "wild", "wild_revealed",
    )

    def __init__(self) -> None:
        self.n = 0
        self.current = 0
        self.first = 0
        self.turn = 0
        self.phase = START
        self.dog_deck: list[int] = []
        self.dog_supply: list[int | None] = []
        self.discard: list[int] = []
        self.hands: list[list[int]] = []
        self.pools: list[list[int]] = []
        self.messes: list[list[int]] = []   # taken, in order; cleaned ones listed in cleaned
        self.cleaned: list[list[int]] = []
        self.mess_deck: list[int] = []
        self.mess_supply: list[int | None] = []
        self.mario: list[int] = []
        self.removed: list[int] = []
        self.mess_discard: list[int] = []   # uncleaned messes thrown away at the end
        self.mess_total = 0                 # messes + Mario Hugo cards the deck was built from
        self.mess_drawn = 0                 # cards drawn from the mess deck so far
        self.recruit_discards = 0
        self.draws = 0
        self.supply_changes = 0
        self.pending: int | None = None     # the mess being paid for
        self.pending_cards: list[int] = []
        self.last_mess: int | None = None   # last mess taken by the active seat this turn
        self.wild: list[dict[int, int]] = []  # seat -> {wild mess: colour}
        self.wild_revealed = False

    def clone(self) -> "DAState":
        c = DAState.__new__(DAState)
        c.n, c.current, c.first, c.turn, c.phase = self.n, self.current, self.first, self.turn, self.phase
        c.dog_deck = self.dog_deck[:]
        c.dog_supply = self.dog_supply[:]
        c.discard = self.discard[:]
        c.hands = [h[:] for h in self.hands]
        c.pools = [p[:] for p in self.pools]
        c.messes = [m[:] for m in self.messes]
        c.cleaned = [m[:] for m in self.cleaned]
        c.mess_deck = self.mess_deck[:]
        c.mess_supply = self.mess_supply[:]
        c.mario = self.mario[:]
        c.removed = self.removed[:]
        c.mess_discard = self.mess_discard[:]
        c.mess_total, c.mess_drawn = self.mess_total, self.mess_drawn
        c.recruit_discards, c.draws, c.supply_changes = self.recruit_discards, self.draws, self.supply_changes
        c.pending = self.pending
        c.pending_cards = self.pending_cards[:]
        c.last_mess = self.last_mess
        c.wild = [dict(w) for w in self.wild]
        c.wild_revealed = self.wild_revealed
        return c

    def to_json(self) -> dict:
        """A JSON-ready snapshot: copies, never the live lists, so it does not change
        when the state moves on."""
        data = {name: copy.deepcopy(getattr(self, name)) for name in self.__slots__}
        data["wild"] = [{str(k): v for k, v in w.items()} for w in self.wild]
        return data

    # derived facts -------------------------------------------------------------
    def budget(self) -> int:
        """Draws still owed this Recruit turn."""
        return self.recruit_discards + 1 - self.draws

    def uncleaned(self, seat: int) -> list[int]:
        cleaned = self.cleaned[seat]
        return [m for m in self.messes[seat] if m not in cleaned]



def _reset_turn(state: DAState) -> None:
    state.phase = START
    state.recruit_discards = 0
    state.draws = 0
    state.supply_changes = 0
    state.pending = None
    state.pending_cards = []
    state.last_mess = None


def _seat_order(state: DAState) -> list[int]:
    return [(state.current + i) % state.n for i in range(state.n)]


# -- refusals (core.rules.ActionRule) ---------------------------------------------------------------

BAD_ACTION: Refused = ("error.bad_action", {})


def refuse(key: str, **params: Any) -> Refused:
    """The refusal ``dogs_alone.error.<key>``."""
    return "dogs_alone.error." + key, params


def is_int(value: Any) -> bool:
    """An argument the rules can read (the kernel does not check Dogs Alone's arguments' types
    up front: a rule that refuses for another reason first keeps its own reason)."""
    return isinstance(value, int) and not isinstance(value, bool)
