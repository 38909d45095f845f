"""The DOGS engine (pure: no pygame, no I/O).

A round has three phases.  ``state.phase`` names the decision waiting now and
``state.current`` the seat that takes it:

  fuel     phase 1 opening (from round 2): buy fuel, $1 for 3, then say done
  move     phase 1: move the pick-up to a dog, go home, or stay home; special cards first
  arrange  end of phase 1: house the dogs brought home, redistribute, give up sick dogs
  offer    a donated dog is offered to this seat: accept (into a pen / arranged) or refuse
  place    phase 2: put a meeple on an action box and take one of its cards
  box      phase 2: the box's action (any number of steps), then end the turn
  feed     phase 3: not enough food: choose the pens to feed and the dogs that fall ill
  salary   phase 3: pay the helper (coin or card) or rehire one
  over

Everything a player does is public except the order of the face-down piles (the two dog
supplies, the card deck, the unrevealed Fair cards) and, with two players, which lost dogs went
back to the box.  ``decide`` works out the events on a scratch copy (each event folded as it
is produced) so that the automatic steps that follow an action see its effect; ``evolve`` alone
changes a real state.  docs/rules/dogs_kennel.md records our rulings.
"""
from __future__ import annotations

import marshal
import operator
import random
from typing import Callable, Sequence

from dogtable.core.events import Event, register_event_types
from dogtable.core.rules import Action, ActionHint, IllegalAction, LogLine, Seat
from dogtable.core.scoring import ScorePad

from . import board as mapdata
from .board import CENTER, REWARD, space_area, travel_costs
from .components import (
    ALL_TOKENS, AREAS, BLOCKERS, BUILD_COST, COUNTRY, CITY, DISCOUNT, FAIR_BREEDS, FAIR_CARDS,
    FOOD, FREE_ENTRY, FUEL, FUEL_PER_COIN, GOODS, HEALTHY, HELPER, LOST, MAX_FUEL, MAX_SICK,
    MEDICINE, MONEY, PET_SHOP_TOKENS, PRIZE, REMOVED_BREEDS, SALE_BONUS, SALE_PRICE, SICK,
    START_RESOURCES, SWAP, TAKE_DOG, TRAINED, VET, action_deck, area, breed, card_amount,
    card_kind, card_resource, is_blocker, removed_cards, status, tokens_of_breed,
)
from .pens import (
    BUILT_AT_START, EXTRA_PEN_POINTS, PENS, accepts, best_arrangement, can_house_all,
    is_full_of_one_breed, pen_points,
)

FUEL_PHASE, MOVE, ARRANGE, OFFER, PLACE, BOX, FEED, SALARY, OVER = (
    "fuel", "move", "arrange", "offer", "place", "box", "feed", "salary", "over")
OUT, HOME, STAYED = "out", "home", "stayed"
HOME_POS = -1
CITY_HALL, WAREHOUSE, PET_SHOP, VETERINARY, DOG_FAIR = range(5)
BOXES = ("city_hall", "warehouse", "pet_shop", "veterinary", "dog_fair")
CARDS_PER_BOX = 2
EXCHANGES_PER_VISIT = 2
SICK_PENALTY = -2
HELPER_POINTS = 2
GOODS_PER_POINT = 3
TWO_PLAYER_MIX_PENALTY = -5

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

# chance (shuffles) and reveals (a face-down token or card turned up): undo stops there
_BARRIERS = frozenset({"DogsSetUp", "CardsReshuffled", "CardsDealt", "FairRotated",
                       "SuppliesShuffled", "BoardRefilled", "SupplyDogTaken"})

# the decision passes on (a new turn, a new phase, a donation offered, the end): undo stops
# there, so a move is never taken back once another seat may have acted on it
_HAND_OVER = frozenset({"Turn", "PhaseBegan", "DonationOffered", "FinalScores"})

# action kind -> number of int arguments
_ARITY = {
    "buy_fuel": 0, "fuel_done": 0,
    "move": 1, "return_home": None, "stay_home": 0, "swap_dogs": 2, "take_dog": 1,
    "place": 2, "lift": 1, "arrange_best": 0, "vet_card": 0, "give_up_sick": 1, "finish": 0,
    "accept": 1, "accept_best": 0, "accept_sick": 0, "refuse": 0,
    "place_meeple": 2, "free_entry": 1,
    "build": 0, "build_discount": 0, "exchange": 2, "pet_buy": 1, "cure": 1, "sell": 2,
    "buy_dog": 1, "trade": 2, "end_turn": 0,
    "feed": 1, "starve": 1,
    "pay_salary": 0, "pay_salary_card": 0, "rehire": 0, "rehire_card": 0, "no_rehire": 0,
}

_PHASE_KINDS = {
    FUEL_PHASE: ("buy_fuel", "fuel_done"),
    MOVE: ("swap_dogs", "take_dog", "move", "return_home", "stay_home"),
    ARRANGE: ("place", "lift", "arrange_best", "vet_card", "give_up_sick", "finish"),
    OFFER: ("accept", "accept_best", "accept_sick", "refuse"),
    PLACE: ("place_meeple", "free_entry"),
    BOX: ("place", "build", "build_discount", "exchange", "pet_buy", "cure", "sell", "buy_dog",
          "trade", "end_turn"),
    FEED: ("feed", "starve"),
    SALARY: ("pay_salary", "pay_salary_card", "rehire", "rehire_card", "no_rehire"),
    OVER: (),
}

_BOX_KINDS = {"build": CITY_HALL, "build_discount": CITY_HALL, "exchange": WAREHOUSE,
              "pet_buy": PET_SHOP, "cure": VETERINARY, "sell": DOG_FAIR, "buy_dog": DOG_FAIR,
              "trade": DOG_FAIR}

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


class KennelScorePad(ScorePad):
    """Ties on points go to the kennel with more healthy dogs (rulebook); a tie on both is
    shared."""

    def __init__(self, categories, seats, tiebreak: list[int]):
        super().__init__(categories, seats)
        self.tiebreak = list(tiebreak)

    def winners(self) -> list[int]:
        totals = self.totals()
        best = max(totals)
        tied = [s for s, t in enumerate(totals) if t == best]
        most = max(self.tiebreak[s] for s in tied)
        return [s for s in tied if self.tiebreak[s] == most]


class _Step:
    """The scratch copy a decision is worked out on, and the events it produced."""

    def __init__(self, rules: "DogsKennelRules", state: KState, rng: random.Random):
        self.rules = rules
        self.s = state
        self.rng = rng
        self.events: list[Event] = []

    def emit(self, kind: str, **data) -> None:
        event = Event(kind, data)
        self.events.append(event)
        self.rules.evolve(self.s, event)


