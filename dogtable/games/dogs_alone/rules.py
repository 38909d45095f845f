"""The Dogs Alone / Doggy Style engine (pure: no pygame, no I/O).

A turn is a sequence of small actions over a pending-decision state:

  start   -> clean(colour)                       a Clean-up turn (ends the turn), or
             change_supply / recruit_discard(c)  preparing a Recruit turn, then
  draw    -> draw_deck / draw_supply(c)          k+1 draws for k recruit discards
  mess    -> pay(mess, card) ... / cancel_payment / finish
  discard -> discard(card) until 5 in hand
  (end of turn: refill dog supply, refill mess supply with Mario Hugo handling)
  wild    -> assign_wild(mess, colour)           simultaneous secret choices at the end
  over

Piles are lists with the top card at the end.  See docs/rules/dogs_alone.md for
every ruling taken where the rulebooks are silent.
"""
from __future__ import annotations

from collections import Counter
import copy
from functools import lru_cache
from itertools import permutations
from math import comb
import random
from typing import Sequence

from dogtable.core.events import Event, register_event_types
from dogtable.core.rules import Action, ActionHint, IllegalAction, LogLine, Seat
from dogtable.core.scoring import ScorePad

from .cards import (
    COLOURS, DOG_COUNT, FOUR, MARIO_HUGO, MESS_DOGS, MESS_IDS, PAIR, THREE, TWO_PLAYER_REMOVED,
    WILD, WILD_KIND, dog_colour, dog_type, is_mario, mess_colour, mess_kind, mess_points,
)

_COLOUR = tuple(dog_colour(c) for c in range(DOG_COUNT))
_TYPE = tuple(dog_type(c) for c in range(DOG_COUNT))

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

# Every action kind and its number of arguments.
_ARITY = {"clean": 1, "change_supply": 0, "recruit_discard": 1, "draw_deck": 0, "draw_supply": 1,
          "pay": 2, "cancel_payment": 0, "finish": 0, "discard": 1, "assign_wild": 2}

# Events after which undo may not go back: they reveal hidden cards, record chance or end a turn.
_BARRIERS = frozenset({
    "GameStarted", "SupplyChanged", "DeckReshuffled", "DogSupplyRefilled", "MessSupplyRefilled",
    "MarioHugoRevealed", "TurnEnded", "GameEnded", "WildRevealed",
})


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


def _colour_of_supply_majority(supply: Sequence[int | None]) -> bool:
    counts = Counter(dog_colour(c) for c in supply if c is not None)
    return any(v >= 3 for v in counts.values())


def can_pay(mess: int, partial: Sequence[int], available: Sequence[int]) -> bool:
    """Can ``partial`` (cards already put towards ``mess``) be completed from ``available``?"""
    kind = mess_kind(mess)
    need = MESS_DOGS[kind] - len(partial)
    if need < 0:
        return False
    if kind == WILD_KIND:
        colours = {dog_colour(c) for c in partial}
        if len(colours) != len(partial):
            return False
        missing = set(range(4)) - colours
        have = {dog_colour(c) for c in available}
        return missing <= have
    colour = mess_colour(mess)
    if any(dog_colour(c) != colour for c in partial):
        return False
    if kind == PAIR:
        types = {dog_type(c) for c in partial}
        if len(types) > 1:
            return False
        if types:
            t = next(iter(types))
            return sum(1 for c in available if dog_type(c) == t) >= need
        counts = Counter(dog_type(c) for c in available if dog_colour(c) == colour)
        return any(v >= 2 for v in counts.values())
    return sum(1 for c in available if dog_colour(c) == colour) >= need


def payable(mess: int, partial: Sequence[int], available: Sequence[int]) -> list[int]:
    """The cards of ``available`` that can be added to ``partial`` towards ``mess`` with the
    payment still completable (the fast twin of ``can_pay``, used to list actions)."""
    kind = mess_kind(mess)
    if len(partial) >= MESS_DOGS[kind]:
        return []  # a complete payment takes no more dogs
    colour_counts = [0, 0, 0, 0]
    for c in available:
        colour_counts[_COLOUR[c]] += 1
    if kind == WILD_KIND:
        missing = {0, 1, 2, 3} - {_COLOUR[c] for c in partial}
        if any(colour_counts[m] == 0 for m in missing):
            return []
        return [c for c in available if _COLOUR[c] in missing]
    colour = mess_colour(mess)
    if kind == PAIR:
        if partial:
            t = _TYPE[partial[0]]
            return [c for c in available if _TYPE[c] == t]
        type_counts = Counter(_TYPE[c] for c in available if _COLOUR[c] == colour)
        return [c for c in available if _COLOUR[c] == colour and type_counts[_TYPE[c]] >= 2]
    if colour_counts[colour] < MESS_DOGS[kind] - len(partial):
        return []
    return [c for c in available if _COLOUR[c] == colour]


