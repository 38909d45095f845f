"""Dogs Alone: a turn (docs/rules/dogs_alone.md, "A turn"): a Clean-up turn, or a Recruit turn
-- the dog supply changed, recruit discards, the draws, the messes (messes.py), the hand cut to
five -- and the end of the turn, when the supplies are refilled and Mario Hugo may end the game."""
from __future__ import annotations

from collections import Counter
import random
from typing import Sequence

from dogtable.core.events import Event
from dogtable.core.rules import ActionRule, Refused, just_once

from ..cards import WILD, dog_colour, is_mario, mess_colour
from .state import (
    BAD_ACTION, DISCARD, DOG_SUPPLY_SIZE, DRAW, HAND_LIMIT, MARIO_TO_END, MESS, START, DAState,
    is_int, refuse,
)


# -- a Clean-up turn ---------------------------------------------------------------------------------

def _messes_of_colour(s: DAState, seat: int, colour: int) -> list[int]:
    return [m for m in s.uncleaned(seat) if mess_colour(m) == colour]


def clean_gate(s: DAState, seat: int) -> Refused | None:
    """A Clean-up turn replaces recruiting: only before any step of a Recruit turn."""
    if s.phase != START or s.recruit_discards or s.supply_changes:
        return refuse("clean_not_now")
    return None


def clean_check(s: DAState, seat: int, colour) -> Refused | None:
    """All the seat's uncleaned messes of one colour are cleaned."""
    if not is_int(colour):
        return BAD_ACTION
    return None if _messes_of_colour(s, seat, colour) else refuse("nothing_to_clean")


def _clean(s: DAState, seat: int, rng: random.Random, colour: int) -> list[Event]:
    events = [Event("MessesCleaned", {"seat": seat, "colour": colour,
                                      "messes": _messes_of_colour(s, seat, colour)})]
    return events + end_turn(s, seat, rng, events)


# -- preparing a Recruit turn ---------------------------------------------------------------------------

def _colour_of_supply_majority(supply: Sequence[int | None]) -> bool:
    counts = Counter(dog_colour(c) for c in supply if c is not None)
    return any(v >= 3 for v in counts.values())


def change_supply_check(s: DAState, seat: int) -> Refused | None:
    # the books: "before recruiting" -- so before any recruit discard or draw
    if s.phase != START or s.recruit_discards:
        return refuse("change_supply_late")
    if not _colour_of_supply_majority(s.dog_supply):
        return refuse("change_supply_no_colour")
    return None


def _change_supply(s: DAState, seat: int, rng: random.Random) -> list[Event]:
    old = [c for c in s.dog_supply if c is not None]
    events = [Event("SupplyChanged", {"seat": seat, "cards": old})]
    sim = _DogPiles(s)
    sim.discard.extend(old)
    sim.supply = [None] * DOG_SUPPLY_SIZE
    return events + sim.refill(rng)


def _source(s: DAState, seat: int, card: int) -> str | None:
    return "hand" if card in s.hands[seat] else "pool" if card in s.pools[seat] else None


def recruit_discard_check(s: DAState, seat: int, card) -> Refused | None:
    if s.phase != START:
        return refuse("recruit_discard_late")
    if not is_int(card):
        return BAD_ACTION
    return None if _source(s, seat, card) else refuse("not_your_dog")


def _recruit_discard(s: DAState, seat: int, rng: random.Random, card: int) -> list[Event]:
    return [Event("RecruitDiscarded", {"seat": seat, "card": card,
                                       "source": _source(s, seat, card)})]


# -- the draws -------------------------------------------------------------------------------------

def _draws_owed(s: DAState, seat: int) -> Refused | None:
    """Drawing is open while the turn still owes draws (one more than the recruit discards)."""
    if s.phase not in (START, DRAW) or s.budget() <= 0:
        return refuse("no_draws_left")
    return None


def draw_deck_check(s: DAState, seat: int) -> Refused | None:
    return None if s.dog_deck or s.discard else refuse("deck_empty")


def draw_supply_check(s: DAState, seat: int, card) -> Refused | None:
    if not is_int(card):
        return BAD_ACTION
    return None if card in s.dog_supply else refuse("not_in_supply")


def _can_draw(s: DAState, seat: int) -> bool:
    return bool(ACTIONS["draw_deck"].allowed_args(s, seat) or
                ACTIONS["draw_supply"].allowed_args(s, seat))


def _draw_supply(s: DAState, seat: int, rng: random.Random, card: int) -> list[Event]:
    return [Event("DogDrawn", {"seat": seat, "card": card, "source": "supply"})]


def _draw_deck(s: DAState, seat: int, rng: random.Random) -> list[Event]:
    events = []
    if not s.dog_deck:
        # the deck ran out while the discard pile was empty: it is made now
        events.append(_reshuffled(s.discard, rng))
        order = events[-1]["order"]
        top, left, discard = order[0], len(order) - 1, []
    else:
        top, left, discard = s.dog_deck[-1], len(s.dog_deck) - 1, s.discard
    events.append(Event("DogDrawn", {"seat": seat, "card": top, "source": "deck"}))
    if not left and discard:
        # "In the event that the Dogs deck runs out, the discard pile must be shuffled
        # to generate a new deck": at once, not when the next dog is wanted
        events.append(_reshuffled(discard, rng))
    return events


# -- finishing a step: the draws given up, or the messes done --------------------------------------------