class DogsKennelRules:
    game_id = "dogs_kennel"
    min_players = 2
    max_players = 4

    # -- setting up ------------------------------------------------------------------------------
    def start(self, seats: Sequence[Seat], options: dict, rng: random.Random) -> list[Event]:
        n = len(seats)
        if not self.min_players <= n <= self.max_players:
            raise ValueError("DOGS takes 2 to 4 players")
        first = options.get("first_player", "random")
        if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < n:
            first = rng.randrange(n)
        gone = REMOVED_BREEDS[n]
        box = sorted(t for b in gone for t in tokens_of_breed(b))
        piles: list[list[int]] = []
        removed_lost: list[int] = []
        for a in (CITY, COUNTRY):
            pile = [t for t in ALL_TOKENS if not is_blocker(t) and area(t) == a and breed(t) not in gone]
            if n == 2:
                lost = [t for t in pile if status(t) == LOST]
                out = rng.choice(lost)
                removed_lost.append(out)
                pile.remove(out)
                pile += [b for b in BLOCKERS if area(b) == a]
            rng.shuffle(pile)
            piles.append(pile)
        board = []
        for space in mapdata.SPACES:
            board.append(piles[space_area(space)].pop())
        deck = action_deck(n)
        rng.shuffle(deck)
        offers = [deck.pop() for _ in range(len(BOXES) * CARDS_PER_BOX)]
        fair = list(FAIR_CARDS)
        rng.shuffle(fair)
        step = _Step(self, KState(), rng)
        step.emit("DogsSetUp", players=n, first=first, board=board, offers=offers,
                  fair_top=fair[0], box=box, city=piles[CITY], country=piles[COUNTRY], deck=deck,
                  fair=fair, removed_lost=sorted(removed_lost))
        _start_round(step, 1, first)
        return step.events

    def new_state(self) -> KState:
        return KState()

    def clone(self, state: KState) -> KState:
        return state.clone()

    def state_to_json(self, state: KState) -> dict:
        return state.to_json()

    # -- who acts, what is legal -------------------------------------------------------------------
    def to_act(self, state: KState) -> list[int]:
        if state.phase in (OVER, "") or state.n == 0:
            return []
        return [state.current]

    def is_over(self, state: KState) -> bool:
        return state.phase == OVER

    def legal_actions(self, state: KState, seat: int | None) -> list[Action]:
        if seat is None or seat not in self.to_act(state):
            return []
        out: list[Action] = []
        for kind in _PHASE_KINDS[state.phase]:
            out += _legal_of_kind(state, seat, kind)
        return out

    # -- deciding ------------------------------------------------------------------------------------
    def decide(self, state: KState, seat: int | None, action: Action,
               rng: random.Random) -> list[Event]:
        if state.phase == OVER:
            raise IllegalAction("error.game_over")
        kind, args = action.kind, action.args
        if kind not in _ARITY:
            raise IllegalAction("error.unknown_action", action=str(kind))
        arity = _ARITY[kind]
        if arity is not None and len(args) != arity or arity is None and len(args) > 1 or \
                not all(isinstance(a, int) and not isinstance(a, bool) for a in args):
            raise IllegalAction("error.bad_action")
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in self.to_act(state):
            raise IllegalAction("error.not_your_turn")
        if kind not in _PHASE_KINDS[state.phase]:
            raise IllegalAction(f"dogs_kennel.error.not_now_{state.phase}")
        if action not in _legal_of_kind(state, seat, kind):
            raise _refusal(state, seat, kind, args)
        step = _Step(self, state.clone(), rng)
        _HANDLERS[kind](step, seat, *args)
        return step.events

    # -- folding ----------------------------------------------------------------------------------------
    def evolve(self, state: KState, event: Event) -> KState:
        k, d = event.kind, event.data
        s = state
        fold = _FOLDS.get(k)
        if fold is None:
            raise ValueError(f"unknown event {k}")
        fold(s, d)
        return s

    # -- what each seat sees ---------------------------------------------------------------------------
    def view(self, state: KState, seat: int | None) -> dict:
        out = state.to_json()
        for name in _SECRET:
            out.pop(name)
        out["seat"] = seat
        out["supply_counts"] = [len(p) for p in state.supply]
        out["deck_count"] = len(state.deck)
        seen = set(state.fair_seen)
        out["fair_deck"] = [c if c in seen else None for c in state.fair_deck]
        out["removed_lost_count"] = len(state.removed_lost)
        out["fair_price"] = state.fair_price() if state.n else 0
        return out

    def redact(self, event: Event, seat: int | None) -> Event:
        k = event.kind
        if k == "DogsSetUp":
            return event.with_data(city=None, country=None, deck=None, fair=None, removed_lost=None)
        if k == "CardsReshuffled":
            return event.with_data(order=None)
        if k == "SuppliesShuffled":
            return event.with_data(city=None, country=None)
        return event

    def resample(self, view: dict, seat: int, rng: random.Random) -> KState:
        s = KState()
        for name in _FIELDS:
            if name not in _SECRET:
                setattr(s, name, _deep(view[name]))
        if not s.n:
            return s
        known = set(t for t in s.board if t is not None) | set(s.fair) | set(s.box_tokens) | \
            set(s.don_dogs)
        for seat_ in range(s.n):
            known |= set(s.truck[seat_]) | set(s.infirmary[seat_]) | set(s.loose[seat_])
            for pen in s.pens[seat_]:
                known |= set(pen)
        s.supply = [[], []]
        s.removed_lost = []
        for a in (CITY, COUNTRY):
            unseen = [t for t in ALL_TOKENS if area(t) == a and t not in known
                      and (s.n == 2 or not is_blocker(t))]
            rng.shuffle(unseen)
            if view["removed_lost_count"]:
                lost = [t for t in unseen if not is_blocker(t) and status(t) == LOST]
                out = rng.choice(lost)
                unseen.remove(out)
                s.removed_lost.append(out)
            s.supply[a] = unseen
        s.removed_lost.sort()
        shown = set(c for row in s.offers for c in row if c is not None) | set(s.discard) | \
            set(s.removed_cards)
        for hand in s.hands:
            shown |= set(hand)
        unseen_cards = [c for c in action_deck(s.n) if c not in shown]
        rng.shuffle(unseen_cards)
        s.deck = unseen_cards
        hidden_fair = [c for c in FAIR_CARDS if c not in set(s.fair_seen)]
        rng.shuffle(hidden_fair)
        s.fair_deck = [c if c is not None else hidden_fair.pop() for c in view["fair_deck"]]
        return s

    # -- scoring, logs, undo, hints -------------------------------------------------------------------
    def score_pad(self, state: KState) -> KennelScorePad:
        rows = score_rows(state)
        cats = list(rows)
        pad = KennelScorePad(cats, state.n, [len(state.healthy(s)) for s in range(state.n)])
        for cat, values in rows.items():
            for seat, pts in enumerate(values):
                pad.set(cat, seat, pts)
        totals = pad.totals()
        best = max(totals)
        tied = [s for s, t in enumerate(totals) if t == best]
        if len(tied) > 1:
            for s in pad.winners():
                pad.notes.append(("dogs_kennel.score.tie_broken",
                                  {"player": s, "dogs": pad.tiebreak[s]}))
        return pad

    def is_barrier(self, event: Event) -> bool:
        return event.kind in _BARRIERS or event.kind in _HAND_OVER

    def describe(self, event: Event, seat: int | None):
        from .describe import describe

        return describe(self.redact(event, seat), seat)

    def hint(self, state: KState, action: Action) -> ActionHint:
        k, a = action.kind, action.args
        seat = state.current
        if k == "move":
            return ActionHint(f"truck:{seat}", state.board[a[0]], f"space:{a[0]}")
        if k == "swap_dogs":
            return ActionHint(f"space:{a[0]}", state.board[a[0]], f"space:{a[1]}")
        if k == "take_dog":
            return ActionHint(f"supply:{AREAS[a[0]]}", None, f"truck:{seat}")
        if k in ("return_home", "stay_home"):
            return ActionHint(f"truck:{seat}", None, f"kennel:{seat}")
        if k == "place":
            return ActionHint("loose", a[0], f"pen:{seat}:{a[1]}")
        if k == "lift":
            return ActionHint(f"pen:{seat}:{state.pen_of(seat, a[0])}", a[0], "loose")
        if k == "accept":
            return ActionHint("donation", state.don_dogs[0] if state.don_dogs else None,
                              f"pen:{seat}:{a[0]}")
        if k == "accept_sick":
            return ActionHint("donation", state.don_dogs[0] if state.don_dogs else None,
                              f"infirmary:{seat}")
        if k == "place_meeple":
            return ActionHint(f"meeples:{seat}", state.offers[a[0]][a[1]], f"box:{a[0]}")
        if k == "free_entry":
            return ActionHint(f"meeples:{seat}", None, f"box:{a[0]}")
        if k in ("cure", "give_up_sick"):
            return ActionHint(f"infirmary:{seat}", a[0], "loose" if k == "cure" else "donation")
        if k in ("sell", "trade"):
            return ActionHint(f"pen:{seat}:{state.pen_of(seat, a[0])}", a[0], "fair")
        if k == "buy_dog":
            return ActionHint("fair", None, "loose")
        if k == "starve":
            return ActionHint(f"pen:{seat}:{state.pen_of(seat, a[0])}", a[0], f"infirmary:{seat}")
        return ActionHint()

    def check(self, state: KState) -> None:
        if not state.n:
            return
        n = state.n
        tokens = [t for pile in state.supply for t in pile] + \
            [t for t in state.board if t is not None] + state.fair + state.box_tokens + \
            state.removed_lost + state.don_dogs
        for s in range(n):
            tokens += state.truck[s] + state.infirmary[s] + state.loose[s]
            for pen in state.pens[s]:
                tokens += pen
        if sorted(tokens) != list(ALL_TOKENS if n == 2 else ALL_TOKENS[:len(ALL_TOKENS) - 6]):
            raise ValueError("dog tokens are not conserved")
        cards = list(state.deck) + state.discard + state.removed_cards + state.fair_deck + \
            [c for row in state.offers for c in row if c is not None]
        for h in state.hands:
            cards += h
        if sorted(cards) != list(range(44)):
            raise ValueError("cards are not conserved")
        for s in range(n):
            if any(v < 0 for v in state.res[s]) or state.res[s][FUEL] > MAX_FUEL:
                raise ValueError("a resource count is out of range")
            if state.phase not in (ARRANGE, OFFER) and len(state.infirmary[s]) > MAX_SICK:
                raise ValueError("an infirmary holds more than six sick dogs")
            for p, pen in enumerate(state.pens[s]):
                if pen and (p >= state.built[s] or not _pen_ok(pen)):
                    raise ValueError("a pen holds dogs it may not")
            on_boxes = sum(occ.count(s) for occ in state.occupants)
            if on_boxes != state.placed[s] or state.placed[s] > 2:
                raise ValueError("meeples are not conserved")
        trucks = [p for p in state.pos if 0 <= p < 16]
        if len(trucks) != len(set(trucks)):
            raise ValueError("two pick-ups share a space")


