"""The Dog Lover engine (pure: no pygame, no I/O).  docs/rules/dog_lover.md has our rulings.

Phases (``state.phase``), ``state.current`` is the seat asked:

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

import random
from typing import Sequence

from dogtable.core.events import Event, register_event_types
from dogtable.core.rules import Action, ActionHint, IllegalAction, LogLine, Seat
from dogtable.core.scoring import ScorePad

from .cards import (
    ADOPTION, ALL_IDS, BONE, CUBES_IN_BOX, DOG, DOG_TRICKS, END_GAME_CARD, FETCH, FETCH_CARD,
    FOOD, FOOD_THIEF, JITTERBUG, RESCUE, RESCUE_BASE, RULE_BREAKER, STARTING_TRICKS, THING,
    TOUR_GUIDE, TRAINING, TRAIT, TRICK, WALK, BEST_FRIEND, DIRT_MONSTER, LANDLORD, TEACHERS_PET,
    TRAITS, dog_size, food, game_cards_for, hand_kind, is_dog, kind, line_cells, placements,
    rescue, thing, trait, trait_index, trick_cost, trick_shape,
)
from .scoring import CATEGORIES, score_seat

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

# chance, reveals and hand-overs: undo never crosses them
_BARRIERS = frozenset({"DlGameStarted", "DlTrickSideChosen", "DlTurnStarted", "DlShelterRefilled",
                       "DlTricksRefilled", "DlTurnEnded", "DlGridRefilled", "DlGameEnded"})
# what a forfeited trait's penalty takes from the hidden hand (the others: cubes, dogs, tricks)
HAND_PENALTIES = frozenset({THING, BONE, TRAINING, ADOPTION})

_ARITY = {"trick_side": 1, "place_watchdog": 1, "retrieve": 4, "fetch": 1, "tuck": 2,
          "attach": 2, "forfeit": 1, "gain": 1, "rescue": 1, "learn": 1, "pay": 1,
          "pay_cube": 1, "end_turn": 0}


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


# -- queries shared by decide and legal_actions ---------------------------------------------------

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


def tuck_refusal(state: DLState, seat: int, card: int, dog: int) -> str | None:
    """None if ``card`` may be tucked under ``dog`` now, else the reason key."""
    if state.owner(dog) != seat:
        return "dog_lover.error.not_your_dog"
    if _card_source(state, seat, card) is None:
        return "dog_lover.error.not_your_card"
    return _tuck_rule(state, card, dog)


def _tuck_rule(state: DLState, card: int, dog: int) -> str | None:
    """tuck_refusal for a card its seat may move and a dog of that seat (the legal moves pair
    only those, so they do not ask whose they are for each pair)."""
    t = _trait_on(state, dog)
    if t == JITTERBUG:
        return "dog_lover.error.jitterbug"
    k = _KIND_OF[card]   # a card the seat holds: a real id
    if t == RULE_BREAKER:
        return None  # any card but dogs and tricks, and neither can be in hand or pending
    under = [_KIND_OF[c] for c in state.tucked.get(dog, ())]
    if k == WALK:
        if t == TOUR_GUIDE or WALK not in under:
            return None
        return "dog_lover.error.one_walk"
    if k == TRAINING:
        if t == TEACHERS_PET or TRAINING not in under:
            return None
        return "dog_lover.error.one_training"
    if k == THING:
        if t == BEST_FRIEND:
            return None
        if _KIND_OF[dog] == RESCUE and rescue(dog).ability == "thing" and \
                rescue(dog).param == thing(card):
            return None
    elif k == BONE and t == DIRT_MONSTER:
        return None
    elif k == ADOPTION and t == LANDLORD:
        return None
    elif k == FOOD and t == FOOD_THIEF:
        return None
    return "dog_lover.error.cannot_tuck"


def attach_refusal(state: DLState, seat: int, card: int, dog: int) -> str | None:
    if card not in state.pending or kind(card) != TRAIT:
        return "dog_lover.error.no_such_trait"
    if state.owner(dog) != seat:
        return "dog_lover.error.not_your_dog"
    if dog in state.attached:
        return "dog_lover.error.has_trait"
    if dog_size(dog) != trait(card).size:
        return "dog_lover.error.wrong_size"
    return None


def _can_attach_somewhere(state: DLState, seat: int, card: int) -> bool:
    return any(attach_refusal(state, seat, card, d) is None for d in state.dogs[seat])


def _food_choice(state: DLState, seat: int) -> bool:
    """Could a food card be tucked instead of eaten (a Food Thief or a Rule Breaker)?"""
    return any(_trait_on(state, d) in (FOOD_THIEF, RULE_BREAKER) for d in state.dogs[seat])


def fresh_fetch_cell(state: DLState) -> int | None:
    """The grid cell of a Fetch card played this turn, else None.  The book lets the Fetch
    in the grid be taken "by any player on a future turn": not back on the turn it was laid
    (only a Fetch laid this turn can be in the grid while ``fetch_used`` is set)."""
    if not state.fetch_used or state.fetch_holder is not None:
        return None
    return next((c for c in range(GRID) if state.grid[c] == FETCH_CARD), None)


def _food_may_wait(state: DLState, seat: int) -> bool:
    """May a Food card just taken still be tucked this turn instead of eaten?  It must be used
    on the turn it is taken, so it waits while a Food Thief or Rule Breaker is attached, taken
    and not yet attached, or still in the grid within reach this turn."""
    if _food_choice(state, seat):
        return True
    thieves = (FOOD_THIEF, RULE_BREAKER)
    if any(kind(c) == TRAIT and trait_index(c) in thieves for c in state.pending):
        return True
    can_take = not state.retrieved or (state.fetch_holder == seat and not state.fetch_used)
    return can_take and any(c is not None and kind(c) == TRAIT and trait_index(c) in thieves
                            for c in state.grid)


def _usable_placements(state: DLState, trick: int):
    shape = trick_shape(trick, trick in state.special)
    watched = set(line_cells(state.watchdog)) if state.watchdog is not None else set()
    fresh = fresh_fetch_cell(state)
    for p in placements(shape):
        if any(state.grid[c] is None for c in p.cells):
            continue
        if fresh is not None and fresh in p.cells:
            continue
        if sum(1 for c in p.cells if c in watched) > 1:
            continue
        yield p


def _can_retrieve(state: DLState, seat: int) -> bool:
    return any(True for t in state.tricks[seat] for _ in _usable_placements(state, t))


def _penalty_items(state: DLState, seat: int, what: str | None) -> list[tuple[str, int, int]]:
    """(how, item, class) of everything a failed trait may take: equal classes are
    interchangeable, so a choice is only asked between different classes."""
    if what in (THING, BONE, TRAINING, ADOPTION):
        return [("card", c, thing(c) if what == THING else 0)
                for c in sorted(state.hands[seat]) if kind(c) == what]
    if what == "cube":
        return [("cube", col, col) for col in range(4) if state.cubes[seat][col] > 0]
    if what == "dog":
        return [("card", d, d) for d in state.dogs[seat]]
    if what == "trick":
        tricks = state.tricks[seat]
        return [("card", t, t) for t in tricks] if len(tricks) > 1 else []
    return []


def _penalty_is_forced(state: DLState, seat: int) -> bool:
    pen = state.penalty
    items = _penalty_items(state, seat, pen["what"])
    if not items or pen["left"] <= 0:
        return True
    count = sum(state.cubes[seat]) if pen["what"] == "cube" else len(items)
    return len({cls for _, _, cls in items}) <= 1 or count <= pen["left"]


class DogLoverRules:
    game_id = "dog_lover"
    min_players = 2
    max_players = 4

    # -- setting up ----------------------------------------------------------------------------
    def start(self, seats: Sequence[Seat], options: dict, rng: random.Random) -> list[Event]:
        n = len(seats)
        if not self.min_players <= n <= self.max_players:
            raise ValueError("Dog Lover takes 2 to 4 players")
        first = options.get("first_player", "random")
        if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < n:
            first = rng.randrange(n)
        sides = options.get("sides", "choose")
        if sides not in ("choose", "standard", "special"):
            sides = "choose"
        starting = list(STARTING_TRICKS)
        rng.shuffle(starting)
        cards = game_cards_for(n)
        dogs = [c for c in cards if kind(c) == DOG]
        rng.shuffle(dogs)
        dealt = dogs[:n]
        deck = [c for c in cards if c not in dealt]
        rng.shuffle(deck)
        below = BELOW_END_GAME[n]
        deck = deck[:len(deck) - below] + [END_GAME_CARD] + deck[len(deck) - below:]
        tricks = list(DOG_TRICKS)
        rng.shuffle(tricks)
        shelter = list(range(RESCUE_BASE, RESCUE_BASE + 15))
        rng.shuffle(shelter)
        box = sorted(set(range(120)) - set(cards)) + sorted(starting[n:])
        return [Event("DlGameStarted", {
            "players": n, "first": first, "sides": sides, "starting_tricks": starting[:n],
            "dogs": dealt, "box": box, "deck": deck, "trick_deck": tricks, "shelter_deck": shelter,
        })]

    def new_state(self) -> DLState:
        return DLState()

    def clone(self, state: DLState) -> DLState:
        return state.clone()

    def state_to_json(self, state: DLState) -> dict:
        return state.to_json()

    # -- who acts, what is legal ----------------------------------------------------------------
    def to_act(self, state: DLState) -> list[int]:
        return [] if state.phase == OVER or state.n == 0 else [state.current]

    def is_over(self, state: DLState) -> bool:
        return state.phase == OVER

    def legal_actions(self, state: DLState, seat: int | None) -> list[Action]:
        if state.phase == OVER or state.n == 0 or seat != state.current:
            return []
        phase = state.phase
        if phase == SIDES:
            return [Action("trick_side", (0,)), Action("trick_side", (1,))]
        if phase == WATCH:
            return [Action("place_watchdog", (line,)) for line in range(6)]
        if phase == PENALTY:
            return [Action("pay_cube" if how == "cube" else "pay", (item,))
                    for how, item, _ in _penalty_items(state, seat, state.penalty["what"])]
        acts: list[Action] = []
        if not state.retrieved:
            for t in state.tricks[seat]:
                acts += [Action("retrieve", (t, p.rotation, p.row, p.col))
                         for p in _usable_placements(state, t)]
        if state.fetch_holder == seat and not state.fetch_used:
            acts += [Action("fetch", (c,)) for c in range(GRID) if state.grid[c] is not None]
        held = [_KIND_OF[c] for c in state.hands[seat]]
        if held.count(ADOPTION) >= 2:
            acts += [Action("rescue", (slot,)) for slot in range(len(state.shelter))]
        trainings = held.count(TRAINING)
        acts += [Action("learn", (slot,)) for slot, t in enumerate(state.trick_display)
                 if trick_cost(t) <= trainings]
        movable = list(state.hands[seat]) + list(state.pending) + \
            ([FETCH_CARD] if state.fetch_holder == seat else [])
        for card in movable:        # the seat's own cards, under its own dogs
            for dog in state.dogs[seat]:
                if _tuck_rule(state, card, dog) is None:
                    acts.append(Action("tuck", (card, dog)))
        for card in state.pending:
            k = kind(card)
            if k == TRAIT:
                homes = [d for d in state.dogs[seat] if attach_refusal(state, seat, card, d) is None]
                acts += [Action("attach", (card, d)) for d in homes]
                if not homes:
                    acts.append(Action("forfeit", (card,)))
            elif k == FOOD:
                acts.append(Action("gain", (card,)))
        if self._end_refusal(state, seat) is None:
            acts.append(Action("end_turn"))
        return acts

    def _end_refusal(self, state: DLState, seat: int) -> str | None:
        if not state.retrieved and _can_retrieve(state, seat):
            return "dog_lover.error.retrieve_first"
        if any(kind(card) == TRAIT for card in state.pending):
            return "dog_lover.error.trait_pending"
        for card in state.pending:
            if kind(card) == WALK and any(tuck_refusal(state, seat, card, d) is None
                                          for d in state.dogs[seat]):
                return "dog_lover.error.walk_must_be_tucked"
        return None

    # -- deciding -----------------------------------------------------------------------------------
    def decide(self, state: DLState, seat: int | None, action: Action,
               rng: random.Random) -> list[Event]:
        if state.phase == OVER:
            raise IllegalAction("error.game_over")
        kind_, args = action.kind, action.args
        expected = _ARITY.get(kind_)
        if expected is None:
            raise IllegalAction("error.unknown_action", action=str(kind_))
        if len(args) != expected or not all(isinstance(a, int) and not isinstance(a, bool)
                                            for a in args):
            raise IllegalAction("error.bad_action")
        if not isinstance(seat, int) or isinstance(seat, bool) or seat != state.current \
                or state.n == 0:
            raise IllegalAction("error.not_your_turn")
        if any(not -1 < a < 10_000 for a in args):
            raise IllegalAction("error.bad_action")
        sim = _Sim(self, state)
        phase = state.phase

        if phase == SIDES:
            if kind_ != "trick_side":
                raise IllegalAction("dog_lover.error.choose_side_first")
            if args[0] not in (0, 1):
                raise IllegalAction("error.bad_action")
            sim.emit("DlTrickSideChosen", seat=seat, card=state.tricks[seat][0], special=args[0] == 1)
            return sim.events

        if phase == WATCH:
            if kind_ != "place_watchdog":
                raise IllegalAction("dog_lover.error.place_watchdog_first")
            if not 0 <= args[0] < 6:
                raise IllegalAction("dog_lover.error.bad_line")
            sim.emit("DlWatchDogPlaced", seat=seat, line=args[0])
            if state.round == 0:
                sim.emit("DlTurnStarted", seat=state.first, round=1)
            return sim.events

        if phase == PENALTY:
            pen = state.penalty
            items = _penalty_items(state, seat, pen["what"])
            if kind_ == "pay":
                if not any(how == "card" and item == args[0] for how, item, _ in items):
                    raise IllegalAction("dog_lover.error.not_a_penalty_item")
                sim.emit("DlPenaltyPaid", seat=seat, card=args[0], colour=None)
            elif kind_ == "pay_cube":
                if not any(how == "cube" and item == args[0] for how, item, _ in items):
                    raise IllegalAction("dog_lover.error.not_a_penalty_item")
                sim.emit("DlPenaltyPaid", seat=seat, card=None, colour=args[0])
            else:
                raise IllegalAction("dog_lover.error.pay_penalty_first")
            sim.settle_penalty(seat)
            return sim.events

        # phase == TURN
        handler = getattr(self, f"_decide_{kind_}", None)
        if handler is None or kind_ in ("trick_side", "place_watchdog", "pay", "pay_cube"):
            raise IllegalAction("dog_lover.error.not_now")
        handler(sim, seat, *args)
        return sim.events

    def _decide_retrieve(self, sim: "_Sim", seat: int, trick: int, rotation: int, row: int,
                         col: int) -> None:
        state = sim.s
        if state.retrieved:
            raise IllegalAction("dog_lover.error.already_retrieved")
        if trick not in state.tricks[seat]:
            raise IllegalAction("dog_lover.error.not_your_trick")
        shape = trick_shape(trick, trick in state.special)
        chosen = next((p for p in placements(shape)
                       if (p.rotation, p.row, p.col) == (rotation, row, col)), None)
        if chosen is None:
            raise IllegalAction("dog_lover.error.bad_placement")
        if any(state.grid[c] is None for c in chosen.cells):
            raise IllegalAction("dog_lover.error.empty_cell")
        fresh = fresh_fetch_cell(state)
        if fresh is not None and fresh in chosen.cells:
            raise IllegalAction("dog_lover.error.fetch_just_placed")
        if state.watchdog is not None and \
                sum(1 for c in chosen.cells if c in line_cells(state.watchdog)) > 1:
            raise IllegalAction("dog_lover.error.watch_dog")
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

    def _decide_fetch(self, sim: "_Sim", seat: int, cell: int) -> None:
        state = sim.s
        if state.fetch_holder != seat:
            raise IllegalAction("dog_lover.error.no_fetch")
        if state.fetch_used:
            raise IllegalAction("dog_lover.error.fetch_once")
        if not 0 <= cell < GRID or state.grid[cell] is None:
            raise IllegalAction("dog_lover.error.empty_cell")
        sim.take(seat, cell)
        sim.emit("DlFetchPlaced", seat=seat, cell=cell)

    def _decide_rescue(self, sim: "_Sim", seat: int, slot: int) -> None:
        state = sim.s
        adoptions = sorted(c for c in state.hands[seat] if kind(c) == ADOPTION)
        if len(adoptions) < 2:
            raise IllegalAction("dog_lover.error.two_adoptions")
        if not 0 <= slot < len(state.shelter):
            raise IllegalAction("dog_lover.error.no_such_slot")
        sim.emit("DlRescued", seat=seat, card=state.shelter[slot], slot=slot, adoptions=adoptions[:2])
        if state.shelter_deck:
            sim.emit("DlShelterRefilled", card=state.shelter_deck[-1])

    def _decide_learn(self, sim: "_Sim", seat: int, slot: int) -> None:
        state = sim.s
        if not 0 <= slot < len(state.trick_display):
            raise IllegalAction("dog_lover.error.no_such_slot")
        trick = state.trick_display[slot]
        trainings = sorted(c for c in state.hands[seat] if kind(c) == TRAINING)
        cost = trick_cost(trick)
        if len(trainings) < cost:
            raise IllegalAction("dog_lover.error.trainings", cost=cost)
        sim.emit("DlTrickLearned", seat=seat, card=trick, slot=slot, trainings=trainings[:cost])
        if state.trick_deck:
            sim.emit("DlTricksRefilled", card=state.trick_deck[-1])

    def _decide_tuck(self, sim: "_Sim", seat: int, card: int, dog: int) -> None:
        if not 0 <= card < ALL_IDS or not 0 <= dog < ALL_IDS or not is_dog(dog):
            raise IllegalAction("dog_lover.error.not_your_dog")
        reason = tuck_refusal(sim.s, seat, card, dog)
        if reason is not None:
            raise IllegalAction(reason)
        sim.emit("DlTucked", seat=seat, card=card, dog=dog)

    def _decide_attach(self, sim: "_Sim", seat: int, card: int, dog: int) -> None:
        if not 0 <= card < ALL_IDS or not 0 <= dog < ALL_IDS or not is_dog(dog):
            raise IllegalAction("dog_lover.error.not_your_dog")
        reason = attach_refusal(sim.s, seat, card, dog)
        if reason is not None:
            raise IllegalAction(reason)
        sim.emit("DlTraitAttached", seat=seat, card=card, dog=dog)

    def _decide_forfeit(self, sim: "_Sim", seat: int, card: int) -> None:
        state = sim.s
        if card not in state.pending or kind(card) != TRAIT:
            raise IllegalAction("dog_lover.error.no_such_trait")
        if _can_attach_somewhere(state, seat, card):
            raise IllegalAction("dog_lover.error.must_attach")
        t = trait(card)
        sim.emit("DlTraitForfeited", seat=seat, card=card, penalty=t.penalty, count=t.penalty_count)
        sim.settle_penalty(seat)

    def _decide_gain(self, sim: "_Sim", seat: int, card: int) -> None:
        if card not in sim.s.pending or kind(card) != FOOD:
            raise IllegalAction("dog_lover.error.no_such_food")
        sim.gain(seat, card)

    def _decide_end_turn(self, sim: "_Sim", seat: int) -> None:
        state = sim.s
        reason = self._end_refusal(state, seat)
        if reason is not None:
            raise IllegalAction(reason)
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

    # -- folding ------------------------------------------------------------------------------------
    def evolve(self, state: DLState, event: Event) -> DLState:
        k, d = event.kind, event.data
        if k == "DlGameStarted":
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
        elif k == "DlTrickSideChosen":
            if d["special"]:
                state.special = sorted(state.special + [d["card"]])
            state.sides_chosen += 1
            if state.sides_chosen >= state.n:
                state.phase, state.current = WATCH, (state.first - 1) % state.n
            else:
                state.current = (state.current + 1) % state.n
        elif k == "DlWatchDogPlaced" or k == "DlWatchDogMoved":
            state.watchdog = d["line"]
            if state.phase == WATCH:
                state.phase = TURN
        elif k == "DlTurnStarted":
            state.current, state.round = d["seat"], d["round"]
            state.phase = TURN
            state.retrieved = state.fetch_used = False
        elif k == "DlRetrieved":
            state.retrieved = True
            if d.get("free"):
                state.phase = WATCH
        elif k == "DlCardTaken":
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
        elif k == "DlFetchPlaced":
            state.grid[d["cell"]] = FETCH_CARD
            state.fetch_holder = None
            state.fetch_used = True
        elif k == "DlFoodGained":
            state.pending.remove(d["card"])
            state.discard.append(d["card"])
            state.supply[d["colour"]] -= d["count"]
            state.cubes[d["seat"]][d["colour"]] += d["count"]
        elif k == "DlTucked":
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
        elif k == "DlTraitAttached":
            state.pending.remove(d["card"])
            state.attached[d["dog"]] = d["card"]
        elif k == "DlTraitForfeited":
            state.pending.remove(d["card"])
            state.discard.append(d["card"])
            state.penalty = {"trait": d["card"], "what": d["penalty"], "left": d["count"]}
            state.phase = PENALTY
        elif k == "DlPenaltyPaid":
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
                    self._discard_dog(state, seat, card)
            state.penalty["left"] -= 1
        elif k == "DlPenaltyEnded":
            state.penalty = None
            state.phase = TURN
        elif k == "DlRescued":
            seat = d["seat"]
            state.shelter.remove(d["card"])
            for a in d["adoptions"]:
                state.hands[seat].remove(a)
                state.discard.append(a)
            state.dogs[seat].append(d["card"])
        elif k == "DlShelterRefilled":
            state.shelter.insert(0, state.shelter_deck.pop())
        elif k == "DlTrickLearned":
            seat = d["seat"]
            state.trick_display.remove(d["card"])
            for t in d["trainings"]:
                state.hands[seat].remove(t)
                state.discard.append(t)
            state.tricks[seat].append(d["card"])
        elif k == "DlTricksRefilled":
            state.trick_display.insert(0, state.trick_deck.pop())
        elif k == "DlWalkDiscarded":
            state.pending.remove(d["card"])
            state.discard.append(d["card"])
        elif k == "DlTurnEnded":
            pass
        elif k == "DlGridRefilled":
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
        elif k == "DlGameEnded":
            state.phase = OVER
        else:
            raise ValueError(f"unknown event {k}")
        return state

    @staticmethod
    def _discard_dog(state: DLState, seat: int, dog: int) -> None:
        """A dog leaves with everything attached to it and tucked under it."""
        state.dogs[seat].remove(dog)
        state.discard.append(dog)
        if dog in state.attached:
            state.discard.append(state.attached.pop(dog))
        for card in state.tucked.pop(dog, []):
            state.discard.append(card)

    # -- what each seat sees ------------------------------------------------------------------------
    def view(self, state: DLState, seat: int | None) -> dict:
        over = state.phase == OVER
        end_in = None
        if END_GAME_CARD in state.deck:
            end_in = len(state.deck) - 1 - state.deck.index(END_GAME_CARD)
        return {
            "seat": seat, "players": state.n, "first": state.first, "sides_mode": state.sides_mode,
            "current": state.current, "phase": state.phase, "round": state.round,
            "last_round": state.last_round,
            "grid": list(state.grid), "watchdog": state.watchdog,
            "deck_count": len(state.deck), "end_game_in": end_in,
            "trick_display": list(state.trick_display), "trick_deck_count": len(state.trick_deck),
            "shelter": list(state.shelter), "shelter_deck_count": len(state.shelter_deck),
            "supply": list(state.supply), "discard": list(state.discard), "box": list(state.box),
            "dogs": [[[dog, state.attached.get(dog), list(state.tucked.get(dog, []))]
                      for dog in dogs] for dogs in state.dogs],
            "tricks": [list(t) for t in state.tricks], "special": list(state.special),
            "cubes": [list(c) for c in state.cubes], "fetch_holder": state.fetch_holder,
            "hands": [list(h) if over or s == seat else None for s, h in enumerate(state.hands)],
            "hand_counts": [len(h) for h in state.hands],
            "pending": list(state.pending), "retrieved": state.retrieved,
            "fetch_used": state.fetch_used,
            "penalty": dict(state.penalty) if state.penalty else None,
            "sides_chosen": state.sides_chosen,
        }

    def redact(self, event: Event, seat: int | None) -> Event:
        if event.kind != "DlGameStarted":
            return event
        d = event.data
        deck = d["deck"]
        return event.with_data(
            deck=None, trick_deck=None, shelter_deck=None,
            grid=list(deck[:GRID]), deck_count=len(deck) - GRID,
            trick_display=list(d["trick_deck"][:DISPLAY]),
            shelter=list(d["shelter_deck"][:DISPLAY]))

    def resample(self, view: dict, seat: int, rng: random.Random) -> DLState:
        s = DLState()
        n = view["players"]
        s.n, s.first, s.sides_mode = n, view["first"], view["sides_mode"]
        s.current, s.phase, s.round = view["current"], view["phase"], view["round"]
        s.last_round = view["last_round"]
        s.grid = list(view["grid"])
        s.watchdog = view["watchdog"]
        s.trick_display = list(view["trick_display"])
        s.shelter = list(view["shelter"])
        s.supply = list(view["supply"])
        s.discard = list(view["discard"])
        s.box = list(view["box"])
        s.dogs, s.attached, s.tucked = [], {}, {}
        for entries in view["dogs"]:
            s.dogs.append([])
            for dog, attached, tucked in entries:
                s.dogs[-1].append(dog)
                if attached is not None:
                    s.attached[dog] = attached
                if tucked:
                    s.tucked[dog] = list(tucked)
        s.tricks = [list(t) for t in view["tricks"]]
        s.special = list(view["special"])
        s.cubes = [list(c) for c in view["cubes"]]
        s.fetch_holder = view["fetch_holder"]
        s.pending = list(view["pending"])
        s.retrieved, s.fetch_used = view["retrieved"], view["fetch_used"]
        s.penalty = dict(view["penalty"]) if view["penalty"] else None
        s.sides_chosen = view["sides_chosen"]

        seen = set(c for c in s.grid if c is not None) | set(s.discard) | set(s.box) | \
            set(s.pending) | set(s.attached.values())
        for dogs in s.dogs:
            seen.update(dogs)
        for cards in s.tucked.values():
            seen.update(cards)
        known_hands = [list(h) if h is not None else None for h in view["hands"]]
        for h in known_hands:
            if h is not None:
                seen.update(h)
        unseen = [c for c in game_cards_for(n) if c not in seen]
        rng.shuffle(unseen)
        in_hands = [c for c in unseen if hand_kind(c)]
        s.hands = []
        for i in range(n):
            if known_hands[i] is not None:
                s.hands.append(known_hands[i])
            else:
                count = view["hand_counts"][i]
                s.hands.append(in_hands[:count])
                del in_hands[:count]
        dealt = {c for h in s.hands for c in h}
        deck = [c for c in unseen if c not in dealt]   # top first
        if view["end_game_in"] is not None:
            deck.insert(view["end_game_in"], END_GAME_CARD)
        s.deck = deck[::-1]
        owned = set(s.trick_display) | set(s.discard) | {t for ts in s.tricks for t in ts}
        s.trick_deck = [t for t in DOG_TRICKS if t not in owned]
        rng.shuffle(s.trick_deck)
        placed = set(s.shelter) | set(s.discard) | {d for ds in s.dogs for d in ds}
        s.shelter_deck = [r for r in range(RESCUE_BASE, RESCUE_BASE + 15) if r not in placed]
        rng.shuffle(s.shelter_deck)
        return s

    # -- scoring, logs, undo, hints -------------------------------------------------------------------
    def score_pad(self, state: DLState) -> "DogLoverPad":
        pad = DogLoverPad(list(CATEGORIES), state.n)
        for seat in range(state.n):
            result = score_seat(state, seat)
            for category in CATEGORIES:
                pad.set(category, seat, getattr(result, category))
            pad.fed.append(len(result.fed))
            pad.fed_rescued.append(result.fed_rescued)
        pad.break_ties()
        return pad

    def is_barrier(self, event: Event) -> bool:
        if event.kind == "DlWatchDogPlaced":
            return False
        if event.kind == "DlPenaltyPaid" and event["card"] is not None:
            return True   # a hand card laid face up on the discard: the table has seen it
        if event.kind == "DlTraitForfeited" and event["penalty"] in HAND_PENALTIES:
            # a penalty paid from the hidden hand tells the table about that hand whatever
            # follows: that it held nothing to pay (the penalty ends unpaid), only one kind
            # (paid without asking) or different things (the player is asked to choose)
            return True
        return event.kind in _BARRIERS

    def describe(self, event: Event, seat: int | None):
        from .describe import describe

        return describe(self.redact(event, seat), seat)

    def hint(self, state: DLState, action: Action) -> ActionHint:
        k, a = action.kind, action.args
        if k == "retrieve":
            return ActionHint("tricks", a[0], "grid")
        if k == "fetch":
            return ActionHint("fetch", FETCH_CARD, f"grid:{a[0]}")
        if k == "tuck":
            source = _card_source(state, state.current, a[0]) if state.n else None
            return ActionHint(source, a[0], f"dog:{a[1]}")
        if k == "attach":
            return ActionHint("pending", a[0], f"dog:{a[1]}")
        if k == "forfeit":
            return ActionHint("pending", a[0], "discard")
        if k == "gain":
            return ActionHint("pending", a[0], "cubes")
        if k == "rescue":
            card = state.shelter[a[0]] if 0 <= a[0] < len(state.shelter) else None
            return ActionHint(f"shelter:{a[0]}", card, "dogs")
        if k == "learn":
            card = state.trick_display[a[0]] if 0 <= a[0] < len(state.trick_display) else None
            return ActionHint(f"tricks_display:{a[0]}", card, "tricks")
        if k == "pay":
            return ActionHint("play_area", a[0], "discard")
        if k == "pay_cube":
            return ActionHint("cubes", None, "supply")
        if k == "place_watchdog":
            return ActionHint("watchdog", None, f"line:{a[0]}")
        return ActionHint()

    def check(self, state: DLState) -> None:
        if state.n == 0:
            return
        zones = list(state.deck) + [c for c in state.grid if c is not None] + state.discard + \
            state.box + state.trick_deck + state.trick_display + state.shelter_deck + \
            state.shelter + state.pending + list(state.attached.values())
        for h in state.hands:
            zones += h
        for dogs in state.dogs:
            zones += dogs
        for t in state.tricks:
            zones += t
        for cards in state.tucked.values():
            zones += cards
        if state.fetch_holder is not None:
            zones.append(FETCH_CARD)
        if sorted(zones) != list(range(ALL_IDS)):
            raise ValueError("cards are not conserved")
        for colour in range(4):
            held = [c[colour] for c in state.cubes]
            if state.supply[colour] < 0 or min(held) < 0 or \
                    state.supply[colour] + sum(held) != CUBES_IN_BOX[colour]:
                raise ValueError("food cubes are not conserved")
        dogs_owned = {d for ds in state.dogs for d in ds}
        if not set(state.attached) <= dogs_owned or not set(state.tucked) <= dogs_owned:
            raise ValueError("a trait or tucked card on a dog nobody has")


class DogLoverPad(ScorePad):
    """The score pad, with the rulebook's tie-breaks: most fed dogs, then most fed rescued
    dogs; a tie after both is shared."""

    def __init__(self, categories, seats):
        super().__init__(categories, seats)
        self.fed: list[int] = []
        self.fed_rescued: list[int] = []

    def winners(self) -> list[int]:
        totals = self.totals()
        keys = [(totals[s], self.fed[s] if self.fed else 0,
                 self.fed_rescued[s] if self.fed_rescued else 0) for s in range(self.seats)]
        best = max(keys)
        return [s for s in range(self.seats) if keys[s] == best]

    def break_ties(self) -> None:
        totals = self.totals()
        top = [s for s in range(self.seats) if totals[s] == max(totals)]
        if len(top) < 2:
            return
        won = self.winners()
        # name the criterion that left the winner alone: among three tied seats the fed dogs
        # may only drop one of them, and the fed rescued dogs then decide between the others
        most_fed = max(self.fed[s] for s in top)
        still_tied = [s for s in top if self.fed[s] == most_fed]
        if len(won) > 1:
            reason = "shared"
        elif len(still_tied) == 1:
            reason = "fed"
        else:
            reason = "fed_rescued"
        for s in won:
            self.notes.append((f"dog_lover.tie_break.{reason}", {"seat": s}))


class _Sim:
    """Works out the events of one decision on a scratch copy of the state: each event is
    folded into the copy as it is made, so later steps see its effect."""

    def __init__(self, rules: DogLoverRules, state: DLState):
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
