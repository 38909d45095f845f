"""The Dog Lover engine (pure: no pygame, no I/O): the Rules contract over the parts of the
rulebook, one module each (docs/rules/dog_lover.md has our rulings):

  state  the state, its events, how a rule says no
  turn   set-up choices, retrieving from the grid (tricks, Watch Dog, Fetch), the turn's end
  play   the cards played: tuck, attach or forfeit a trait (and its penalty), food, rescue,
         learn
  folds  each event folded into the state
  pad    the score pad's tie-breaks

Each kind of action is one core.rules.ActionRule: its rule is written once, as a refusal, and
both the legal actions and ``decide``'s refusal come from it.
"""
from __future__ import annotations

import random
from typing import Sequence

from dogtable.core.events import Event
from dogtable.core.rules import (
    Action, ActionHint, ActionRule, GameRules, IllegalAction, Seat, refuse_malformed,
    refuse_out_of_turn, refused,
)

from ..cards import (
    ALL_IDS, CUBES_IN_BOX, DOG, DOG_TRICKS, END_GAME_CARD, FETCH_CARD, RESCUE_BASE,
    STARTING_TRICKS, game_cards_for, hand_kind, kind,
)
from ..describe import describe
from . import play, turn
from .folds import FOLDS
from .pad import DogLoverPad, score_pad
from .state import (
    BAD_ACTION, BELOW_END_GAME, DISPLAY, GRID, HAND_PENALTIES, OVER, PENALTY, SIDES, TURN, WATCH, DLState,
    _card_source,
)
from .turn import _Sim
from dogtable.games.dog_lover.game import GAME

ACTIONS: dict[str, ActionRule] = {**turn.ACTIONS, **play.ACTIONS}

_ARITY = {kind_: rule.arity for kind_, rule in ACTIONS.items()}

# the kinds open in each phase, and the refusal of any other kind then
_PHASE_KINDS = {
    SIDES: (("trick_side",), "dog_lover.error.choose_side_first"),
    WATCH: (("place_watchdog",), "dog_lover.error.place_watchdog_first"),
    PENALTY: (("pay", "pay_cube"), "dog_lover.error.pay_penalty_first"),
    TURN: (("retrieve", "fetch", "rescue", "learn", "tuck", "attach", "forfeit", "gain",
            "end_turn"), "dog_lover.error.not_now"),
}
# what a pending card allows, listed card by card after the other actions of a turn
_PENDING_KINDS = ("attach", "forfeit", "gain")

# chance, reveals and hand-overs: undo never crosses them
_BARRIERS = frozenset({"DlGameStarted", "DlTrickSideChosen", "DlTurnStarted", "DlShelterRefilled",
                       "DlTricksRefilled", "DlTurnEnded", "DlGridRefilled", "DlGameEnded"})


class DogLoverRules(GameRules):
    game_id = "dog_lover"
    min_players, max_players = GAME.players      # declared once, in the game's game.py
    folds = FOLDS
    State = DLState
    describe_event = staticmethod(describe)

    # -- setting up ----------------------------------------------------------------------------
    def start(self, seats: Sequence[Seat], options: dict, rng: random.Random) -> list[Event]:
        n = self.seat_count(seats, "Dog Lover")
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

    # -- who acts, what is legal ----------------------------------------------------------------
    def to_act(self, state: DLState) -> list[int]:
        return [] if state.phase == OVER or state.n == 0 else [state.current]

    def legal_actions(self, state: DLState, seat: int | None) -> list[Action]:
        if state.phase == OVER or state.n == 0 or seat != state.current:
            return []
        kinds, _ = _PHASE_KINDS[state.phase]
        acts: list[Action] = []
        for kind_ in kinds:
            if kind_ not in _PENDING_KINDS:
                acts += ACTIONS[kind_].legal(kind_, state, seat)
            elif kind_ == _PENDING_KINDS[0]:
                acts += _pending_actions(state, seat)
        return acts

    def _end_refusal(self, state: DLState, seat: int) -> str | None:
        why = turn.end_turn_check(state, seat)
        return None if why is None else why[0]

    # -- deciding -----------------------------------------------------------------------------------
    def decide(self, state: DLState, seat: int | None, action: Action,
               rng: random.Random) -> list[Event]:
        rule = self.checked_rule(state, seat, action)
        sim = _Sim(self, state)
        rule.handler(sim, seat, *action.args)
        return sim.events

    def checked_rule(self, state: DLState, seat: int | None, action: Action):
        """The rule that plays ``action`` once every check has passed, in ``decide``'s order
        (IllegalAction with the reason otherwise).  The AI's playouts step with it too, so
        they refuse exactly what the engine refuses."""
        refuse_malformed(state.phase == OVER, action, _ARITY)
        refuse_out_of_turn(seat, self.to_act(state))
        kind_, args = action.kind, action.args
        if any(not -1 < a < 10_000 for a in args):
            raise refused(BAD_ACTION)
        kinds, not_now = _PHASE_KINDS[state.phase]
        if kind_ not in kinds:
            raise IllegalAction(not_now)
        rule = ACTIONS[kind_]
        why = rule.refusal(state, seat, *args)
        if why is not None:
            raise refused(why)
        return rule

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

    def view_seeing_hands(self, state: DLState, seat: int) -> dict:
        view = self.view(state, seat)
        view["hands"] = [list(h) for h in state.hands]
        return view

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

    # -- scoring, undo, hints -------------------------------------------------------------------
    def score_pad(self, state: DLState) -> DogLoverPad:
        return score_pad(state)

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


def _pending_actions(state: DLState, seat: int) -> list[Action]:
    """The actions of the pending cards, card by card: attach a trait (or forfeit it when no dog
    can take it), eat a food."""
    allowed = {k: ACTIONS[k].allowed_args(state, seat) for k in _PENDING_KINDS}
    acts = []
    for card in state.pending:
        for k in _PENDING_KINDS:
            acts += [Action(k, args) for args in allowed[k] if args[0] == card]
    return acts