def finish_check(s: DAState, seat: int) -> Refused | None:
    if s.phase in (START, DRAW):
        # only when no dog is left anywhere to draw: the remaining draws are lost
        return refuse("must_draw", count=s.budget()) if _can_draw(s, seat) else None
    if s.phase != MESS:
        return refuse("cannot_finish")
    return refuse("finish_payment_first") if s.pending is not None else None


def _finish(s: DAState, seat: int, rng: random.Random) -> list[Event]:
    if s.phase in (START, DRAW):
        return [Event("DrawsForfeited", {"seat": seat, "count": s.budget()})]
    events = [Event("MessPhaseFinished", {"seat": seat})]
    if len(s.hands[seat]) > HAND_LIMIT:
        return events
    return events + end_turn(s, seat, rng, events)


def discard_check(s: DAState, seat: int, card) -> Refused | None:
    """The hand cut to five at the end of a Recruit turn."""
    if s.phase != DISCARD:
        return refuse("discard_not_now")
    if not is_int(card):
        return BAD_ACTION
    return None if card in s.hands[seat] else refuse("not_in_hand")


def _discard(s: DAState, seat: int, rng: random.Random, card: int) -> list[Event]:
    events = [Event("HandDiscarded", {"seat": seat, "card": card})]
    if len(s.hands[seat]) - 1 > HAND_LIMIT:
        return events
    return events + end_turn(s, seat, rng, events)


ACTIONS = {
    "clean": ActionRule(1, lambda s, seat: [(c,) for c in range(WILD + 1)], clean_check, _clean,
                        gate=clean_gate),
    "change_supply": ActionRule(0, just_once, change_supply_check, _change_supply),
    "recruit_discard": ActionRule(1, lambda s, seat: [(c,) for c in s.hands[seat] + s.pools[seat]],
                                  recruit_discard_check, _recruit_discard),
    "draw_deck": ActionRule(0, just_once, draw_deck_check, _draw_deck, gate=_draws_owed),
    "draw_supply": ActionRule(1, lambda s, seat: [(c,) for c in s.dog_supply if c is not None],
                              draw_supply_check, _draw_supply, gate=_draws_owed),
    "finish": ActionRule(0, just_once, finish_check, _finish),
    "discard": ActionRule(1, lambda s, seat: [(c,) for c in s.hands[seat]], discard_check,
                          _discard),
}


# -- the end of a turn -----------------------------------------------------------------------------

def end_turn(state: DAState, seat: int, rng: random.Random, so_far: list[Event]) -> list[Event]:
    """The events closing a turn: refill the dog supply, then the mess supply."""
    piles = _DogPiles(state)
    for e in so_far:  # the turn's last action may already have moved cards
        piles.note(e)
    events = piles.refill(rng)
    # mess supply, with Mario Hugo set aside as he turns up
    supply = state.mess_supply[:]
    deck = state.mess_deck[:]
    last = state.last_mess
    for e in so_far:
        if e.kind == "MessTaken":
            supply[supply.index(e["mess"])] = None
            last = e["mess"]
    marios = len(state.mario)
    ended = False
    while None in supply and deck:
        card = deck.pop()
        if is_mario(card):
            marios += 1
            events.append(Event("MarioHugoRevealed", {"card": card, "count": marios}))
            if marios >= MARIO_TO_END:
                ended = True
                break
            continue
        slot = supply.index(None)
        supply[slot] = card
        events.append(Event("MessSupplyRefilled", {"cards": [card]}))
    if any(e.kind == "MarioHugoRevealed" for e in events) and last is not None:
        events.append(Event("AutoCleaned", {"seat": seat, "mess": last}))
    if ended:
        events.append(Event("GameEnded", {"seat": seat}))
    else:
        events.append(Event("TurnEnded", {"seat": seat, "next": (seat + 1) % state.n}))
    return events


class _DogPiles:
    """A scratch copy of the dog deck, discard and supply, to work out refill events
    (with reshuffles) without touching the state."""

    def __init__(self, state: DAState):
        self.deck = state.dog_deck[:]
        self.discard = state.discard[:]
        self.supply = state.dog_supply[:]
        self.state = state

    def note(self, event: Event) -> None:
        """Account for an event decided but not yet folded."""
        k = event.kind
        if k in ("HandDiscarded",):
            self.discard.append(event["card"])
        elif k == "MessTaken":
            self.discard.extend(c for c in event["cards"] if c not in event["pooled"])

    def refill(self, rng: random.Random) -> list[Event]:
        events: list[Event] = []
        drawn: list[int] = []

        def reshuffle() -> None:
            nonlocal drawn
            if drawn:  # the dogs already dealt came from the old deck
                events.append(Event("DogSupplyRefilled", {"cards": drawn}))
                drawn = []
            events.append(_reshuffled(self.discard, rng))
            self.discard = []
            self.deck = list(reversed(events[-1]["order"]))

        while None in self.supply:
            if not self.deck:
                if not self.discard:
                    break
                reshuffle()  # the deck ran out earlier, while the discard pile was empty
            card = self.deck.pop()
            self.supply[self.supply.index(None)] = card
            drawn.append(card)
            if not self.deck and self.discard:
                reshuffle()  # the deck has just run out: a new one at once (the books)
        if drawn:
            events.append(Event("DogSupplyRefilled", {"cards": drawn}))
        return events


def _reshuffled(discard: list[int], rng: random.Random) -> Event:
    """The discard pile shuffled into a new dog deck (its order lists the top card first)."""
    order = discard[:]
    rng.shuffle(order)
    return Event("DeckReshuffled", {"order": order})

