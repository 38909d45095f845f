"""The DOGS engine (pure: no pygame, no I/O): the Rules contract over the sections of the round.

Everything a player does is public except the order of the face-down piles (the two dog
supplies, the card deck, the unrevealed Fair cards) and, with two players, which lost dogs went
back to the box.  ``decide`` works out the events on a scratch copy (each event folded as it
is produced) so that the automatic steps that follow an action see its effect; ``evolve`` alone
changes a real state.  docs/rules/dogs_kennel.md records our rulings.
"""
from __future__ import annotations

import random
from typing import Callable, Sequence

from dogtable.core.events import Event
from dogtable.core.rules import (
    Action, ActionHint, ActionRule, GameRules, IllegalAction, Seat, refuse_malformed, refuse_out_of_turn,
    refused,
)

from ..city_map import CENTER, SPACES, space_area
from ..components import (
    ALL_TOKENS, AREAS, BLOCKERS, CITY, COUNTRY, FAIR_CARDS, FUEL, LOST, MAX_FUEL, MAX_SICK, MONEY,
    REMOVED_BREEDS, START_RESOURCES, action_deck, area, breed, is_blocker, removed_cards, status,
    tokens_of_breed,
)
from ..describe import describe
from ..pens import BUILT_AT_START, PENS
from . import city, settling, trips, upkeep
from .scoring import KennelScorePad, score_pad
from .state import (
    ARRANGE, BOX, BOXES, CARDS_PER_BOX, FEED, FUEL_PHASE, MOVE, OFFER, OUT, OVER, PLACE,
    SALARY, _FIELDS, _SECRET, KState, _Step, _deep, _start_round,
)
from dogtable.games.dogs_kennel.game import GAME

# every kind of action, each with its rule (see state.ActionRule)
ACTIONS: dict[str, ActionRule] = {**trips.ACTIONS, **settling.ACTIONS, **city.ACTIONS,
                                  **upkeep.ACTIONS}

# action kind -> number of int arguments (None: none or one)
_ARITY = {kind: rule.arity for kind, rule in ACTIONS.items()}

_HANDLERS: dict[str, Callable] = {kind: rule.handler for kind, rule in ACTIONS.items()}

# the kinds open in each phase, in the order the legal actions list them
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

# chance (shuffles) and reveals (a face-down token or card turned up): undo stops there
_BARRIERS = frozenset({"DogsSetUp", "CardsReshuffled", "CardsDealt", "FairRotated",
                       "SuppliesShuffled", "BoardRefilled", "SupplyDogTaken"})

# the decision passes on (a new turn, a new phase, a donation offered, the end): undo stops
# there, so a move is never taken back once another seat may have acted on it
_HAND_OVER = frozenset({"Turn", "PhaseBegan", "DonationOffered", "FinalScores"})


def _legal_of_kind(s: KState, seat: int, kind: str) -> list[Action]:
    return ACTIONS[kind].legal(kind, s, seat)


class DogsKennelRules(GameRules):
    game_id = "dogs_kennel"
    min_players, max_players = GAME.players      # declared once, in the game's game.py
    State = KState
    describe_event = staticmethod(describe)

    # -- setting up ------------------------------------------------------------------------------
    def start(self, seats: Sequence[Seat], options: dict, rng: random.Random) -> list[Event]:
        n = self.seat_count(seats, "DOGS")
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
        for space in SPACES:
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

    # -- who acts, what is legal -------------------------------------------------------------------
    def to_act(self, state: KState) -> list[int]:
        if state.phase in (OVER, "") or state.n == 0:
            return []
        return [state.current]

    def legal_actions(self, state: KState, seat: int | None) -> list[Action]:
        if seat is None or seat not in self.to_act(state):
            return []
        out: list[Action] = []
        for kind in _PHASE_KINDS[state.phase]:
            out += ACTIONS[kind].legal(kind, state, seat)
        return out

    # -- deciding ------------------------------------------------------------------------------------
    def decide(self, state: KState, seat: int | None, action: Action,
               rng: random.Random) -> list[Event]:
        refuse_malformed(state.phase == OVER, action, _ARITY)
        refuse_out_of_turn(seat, self.to_act(state))
        kind, args = action.kind, action.args
        if kind not in _PHASE_KINDS[state.phase]:
            raise IllegalAction(f"dogs_kennel.error.not_now_{state.phase}")
        rule = ACTIONS[kind]
        why = rule.refusal(state, seat, *args)
        if why is not None:
            raise refused(why)
        step = _Step(self, state.clone(), rng)
        rule.handler(step, seat, *args)
        return step.events

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

    def view_seeing_hands(self, state: KState, seat: int) -> dict:
        return self.view(state, seat)      # every hand here lies face up already

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

    # -- scoring, undo, hints -----------------------------------------------------------------------
    def score_pad(self, state: KState) -> KennelScorePad:
        return score_pad(state)

    def is_barrier(self, event: Event) -> bool:
        return event.kind in _BARRIERS or event.kind in _HAND_OVER

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
    from ..pens import counts, valid_counts

    return valid_counts(counts(pen))


# -- folding the events of the game's frame (each section folds its own) -------------------------------

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


_FOLDS: dict[str, Callable[[KState, dict], None]] = {
    "DogsSetUp": _f_game_started, "RoundBegan": _f_round_started,
    "PhaseBegan": _f_phase_began, "Turn": _f_turn,
    **trips.FOLDS, **settling.FOLDS, **city.FOLDS, **upkeep.FOLDS,
}

DogsKennelRules.folds = _FOLDS   # the table is built below the class (it names the phases)