def _pen_ok(pen) -> bool:
    from .pens import counts, valid_counts

    return valid_counts(counts(pen))


# -- scoring ----------------------------------------------------------------------------------------

def score_rows(state: KState) -> dict[str, list[int]]:
    """The score pad's rows (rulebook, final scoring), per seat."""
    n = state.n
    rows: dict[str, list[int]] = {c: [0] * n for c in
                                  ("pens", "extra_pens", "breeds", "helper", "resources", "sick")}
    if n == 2:
        rows["mixed"] = [0] * n
    for s in range(n):
        pens = state.pens[s]
        rows["pens"][s] = sum(pen_points(p) for p in pens)
        rows["extra_pens"][s] = sum(EXTRA_PEN_POINTS[i] for i, p in enumerate(pens)
                                    if p and i < state.built[s])
        breeds = {breed(t) for p in pens for t in p}
        rows["breeds"][s] = state.variety_points() * len(breeds)
        rows["helper"][s] = HELPER_POINTS if state.helper[s] and state.helper_paid[s] else 0
        fuel, _, food, med = state.res[s]
        rows["resources"][s] = (fuel + food + med) // GOODS_PER_POINT
        rows["sick"][s] = SICK_PENALTY * len(state.infirmary[s])
        if n == 2:
            areas = {area(t) for p in pens for t in p}
            rows["mixed"][s] = 0 if areas == {CITY, COUNTRY} else TWO_PLAYER_MIX_PENALTY
    return rows


# -- legal actions, kind by kind ------------------------------------------------------------------------

def _blocked(s: KState) -> frozenset[int]:
    # frozen: travel_costs caches by it
    return frozenset(sp for sp, t in enumerate(s.board) if t is not None and is_blocker(t))


def _destinations(s: KState, seat: int) -> dict[int, int]:
    """Spaces the seat's pick-up may stop on now, with their fuel cost."""
    here = s.pos[seat]
    if here == HOME_POS or s.status[seat] != OUT:
        return {}
    costs = travel_costs(here, _blocked(s))
    trucks = {p for i, p in enumerate(s.pos) if i != seat}
    fuel = s.res[seat][FUEL]
    return {sp: c for sp, c in costs.items()
            if s.board[sp] is not None and not is_blocker(s.board[sp]) and sp not in trucks
            and c <= fuel - 1}   # one token always stays for the way home


def _bonus_due(s: KState, seat: int) -> bool:
    first = not s.returned and s.n > 2
    last = all(st != OUT for i, st in enumerate(s.status) if i != seat)
    return first or last


def _fits_somewhere(s: KState, seat: int, dog: int, without: int | None = None) -> bool:
    for p in range(s.built[seat]):
        pen = [t for t in s.pens[seat][p] if t != without]
        if len(pen) < 4 and accepts(pen, dog):
            return True
    return False


def _supply_dog(s: KState, a: int) -> int | None:
    for t in reversed(s.supply[a]):
        if not is_blocker(t):
            return t
    return None


def _fair_breeds(s: KState) -> list[int]:
    return sorted({breed(t) for t in s.fair})


def _fair_token(s: KState, b: int) -> int | None:
    found = [t for t in s.fair if breed(t) == b]
    return min(found) if found else None


def _wanted_breeds(s: KState) -> tuple[int, ...]:
    return FAIR_BREEDS[s.fair_deck[0] - FAIR_CARDS[0]] if s.fair_deck else ()


def _can_accept(s: KState, seat: int, dog: int, sick: bool) -> bool:
    if sick:
        return len(s.infirmary[seat]) < MAX_SICK
    return can_house_all(s.healthy(seat) + [dog], s.built[seat])


def _legal_of_kind(s: KState, seat: int, kind: str) -> list[Action]:
    A = Action
    res = s.res[seat]
    if kind == "buy_fuel":
        return [A(kind)] if res[MONEY] >= 1 and res[FUEL] < MAX_FUEL else []
    if kind == "fuel_done":
        return [A(kind)]
    if kind == "move":
        return [A(kind, (sp,)) for sp in sorted(_destinations(s, seat))]
    if kind == "return_home":
        if s.pos[seat] in (CENTER, HOME_POS) or res[FUEL] < 1:
            return []
        if _bonus_due(s, seat):
            return [A(kind, (g,)) for g in GOODS]
        return [A(kind)]
    if kind == "stay_home":
        return [A(kind)] if s.pos[seat] == CENTER else []
    if kind == "swap_dogs":
        if not s.cards_of(seat, SWAP):
            return []
        dogs = [sp for sp, t in enumerate(s.board) if t is not None and not is_blocker(t)]
        return [A(kind, (a, b)) for i, a in enumerate(dogs) for b in dogs[i + 1:]]
    if kind == "take_dog":
        if not s.cards_of(seat, TAKE_DOG) or s.pos[seat] == HOME_POS:
            return []
        return [A(kind, (a,)) for a in (CITY, COUNTRY) if _supply_dog(s, a) is not None]
    if kind == "place":
        return [A(kind, (t, p)) for t in sorted(s.loose[seat]) for p in range(s.built[seat])
                if len(s.pens[seat][p]) < 4 and accepts(s.pens[seat][p], t)]
    if kind == "lift":
        return [A(kind, (t,)) for t in sorted(s.healthy(seat)) if t not in s.locked]
    if kind == "arrange_best":
        return [A(kind)] if s.loose[seat] or s.healthy(seat) else []
    if kind == "vet_card":
        waiting = [t for t in s.brought_sick[seat] if t in s.infirmary[seat]]
        return [A(kind)] if waiting and s.cards_of(seat, VET) else []
    if kind == "give_up_sick":
        if len(s.infirmary[seat]) <= MAX_SICK:
            return []
        return [A(kind, (t,)) for t in sorted(s.infirmary[seat])]
    if kind == "finish":
        if len(s.infirmary[seat]) > MAX_SICK:
            return []
        if any(_fits_somewhere(s, seat, t) for t in s.loose[seat]):
            return []
        if len(s.healthy(seat)) < most_housed(s, seat):
            return []   # a different arrangement would house a dog still waiting
        return [A(kind)]
    if kind in ("accept", "accept_best", "accept_sick", "refuse"):
        if not s.don_dogs or s.offer_to != seat:
            return []
        dog, sick = s.don_dogs[0], s.don_sick[0]
        if kind == "refuse":
            return [A(kind)]
        if kind == "accept_sick":
            return [A(kind)] if sick and len(s.infirmary[seat]) < MAX_SICK else []
        if sick:
            return []
        if kind == "accept":
            return [A(kind, (p,)) for p in range(s.built[seat])
                    if len(s.pens[seat][p]) < 4 and accepts(s.pens[seat][p], dog)]
        return [A(kind)] if _can_accept(s, seat, dog, False) else []
    if kind == "place_meeple":
        if s.placed[seat] >= s.meeples(seat):
            return []
        return [A(kind, (b, i)) for b in range(len(BOXES)) if len(s.occupants[b]) < s.box_capacity()
                for i in range(CARDS_PER_BOX) if s.offers[b][i] is not None]
    if kind == "free_entry":
        if s.placed[seat] >= s.meeples(seat) or not s.cards_of(seat, FREE_ENTRY):
            return []
        return [A(kind, (b,)) for b in range(len(BOXES))
                if len(s.occupants[b]) == s.box_capacity()]
    if kind == "end_turn":
        return [] if s.loose[seat] else [A(kind)]
    if kind in _BOX_KINDS:
        if s.visit != _BOX_KINDS[kind] or s.loose[seat]:
            return []
        return _box_actions(s, seat, kind)
    if kind == "feed":
        return [A(kind, (p,)) for p in s.feed_left] if res[FOOD] >= 1 else []
    if kind == "starve":
        if len(s.feed_left) <= res[FOOD]:
            return []
        return [A(kind, (t,)) for p in s.feed_left for t in sorted(set(s.pens[seat][p]))]
    if kind == "pay_salary":
        return [A(kind)] if s.helper[seat] and res[MONEY] >= 1 else []
    if kind == "pay_salary_card":
        return [A(kind)] if s.helper[seat] and s.cards_of(seat, HELPER) else []
    if kind == "rehire":
        return [A(kind)] if not s.helper[seat] and res[MONEY] >= 1 else []
    if kind == "rehire_card":
        return [A(kind)] if not s.helper[seat] and s.cards_of(seat, HELPER) else []
    if kind == "no_rehire":
        return [A(kind)] if not s.helper[seat] else []
    return []


