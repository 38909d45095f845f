"""Dodgy Dogs: the table's part of a turn (docs/rules/dodgy_dogs.md, "Stockpile", "End of a
round and scoring" and the Crafty Cat): the scratch piles a decision is worked out on, the
stockpile renewed from the discards, the slap race settled, the round scored and the next dealt."""
from __future__ import annotations

import random

from dogtable.core.events import Event
from dogtable.core.rules import ActionRule, Refused

from ..cards import deck_for, penalty
from .state import CAT_POINTS, ROUNDS, WIN_POINTS, DDState, refuse


class _Sim:
    """Scratch piles to work out the events of one decision without touching the state."""

    def __init__(self, state: DDState):
        self.state = state
        self.n = state.n
        self.stock = state.stock[:]
        self.discard = state.discard[:]
        self.hands = [h[:] for h in state.hands]
        self.whisper = state.whisper
        self.whisperer = state.whisperer
        self.cats = [p[:] for p in state.cats]

    def take_cat(self, seat: int) -> Event:
        """The Crafty Cat on top goes to ``seat``, set aside for the round's score."""
        card = self.discard.pop()
        self.cats[seat].append(card)
        return Event("CatTaken", {"seat": seat, "card": card})

    def play(self, seat: int, cards: list[int]) -> None:
        for c in cards:
            self.hands[seat].remove(c)
            self.discard.append(c)

    def draw(self, seat: int, count: int, pickup: bool = False) -> list[Event]:
        """Draw ``count`` cards (fewer if both piles run dry); ``pickup`` marks the cards of a
        Pick Up Puppies, which the log sums up in one line."""
        events = []
        for _ in range(count):
            if not self.stock:
                if len(self.discard) <= 1:
                    break
                under = self.discard[:-1]
                self.discard = self.discard[-1:]
                self.stock = under[::-1]
                events.append(Event("StockRenewed", {"count": len(under)}))
            card = self.stock.pop()
            self.hands[seat].append(card)
            data = {"seat": seat, "card": card}
            if pickup:
                data["pickup"] = True
            events.append(Event("CardDrawn", data))
        return events


def _turn_to(sim: _Sim, seat: int, rng: random.Random) -> list[Event]:
    return [Event("TurnPassed", {"next": seat})]


def _round_end(sim: _Sim, winner: int | None, rng: random.Random) -> list[Event]:
    state = sim.state
    cats = sim.cats  # with any Crafty Cat taken in this very decision
    scores = []
    for s in range(sim.n):
        pts = WIN_POINTS if s == winner else sum(penalty(c) for c in sim.hands[s])
        pts += CAT_POINTS * len(cats[s])
        scores.append(pts)
    events = [Event("RoundEnded", {"round": state.round, "winner": winner, "scores": scores})]
    if state.round >= ROUNDS:
        totals = [sum(r[s] for r in state.scores) + scores[s] for s in range(sim.n)]
        events.append(Event("GameOver", {"totals": totals}))
    else:
        events.append(_round_started(state.round + 1, (state.dealer + 1) % sim.n, sim.n, rng))
    return events


def _round_started(round_no: int, dealer: int, n: int, rng: random.Random) -> Event:
    order = deck_for(n)
    rng.shuffle(order)
    return Event("RoundStarted", {"round": round_no, "dealer": dealer, "order": order, "players": n})


# -- the Crafty Cat's slap race, settled by the table (the seat None) ----------------------------------

def slap_loser_check(state: DDState, seat, loser: int) -> Refused | None:
    return None if loser in state.slappers else refuse("bad_slap")


def _slap_loser(state: DDState, seat, rng: random.Random, loser: int) -> list[Event]:
    by = state.cat_by
    sim = _Sim(state)
    events = [sim.take_cat(loser)]
    if not state.hands[by]:
        return events + _round_end(sim, by, rng)
    return events + _turn_to(sim, (by + 1) % state.n, rng)


SLAP_ACTIONS = {
    "slap_loser": ActionRule(1, lambda s, seat: [(x,) for x in s.slappers], slap_loser_check,
                             _slap_loser),
}
