"""Dodgy Dogs: the state of a game, its events, and how a rule says no.

Five rounds; each round every hand starts with 7 cards and the first to empty their hand wins
it.  ``current`` is the seat that must act now; the phases (docs/rules/dodgy_dogs.md):

  play     match the top card (size or behaviour), play a special, or draw (up to 3) / pass;
           a third card drawn that cannot be laid passes the turn by itself
  pickup   a Pick Up Puppies card is aimed at you: stack one of yours or pick up
  whisper  you played the Dog Whisperer: name a behaviour secretly to the seat on your left
  respond  the whispered-to seat holds that behaviour and must play a card of it
  guess    guess the whispered behaviour
  reveal   the behaviour is known to you and you hold it: play a card of it
  slap     the Crafty Cat race: settled by the table (Rules.referee), not by a seat
  over

Piles are lists with the top card at the end.
"""
from __future__ import annotations

from typing import Any

from dogtable.core.events import register_event_types
from dogtable.core.rules import Refused


HAND_SIZE = 7
ROUNDS = 5
MAX_DRAWS = 3
WIN_POINTS = 10
CAT_POINTS = -10
SLAP_TIMEOUT_MS = 3000

PLAY, PICKUP_PHASE, WHISPER, RESPOND, GUESS, REVEAL, SLAP, OVER = (
    "play", "pickup", "whisper", "respond", "guess", "reveal", "slap", "over")
LEFT, RIGHT = 1, -1

EVENT_TYPES = {
    "RoundStarted": ("round", "dealer", "order", "players"),
    "CardsPlayed": ("seat", "cards"),          # cards in the order laid: the last is on top
    "WildPlayed": ("seat", "card", "direction"),
    "HandsPassed": ("direction",),
    "CardDrawn": ("seat", "card"),
    "StockRenewed": ("count",),
    "Passed": ("seat",),
    "PickedUp": ("seat", "count"),
    "Whispered": ("seat", "target", "behaviour"),
    "Guessed": ("seat", "behaviour", "right"),
    "WhisperRevealed": ("seat", "behaviour"),
    "CatTaken": ("seat", "card"),
    "TurnPassed": ("next",),
    "RoundEnded": ("round", "winner", "scores"),
    "GameOver": ("totals",),
}
register_event_types(EVENT_TYPES)


class DDState:
    __slots__ = (
        "n", "round", "dealer", "current", "phase", "stock", "discard", "hands", "draws",
        "pickup", "whisper", "whisperer", "revealed", "cat_by", "slappers", "cats",
        "scores", "winners", "idle", "wrong", "log",
    )

    def __init__(self) -> None:
        self.n = 0
        self.round = 0
        self.dealer = 0
        self.current = 0
        self.phase = PLAY
        self.stock: list[int] = []
        self.discard: list[int] = []
        self.hands: list[list[int]] = []
        self.draws = 0                 # cards drawn this turn (at most 3)
        self.pickup = 0                # cards the current seat must pick up unless it stacks
        self.whisper: int | None = None  # the whispered behaviour
        self.whisperer: int | None = None
        self.revealed = False
        self.cat_by: int | None = None   # who played the Crafty Cat being raced for
        self.slappers: list[int] = []
        self.cats: list[list[int]] = []  # Crafty Cats taken this round, per seat
        self.scores: list[list[int]] = []  # per finished round, per seat
        self.winners: list[int | None] = []
        self.idle = 0                  # passes in a row by seats that could not even draw
        self.wrong: list[int] = []     # behaviours wrongly guessed in this whisper round
        self.log: list[tuple] = []     # this round's record, for the seats' views (history.py)

    def clone(self) -> "DDState":
        c = DDState.__new__(DDState)
        for name in self.__slots__:
            setattr(c, name, getattr(self, name))
        c.stock = self.stock[:]
        c.discard = self.discard[:]
        c.hands = [h[:] for h in self.hands]
        c.slappers = self.slappers[:]
        c.cats = [p[:] for p in self.cats]
        c.scores = [r[:] for r in self.scores]
        c.winners = self.winners[:]
        c.wrong = self.wrong[:]
        c.log = self.log[:]
        return c

    def to_json(self) -> dict:
        return {name: _deep(getattr(self, name)) for name in self.__slots__}

    def top(self) -> int:
        return self.discard[-1]

    def totals(self) -> list[int]:
        return [sum(r[s] for r in self.scores) for s in range(self.n)]


def _deep(value):
    if isinstance(value, (list, tuple)):
        return [_deep(v) for v in value]
    return value


def _reset_turn(state: DDState) -> None:
    state.draws = 0
    state.wrong = []
    state.whisper = None
    state.whisperer = None
    state.revealed = False


def _whisper_target(state: DDState) -> int | None:
    return None if state.whisperer is None else (state.whisperer + 1) % state.n


def refuse(key: str, **params: Any) -> Refused:
    """The refusal ``dodgy_dogs.error.<key>``."""
    return "dodgy_dogs.error." + key, params