def _box_actions(s: KState, seat: int, kind: str) -> list[Action]:
    A = Action
    res = s.res[seat]
    if kind == "build":
        return [A(kind)] if s.uses == 0 and s.built[seat] < PENS and res[MONEY] >= BUILD_COST else []
    if kind == "build_discount":
        return [A(kind)] if s.uses == 0 and s.built[seat] < PENS and res[MONEY] >= 1 and \
            s.cards_of(seat, DISCOUNT) else []
    if kind == "exchange":
        if s.uses >= EXCHANGES_PER_VISIT:
            return []
        return [A(kind, (g, h)) for g in GOODS for h in GOODS
                if g != h and res[g] >= 1 and (h != FUEL or res[FUEL] < MAX_FUEL)]
    if kind == "pet_buy":
        return [A(kind, (f,)) for f in range(PET_SHOP_TOKENS + 1)] if res[MONEY] >= 1 else []
    if kind == "cure":
        if res[MEDICINE] < 1:
            return []
        return [A(kind, (t,)) for t in sorted(set(s.infirmary[seat])) if _fits_somewhere(s, seat, t)]
    if s.uses:
        return []   # one deal with the Fair per visit
    if kind == "sell":
        wanted = _wanted_breeds(s)
        bonuses = [0] + [i for i, k in ((1, TRAINED), (2, PRIZE)) if s.cards_of(seat, k)]
        return [A(kind, (t, b)) for t in sorted(s.healthy(seat)) if breed(t) in wanted
                for b in bonuses]
    if kind == "buy_dog":
        if res[MONEY] < s.fair_price():
            return []
        return [A(kind, (b,)) for b in _fair_breeds(s)
                if _fits_somewhere(s, seat, _fair_token(s, b))]
    if kind == "trade":
        return [A(kind, (t, b)) for t in sorted(s.healthy(seat)) for b in _fair_breeds(s)
                if b != breed(t) and _fits_somewhere(s, seat, _fair_token(s, b), without=t)]
    return []


def _refusal(s: KState, seat: int, kind: str, args: tuple) -> IllegalAction:
    """Why ``kind(args)`` is not open to ``seat`` now (it is not among the legal actions)."""
    E = "dogs_kennel.error."
    res = s.res[seat]
    a0 = args[0] if args else None

    def bad(key: str, **params) -> IllegalAction:
        return IllegalAction(E + key, **params)

    if kind == "buy_fuel":
        return bad("no_money") if res[MONEY] < 1 else bad("tank_full", limit=MAX_FUEL)
    if kind == "move":
        if not 0 <= a0 < 16:
            return bad("no_such_space")
        if s.board[a0] is None:
            return bad("no_dog_there")
        if is_blocker(s.board[a0]):
            return bad("blocked_space")
        if a0 in s.pos:
            return bad("truck_there")
        if s.pos[seat] == HOME_POS:
            return bad("already_home")
        cost = travel_costs(s.pos[seat], _blocked(s)).get(a0)
        if cost is not None:
            return bad("not_enough_fuel", cost=cost + 1, fuel=res[FUEL])
        return bad("not_allowed")
    if kind == "return_home":
        if s.pos[seat] == CENTER:
            return bad("stay_instead")
        return bad("bonus_choice") if _bonus_due(s, seat) else bad("no_bonus")
    if kind == "stay_home":
        return bad("already_out")
    if kind == "swap_dogs":
        if not s.cards_of(seat, SWAP):
            return bad("no_card_swap")
        return bad("swap_needs_two_dogs")
    if kind == "take_dog":
        if not s.cards_of(seat, TAKE_DOG):
            return bad("no_card_take_dog")
        return bad("supply_empty") if a0 in (CITY, COUNTRY) else bad("no_such_area")
    if kind == "place":
        if a0 not in s.loose[seat]:
            return bad("not_waiting")
        pen = args[1]
        if not 0 <= pen < s.built[seat]:
            return bad("pen_not_built")
        return bad("pen_refuses")
    if kind == "lift":
        if a0 in s.locked:
            return bad("already_moved")
        return bad("not_in_pens")
    if kind == "vet_card":
        return bad("no_card_vet") if not s.cards_of(seat, VET) else bad("no_sick_brought")
    if kind == "give_up_sick":
        return bad("infirmary_not_full") if len(s.infirmary[seat]) <= MAX_SICK else bad("not_sick")
    if kind == "finish":
        if len(s.infirmary[seat]) > MAX_SICK:
            return bad("too_many_sick", limit=MAX_SICK)
        if any(_fits_somewhere(s, seat, t) for t in s.loose[seat]):
            return bad("dogs_still_fit")
        return bad("rearrange_to_fit")
    if kind in ("accept", "accept_best", "accept_sick"):
        if s.don_sick and s.don_sick[0] and kind != "accept_sick":
            return bad("sick_to_infirmary")
        if s.don_sick and not s.don_sick[0] and kind == "accept_sick":
            return bad("dog_is_healthy")
        if kind == "accept_sick":
            return bad("infirmary_full", limit=MAX_SICK)
        if kind == "accept" and not 0 <= a0 < s.built[seat]:
            return bad("pen_not_built")
        return bad("no_room")
    if kind == "place_meeple":
        if s.placed[seat] >= s.meeples(seat):
            return bad("no_meeple")
        if not 0 <= a0 < len(BOXES) or not 0 <= args[1] < CARDS_PER_BOX:
            return bad("no_such_box")
        if len(s.occupants[a0]) >= s.box_capacity():
            return bad("box_full")
        return bad("card_taken")
    if kind == "free_entry":
        if not s.cards_of(seat, FREE_ENTRY):
            return bad("no_card_free_entry")
        if not 0 <= a0 < len(BOXES):
            return bad("no_such_box")
        return bad("box_not_full") if len(s.occupants[a0]) < s.box_capacity() else bad("box_full")
    if kind == "end_turn":
        return bad("place_first")
    if kind in _BOX_KINDS:
        if s.loose[seat]:
            return bad("place_first")
        if s.visit != _BOX_KINDS[kind]:
            return bad("wrong_box")
        return _box_refusal(s, seat, kind, args, bad)
    if kind == "feed":
        return bad("no_food") if res[FOOD] < 1 else bad("pen_done")
    if kind == "starve":
        if len(s.feed_left) <= res[FOOD]:
            return bad("food_enough")
        return bad("not_hungry")
    if kind in ("pay_salary", "pay_salary_card") and not s.helper[seat]:
        return bad("no_helper")
    if kind in ("rehire", "rehire_card") and s.helper[seat]:
        return bad("has_helper")
    if kind in ("pay_salary", "rehire"):
        return bad("no_money")
    if kind in ("pay_salary_card", "rehire_card"):
        return bad("no_card_helper")
    if kind == "no_rehire":
        return bad("must_pay")
    return bad("not_allowed")


def _box_refusal(s: KState, seat: int, kind: str, args: tuple, bad) -> IllegalAction:
    res = s.res[seat]
    if kind in ("build", "build_discount"):
        if s.uses:
            return bad("action_used")
        if s.built[seat] >= PENS:
            return bad("all_pens_built")
        if kind == "build_discount" and not s.cards_of(seat, DISCOUNT):
            return bad("no_card_discount")
        return bad("price", price=BUILD_COST if kind == "build" else 1)
    if kind == "exchange":
        if s.uses >= EXCHANGES_PER_VISIT:
            return bad("two_exchanges")
        give, get = args
        if give not in GOODS or get not in GOODS:
            return bad("not_goods")
        if give == get:
            return bad("same_goods")
        if res[give] < 1:
            return bad("none_to_give")
        return bad("tank_full", limit=MAX_FUEL)
    if kind == "pet_buy":
        return bad("no_money") if res[MONEY] < 1 else bad("pet_shop_two")
    if kind == "cure":
        if res[MEDICINE] < 1:
            return bad("no_medicine")
        if args[0] not in s.infirmary[seat]:
            return bad("not_sick")
        return bad("no_room")
    if s.uses:
        return bad("action_used")
    if kind == "sell":
        dog, bonus = args
        if dog not in s.healthy(seat):
            return bad("not_in_pens")
        if breed(dog) not in _wanted_breeds(s):
            return bad("fair_not_buying")
        return bad("no_card_bonus") if bonus in (1, 2) else bad("not_allowed")
    if kind == "buy_dog":
        if _fair_token(s, args[0]) is None:
            return bad("not_at_fair")
        if res[MONEY] < s.fair_price():
            return bad("price", price=s.fair_price())
        return bad("no_room")
    if kind == "trade":
        dog, b = args
        if dog not in s.healthy(seat):
            return bad("not_in_pens")
        if _fair_token(s, b) is None:
            return bad("not_at_fair")
        if b == breed(dog):
            return bad("same_breed")
        return bad("no_room")
    return bad("not_allowed")