def pooled_cards(cards: Sequence[int], pool: Sequence[int]) -> list[int]:
    """Which of the paid cards stay in the payer's pool: one per identical pair,
    preferring a card that was already in the pool."""
    by_type: dict[int, list[int]] = {}
    for c in cards:
        by_type.setdefault(dog_type(c), []).append(c)
    kept = []
    for group in by_type.values():
        pairs = len(group) // 2
        if not pairs:
            continue
        ordered = sorted(group, key=lambda c: (c not in pool, c))
        kept.extend(ordered[:pairs])
    return kept


class DogsAloneRules:
    game_id = "dogs_alone"
    min_players = 2
    max_players = 5

    # -- setting up ----------------------------------------------------------------
    def start(self, seats: Sequence[Seat], options: dict, rng: random.Random) -> list[Event]:
        n = len(seats)
        if not self.min_players <= n <= self.max_players:
            raise ValueError("Dogs Alone takes 2 to 5 players")
        dogs = list(range(DOG_COUNT))
        rng.shuffle(dogs)
        removed = list(TWO_PLAYER_REMOVED) if n == 2 else []
        mess_deck = build_mess_deck([m for m in MESS_IDS if m not in removed], rng)
        first = options.get("first_player", "random")
        if not isinstance(first, int) or not 0 <= first < n:
            first = rng.randrange(n)
        # orders are recorded top card first: the log reads like the table
        return [Event("GameStarted", {"players": n, "first": first, "dog_deck": dogs,
                                      "mess_deck": mess_deck, "removed": removed})]

    def new_state(self) -> DAState:
        return DAState()

    def clone(self, state: DAState) -> DAState:
        return state.clone()

    def state_to_json(self, state: DAState) -> dict:
        return state.to_json()

    # -- whose turn, what is legal ---------------------------------------------------
    def to_act(self, state: DAState) -> list[int]:
        if state.phase == OVER:
            return []
        if state.phase == WILD_PHASE:
            return [s for s in _seat_order(state) if _wild_owed(state, s)]
        return [state.current]

    def is_over(self, state: DAState) -> bool:
        return state.phase == OVER

    def legal_actions(self, state: DAState, seat: int) -> list[Action]:
        phase = state.phase
        if not 0 <= seat < state.n:
            return []
        if phase == WILD_PHASE:
            if not _wild_owed(state, seat):
                return []
            return [Action("assign_wild", (m, col)) for m in _unassigned_wilds(state, seat)
                    for col in range(4)]
        if phase == OVER or seat != state.current:
            return []
        acts: list[Action] = []
        hand, pool = state.hands[seat], state.pools[seat]
        if phase == START:
            if state.recruit_discards == 0 and state.supply_changes == 0:
                for col in sorted({mess_colour(m) for m in state.uncleaned(seat)}):
                    acts.append(Action("clean", (col,)))
            if state.recruit_discards == 0 and _colour_of_supply_majority(state.dog_supply):
                acts.append(Action("change_supply"))
            for c in hand + pool:
                acts.append(Action("recruit_discard", (c,)))
            draws = _draw_actions(state)
            acts.extend(draws)
            if not draws:
                acts.append(Action("finish"))
        elif phase == DRAW:
            draws = _draw_actions(state)
            acts.extend(draws)
            if not draws:
                acts.append(Action("finish"))  # nothing left anywhere to draw
        elif phase == MESS:
            available = [c for c in hand + pool if c not in state.pending_cards]
            if state.pending is not None:
                acts.extend(Action("pay", (state.pending, c))
                            for c in payable(state.pending, state.pending_cards, available))
            else:
                for m in state.mess_supply:
                    if m is not None:
                        acts.extend(Action("pay", (m, c)) for c in payable(m, (), available))
            if state.pending is not None:
                acts.append(Action("cancel_payment"))
            else:
                acts.append(Action("finish"))
        elif phase == DISCARD:
            acts.extend(Action("discard", (c,)) for c in hand)
        return acts

    # -- deciding -------------------------------------------------------------------------
    def decide(self, state: DAState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        phase = state.phase
        kind, args = action.kind, action.args
        if phase == OVER:
            raise IllegalAction("error.game_over")
        # an action with the wrong number of arguments is not one legal_actions could list
        if kind not in _ARITY:
            raise IllegalAction("error.unknown_action", action=str(kind))
        if not isinstance(args, tuple) or len(args) != _ARITY[kind]:
            raise IllegalAction("error.bad_action")
        if not isinstance(seat, int) or not 0 <= seat < state.n:
            raise IllegalAction("error.not_your_turn")
        if phase == WILD_PHASE:
            return self._decide_wild(state, seat, kind, args)
        if seat != state.current:
            raise IllegalAction("error.not_your_turn")
        hand, pool = state.hands[seat], state.pools[seat]

        if kind == "clean":
            if phase != START or state.recruit_discards or state.supply_changes:
                raise IllegalAction("dogs_alone.error.clean_not_now")
            col = _int_arg(args, 0)
            messes = [m for m in state.uncleaned(seat) if mess_colour(m) == col]
            if not messes:
                raise IllegalAction("dogs_alone.error.nothing_to_clean")
            events = [Event("MessesCleaned", {"seat": seat, "colour": col, "messes": messes})]
            return events + self._end_turn(state, seat, rng, events)

        if kind == "change_supply":
            # the books: "before recruiting" -- so before any recruit discard or draw
            if phase != START or state.recruit_discards:
                raise IllegalAction("dogs_alone.error.change_supply_late")
            if not _colour_of_supply_majority(state.dog_supply):
                raise IllegalAction("dogs_alone.error.change_supply_no_colour")
            old = [c for c in state.dog_supply if c is not None]
            events = [Event("SupplyChanged", {"seat": seat, "cards": old})]
            sim = _DogPiles(state)
            sim.discard.extend(old)
            sim.supply = [None] * DOG_SUPPLY_SIZE
            return events + sim.refill(rng)

        if kind == "recruit_discard":
            if phase != START:
                raise IllegalAction("dogs_alone.error.recruit_discard_late")
            card = _int_arg(args, 0)
            source = "hand" if card in hand else "pool" if card in pool else None
            if source is None:
                raise IllegalAction("dogs_alone.error.not_your_dog")
            return [Event("RecruitDiscarded", {"seat": seat, "card": card, "source": source})]

        if kind in ("draw_deck", "draw_supply"):
            if phase not in (START, DRAW):
                raise IllegalAction("dogs_alone.error.no_draws_left")
            if kind == "draw_supply":
                card = _int_arg(args, 0)
                if card not in state.dog_supply:
                    raise IllegalAction("dogs_alone.error.not_in_supply")
                return [Event("DogDrawn", {"seat": seat, "card": card, "source": "supply"})]
            events = []
            if not state.dog_deck:
                # the deck ran out while the discard pile was empty: it is made now
                if not state.discard:
                    raise IllegalAction("dogs_alone.error.deck_empty")
                events.append(_reshuffled(state.discard, rng))
                order = events[-1]["order"]
                top, left, discard = order[0], len(order) - 1, []
            else:
                top, left, discard = state.dog_deck[-1], len(state.dog_deck) - 1, state.discard
            events.append(Event("DogDrawn", {"seat": seat, "card": top, "source": "deck"}))
            if not left and discard:
                # "In the event that the Dogs deck runs out, the discard pile must be shuffled
                # to generate a new deck": at once, not when the next dog is wanted
                events.append(_reshuffled(discard, rng))
            return events

        if kind == "pay":
            if phase != MESS:
                raise IllegalAction("dogs_alone.error.mess_not_now")
            mess, card = _int_arg(args, 0), _int_arg(args, 1)
            if state.pending is not None and mess != state.pending:
                raise IllegalAction("dogs_alone.error.finish_payment_first")
            if mess not in state.mess_supply:
                raise IllegalAction("dogs_alone.error.mess_not_in_supply")
            if card in state.pending_cards:
                raise IllegalAction("dogs_alone.error.dog_already_paid")
            source = "hand" if card in hand else "pool" if card in pool else None
            if source is None:
                raise IllegalAction("dogs_alone.error.not_your_dog")
            partial = state.pending_cards + [card]
            rest = [c for c in hand + pool if c not in partial]
            if not can_pay(mess, partial, rest):
                raise IllegalAction(f"dogs_alone.error.wrong_dog_{mess_kind(mess)}")
            events = [Event("DogPaid", {"seat": seat, "mess": mess, "card": card, "source": source})]
            if len(partial) == MESS_DOGS[mess_kind(mess)]:
                kept = pooled_cards(partial, pool)
                events.append(Event("MessTaken", {"seat": seat, "mess": mess, "cards": partial,
                                                  "pooled": kept}))
            return events

        if kind == "cancel_payment":
            if state.pending is None:
                raise IllegalAction("dogs_alone.error.no_payment")
            return [Event("PaymentCancelled", {"seat": seat, "mess": state.pending})]

        if kind == "finish":
            if phase in (START, DRAW):
                # only when no dog is left anywhere to draw: the remaining draws are lost
                if _draw_actions(state):
                    raise IllegalAction("dogs_alone.error.must_draw", count=state.budget())
                return [Event("DrawsForfeited", {"seat": seat, "count": state.budget()})]
            if phase != MESS:
                raise IllegalAction("dogs_alone.error.cannot_finish")
            if state.pending is not None:
                raise IllegalAction("dogs_alone.error.finish_payment_first")
            events = [Event("MessPhaseFinished", {"seat": seat})]
            if len(hand) > HAND_LIMIT:
                return events
            return events + self._end_turn(state, seat, rng, events)

        if kind == "discard":
            if phase != DISCARD:
                raise IllegalAction("dogs_alone.error.discard_not_now")
            card = _int_arg(args, 0)
            if card not in hand:
                raise IllegalAction("dogs_alone.error.not_in_hand")
            events = [Event("HandDiscarded", {"seat": seat, "card": card})]
            if len(hand) - 1 > HAND_LIMIT:
                return events
            return events + self._end_turn(state, seat, rng, events)

        raise IllegalAction("error.unknown_action", action=kind)

    def _decide_wild(self, state: DAState, seat: int, kind: str, args: tuple) -> list[Event]:
        if kind != "assign_wild":
            raise IllegalAction("dogs_alone.error.assign_wild_first")
        if not _wild_owed(state, seat):
            raise IllegalAction("error.not_your_turn")
        mess, col = _int_arg(args, 0), _int_arg(args, 1)
        if mess not in _unassigned_wilds(state, seat):
            raise IllegalAction("dogs_alone.error.not_your_wild")
        if not 0 <= col < 4:
            raise IllegalAction("dogs_alone.error.bad_colour")
        events = [Event("WildAssigned", {"seat": seat, "mess": mess, "colour": col})]
        chosen = [dict(w) for w in state.wild]
        chosen[seat][mess] = col
        if all(mess_kind(m) != WILD_KIND or m in chosen[s]
               for s in range(state.n) for m in state.cleaned[s]):
            # everybody has chosen: the choices are shown together
            assignments = {str(s): {str(m): c for m, c in w.items()}
                           for s, w in enumerate(chosen) if w}
            events.append(Event("WildRevealed", {"assignments": assignments}))
        return events

    def _end_turn(self, state: DAState, seat: int, rng: random.Random,
                  so_far: list[Event]) -> list[Event]:
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
        revealed: list[int] = []
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
            revealed.append(card)
            events.append(Event("MessSupplyRefilled", {"cards": [card]}))
        if any(e.kind == "MarioHugoRevealed" for e in events) and last is not None:
            events.append(Event("AutoCleaned", {"seat": seat, "mess": last}))
        if ended:
            events.append(Event("GameEnded", {"seat": seat}))
        else:
            events.append(Event("TurnEnded", {"seat": seat, "next": (seat + 1) % state.n}))
        return events

    # -- folding --------------------------------------------------------------------------
    def evolve(self, state: DAState, event: Event) -> DAState:
        k, d = event.kind, event.data
        if k == "GameStarted":
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
        elif k == "SupplyChanged":
            for c in d["cards"]:
                state.dog_supply[state.dog_supply.index(c)] = None
                state.discard.append(c)
            state.supply_changes += 1
        elif k == "DeckReshuffled":
            state.discard = []
            state.dog_deck = list(reversed(d["order"]))
        elif k == "RecruitDiscarded":
            src = state.hands[d["seat"]] if d["source"] == "hand" else state.pools[d["seat"]]
            src.remove(d["card"])
            state.discard.append(d["card"])
            state.recruit_discards += 1
        elif k == "DogDrawn":
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
        elif k == "DogPaid":
            seat, card = d["seat"], d["card"]
            if card in state.pending_cards or card not in state.hands[seat] + state.pools[seat]:
                raise ValueError("a dog laid that is not the payer's to lay")
            state.pending = d["mess"]
            state.pending_cards.append(card)
        elif k == "PaymentCancelled":
            state.pending = None
            state.pending_cards = []
        elif k == "MessTaken":
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
        elif k == "DrawsForfeited":
            state.phase = MESS
        elif k == "MessPhaseFinished":
            state.phase = DISCARD
        elif k == "HandDiscarded":
            state.hands[d["seat"]].remove(d["card"])
            state.discard.append(d["card"])
        elif k == "MessesCleaned":
            state.cleaned[d["seat"]].extend(d["messes"])
        elif k == "DogSupplyRefilled":
            for c in d["cards"]:
                if state.dog_deck and state.dog_deck[-1] == c:
                    state.dog_deck.pop()
                else:  # cannot happen with a consistent log; fail loudly
                    raise ValueError("dog supply refilled with a card not on top of the deck")
                state.dog_supply[state.dog_supply.index(None)] = c
        elif k == "MessSupplyRefilled":
            for c in d["cards"]:
                if state.mess_deck[-1] != c:
                    raise ValueError("mess supply refilled with a card not on top of the deck")
                state.mess_deck.pop()
                state.mess_drawn += 1
                state.mess_supply[state.mess_supply.index(None)] = c
        elif k == "MarioHugoRevealed":
            if state.mess_deck[-1] != d["card"]:
                raise ValueError("Mario Hugo revealed out of order")
            state.mess_deck.pop()
            state.mess_drawn += 1
            state.mario.append(d["card"])
        elif k == "AutoCleaned":
            if d["mess"] not in state.cleaned[d["seat"]]:
                state.cleaned[d["seat"]].append(d["mess"])
        elif k == "TurnEnded":
            state.current = d["next"]
            state.turn += 1
            _reset_turn(state)
        elif k == "GameEnded":
            for s in range(state.n):
                state.discard.extend(state.hands[s])
                state.hands[s] = []
                thrown = state.uncleaned(s)
                state.mess_discard.extend(thrown)
                state.messes[s] = [m for m in state.messes[s] if m not in thrown]
            _reset_turn(state)
            has_wild = any(mess_kind(m) == WILD_KIND for s in range(state.n) for m in state.cleaned[s])
            state.phase = WILD_PHASE if has_wild else OVER
        elif k == "WildAssigned":
            state.wild[d["seat"]][d["mess"]] = d["colour"]
        elif k == "WildRevealed":
            state.wild_revealed = True
            state.phase = OVER
        else:
            raise ValueError(f"unknown event {k}")
        return state

    # -- what each seat sees ------------------------------------------------------------------
    def view(self, state: DAState, seat: int | None) -> dict:
        n = state.n
        wild_view = []
        for s in range(n):
            if state.wild_revealed or s == seat:
                wild_view.append({str(m): c for m, c in state.wild[s].items()})
            else:  # only that a choice was made shows
                wild_view.append({str(m): None for m in state.wild[s]})
        return {
            "seat": seat,
            "players": n,
            "current": state.current,
            "first": state.first,
            "turn": state.turn,
            "phase": state.phase,
            "dog_deck_count": len(state.dog_deck),
            "dog_supply": list(state.dog_supply),
            "discard": list(state.discard),
            "hands": [list(state.hands[s]) if s == seat else None for s in range(n)],
            "hand_counts": [len(h) for h in state.hands],
            "pools": [list(p) for p in state.pools],
            "messes": [list(m) for m in state.messes],
            "cleaned": [list(m) for m in state.cleaned],
            "mess_deck_count": len(state.mess_deck),
            "mess_supply": list(state.mess_supply),
            "mario": list(state.mario),
            "removed": list(state.removed),
            "mess_discard": list(state.mess_discard),
            "mess_total": state.mess_total,
            "mess_drawn": state.mess_drawn,
            "recruit_discards": state.recruit_discards,
            "draws": state.draws,
            "budget": state.budget() if state.phase in (START, DRAW) else 0,
            "supply_changes": state.supply_changes,
            "pending": state.pending,
            "pending_cards": list(state.pending_cards),
            "last_mess": state.last_mess,
            "wild": wild_view,
            "wild_revealed": state.wild_revealed,
        }

    def redact(self, event: Event, seat: int | None) -> Event:
        k = event.kind
        if k == "GameStarted":
            n = event["players"]
            deck = event["dog_deck"]
            hands = [deck[DOG_SUPPLY_SIZE + i * START_HAND: DOG_SUPPLY_SIZE + (i + 1) * START_HAND]
                     if i == seat else None for i in range(n)]
            return event.with_data(dog_deck=None, mess_deck=None,
                                   supply=deck[:DOG_SUPPLY_SIZE],
                                   mess_supply=event["mess_deck"][:MESS_SUPPLY_SIZE], hands=hands)
        if k == "DeckReshuffled":
            return event.with_data(order=None, count=len(event["order"]))
        if k == "DogDrawn" and event["source"] == "deck" and event["seat"] != seat:
            return event.with_data(card=None)
        if k == "WildAssigned" and event["seat"] != seat:
            return event.with_data(colour=None)
        return event

    def resample(self, view: dict, seat: int, rng: random.Random) -> DAState:
        """A full state agreeing with ``view``: unseen dogs dealt to the other hands and the
        deck, unseen messes shuffled with the Mario Hugo cards still to come kept in the
        lower half of the deck as it was built."""
        s = DAState()
        n = view["players"]
        s.n, s.current, s.first, s.turn, s.phase = n, view["current"], view["first"], view["turn"], view["phase"]
        s.dog_supply = list(view["dog_supply"])
        s.discard = list(view["discard"])
        s.pools = [list(p) for p in view["pools"]]
        s.messes = [list(m) for m in view["messes"]]
        s.cleaned = [list(m) for m in view["cleaned"]]
        s.mess_supply = list(view["mess_supply"])
        s.mario = list(view["mario"])
        s.removed = list(view["removed"])
        s.mess_discard = list(view["mess_discard"])
        s.mess_total, s.mess_drawn = view["mess_total"], view["mess_drawn"]
        s.recruit_discards, s.draws = view["recruit_discards"], view["draws"]
        s.supply_changes = view["supply_changes"]
        s.pending = view["pending"]
        s.pending_cards = list(view["pending_cards"])
        s.last_mess = view["last_mess"]
        s.wild_revealed = view["wild_revealed"]
        s.wild = [{int(m): (c if c is not None else rng.randrange(4)) for m, c in w.items()}
                  for w in view["wild"]]
        # dogs
        seen = set(c for c in s.dog_supply if c is not None) | set(s.discard)
        for p in s.pools:
            seen.update(p)
        own = view["hands"][seat] or []
        seen.update(own)
        unseen = [c for c in range(DOG_COUNT) if c not in seen]
        rng.shuffle(unseen)
        # cards laid towards a payment are public even while still in the payer's hand
        laid = [c for c in s.pending_cards if c not in s.pools[s.current]]
        unseen = [c for c in unseen if c not in laid]
        s.hands = []
        for i in range(n):
            if i == seat:
                s.hands.append(list(own))
            else:
                known = laid if i == s.current else []
                k = view["hand_counts"][i] - len(known)
                s.hands.append(list(known) + unseen[:k])
                del unseen[:k]
        s.dog_deck = unseen
        # messes
        gone = set(s.removed) | set(s.mario) | set(s.mess_discard) | \
            set(m for m in s.mess_supply if m is not None)
        for m in s.messes:
            gone.update(m)
        hidden = [m for m in MESS_IDS if m not in gone]
        rng.shuffle(hidden)
        marios = [m for m in MARIO_HUGO if m not in s.mario]
        size = view["mess_deck_count"]
        if len(hidden) + len(marios) != size:
            raise ValueError("view inconsistent: mess deck count")
        # the Mario Hugo cards still to come go where the deck recipe could have put them
        chosen = _unseen_mario_slots(s.mess_total - len(MARIO_HUGO), s.mess_drawn, len(s.mario),
                                     size, rng)
        top_first = hidden[:]
        for pos, mario in zip(chosen, marios):
            top_first.insert(pos, mario)
        s.mess_deck = list(reversed(top_first))
        return s

    # -- scoring ---------------------------------------------------------------------------------
    def score_pad(self, state: DAState) -> ScorePad:
        return score(state.cleaned, state.pools, state.wild, state.n)

    # -- logs, undo, hints ---------------------------------------------------------------------
    def is_barrier(self, event: Event) -> bool:
        # a hand card laid face up on the discard pile has been seen by everyone: no undo
        return (event.kind in _BARRIERS or (event.kind == "DogDrawn" and event["source"] == "deck")
                or (event.kind == "RecruitDiscarded" and event.data.get("source") == "hand")
                or event.kind == "HandDiscarded")

    def describe(self, event: Event, seat: int | None) -> LogLine | None:
        from .describe import describe

        return describe(self.redact(event, seat), seat)

    def hint(self, state: DAState, action: Action) -> ActionHint:
        """Reads only ``current``, ``phase`` and ``pools``, so the table can call it with a
        small stand-in built from a view."""
        k, a = action.kind, action.args
        seat = state.current
        def zone(card):
            if state.phase != WILD_PHASE and card in state.pools[seat]:
                return "pool"
            return "hand"
        if k == "change_supply":
            return ActionHint("dog_supply", None, "discard")
        if k == "recruit_discard":
            return ActionHint(zone(a[0]), a[0], "discard")
        if k == "draw_deck":
            return ActionHint("dog_deck", None, "hand")
        if k == "draw_supply":
            return ActionHint("dog_supply", a[0], "hand")
        if k == "pay":
            return ActionHint(zone(a[1]), a[1], f"mess:{a[0]}")
        if k == "discard":
            return ActionHint("hand", a[0], "discard")
        if k == "clean":
            return ActionHint(f"messes:{a[0]}", None, None)
        if k == "assign_wild":
            return ActionHint(f"mess:{a[0]}", a[0], f"colour:{a[1]}")
        return ActionHint()

    def check(self, state: DAState) -> None:
        """Every component in exactly one place (raises ValueError otherwise)."""
        dogs = list(state.dog_deck) + [c for c in state.dog_supply if c is not None] + list(state.discard)
        for s in range(state.n):
            dogs += state.hands[s] + state.pools[s]
        if sorted(dogs) != list(range(DOG_COUNT)):
            raise ValueError("dog cards are not conserved")
        cards = list(state.mess_deck) + [m for m in state.mess_supply if m is not None] + \
            list(state.mario) + list(state.removed) + list(state.mess_discard)
        for s in range(state.n):
            cards += state.messes[s]
            if not set(state.cleaned[s]) <= set(state.messes[s]):
                raise ValueError("a cleaned mess is not among the seat's messes")
        if sorted(cards) != list(range(35)):
            raise ValueError("mess cards are not conserved")
        if not set(state.pending_cards) <= set(state.hands[state.current] + state.pools[state.current]):
            raise ValueError("a pending payment card is not the active seat's")
        if len(set(state.pending_cards)) != len(state.pending_cards) or \
                (state.pending is None) != (not state.pending_cards):
            raise ValueError("the payment being laid is inconsistent")


# -- helpers ------------------------------------------------------------------------------------

def _int_arg(args: tuple, i: int) -> int:
    try:
        value = args[i]
    except IndexError:
        raise IllegalAction("error.bad_action") from None
    if not isinstance(value, int) or isinstance(value, bool):
        raise IllegalAction("error.bad_action")
    return value


def _reset_turn(state: DAState) -> None:
    state.phase = START
    state.recruit_discards = 0
    state.draws = 0
    state.supply_changes = 0
    state.pending = None
    state.pending_cards = []
    state.last_mess = None


def _draw_actions(state: DAState) -> list[Action]:
    if state.budget() <= 0:
        return []
    acts = [Action("draw_supply", (c,)) for c in state.dog_supply if c is not None]
    if state.dog_deck or state.discard:
        acts.insert(0, Action("draw_deck"))
    return acts


def _seat_order(state: DAState) -> list[int]:
    return [(state.current + i) % state.n for i in range(state.n)]


def _unassigned_wilds(state: DAState, seat: int) -> list[int]:
    return [m for m in state.cleaned[seat] if mess_kind(m) == WILD_KIND and m not in state.wild[seat]]


def _wild_owed(state: DAState, seat: int) -> bool:
    return state.phase == WILD_PHASE and bool(_unassigned_wilds(state, seat))


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


@lru_cache(maxsize=512)
def mario_layouts(plain_total: int, drawn: int, revealed: int) -> tuple[tuple, tuple]:
    """The ways build_mess_deck can have placed the Mario Hugo cards, given that ``revealed`` of
    them were among the first ``drawn`` cards, with their odds: two of the four piles, stacked
    under the other two, hold two each at random places in the lower half of the deck.  Each
    way is (piles, seen, split): the (start, length) of the part of each of the two piles that
    may hold them, how many cards of each part were drawn, and how many of the revealed Mario
    Hugo cards came from each."""
    base, extra = divmod(plain_total, 4)
    sizes = [base + (1 if i < extra else 0) for i in range(4)]
    cut = lower_half_start(plain_total + len(MARIO_HUGO))
    options, weights = [], []
    for a, b in permutations(range(4), 2):  # the two piles given Mario Hugo, upper one first
        top = sum(sizes[i] for i in range(4) if i not in (a, b))
        # each pile as the part of it where its two Mario Hugo cards may lie: in the lower
        # half of the whole deck (build_mess_deck), so a pile's places above the middle are
        # plain messes for sure
        whole = ((top, sizes[a] + 2), (top + sizes[a] + 2, sizes[b] + 2))
        piles = tuple(_low_part(start, length, cut) for start, length in whole)
        seen = tuple(min(max(drawn - start, 0), length) for start, length in piles)
        for upper in range(3):
            split = (upper, revealed - upper)
            if not 0 <= split[1] <= 2:
                continue
            weight = 1.0
            for (_, length), d, r in zip(piles, seen, split):
                weight *= comb(d, r) * comb(length - d, 2 - r) / comb(length, 2)
            if weight > 0:
                options.append((piles, seen, split))
                weights.append(weight)
    return tuple(options), tuple(weights)


def _low_part(start: int, length: int, cut: int) -> tuple[int, int]:
    """(start, length) of the places of a pile at ``start`` that may hold its Mario Hugo cards:
    those at or below ``cut``, keeping at least two (as build_mess_deck does)."""
    skip = min(max(cut - start, 0), length - 2)
    return start + skip, length - skip


def _unseen_mario_slots(plain_total: int, drawn: int, revealed: int, size: int,
                        rng: random.Random) -> list[int]:
    """Slots (from the top of the current mess deck of ``size`` cards) for the Mario Hugo cards
    not yet revealed, exactly as likely as the recipe makes them given what was seen, so a
    resampled deck is one the recipe can build."""
    missing = len(MARIO_HUGO) - revealed
    options, weights = mario_layouts(plain_total, drawn, revealed)
    if options:
        piles, seen, split = rng.choices(options, weights)[0]
        slots = sorted(start + p - drawn for (start, length), d, r in zip(piles, seen, split)
                       for p in rng.sample(range(d, length), 2 - r))
        if len(slots) == missing and all(0 <= p < size for p in slots):
            return slots
    # a hand-made position the recipe cannot produce: keep the cards at the bottom
    return list(range(size - missing, size))


def lower_half_start(deck_size: int) -> int:
    """The index (from the top) of the first card of the lower half of a deck of
    ``deck_size`` cards (the middle card of an odd deck is not counted in the lower half)."""
    return deck_size - deck_size // 2


def build_mess_deck(messes: list[int], rng: random.Random) -> list[int]:
    """The rulebook's recipe, top card first: shuffle the messes, split them into four
    similar piles, shuffle two Mario Hugo cards into each of two piles, stack those two and
    put the other two piles on top.  The books begin with the aim the recipe serves: "The four
    Mario Hugo cards must be randomly distributed in the lower half of the deck".  The recipe
    alone can leave one just above the middle, so a pile whose shuffle does that is shuffled
    again (every order allowed stays equally likely)."""
    messes = messes[:]
    rng.shuffle(messes)
    size, extra = divmod(len(messes), 4)
    piles, at = [], 0
    for i in range(4):
        take = size + (1 if i < extra else 0)
        piles.append(messes[at:at + take])
        at += take
    chosen = rng.sample(range(4), 2)
    marios = list(MARIO_HUGO)
    rng.shuffle(marios)
    cut = lower_half_start(len(messes) + len(MARIO_HUGO))
    start = sum(len(p) for i, p in enumerate(piles) if i not in chosen)
    for j, i in enumerate(chosen):
        pile = piles[i] + marios[2 * j: 2 * j + 2]
        # the pile's first place in the lower half (a tiny hand-made deck may have too few)
        first_low = min(max(cut - start, 0), len(pile) - 2)
        while True:
            rng.shuffle(pile)
            if not any(is_mario(c) for c in pile[:first_low]):
                break
        piles[i] = pile
        start += len(pile)
    top = [p for i, p in enumerate(piles) if i not in chosen]
    bottom = [piles[i] for i in chosen]
    return [c for p in top + bottom for c in p]


def score(cleaned: Sequence[Sequence[int]], pools: Sequence[Sequence[int]],
          wild: Sequence[dict], n: int) -> ScorePad:
    """The score pad: printed points, pool dogs, sets and the majorities of each colour."""
    categories = ["messes", "pool", "sets"] + [f"majority_{c}" for c in COLOURS]
    pad = ScorePad(categories, n)
    counts = [[0] * 4 for _ in range(n)]
    for s in range(n):
        for m in cleaned[s]:
            pad.add("messes", s, mess_points(m))
            col = mess_colour(m)
            if col == WILD:
                col = wild[s].get(m)
                if col is None:
                    continue  # unassigned wild (game not finished): no colour yet
            counts[s][col] += 1
        pad.set("pool", s, len(pools[s]))
        pad.set("sets", s, 5 * min(counts[s]))
    for col, name in enumerate(COLOURS):
        for s, pts in majority_points([counts[s][col] for s in range(n)]).items():
            pad.set(f"majority_{name}", s, pts)
    return pad


def majority_points(counts: Sequence[int]) -> dict[int, int]:
    """First majority 5, second 2; a tie for first shares 7 (rounded down) and leaves no
    second; a tie for second shares 2 (rounded down).  A seat with none of the colour gets
    nothing."""
    values = sorted({c for c in counts if c > 0}, reverse=True)
    if not values:
        return {}
    first = [s for s, c in enumerate(counts) if c == values[0]]
    if len(first) > 1:
        return {s: 7 // len(first) for s in first}
    points = {first[0]: 5}
    if len(values) > 1:
        second = [s for s, c in enumerate(counts) if c == values[1]]
        for s in second:
            points[s] = 2 // len(second)
    return points
