"""Dogs Alone: each event folded into the state, one small function per event kind."""
from __future__ import annotations

from typing import Callable

from ..cards import WILD_KIND, mess_kind
from .state import (
    DISCARD, DOG_SUPPLY_SIZE, DRAW, MESS, MESS_SUPPLY_SIZE, OVER, START, START_HAND, WILD_PHASE,
    DAState, _reset_turn,
)


def _game_started(state: DAState, d: dict) -> None:
    n = d["players"]
    state.n = n
    state.first = state.current = d["first"]
    state.turn = 1
    state.phase = START
    deck = list(reversed(d["dog_deck"]))  # top card last
    state.dog_supply = [deck.pop() for _ in range(DOG_SUPPLY_SIZE)]
    state.hands = [[deck.pop() for _ in range(START_HAND)] for _ in range(n)]
    state.dog_deck = deck
    state.discard = []
    state.pools = [[] for _ in range(n)]
    state.messes = [[] for _ in range(n)]
    state.cleaned = [[] for _ in range(n)]
    state.removed = list(d["removed"])
    mess_deck = list(reversed(d["mess_deck"]))
    state.mess_total = len(mess_deck)
    state.mess_supply = [mess_deck.pop() for _ in range(MESS_SUPPLY_SIZE)]
    state.mess_drawn = MESS_SUPPLY_SIZE
    state.mess_deck = mess_deck
    state.mario = []
    state.mess_discard = []
    state.wild = [{} for _ in range(n)]
    state.wild_revealed = False
    _reset_turn(state)


def _supply_changed(state: DAState, d: dict) -> None:
    for c in d["cards"]:
        state.dog_supply[state.dog_supply.index(c)] = None
        state.discard.append(c)
    state.supply_changes += 1


def _deck_reshuffled(state: DAState, d: dict) -> None:
    state.discard = []
    state.dog_deck = list(reversed(d["order"]))


def _recruit_discarded(state: DAState, d: dict) -> None:
    src = state.hands[d["seat"]] if d["source"] == "hand" else state.pools[d["seat"]]
    src.remove(d["card"])
    state.discard.append(d["card"])
    state.recruit_discards += 1


def _dog_drawn(state: DAState, d: dict) -> None:
    card = d["card"]
    if d["source"] == "deck":
        if not state.dog_deck or state.dog_deck[-1] != card:
            raise ValueError("a dog drawn from the deck that is not on top of it")
        state.dog_deck.pop()
    else:
        state.dog_supply[state.dog_supply.index(card)] = None
    state.hands[d["seat"]].append(card)
    state.draws += 1
    state.phase = DRAW if state.budget() > 0 else MESS


def _dog_paid(state: DAState, d: dict) -> None:
    seat, card = d["seat"], d["card"]
    if card in state.pending_cards or card not in state.hands[seat] + state.pools[seat]:
        raise ValueError("a dog laid that is not the payer's to lay")
    state.pending = d["mess"]
    state.pending_cards.append(card)


def _payment_cancelled(state: DAState, d: dict) -> None:
    state.pending = None
    state.pending_cards = []


def _mess_taken(state: DAState, d: dict) -> None:
    seat, mess = d["seat"], d["mess"]
    kept = d["pooled"]
    hand, pool = state.hands[seat], state.pools[seat]
    for c in d["cards"]:
        if c in hand:
            hand.remove(c)
        else:
            pool.remove(c)
        if c in kept:
            pool.append(c)
        else:
            state.discard.append(c)
    state.mess_supply[state.mess_supply.index(mess)] = None
    state.messes[seat].append(mess)
    state.last_mess = mess
    state.pending = None
    state.pending_cards = []


def _draws_forfeited(state: DAState, d: dict) -> None:
    state.phase = MESS


def _mess_phase_finished(state: DAState, d: dict) -> None:
    state.phase = DISCARD


def _hand_discarded(state: DAState, d: dict) -> None:
    state.hands[d["seat"]].remove(d["card"])
    state.discard.append(d["card"])


def _messes_cleaned(state: DAState, d: dict) -> None:
    state.cleaned[d["seat"]].extend(d["messes"])


def _dog_supply_refilled(state: DAState, d: dict) -> None:
    for c in d["cards"]:
        if state.dog_deck and state.dog_deck[-1] == c:
            state.dog_deck.pop()
        else:  # cannot happen with a consistent log; fail loudly
            raise ValueError("dog supply refilled with a card not on top of the deck")
        state.dog_supply[state.dog_supply.index(None)] = c


def _mess_supply_refilled(state: DAState, d: dict) -> None:
    for c in d["cards"]:
        if state.mess_deck[-1] != c:
            raise ValueError("mess supply refilled with a card not on top of the deck")
        state.mess_deck.pop()
        state.mess_drawn += 1
        state.mess_supply[state.mess_supply.index(None)] = c


def _mario_hugo_revealed(state: DAState, d: dict) -> None:
    if state.mess_deck[-1] != d["card"]:
        raise ValueError("Mario Hugo revealed out of order")
    state.mess_deck.pop()
    state.mess_drawn += 1
    state.mario.append(d["card"])


def _auto_cleaned(state: DAState, d: dict) -> None:
    if d["mess"] not in state.cleaned[d["seat"]]:
        state.cleaned[d["seat"]].append(d["mess"])


def _turn_ended(state: DAState, d: dict) -> None:
    state.current = d["next"]
    state.turn += 1
    _reset_turn(state)


def _game_ended(state: DAState, d: dict) -> None:
    for s in range(state.n):
        state.discard.extend(state.hands[s])
        state.hands[s] = []
        thrown = state.uncleaned(s)
        state.mess_discard.extend(thrown)
        state.messes[s] = [m for m in state.messes[s] if m not in thrown]
    _reset_turn(state)
    has_wild = any(mess_kind(m) == WILD_KIND for s in range(state.n) for m in state.cleaned[s])
    state.phase = WILD_PHASE if has_wild else OVER


def _wild_assigned(state: DAState, d: dict) -> None:
    state.wild[d["seat"]][d["mess"]] = d["colour"]


def _wild_revealed(state: DAState, d: dict) -> None:
    state.wild_revealed = True
    state.phase = OVER


FOLDS: dict[str, Callable[[DAState, dict], None]] = {
    "GameStarted": _game_started, "SupplyChanged": _supply_changed,
    "DeckReshuffled": _deck_reshuffled, "RecruitDiscarded": _recruit_discarded,
    "DogDrawn": _dog_drawn, "DogPaid": _dog_paid, "PaymentCancelled": _payment_cancelled,
    "MessTaken": _mess_taken, "DrawsForfeited": _draws_forfeited,
    "MessPhaseFinished": _mess_phase_finished, "HandDiscarded": _hand_discarded,
    "MessesCleaned": _messes_cleaned, "DogSupplyRefilled": _dog_supply_refilled,
    "MessSupplyRefilled": _mess_supply_refilled, "MarioHugoRevealed": _mario_hugo_revealed,
    "AutoCleaned": _auto_cleaned, "TurnEnded": _turn_ended, "GameEnded": _game_ended,
    "WildAssigned": _wild_assigned, "WildRevealed": _wild_revealed,
}