# -- what follows an action: the automatic steps up to the next decision ------------------------------

def _after(s: KState, seat: int) -> list[int]:
    """The seats that come after ``seat`` in this round's turn order (start player first)."""
    order = s.order()
    return order[order.index(seat) + 1:]


def _start_round(step: _Step, number: int, first: int) -> None:
    step.emit("RoundBegan", round=number, first=first)
    if number == 1:
        step.emit("PhaseBegan", phase=MOVE)
        _next_move(step, None)
    else:
        step.emit("PhaseBegan", phase=FUEL_PHASE)
        _next_fuel(step, None)


def _next_fuel(step: _Step, after: int | None) -> None:
    s = step.s
    for seat in (s.order() if after is None else _after(s, after)):
        if s.res[seat][MONEY] >= 1 and s.res[seat][FUEL] < MAX_FUEL:
            step.emit("Turn", phase=FUEL_PHASE, seat=seat)
            return
    step.emit("PhaseBegan", phase=MOVE)
    _next_move(step, None)


def _next_move(step: _Step, after: int | None) -> None:
    s = step.s
    start = s.first if after is None else (after + 1) % s.n
    for k in range(s.n):
        seat = (start + k) % s.n
        if s.status[seat] == OUT:
            step.emit("Turn", phase=MOVE, seat=seat)
            return
    _end_phase1(step)


def _supply_short(s: KState) -> bool:
    for a in (CITY, COUNTRY):
        spaces = [sp for sp in mapdata.SPACES if space_area(sp) == a]
        blockers = sum(1 for sp in spaces if s.board[sp] is not None and is_blocker(s.board[sp]))
        empty = sum(1 for sp in spaces if s.board[sp] is None) + blockers
        if len(s.supply[a]) + blockers < empty:
            return True
    return False


def _end_phase1(step: _Step) -> None:
    s = step.s
    if not s.last_round and not s.moved_any:
        step.emit("LastRound", reason="nobody_moved")
    if not s.last_round and _supply_short(s):
        step.emit("LastRound", reason="supply")
    step.emit("PhaseBegan", phase=ARRANGE)
    for seat in s.order():
        if s.truck[seat]:
            healthy = [t for t in s.truck[seat] if status(t) == HEALTHY]
            sick = [t for t in s.truck[seat] if status(t) == SICK]
            step.emit("Unloaded", seat=seat, healthy=healthy, sick=sick)
    _next_arrange(step, None)


def _needs_arranging(s: KState, seat: int) -> bool:
    """Everyone with a healthy dog may redistribute at the end of phase 1 (rulebook: "o final da
    fase 1 é o único momento da rodada em que os jogadores podem REDISTRIBUIR seus cães
    sadios"), whether or not the truck brought anything home."""
    return bool(s.loose[seat]) or bool(s.healthy(seat)) or len(s.infirmary[seat]) > MAX_SICK or \
        bool(_legal_of_kind(s, seat, "vet_card"))


def most_housed(s: KState, seat: int) -> int:
    """How many of the seat's healthy dogs (in pens and waiting) some arrangement of its built
    pens can house at once: a dog is donated only when no arrangement has room for it."""
    dogs = s.healthy(seat) + s.loose[seat]
    if not s.loose[seat]:
        return len(dogs)
    _, left = best_arrangement(dogs, s.built[seat], 0, house_all=True)
    return len(dogs) - len(left)


def _next_arrange(step: _Step, after: int | None) -> None:
    s = step.s
    for seat in (s.order() if after is None else _after(s, after)):
        if _needs_arranging(s, seat):
            step.emit("Turn", phase=ARRANGE, seat=seat)
            return
    _next_donation(step)


def _next_donation(step: _Step) -> None:
    s = step.s
    while s.don_dogs:
        donor, dog, sick = s.don_donors[0], s.don_dogs[0], s.don_sick[0]
        start = donor if s.offer_to is None else s.offer_to
        seat = (start + 1) % s.n
        while seat != donor:
            if _can_accept(s, seat, dog, sick):
                step.emit("DonationOffered", donor=donor, dog=dog, to=seat)
                return
            seat = (seat + 1) % s.n
        step.emit("DonatedToFair", donor=donor, dog=dog)
    step.emit("PhaseBegan", phase=PLACE)
    _next_place(step, (s.first - 1) % s.n)


def _next_place(step: _Step, after: int) -> None:
    s = step.s
    for k in range(1, s.n + 1):
        seat = (after + k) % s.n
        if s.placed[seat] < s.meeples(seat):
            step.emit("Turn", phase=PLACE, seat=seat)
            return
    step.emit("PhaseBegan", phase=FEED)
    _next_feed(step, None)


def _next_feed(step: _Step, after: int | None) -> None:
    s = step.s
    for seat in (s.order() if after is None else _after(s, after)):
        hungry = [p for p in range(PENS) if s.pens[seat][p]]
        if not hungry:
            continue
        if s.res[seat][FOOD] >= len(hungry):
            step.emit("Fed", seat=seat, pens=hungry)
            continue
        step.emit("Turn", phase=FEED, seat=seat, pens=hungry)
        if s.res[seat][FOOD] == 0 and all(len(set(map(breed, s.pens[seat][p]))) == 1 for p in hungry):
            # no choice at all: one dog of each pen falls ill
            for p in hungry:
                _starve(step, seat, s.pens[seat][p][0], p)
            continue
        return
    step.emit("PhaseBegan", phase=SALARY)
    _next_salary(step, None)


def _salary_options(s: KState, seat: int) -> list[str]:
    return [k for k in _PHASE_KINDS[SALARY] if _legal_of_kind(s, seat, k)]


def _next_salary(step: _Step, after: int | None) -> None:
    s = step.s
    for seat in (s.order() if after is None else _after(s, after)):
        options = _salary_options(s, seat)
        if len(options) > 1:
            step.emit("Turn", phase=SALARY, seat=seat)
            return
        if s.helper[seat]:
            if options == ["pay_salary"]:
                step.emit("SalaryPaid", seat=seat, card=None)
            elif options == ["pay_salary_card"]:
                step.emit("SalaryPaid", seat=seat, card=s.cards_of(seat, HELPER)[0])
            else:
                step.emit("HelperLost", seat=seat)
        else:
            step.emit("HelperNotRehired", seat=seat)
    _end_round(step)


def _end_round(step: _Step) -> None:
    s = step.s
    if s.last_round:
        rows = score_rows(s)
        totals = [sum(rows[c][seat] for c in rows) for seat in range(s.n)]
        step.emit("FinalScores", totals=totals)
        return
    left = [c for row in s.offers for c in row if c is not None]
    step.emit("OffersCleared", cards=left)
    need = len(BOXES) * CARDS_PER_BOX
    while need > 0:
        if not s.deck:
            if not s.discard:
                break
            _reshuffle_cards(step)   # the pile ran out earlier, while the discard was empty
        take = min(need, len(s.deck))
        step.emit("CardsDealt", cards=[s.deck[-1 - i] for i in range(take)])
        need -= take
        if not s.deck and s.discard:
            # "Se a pilha de compras esgotar, reembaralhe o descarte e forme uma nova pilha":
            # when it runs out, even on the last card dealt, not a round later
            _reshuffle_cards(step)
    step.emit("FairRotated", top=s.fair_deck[1] if len(s.fair_deck) > 1 else s.fair_deck[0])
    if s.n == 2:
        spaces = [sp for sp, t in enumerate(s.board) if t is not None and is_blocker(t)]
        if spaces:
            step.emit("BlockersCollected", spaces=spaces, tokens=[s.board[sp] for sp in spaces])
        orders = []
        for a in (CITY, COUNTRY):
            pile = list(s.supply[a])
            step.rng.shuffle(pile)
            orders.append(pile)
        step.emit("SuppliesShuffled", city=orders[CITY], country=orders[COUNTRY],
                  counts=[len(o) for o in orders])
    spaces = [sp for sp in mapdata.SPACES if s.board[sp] is None]
    tokens = []
    taken = [0, 0]
    filled = []
    for sp in spaces:
        a = space_area(sp)
        if taken[a] < len(s.supply[a]):
            taken[a] += 1
            tokens.append(s.supply[a][-taken[a]])
            filled.append(sp)
    step.emit("BoardRefilled", spaces=filled, tokens=tokens)
    if s.n == 2 and all(t in s.board for t in BLOCKERS):
        step.emit("LastRound", reason="blockers")
    _start_round(step, s.round + 1, (s.first + 1) % s.n)


