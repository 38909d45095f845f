"""DOGS: the state of a game, its events and the frame every rule of the game is written in.

``state.phase`` names the decision waiting now and ``state.current`` the seat that takes it
(docs/rules/dogs_kennel.md):

  fuel     phase 1 opening (from round 2): buy fuel, $1 for 3, then say done
  move     phase 1: move the pick-up to a dog, go home, or stay home; special cards first
  arrange  end of phase 1: house the dogs brought home, redistribute, give up sick dogs
  offer    a donated dog is offered to this seat: accept (into a pen / arranged) or refuse
  place    phase 2: put a meeple on an action box and take one of its cards
  box      phase 2: the box's action (any number of steps), then end the turn
  feed     phase 3: not enough food: choose the pens to feed and the dogs that fall ill
  salary   phase 3: pay the helper (coin or card) or rehire one
  over

Each kind of action is one ``ActionRule``: the rule itself is a *refusal* (why the action is
not allowed now, or None when it is), and both the legal actions and ``decide``'s refusal
come from it.  A phase hands over to the next through ``begin_phase``, so the sections of the
round (trips, settling, city, upkeep) never import one another in a circle.
"""
from __future__ import annotations

import marshal
import operator
import random
from typing import Any, Callable

from dogtable.core.events import Event, register_event_types
from dogtable.core.rules import Refused

from ..components import FUEL, MAX_FUEL, MAX_SICK, card_kind
from ..pens import PENS, accepts, can_house_all, is_full_of_one_breed

FUEL_PHASE, MOVE, ARRANGE, OFFER, PLACE, BOX, FEED, SALARY, OVER = (
    "fuel", "move", "arrange", "offer", "place", "box", "feed", "salary", "over")
OUT, HOME, STAYED = "out", "home", "stayed"
HOME_POS = -1
CITY_HALL, WAREHOUSE, PET_SHOP, VETERINARY, DOG_FAIR = range(5)
BOXES = ("city_hall", "warehouse", "pet_shop", "veterinary", "dog_fair")
CARDS_PER_BOX = 2

EVENT_TYPES = {
    "DogsSetUp": ("players", "first", "board", "offers", "fair_top", "box", "city", "country",
                    "deck", "fair", "removed_lost"),
    "RoundBegan": ("round", "first"),
    "PhaseBegan": ("phase",),
    "Turn": ("phase", "seat"),
    "LastRound": ("reason",),
    "FuelBought": ("seat", "fuel"),
    "FuelDone": ("seat",),
    "DogsSwapped": ("seat", "card", "a", "b"),
    "SupplyDogTaken": ("seat", "card", "area", "dog", "reward"),
    "TruckMoved": ("seat", "to", "cost", "dog", "reward"),
    "StayedHome": ("seat",),
    "ReturnedHome": ("seat", "bonus"),
    "Unloaded": ("seat", "healthy", "sick"),
    "DogPlaced": ("seat", "dog", "pen"),
    "DogLifted": ("seat", "dog", "pen"),
    "Arranged": ("seat", "pens", "loose"),
    "VetCardUsed": ("seat", "card", "dogs"),
    "SickGivenUp": ("seat", "dog"),
    "ArrangeFinished": ("seat", "donated"),
    "PenBonus": ("seat", "pen"),
    "DonationOffered": ("donor", "dog", "to"),
    "DonationRefused": ("seat", "donor", "dog"),
    "DonationAccepted": ("seat", "donor", "dog", "pen"),
    "DonatedToFair": ("donor", "dog"),
    "MeeplePlaced": ("seat", "box", "slot", "card", "gain"),
    "FreeEntry": ("seat", "box", "card"),
    "PenBuilt": ("seat", "pen", "cost", "card"),
    "Exchanged": ("seat", "give", "get"),
    "PetShopBought": ("seat", "food", "medicine"),
    "DogCured": ("seat", "dog"),
    "DogSold": ("seat", "dog", "pen", "price", "card"),
    "DogBought": ("seat", "dog", "price"),
    "DogTraded": ("seat", "give", "pen", "take"),
    "ActionsDone": ("seat",),
    "Fed": ("seat", "pens"),
    "PenFed": ("seat", "pen"),
    "DogStarved": ("seat", "dog", "pen", "to_fair"),
    "SalaryPaid": ("seat", "card"),
    "HelperLost": ("seat",),
    "HelperRehired": ("seat", "card"),
    "HelperNotRehired": ("seat",),
    "OffersCleared": ("cards",),
    "CardsReshuffled": ("order", "count"),
    "CardsDealt": ("cards",),
    "FairRotated": ("top",),
    "BlockersCollected": ("spaces", "tokens"),
    "SuppliesShuffled": ("city", "country", "counts"),
    "BoardRefilled": ("spaces", "tokens"),
    "FinalScores": ("totals",),
}
register_event_types(EVENT_TYPES)

# the fields of the state, with a maker for an empty value (lists are per seat once started)
_FIELDS = {
    "n": int, "round": int, "first": int, "phase": str, "current": int, "last_round": bool,
    "res": list,            # per seat [fuel, money, food, medicine]
    "pens": list,           # per seat: five pens, each a list of tokens
    "built": list,          # per seat: pens built (2..5), built in index order
    "bonus_paid": list,     # per seat, per pen: the full-pen bonus has been paid
    "infirmary": list, "truck": list, "loose": list, "brought_sick": list,
    "locked": list,         # dogs already moved in this arrangement turn
    "pos": list,            # per seat: a space, CENTER or HOME_POS
    "status": list,         # per seat: OUT, HOME, STAYED (phase 1)
    "moved_any": bool, "returned": list,
    "don_dogs": list, "don_donors": list, "don_sick": list,   # the donation queue
    "offer_to": lambda: None,
    "helper": list, "helper_paid": list,
    "occupants": list,      # per box: seats, in the order they came
    "placed": list,         # per seat: meeples placed this round
    "offers": list,         # per box: two card slots (None once taken)
    "hands": list, "deck": list, "discard": list, "fair_deck": list, "fair_seen": list,
    "removed_cards": list,
    "supply": list,         # [city, country], the top token last
    "board": list,          # per space: a token or None
    "fair": list, "box_tokens": list, "removed_lost": list,
    "visit": lambda: -1, "uses": int, "feed_left": list,
}

