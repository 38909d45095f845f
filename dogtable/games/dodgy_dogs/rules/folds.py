"""Dodgy Dogs: each event folded into the state, one small function per event kind."""
from __future__ import annotations

from typing import Callable

from ..cards import CAT, PICKUP, WHISPERER, is_special, kind, pickup_count
from .state import (
    GUESS, HAND_SIZE, OVER, PICKUP_PHASE, PLAY, RESPOND, REVEAL, SLAP, WHISPER, DDState,
    _reset_turn,
)


def _round_started(state: DDState, d: dict) -> None:
    n = d["players"]
    if state.n == 0:
        state.n = n
        state.scores, state.winners = [], []
    state.round = d["round"]
    state.dealer = d["dealer"]
    stock = list(reversed(d["order"]))  # top card last
    state.hands = [[] for _ in range(n)]
    for _ in range(HAND_SIZE):
        for i in range(1, n + 1):
            state.hands[(state.dealer + i) % n].append(stock.pop())
    state.discard = [stock.pop()]
    while is_special(state.discard[-1]):
        state.discard.append(stock.pop())
    state.stock = stock
    state.cats = [[] for _ in range(n)]
    state.log = []
    state.current = (state.dealer + 1) % n
    _reset_turn(state)
    state.idle = 0  # a blocked round's passes do not carry into the next round
    state.phase = PLAY


def _cards_played(state: DDState, d: dict) -> None:
    cards = d["cards"] if "cards" in d else [d["card"]]
    hand = state.hands[d["seat"]]
    state.log.append(("play", d["seat"], tuple(cards), state.discard[-1], state.phase))
    for c in cards:
        hand.remove(c)
        state.discard.append(c)
    state.idle = 0
    top = cards[-1]
    first = kind(cards[0])
    if state.phase in (RESPOND, REVEAL):
        pass  # the whisper round moves on in the events that follow
    elif kind(top) == CAT:
        state.cat_by = d["seat"]
        state.slappers = [(d["seat"] + i) % state.n for i in range(1, state.n)]
        state.phase = SLAP
    elif first == WHISPERER or kind(top) == WHISPERER:
        state.whisperer = d["seat"]
        state.phase = WHISPER
    elif kind(top) == PICKUP:
        state.pickup += pickup_count(top)


def _hands_passed(state: DDState, d: dict) -> None:
    n = state.n
    step = d["direction"]
    state.log.append(("hands", step, tuple(tuple(h) for h in state.hands)))
    state.hands = [state.hands[(s - step) % n] for s in range(n)]


def _card_drawn(state: DDState, d: dict) -> None:
    if not state.stock or state.stock[-1] != d["card"]:
        raise ValueError("a card drawn that is not on top of the stockpile")
    state.log.append(("draw", d["seat"], d["card"], state.discard[-1], state.phase))
    state.stock.pop()
    state.hands[d["seat"]].append(d["card"])
    if state.phase == PLAY and d["seat"] == state.current:
        state.draws += 1
        state.idle = 0


def _stock_renewed(state: DDState, d: dict) -> None:
    under = state.discard[:-1]
    state.discard = state.discard[-1:]
    state.stock = under[::-1]  # turned over: the first card discarded is now on top
    state.log.append(("renew", tuple(state.stock)))


def _passed(state: DDState, d: dict) -> None:
    if not state.draws:
        state.idle += 1


def _picked_up(state: DDState, d: dict) -> None:
    state.pickup = 0
    state.phase = PLAY
    state.draws = 0


def _whispered(state: DDState, d: dict) -> None:
    state.whisper = d["behaviour"]
    state.log.append(("whisper", d["seat"], d["target"], d["behaviour"]))
    state.current = d["target"]
    state.phase = RESPOND


def _guessed(state: DDState, d: dict) -> None:
    if not d["right"]:
        state.wrong.append(d["behaviour"])


def _whisper_revealed(state: DDState, d: dict) -> None:
    state.revealed = True
    state.log.append(("reveal", d["behaviour"]))
    state.current = d["seat"]
    state.phase = REVEAL


def _cat_taken(state: DDState, d: dict) -> None:
    if state.discard and state.discard[-1] == d["card"]:
        state.discard.pop()
    state.cats[d["seat"]].append(d["card"])
    state.slappers = []
    state.cat_by = None


def _turn_passed(state: DDState, d: dict) -> None:
    state.current = d["next"]
    if d.get("guess", False):
        state.phase = GUESS
    elif d.get("reveal", False):
        state.revealed = True
        state.phase = REVEAL
    else:
        _reset_turn(state)
        state.phase = PICKUP_PHASE if state.pickup else PLAY


def _round_ended(state: DDState, d: dict) -> None:
    state.scores.append(list(d["scores"]))
    state.winners.append(d["winner"])
    _reset_turn(state)
    state.pickup = 0
    state.phase = PLAY


def _game_over(state: DDState, d: dict) -> None:
    state.phase = OVER


FOLDS: dict[str, Callable[[DDState, dict], None]] = {
    "RoundStarted": _round_started, "CardsPlayed": _cards_played, "WildPlayed": _cards_played,
    "HandsPassed": _hands_passed, "CardDrawn": _card_drawn, "StockRenewed": _stock_renewed,
    "Passed": _passed, "PickedUp": _picked_up, "Whispered": _whispered, "Guessed": _guessed,
    "WhisperRevealed": _whisper_revealed, "CatTaken": _cat_taken, "TurnPassed": _turn_passed,
    "RoundEnded": _round_ended, "GameOver": _game_over,
}