def _reshuffle_cards(step: _Step) -> None:
    order = list(step.s.discard)
    step.rng.shuffle(order)
    step.emit("CardsReshuffled", order=order, count=len(order))


def _pay_pen_bonuses(step: _Step, seat: int) -> None:
    s = step.s
    for p in range(PENS):
        if not s.bonus_paid[seat][p] and is_full_of_one_breed(s.pens[seat][p]):
            step.emit("PenBonus", seat=seat, pen=p)


# -- action handlers -------------------------------------------------------------------------------------

def _h_buy_fuel(step: _Step, seat: int) -> None:
    s = step.s
    step.emit("FuelBought", seat=seat, fuel=min(FUEL_PER_COIN, MAX_FUEL - s.res[seat][FUEL]))
    if not _legal_of_kind(s, seat, "buy_fuel"):
        _next_fuel(step, seat)


def _h_fuel_done(step: _Step, seat: int) -> None:
    step.emit("FuelDone", seat=seat)
    _next_fuel(step, seat)


def _h_move(step: _Step, seat: int, space: int) -> None:
    s = step.s
    cost = _destinations(s, seat)[space]
    dog = s.board[space]
    reward = REWARD[space] if status(dog) == LOST else None
    step.emit("TruckMoved", seat=seat, to=space, cost=cost, dog=dog, reward=reward)
    _next_move(step, seat)


def _h_return_home(step: _Step, seat: int, bonus: int | None = None) -> None:
    step.emit("ReturnedHome", seat=seat, bonus=bonus)
    _next_move(step, seat)


def _h_stay_home(step: _Step, seat: int) -> None:
    step.emit("StayedHome", seat=seat)
    _next_move(step, seat)


def _h_swap_dogs(step: _Step, seat: int, a: int, b: int) -> None:
    step.emit("DogsSwapped", seat=seat, card=step.s.cards_of(seat, SWAP)[0], a=a, b=b)


def _h_take_dog(step: _Step, seat: int, a: int) -> None:
    s = step.s
    dog = _supply_dog(s, a)
    reward = 1 if status(dog) == LOST else None   # ruling: a lost dog from the supply pays $1
    step.emit("SupplyDogTaken", seat=seat, card=s.cards_of(seat, TAKE_DOG)[0], area=a, dog=dog,
              reward=reward)


def _h_place(step: _Step, seat: int, dog: int, pen: int) -> None:
    step.emit("DogPlaced", seat=seat, dog=dog, pen=pen)
    if step.s.phase == BOX:
        _pay_pen_bonuses(step, seat)


def _h_lift(step: _Step, seat: int, dog: int) -> None:
    step.emit("DogLifted", seat=seat, dog=dog, pen=step.s.pen_of(seat, dog))


def _h_arrange_best(step: _Step, seat: int) -> None:
    s = step.s
    # the most dogs housed first (only a dog no arrangement can house is donated), then points
    pens, left = best_arrangement(s.healthy(seat) + s.loose[seat], s.built[seat], s.variety_points(),
                                  house_all=True)
    step.emit("Arranged", seat=seat, pens=pens, loose=left)


def _h_vet_card(step: _Step, seat: int) -> None:
    s = step.s
    dogs = [t for t in s.brought_sick[seat] if t in s.infirmary[seat]]
    step.emit("VetCardUsed", seat=seat, card=s.cards_of(seat, VET)[0], dogs=dogs)


def _h_give_up_sick(step: _Step, seat: int, dog: int) -> None:
    step.emit("SickGivenUp", seat=seat, dog=dog)


def _h_finish(step: _Step, seat: int) -> None:
    step.emit("ArrangeFinished", seat=seat, donated=sorted(step.s.loose[seat]))
    _pay_pen_bonuses(step, seat)
    _next_arrange(step, seat)


def _h_accept(step: _Step, seat: int, pen: int) -> None:
    s = step.s
    step.emit("DonationAccepted", seat=seat, donor=s.don_donors[0], dog=s.don_dogs[0], pen=pen)
    _pay_pen_bonuses(step, seat)
    _next_donation(step)


def _h_accept_best(step: _Step, seat: int) -> None:
    s = step.s
    dog = s.don_dogs[0]
    step.emit("DonationAccepted", seat=seat, donor=s.don_donors[0], dog=dog, pen=-2)
    pens, left = best_arrangement(s.healthy(seat) + s.loose[seat], s.built[seat],
                                  s.variety_points(), house_all=True)
    step.emit("Arranged", seat=seat, pens=pens, loose=left)
    _pay_pen_bonuses(step, seat)
    _next_donation(step)


def _h_accept_sick(step: _Step, seat: int) -> None:
    s = step.s
    step.emit("DonationAccepted", seat=seat, donor=s.don_donors[0], dog=s.don_dogs[0], pen=-1)
    _next_donation(step)


def _h_refuse(step: _Step, seat: int) -> None:
    s = step.s
    step.emit("DonationRefused", seat=seat, donor=s.don_donors[0], dog=s.don_dogs[0])
    _next_donation(step)


def _h_place_meeple(step: _Step, seat: int, box: int, slot: int) -> None:
    s = step.s
    card = s.offers[box][slot]
    gain = 0
    if card_kind(card) == "resource":
        r = card_resource(card)
        gain = card_amount(card)
        if r == FUEL:
            gain = min(gain, MAX_FUEL - s.res[seat][FUEL])
    step.emit("MeeplePlaced", seat=seat, box=box, slot=slot, card=card, gain=gain)


def _h_free_entry(step: _Step, seat: int, box: int) -> None:
    step.emit("FreeEntry", seat=seat, box=box, card=step.s.cards_of(seat, FREE_ENTRY)[0])


def _h_build(step: _Step, seat: int) -> None:
    step.emit("PenBuilt", seat=seat, pen=step.s.built[seat], cost=BUILD_COST, card=None)


def _h_build_discount(step: _Step, seat: int) -> None:
    s = step.s
    step.emit("PenBuilt", seat=seat, pen=s.built[seat], cost=1, card=s.cards_of(seat, DISCOUNT)[0])


def _h_exchange(step: _Step, seat: int, give: int, get: int) -> None:
    step.emit("Exchanged", seat=seat, give=give, get=get)


def _h_pet_buy(step: _Step, seat: int, food: int) -> None:
    step.emit("PetShopBought", seat=seat, food=food, medicine=PET_SHOP_TOKENS - food)


def _h_cure(step: _Step, seat: int, dog: int) -> None:
    step.emit("DogCured", seat=seat, dog=dog)


def _h_sell(step: _Step, seat: int, dog: int, bonus: int) -> None:
    s = step.s
    card = None
    if bonus:
        card = s.cards_of(seat, TRAINED if bonus == 1 else PRIZE)[0]
    step.emit("DogSold", seat=seat, dog=dog, pen=s.pen_of(seat, dog), price=SALE_PRICE + bonus,
              card=card)


def _h_buy_dog(step: _Step, seat: int, b: int) -> None:
    s = step.s
    step.emit("DogBought", seat=seat, dog=_fair_token(s, b), price=s.fair_price())


def _h_trade(step: _Step, seat: int, dog: int, b: int) -> None:
    s = step.s
    step.emit("DogTraded", seat=seat, give=dog, pen=s.pen_of(seat, dog), take=_fair_token(s, b))


def _h_end_turn(step: _Step, seat: int) -> None:
    step.emit("ActionsDone", seat=seat)
    _next_place(step, seat)


def _starve(step: _Step, seat: int, dog: int, pen: int) -> None:
    s = step.s
    step.emit("DogStarved", seat=seat, dog=dog, pen=pen, to_fair=len(s.infirmary[seat]) >= MAX_SICK)


def _h_feed(step: _Step, seat: int, pen: int) -> None:
    step.emit("PenFed", seat=seat, pen=pen)
    _feed_done(step, seat)


def _h_starve(step: _Step, seat: int, dog: int) -> None:
    _starve(step, seat, dog, step.s.pen_of(seat, dog))
    _feed_done(step, seat)


