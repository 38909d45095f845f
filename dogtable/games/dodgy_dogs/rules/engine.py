"""The Dodgy Dogs engine (pure: no pygame, no I/O): the Rules contract over the parts of the
rulebook, one module each (docs/rules/dodgy_dogs.md records our rulings):

  state    the state, its events, how a rule says no
  play     your turn: matching plays, specials, drawing, passing, Pick Up Puppies
  whisper  the Dog Whisperer's round
  table    the scratch piles, the stockpile, the slap race, the end of a round
  folds    each event folded into the state

Each kind of action is one core.rules.ActionRule per phase: its rule is written once, as a
refusal, and both the legal actions and ``decide``'s refusal come from it.
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

from ..cards import deck_for
from ..describe import describe
from .folds import FOLDS
from .play import PICKUP_ACTIONS, PLAY_ACTIONS, _plays, draw_refusal, pass_refusal
from .state import (
    EVENT_TYPES, GUESS, OVER, PICKUP_PHASE, PLAY, RESPOND, REVEAL, ROUNDS, SLAP, SLAP_TIMEOUT_MS,
    WHISPER, DDState, _whisper_target, refuse,
)
from .history import SeatView, log_from_history, seen_by
from .table import SLAP_ACTIONS, _round_started
from .whisper import ANSWER_ACTIONS, GUESS_ACTIONS, WHISPER_ACTIONS, _guess_whisper, _make_hold
from dogtable.games.dodgy_dogs.game import GAME

_BARRIERS = frozenset(EVENT_TYPES) - {"Passed"}  # nearly every step reveals a card or passes the turn

# each phase: its rules, and the refusal of any other kind of action then
_PHASES: dict[str, tuple[dict[str, ActionRule], object]] = {
    PLAY: (PLAY_ACTIONS, lambda s: refuse("not_now")),
    PICKUP_PHASE: (PICKUP_ACTIONS, lambda s: refuse("must_pick_up", count=s.pickup)),
    WHISPER: (WHISPER_ACTIONS, lambda s: refuse("whisper_first")),
    GUESS: (GUESS_ACTIONS, lambda s: refuse("guess_first")),
    RESPOND: (ANSWER_ACTIONS, lambda s: refuse("play_whispered")),
    REVEAL: (ANSWER_ACTIONS, lambda s: refuse("play_whispered")),
}

_ARITY = {"play": 1, "play_all": 1, "play_leader": 2, "play_wild": 2, "draw": 0, "pass": 0,
          "pick_up": 0, "whisper": 1, "guess": 1, "slap_loser": 1}


class DodgyDogsRules(GameRules):
    game_id = "dodgy_dogs"
    min_players, max_players = GAME.players      # declared once, in the game's game.py
    folds = FOLDS
    State = DDState
    describe_event = staticmethod(describe)

    # -- setting up -------------------------------------------------------------------
    def start(self, seats: Sequence[Seat], options: dict, rng: random.Random) -> list[Event]:
        n = self.seat_count(seats, "Dodgy Dogs")
        first = options.get("first_player", "random")
        if not isinstance(first, int) or not 0 <= first < n:
            first = rng.randrange(n)
        dealer = (first - 1) % n  # the seat left of the dealer starts
        return [_round_started(1, dealer, n, rng)]

    # -- who acts, what is legal -----------------------------------------------------------
    def to_act(self, state: DDState) -> list[int]:
        if state.phase in (SLAP, OVER):
            return []
        return [state.current]

    def referee(self, state: DDState) -> dict | None:
        if state.phase != SLAP:
            return None
        return {"kind": "slap", "by": state.cat_by, "seats": list(state.slappers),
                "timeout_ms": SLAP_TIMEOUT_MS}

    def legal_actions(self, state: DDState, seat: int | None) -> list[Action]:
        phase = state.phase
        if seat is None:
            return SLAP_ACTIONS["slap_loser"].legal("slap_loser", state, seat) if phase == SLAP \
                else []
        if phase in (SLAP, OVER) or seat != state.current:
            return []
        rules, _ = _PHASES[phase]
        if phase == PLAY:
            # the plays card by card (_plays), then drawing or passing (their rules asked
            # with the plays found, rather than finding them twice more)
            acts = _plays(state, state.hands[seat])
            can_play = bool(acts)
            if draw_refusal(state, can_play) is None:
                acts.append(Action("draw"))
            if pass_refusal(state, can_play) is None:
                acts.append(Action("pass"))
            return acts
        acts = []
        for kind_, rule in rules.items():
            acts += rule.legal(kind_, state, seat)
        return acts

    # -- deciding ----------------------------------------------------------------------------
    def decide(self, state: DDState, seat: int | None, action: Action,
               rng: random.Random) -> list[Event]:
        refuse_malformed(state.phase == OVER, action, _ARITY)
        kind_, args = action.kind, action.args
        if seat is None:   # the table settles the slap race
            if state.phase != SLAP:
                raise IllegalAction("error.not_your_turn")
            rules, not_now = SLAP_ACTIONS, lambda s: refuse("bad_slap")
        else:
            refuse_out_of_turn(seat, self.to_act(state))
            rules, not_now = _PHASES[state.phase]
        rule = rules.get(kind_)
        why = not_now(state) if rule is None else rule.refusal(state, seat, *args)
        if why is not None:
            raise refused(why)
        return rule.handler(state, seat, rng, *args)

    # -- what each seat sees --------------------------------------------------------------------
    def view(self, state: DDState, seat: int | None) -> dict:
        knows_whisper = state.whisper is not None and (
            state.revealed or seat is not None and seat in (state.whisperer, _whisper_target(state)))
        # a round scored and the next not yet dealt: every hand is laid open (its penalties)
        scored = len(state.scores) >= state.round
        view = SeatView({
            "seat": seat,
            "players": state.n,
            "round": state.round,
            "rounds": ROUNDS,
            "dealer": state.dealer,
            "current": state.current,
            "phase": state.phase,
            "stock_count": len(state.stock),
            "discard": list(state.discard),
            "hands": [list(h) if s == seat or scored else None for s, h in enumerate(state.hands)],
            "hand_counts": [len(h) for h in state.hands],
            "draws": state.draws,
            "pickup": state.pickup,
            "whisperer": state.whisperer,
            "whisper": state.whisper if knows_whisper else None,
            "whispering": state.whisper is not None,
            "revealed": state.revealed,
            "cat_by": state.cat_by,
            "slappers": list(state.slappers),
            "cats": [list(p) for p in state.cats],
            "scores": [list(r) for r in state.scores],
            "winners": list(state.winners),
            "idle": state.idle,
            "wrong": list(state.wrong),
        })
        view.history = seen_by(state.log, seat)
        return view

    def view_seeing_hands(self, state: DDState, seat: int) -> dict:
        view = self.view(state, seat)
        view["hands"] = [list(h) for h in state.hands]
        view["whisper"] = state.whisper         # the whispered behaviour too
        return view

    def redact(self, event: Event, seat: int | None) -> Event:
        k = event.kind
        if k == "RoundStarted":
            probe = DDState()
            self.evolve(probe, Event("RoundStarted", dict(event.data)))
            return event.with_data(order=None, discard=list(probe.discard),
                                   hand=list(probe.hands[seat]) if seat is not None else None)
        if k == "CardDrawn" and event["seat"] != seat:
            return event.with_data(card=None)
        if k == "Whispered" and seat not in (event["seat"], event["target"]):
            return event.with_data(behaviour=None)
        return event

    def resample(self, view: dict, seat: int, rng: random.Random) -> DDState:
        s = DDState()
        n = view["players"]
        s.n, s.round, s.dealer, s.current, s.phase = n, view["round"], view["dealer"], view["current"], view["phase"]
        s.discard = list(view["discard"])
        s.draws, s.pickup = view["draws"], view["pickup"]
        s.whisperer, s.revealed = view["whisperer"], view["revealed"]
        s.cat_by, s.slappers = view["cat_by"], list(view["slappers"])
        s.cats = [list(p) for p in view["cats"]]
        s.scores = [list(r) for r in view["scores"]]
        s.winners = list(view["winners"])
        s.idle = view["idle"]
        s.wrong = list(view["wrong"])
        s.log = log_from_history(getattr(view, "history", ()), seat, n)
        own = list(view["hands"][seat] or [])
        shown = [list(h) if h is not None else None for h in view["hands"]]   # open at a round's end
        seen = set(own) | set(s.discard)
        for h in shown:
            seen.update(h or [])
        for p in s.cats:
            seen.update(p)
        unseen = [c for c in deck_for(n) if c not in seen]
        rng.shuffle(unseen)
        s.hands = []
        for i in range(n):
            if i == seat:
                s.hands.append(own)
            elif shown[i] is not None:
                s.hands.append(shown[i])
            else:
                k = view["hand_counts"][i]
                s.hands.append(unseen[:k])
                del unseen[:k]
        s.stock = unseen
        s.whisper = view["whisper"]
        if view["whispering"] and s.whisper is None:
            s.whisper = _guess_whisper(s, rng)
        if s.phase in (RESPOND, REVEAL) and s.current != seat:
            # the seat asked to lay the whispered behaviour holds one (else it would have drawn)
            _make_hold(s, s.current, s.whisper, seat, rng)
        return s

    # -- scoring, undo, hints ------------------------------------------------------------------
    def score_pad(self, state: DDState) -> ScorePad:
        pad = ScorePad([f"round_{r + 1}" for r in range(ROUNDS)], state.n)
        for r, row in enumerate(state.scores):
            for s, pts in enumerate(row):
                pad.set(f"round_{r + 1}", s, pts)
        return pad

    def is_barrier(self, event: Event) -> bool:
        return event.kind in _BARRIERS

    def hint(self, state, action: Action) -> ActionHint:
        k, a = action.kind, action.args
        if k in ("play", "play_all", "play_leader", "play_wild"):
            return ActionHint("hand", a[0], "discard")
        if k in ("draw", "pick_up"):
            return ActionHint("stock", None, "hand")
        return ActionHint()

    def check(self, state: DDState) -> None:
        cards = list(state.stock) + list(state.discard)
        for h in state.hands:
            cards += h
        for p in state.cats:
            cards += p
        if sorted(cards) != deck_for(state.n):
            raise ValueError("cards are not conserved")