# what no seat may see (replaced in views by counts or holes)
_SECRET = ("supply", "deck", "fair_deck", "removed_lost")


class KState:
    __slots__ = tuple(_FIELDS)

    def __init__(self) -> None:
        for name, make in _FIELDS.items():
            setattr(self, name, make())

    def clone(self) -> "KState":
        c = KState.__new__(KState)
        for name, value in zip(self.__slots__, _copied_fields(self)):
            setattr(c, name, value)
        return c

    def to_json(self) -> dict:
        return dict(zip(self.__slots__, _copied_fields(self)))

    # -- small readers ----------------------------------------------------------------------
    def order(self) -> list[int]:
        """Seats in turn order, the start player first."""
        return [(self.first + i) % self.n for i in range(self.n)]

    def meeples(self, seat: int) -> int:
        return 2 if self.helper[seat] else 1

    def cards_of(self, seat: int, kind: str) -> list[int]:
        return sorted(c for c in self.hands[seat] if card_kind(c) == kind)

    def holds(self, seat: int, kind: str) -> bool:
        """The seat has a card of ``kind`` (cards_of without the list, for the rules)."""
        return any(card_kind(c) == kind for c in self.hands[seat])

    def pen_of(self, seat: int, dog: int) -> int | None:
        for p, pen in enumerate(self.pens[seat]):
            if dog in pen:
                return p
        return None

    def healthy(self, seat: int) -> list[int]:
        return [t for pen in self.pens[seat] for t in pen]

    def box_capacity(self) -> int:
        return 1 if self.n == 2 else 2

    def fair_price(self) -> int:
        return max(1, 10 - len(self.fair))

    def variety_points(self) -> int:
        return 4 if self.n == 2 else 2


def _deep(value):
    if isinstance(value, list):
        return [_deep(v) for v in value]
    return value


_field_values = operator.attrgetter(*_FIELDS)


def _copied_fields(state: KState) -> tuple:
    """Every field's value with its lists copied at every depth, as ``_deep`` copies them.

    A state holds only lists, ints, strings, bools and None, which marshal copies in one C
    call, several times faster than the walk (``decide`` clones the state for every act and
    each view copies it).  Format version 2 keeps no references, so no copy shares a list."""
    return marshal.loads(marshal.dumps(_field_values(state), 2))


class _Step:
    """The scratch copy a decision is worked out on, and the events it produced."""

    def __init__(self, rules, state: KState, rng: random.Random):
        self.rules = rules
        self.s = state
        self.rng = rng
        self.events: list[Event] = []

    def emit(self, kind: str, **data) -> None:
        event = Event(kind, data)
        self.events.append(event)
        self.rules.evolve(self.s, event)


# -- rules as refusals (core.rules.ActionRule) ---------------------------------------------------

ERROR = "dogs_kennel.error."


def refuse(key: str, **params: Any) -> Refused:
    """The refusal ``dogs_kennel.error.<key>``."""
    return ERROR + key, params


# -- the round: each phase hands over to the next -----------------------------------------------

# phase -> what opens it once PhaseBegan is folded (filled by the section that plays the phase)
OPENERS: dict[str, Callable[["_Step"], None]] = {}


def opens(phase: str):
    def register(opener):
        OPENERS[phase] = opener
        return opener
    return register


def begin_phase(step: _Step, phase: str) -> None:
    step.emit("PhaseBegan", phase=phase)
    OPENERS[phase](step)


def _start_round(step: _Step, number: int, first: int) -> None:
    step.emit("RoundBegan", round=number, first=first)
    begin_phase(step, MOVE if number == 1 else FUEL_PHASE)   # no fuel to buy in round 1


def _after(s: KState, seat: int) -> list[int]:
    """The seats that come after ``seat`` in this round's turn order (start player first)."""
    order = s.order()
    return order[order.index(seat) + 1:]


# -- small rules several sections share ------------------------------------------------------------

def _fits_somewhere(s: KState, seat: int, dog: int, without: int | None = None) -> bool:
    for p in range(s.built[seat]):
        pen = [t for t in s.pens[seat][p] if t != without]
        if len(pen) < 4 and accepts(pen, dog):
            return True
    return False


def _can_accept(s: KState, seat: int, dog: int, sick: bool) -> bool:
    if sick:
        return len(s.infirmary[seat]) < MAX_SICK
    return can_house_all(s.healthy(seat) + [dog], s.built[seat])


def _pay_pen_bonuses(step: _Step, seat: int) -> None:
    s = step.s
    for p in range(PENS):
        if not s.bonus_paid[seat][p] and is_full_of_one_breed(s.pens[seat][p]):
            step.emit("PenBonus", seat=seat, pen=p)


def _discard(s: KState, seat: int, card: int | None) -> None:
    if card is not None:
        s.hands[seat].remove(card)
        s.discard.append(card)


def _gain(s: KState, seat: int, r: int, amount: int) -> None:
    s.res[seat][r] += amount
    if r == FUEL and s.res[seat][FUEL] > MAX_FUEL:
        s.res[seat][FUEL] = MAX_FUEL


def _f_nothing(s: KState, d: dict) -> None:
    pass