def _feed_done(step: _Step, seat: int) -> None:
    s = step.s
    if s.feed_left:
        if s.res[seat][FOOD] >= len(s.feed_left):   # what is left can all be fed
            for p in list(s.feed_left):
                step.emit("PenFed", seat=seat, pen=p)
        else:
            return
    _next_feed(step, seat)


def _h_pay_salary(step: _Step, seat: int) -> None:
    step.emit("SalaryPaid", seat=seat, card=None)
    _next_salary(step, seat)


def _h_pay_salary_card(step: _Step, seat: int) -> None:
    step.emit("SalaryPaid", seat=seat, card=step.s.cards_of(seat, HELPER)[0])
    _next_salary(step, seat)


def _h_rehire(step: _Step, seat: int) -> None:
    step.emit("HelperRehired", seat=seat, card=None)
    _next_salary(step, seat)


def _h_rehire_card(step: _Step, seat: int) -> None:
    step.emit("HelperRehired", seat=seat, card=step.s.cards_of(seat, HELPER)[0])
    _next_salary(step, seat)


def _h_no_rehire(step: _Step, seat: int) -> None:
    step.emit("HelperNotRehired", seat=seat)
    _next_salary(step, seat)


_HANDLERS: dict[str, Callable] = {
    "buy_fuel": _h_buy_fuel, "fuel_done": _h_fuel_done, "move": _h_move,
    "return_home": _h_return_home, "stay_home": _h_stay_home, "swap_dogs": _h_swap_dogs,
    "take_dog": _h_take_dog, "place": _h_place, "lift": _h_lift, "arrange_best": _h_arrange_best,
    "vet_card": _h_vet_card, "give_up_sick": _h_give_up_sick, "finish": _h_finish,
    "accept": _h_accept, "accept_best": _h_accept_best, "accept_sick": _h_accept_sick,
    "refuse": _h_refuse, "place_meeple": _h_place_meeple, "free_entry": _h_free_entry,
    "build": _h_build, "build_discount": _h_build_discount, "exchange": _h_exchange,
    "pet_buy": _h_pet_buy, "cure": _h_cure, "sell": _h_sell, "buy_dog": _h_buy_dog,
    "trade": _h_trade, "end_turn": _h_end_turn, "feed": _h_feed, "starve": _h_starve,
    "pay_salary": _h_pay_salary, "pay_salary_card": _h_pay_salary_card, "rehire": _h_rehire,
    "rehire_card": _h_rehire_card, "no_rehire": _h_no_rehire,
}


# -- folding events ----------------------------------------------------------------------------------------

def _discard(s: KState, seat: int, card: int | None) -> None:
    if card is not None:
        s.hands[seat].remove(card)
        s.discard.append(card)


def _gain(s: KState, seat: int, r: int, amount: int) -> None:
    s.res[seat][r] += amount
    if r == FUEL and s.res[seat][FUEL] > MAX_FUEL:
        s.res[seat][FUEL] = MAX_FUEL


def _f_game_started(s: KState, d: dict) -> None:
    n = d["players"]
    s.n = n
    s.first = d["first"]
    s.res = [list(START_RESOURCES) for _ in range(n)]
    s.pens = [[[] for _ in range(PENS)] for _ in range(n)]
    s.built = [BUILT_AT_START] * n
    s.bonus_paid = [[False] * PENS for _ in range(n)]
    s.infirmary = [[] for _ in range(n)]
    s.truck = [[] for _ in range(n)]
    s.loose = [[] for _ in range(n)]
    s.brought_sick = [[] for _ in range(n)]
    s.pos = [CENTER] * n
    s.status = [OUT] * n
    s.helper = [True] * n
    s.helper_paid = [True] * n
    s.occupants = [[] for _ in BOXES]
    s.placed = [0] * n
    offers = list(d["offers"])
    s.offers = [offers[2 * b:2 * b + 2] for b in range(len(BOXES))]
    s.hands = [[] for _ in range(n)]
    s.deck = list(d["deck"])
    s.discard = []
    s.fair_deck = list(d["fair"])
    s.fair_seen = [d["fair_top"]]
    s.removed_cards = removed_cards(n)
    s.supply = [list(d["city"]), list(d["country"])]
    s.board = list(d["board"])
    s.fair = []
    s.box_tokens = list(d["box"])
    s.removed_lost = list(d["removed_lost"])


def _f_round_started(s: KState, d: dict) -> None:
    s.round = d["round"]
    s.first = d["first"]
    s.pos = [CENTER] * s.n
    s.status = [OUT] * s.n
    s.moved_any = False
    s.returned = []
    s.occupants = [[] for _ in BOXES]
    s.placed = [0] * s.n
    s.brought_sick = [[] for _ in range(s.n)]
    if s.round > 1:
        for r in s.res:
            r[MONEY] += 1


def _f_phase_began(s: KState, d: dict) -> None:
    s.phase = d["phase"]


def _f_turn(s: KState, d: dict) -> None:
    s.phase = d["phase"]
    s.current = d["seat"]
    s.visit = -1
    s.uses = 0
    s.locked = []
    s.feed_left = list(d.get("pens", []))


def _f_last_round(s: KState, d: dict) -> None:
    s.last_round = True


def _f_fuel_bought(s: KState, d: dict) -> None:
    r = s.res[d["seat"]]
    r[MONEY] -= 1
    _gain(s, d["seat"], FUEL, d["fuel"])


def _f_nothing(s: KState, d: dict) -> None:
    pass


def _f_dogs_swapped(s: KState, d: dict) -> None:
    _discard(s, d["seat"], d["card"])
    a, b = d["a"], d["b"]
    s.board[a], s.board[b] = s.board[b], s.board[a]


def _deliver(s: KState, seat: int, dog: int, reward: int | None) -> None:
    if reward is not None:        # a lost dog belongs to the Fair, which pays the finder
        s.fair.append(dog)
        s.res[seat][MONEY] += reward
    else:
        s.truck[seat].append(dog)


def _f_supply_dog_taken(s: KState, d: dict) -> None:
    _discard(s, d["seat"], d["card"])
    s.supply[d["area"]].remove(d["dog"])
    _deliver(s, d["seat"], d["dog"], d["reward"])


