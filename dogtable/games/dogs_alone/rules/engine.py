"""The Dogs Alone / Doggy Style engine (pure: no pygame, no I/O): the Rules contract over the
parts of the rulebook, one module each (docs/rules/dogs_alone.md records every ruling taken
where the rulebooks are silent):

  state      the state, its events, how a rule says no
  mess_deck  the set-up's mess deck and where Mario Hugo may lie
  turn       a turn: Clean-up or Recruit (supply, discards, draws, hand limit), its end
  messes     paying for a mess
  ending     the wild messes' colours at the end
  scoring    the score pad
  folds      each event folded into the state
  listing    the legal actions of a turn's phases listed at once (the rules' fast twin)

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
from dogtable.core.scoring import ScorePad

from ..cards import DOG_COUNT, MARIO_HUGO, MESS_IDS, TWO_PLAYER_REMOVED
from ..describe import describe
from . import ending, messes, turn
from .ending import _wild_owed
from .folds import FOLDS
from .listing import listed_actions
from .mess_deck import _unseen_mario_slots, build_mess_deck
from .scoring import score
from .state import (
    DISCARD, DOG_SUPPLY_SIZE, DRAW, MESS, MESS_SUPPLY_SIZE, OVER, START, START_HAND, WILD_PHASE,
    DAState, _seat_order,
)
from dogtable.games.dogs_alone.game import GAME

ACTIONS: dict[str, ActionRule] = {**turn.ACTIONS, **messes.ACTIONS, **ending.ACTIONS}

# Every action kind and its number of arguments.
_ARITY = {kind: rule.arity for kind, rule in ACTIONS.items()}

# the kinds open in each phase, in the order the legal actions list them
_PHASE_KINDS = {
    START: ("clean", "change_supply", "recruit_discard", "draw_deck", "draw_supply", "finish"),
    DRAW: ("draw_deck", "draw_supply", "finish"),
    MESS: ("pay", "cancel_payment", "finish"),
    DISCARD: ("discard",),
    WILD_PHASE: ("assign_wild",),
    OVER: (),
}

# Events after which undo may not go back: they reveal hidden cards, record chance or end a turn.
_BARRIERS = frozenset({
    "GameStarted", "SupplyChanged", "DeckReshuffled", "DogSupplyRefilled", "MessSupplyRefilled",
    "MarioHugoRevealed", "TurnEnded", "GameEnded", "WildRevealed",
})


class DogsAloneRules(GameRules):
    game_id = "dogs_alone"
    min_players, max_players = GAME.players      # declared once, in the game's game.py
    folds = FOLDS
    State = DAState
    describe_event = staticmethod(describe)

    # -- setting up ----------------------------------------------------------------
    def start(self, seats: Sequence[Seat], options: dict, rng: random.Random) -> list[Event]:
        n = self.seat_count(seats, "Dogs Alone")
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

    # -- whose turn, what is legal ---------------------------------------------------
    def to_act(self, state: DAState) -> list[int]:
        if state.phase == OVER:
            return []
        if state.phase == WILD_PHASE:
            return [s for s in _seat_order(state) if _wild_owed(state, s)]
        return [state.current]

    def legal_actions(self, state: DAState, seat: int) -> list[Action]:
        if not isinstance(seat, int) or not 0 <= seat < state.n:
            return []
        if state.phase != WILD_PHASE and seat != state.current:
            return []
        # the turn's phases are listed at once (listing.py; tests prove it the rules' own list)
        acts = listed_actions(state, seat)
        return acts if acts is not None else self.legal_actions_by_rule(state, seat)

    def legal_actions_by_rule(self, state: DAState, seat: int) -> list[Action]:
        """The legal actions asked of each rule option by option (for the seat to move)."""
        acts: list[Action] = []
        for kind in _PHASE_KINDS[state.phase]:
            acts += ACTIONS[kind].legal(kind, state, seat)
        return acts

    # -- deciding -------------------------------------------------------------------------
    def decide(self, state: DAState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        # the arguments' types are each rule's to check, after the reasons it gives first
        refuse_malformed(state.phase == OVER, action, _ARITY, ints=False)
        refuse_out_of_turn(seat, range(state.n))
        kind, args = action.kind, action.args
        if state.phase == WILD_PHASE:
            if kind != "assign_wild":
                raise IllegalAction("dogs_alone.error.assign_wild_first")
        elif seat != state.current:
            raise IllegalAction("error.not_your_turn")
        elif kind == "assign_wild":
            raise IllegalAction("error.unknown_action", action=kind)
        rule = ACTIONS[kind]
        why = rule.refusal(state, seat, *args)
        if why is not None:
            raise refused(why)
        return rule.handler(state, seat, rng, *args)

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

    def view_seeing_hands(self, state: DAState, seat: int) -> dict:
        view = self.view(state, seat)
        view["hands"] = [list(h) for h in state.hands]
        view["wild"] = [{str(m): c for m, c in w.items()} for w in state.wild]
        return view

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
        shown = view["hands"]        # another seat's hand shows only to the all-hands reference
        for i, hand in enumerate(shown):
            if i != seat and hand is not None:
                seen.update(hand)
        unseen = [c for c in range(DOG_COUNT) if c not in seen]
        rng.shuffle(unseen)
        # cards laid towards a payment are public even while still in the payer's hand
        laid = [c for c in s.pending_cards if c not in s.pools[s.current]]
        unseen = [c for c in unseen if c not in laid]
        s.hands = []
        for i in range(n):
            if i == seat:
                s.hands.append(list(own))
            elif shown[i] is not None:
                s.hands.append(list(shown[i]))
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

    # -- undo, hints, checks -----------------------------------------------------------------
    def is_barrier(self, event: Event) -> bool:
        # a hand card laid face up on the discard pile has been seen by everyone: no undo
        return (event.kind in _BARRIERS or (event.kind == "DogDrawn" and event["source"] == "deck")
                or (event.kind == "RecruitDiscarded" and event.data.get("source") == "hand")
                or event.kind == "HandDiscarded")

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