def _f_truck_moved(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.res[seat][FUEL] -= d["cost"]
    s.pos[seat] = d["to"]
    s.moved_any = True
    if s.board[d["to"]] != d["dog"]:
        raise ValueError("the dog taken is not on that space")
    s.board[d["to"]] = None
    _deliver(s, seat, d["dog"], d["reward"])


def _f_stayed_home(s: KState, d: dict) -> None:
    s.status[d["seat"]] = STAYED
    s.pos[d["seat"]] = HOME_POS


def _f_returned_home(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.res[seat][FUEL] -= 1
    s.status[seat] = HOME
    s.pos[seat] = HOME_POS
    s.returned.append(seat)
    if d["bonus"] is not None:
        _gain(s, seat, d["bonus"], 1)


def _f_unloaded(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.truck[seat] = []
    s.loose[seat] += d["healthy"]
    s.infirmary[seat] += d["sick"]
    s.brought_sick[seat] = list(d["sick"])


def _f_dog_placed(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.loose[seat].remove(d["dog"])
    s.pens[seat][d["pen"]].append(d["dog"])
    s.locked.append(d["dog"])


def _f_dog_lifted(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.pens[seat][d["pen"]].remove(d["dog"])
    s.loose[seat].append(d["dog"])
    s.locked.append(d["dog"])


def _f_arranged(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.pens[seat] = [list(p) for p in d["pens"]]
    s.loose[seat] = list(d["loose"])
    s.locked = [t for p in d["pens"] for t in p] + list(d["loose"])


def _f_vet_card_used(s: KState, d: dict) -> None:
    seat = d["seat"]
    _discard(s, seat, d["card"])
    for t in d["dogs"]:
        s.infirmary[seat].remove(t)
        s.loose[seat].append(t)
    s.brought_sick[seat] = []


def _f_sick_given_up(s: KState, d: dict) -> None:
    s.infirmary[d["seat"]].remove(d["dog"])
    s.don_dogs.append(d["dog"])
    s.don_donors.append(d["seat"])
    s.don_sick.append(True)


def _f_arrange_finished(s: KState, d: dict) -> None:
    seat = d["seat"]
    for t in d["donated"]:
        s.loose[seat].remove(t)
        s.don_dogs.append(t)
        s.don_donors.append(seat)
        s.don_sick.append(False)
    s.locked = []


def _f_pen_bonus(s: KState, d: dict) -> None:
    s.bonus_paid[d["seat"]][d["pen"]] = True
    s.res[d["seat"]][MONEY] += 1


def _f_donation_offered(s: KState, d: dict) -> None:
    s.offer_to = d["to"]
    s.phase = OFFER
    s.current = d["to"]


def _pop_donation(s: KState, dog: int) -> None:
    if not s.don_dogs or s.don_dogs[0] != dog:
        raise ValueError("that dog is not the one being donated")
    del s.don_dogs[0], s.don_donors[0], s.don_sick[0]
    s.offer_to = None


def _f_donation_accepted(s: KState, d: dict) -> None:
    seat, dog, pen = d["seat"], d["dog"], d["pen"]
    _pop_donation(s, dog)
    if pen == -1:
        s.infirmary[seat].append(dog)
    elif pen == -2:
        s.loose[seat].append(dog)
    else:
        s.pens[seat][pen].append(dog)


def _f_donated_to_fair(s: KState, d: dict) -> None:
    _pop_donation(s, d["dog"])
    s.fair.append(d["dog"])        # a sick dog given to the Fair is cured there


def _f_meeple_placed(s: KState, d: dict) -> None:
    seat, box, card = d["seat"], d["box"], d["card"]
    s.occupants[box].append(seat)
    s.placed[seat] += 1
    s.offers[box][d["slot"]] = None
    if card_kind(card) == "resource":
        s.res[seat][card_resource(card)] += d["gain"]
        s.discard.append(card)
    else:
        s.hands[seat].append(card)
    s.phase = BOX
    s.visit = box
    s.uses = 0


def _f_free_entry(s: KState, d: dict) -> None:
    seat = d["seat"]
    _discard(s, seat, d["card"])
    s.occupants[d["box"]].append(seat)
    s.placed[seat] += 1
    s.phase = BOX
    s.visit = d["box"]
    s.uses = 0


def _f_pen_built(s: KState, d: dict) -> None:
    seat = d["seat"]
    _discard(s, seat, d["card"])
    s.res[seat][MONEY] -= d["cost"]
    s.built[seat] += 1
    s.uses += 1


def _f_exchanged(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.res[seat][d["give"]] -= 1
    _gain(s, seat, d["get"], 1)
    s.uses += 1


def _f_pet_shop_bought(s: KState, d: dict) -> None:
    r = s.res[d["seat"]]
    r[MONEY] -= 1
    r[FOOD] += d["food"]
    r[MEDICINE] += d["medicine"]


def _f_dog_cured(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.res[seat][MEDICINE] -= 1
    s.infirmary[seat].remove(d["dog"])
    s.loose[seat].append(d["dog"])


def _f_dog_sold(s: KState, d: dict) -> None:
    seat = d["seat"]
    _discard(s, seat, d["card"])
    s.pens[seat][d["pen"]].remove(d["dog"])
    s.fair.append(d["dog"])
    s.res[seat][MONEY] += d["price"]
    s.uses += 1


def _f_dog_bought(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.fair.remove(d["dog"])
    s.res[seat][MONEY] -= d["price"]
    s.loose[seat].append(d["dog"])
    s.uses += 1


def _f_dog_traded(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.pens[seat][d["pen"]].remove(d["give"])
    s.fair.remove(d["take"])
    s.fair.append(d["give"])
    s.loose[seat].append(d["take"])
    s.uses += 1


def _f_fed(s: KState, d: dict) -> None:
    s.res[d["seat"]][FOOD] -= len(d["pens"])


def _f_pen_fed(s: KState, d: dict) -> None:
    s.res[d["seat"]][FOOD] -= 1
    s.feed_left.remove(d["pen"])


def _f_dog_starved(s: KState, d: dict) -> None:
    seat = d["seat"]
    s.pens[seat][d["pen"]].remove(d["dog"])
    (s.fair if d["to_fair"] else s.infirmary[seat]).append(d["dog"])
    s.feed_left.remove(d["pen"])


def _f_salary_paid(s: KState, d: dict) -> None:
    seat = d["seat"]
    if d["card"] is None:
        s.res[seat][MONEY] -= 1
    else:
        _discard(s, seat, d["card"])
    s.helper_paid[seat] = True


def _f_helper_lost(s: KState, d: dict) -> None:
    s.helper[d["seat"]] = False
    s.helper_paid[d["seat"]] = False


def _f_helper_rehired(s: KState, d: dict) -> None:
    _f_salary_paid(s, d)
    s.helper[d["seat"]] = True


def _f_helper_not_rehired(s: KState, d: dict) -> None:
    s.helper_paid[d["seat"]] = False


def _f_offers_cleared(s: KState, d: dict) -> None:
    for row in s.offers:
        for i, c in enumerate(row):
            if c is not None:
                s.discard.append(c)
                row[i] = None


def _f_deck_reshuffled(s: KState, d: dict) -> None:
    if sorted(d["order"]) != sorted(s.discard):
        raise ValueError("the reshuffled deck is not the discard pile")
    s.deck = list(d["order"])
    s.discard = []


def _f_cards_dealt(s: KState, d: dict) -> None:
    slots = [(b, i) for b in range(len(BOXES)) for i in range(CARDS_PER_BOX)
             if s.offers[b][i] is None]
    for card, (b, i) in zip(d["cards"], slots):
        if not s.deck or s.deck[-1] != card:
            raise ValueError("a card dealt that is not on top of the deck")
        s.deck.pop()
        s.offers[b][i] = card


def _f_fair_rotated(s: KState, d: dict) -> None:
    s.fair_deck.append(s.fair_deck.pop(0))
    if s.fair_deck[0] != d["top"]:
        raise ValueError("the Fair card revealed is not the next one")
    if d["top"] not in s.fair_seen:
        s.fair_seen.append(d["top"])


def _f_blockers_collected(s: KState, d: dict) -> None:
    for sp, t in zip(d["spaces"], d["tokens"]):
        s.board[sp] = None
        s.supply[area(t)].append(t)


def _f_supplies_shuffled(s: KState, d: dict) -> None:
    for a, key in ((CITY, "city"), (COUNTRY, "country")):
        if sorted(d[key]) != sorted(s.supply[a]):
            raise ValueError("a reshuffled supply is not the same tokens")
        s.supply[a] = list(d[key])


def _f_board_refilled(s: KState, d: dict) -> None:
    for sp, t in zip(d["spaces"], d["tokens"]):
        pile = s.supply[space_area(sp)]
        if not pile or pile[-1] != t or s.board[sp] is not None:
            raise ValueError("a token placed that is not on top of its supply")
        pile.pop()
        s.board[sp] = t


def _f_game_over(s: KState, d: dict) -> None:
    s.phase = OVER


_FOLDS: dict[str, Callable[[KState, dict], None]] = {
    "DogsSetUp": _f_game_started, "RoundBegan": _f_round_started,
    "PhaseBegan": _f_phase_began, "Turn": _f_turn, "LastRound": _f_last_round,
    "FuelBought": _f_fuel_bought, "FuelDone": _f_nothing, "DogsSwapped": _f_dogs_swapped,
    "SupplyDogTaken": _f_supply_dog_taken, "TruckMoved": _f_truck_moved,
    "StayedHome": _f_stayed_home, "ReturnedHome": _f_returned_home, "Unloaded": _f_unloaded,
    "DogPlaced": _f_dog_placed, "DogLifted": _f_dog_lifted, "Arranged": _f_arranged,
    "VetCardUsed": _f_vet_card_used, "SickGivenUp": _f_sick_given_up,
    "ArrangeFinished": _f_arrange_finished, "PenBonus": _f_pen_bonus,
    "DonationOffered": _f_donation_offered, "DonationRefused": _f_nothing,
    "DonationAccepted": _f_donation_accepted, "DonatedToFair": _f_donated_to_fair,
    "MeeplePlaced": _f_meeple_placed, "FreeEntry": _f_free_entry, "PenBuilt": _f_pen_built,
    "Exchanged": _f_exchanged, "PetShopBought": _f_pet_shop_bought, "DogCured": _f_dog_cured,
    "DogSold": _f_dog_sold, "DogBought": _f_dog_bought, "DogTraded": _f_dog_traded,
    "ActionsDone": _f_nothing, "Fed": _f_fed, "PenFed": _f_pen_fed, "DogStarved": _f_dog_starved,
    "SalaryPaid": _f_salary_paid, "HelperLost": _f_helper_lost,
    "HelperRehired": _f_helper_rehired, "HelperNotRehired": _f_helper_not_rehired,
    "OffersCleared": _f_offers_cleared, "CardsReshuffled": _f_deck_reshuffled,
    "CardsDealt": _f_cards_dealt, "FairRotated": _f_fair_rotated,
    "BlockersCollected": _f_blockers_collected, "SuppliesShuffled": _f_supplies_shuffled,
    "BoardRefilled": _f_board_refilled, "FinalScores": _f_game_over,
}
